/// Modal presentation over the tab bar controller (seed 000's publish button) and the end of
/// every animated transition.
extension ContainerMachine {
    /// How long a presentation or dismissal animates, in s: UIKit's is private; about 0.5 s is
    /// commonly measured for the vertical cover.
    public static let modalDuration = 0.5

    /// Refuses a presentation during an animated transition or over a presented screen.
    func checkPresent() throws(ScreenModelError) {
        try requireNoTransition(for: "present")
        if let presentation {
            throw refusal("present", expected: "nothing presented", actual: presentation.style.rawValue)
        }
    }

    /// Begins presenting a screen (checked): it loads and begins to appear; full screen, the
    /// presenting chain begins to disappear first.
    mutating func present(_ style: ModalStyle) {
        presentation = Presentation(screen: ContainedScreen(path: ScreenPath.modal), style: style)
        load(.modal)
        if style == .fullScreen { for path in presentingChain { begin(path, appearing: false) } }
        begin(.modal, appearing: true)
        transition = .present
    }

    /// Refuses a dismissal during an animated transition or with nothing presented.
    func checkDismiss() throws(ScreenModelError) {
        try requireNoTransition(for: "dismiss")
        guard presentation != nil else { throw refusal("dismiss", expected: "a presented screen", actual: "none") }
    }

    /// Begins dismissing the presented screen (checked): it begins to disappear; full screen, the
    /// presenting chain begins to appear again (seed 000's reason for `dispatch_once`).
    mutating func dismiss() {
        begin(.modal, appearing: false)
        if presentation?.style == .fullScreen { for path in presentingChain { begin(path, appearing: true) } }
        transition = .dismiss
    }

    /// Refuses the end of an animated transition when none (or only an interactive pop, which its
    /// gesture ends) is in progress.
    func checkFinishTransition() throws(ScreenModelError) {
        guard let transition, transition != .interactivePop else {
            throw refusal(
                "finishTransition", expected: "a push, pop, present or dismiss in progress",
                actual: transition?.rawValue ?? "none")
        }
    }

    /// Ends the animated transition in progress (checked) with its "did" calls.
    mutating func finishTransition() {
        guard let running = transition else { preconditionFailure("finishTransition: checked, a transition runs") }
        transition = nil
        let fullScreen = presentation?.style == .fullScreen
        switch running {
        case .push: endPush()
        case .pop: endPop()
        case .present:
            if fullScreen { for path in presentingChain { end(path) } }
            end(.modal)
        case .dismiss:
            end(.modal)
            if fullScreen { for path in presentingChain { end(path) } }
            presentation = nil
        case .interactivePop: break
        }
    }
}
