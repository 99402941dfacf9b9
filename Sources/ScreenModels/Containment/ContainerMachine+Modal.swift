/// Modal presentation over the tab bar controller (seed 000's publish button) and the end of
/// every animated transition.
extension ContainerMachine {
    /// How long a presentation or dismissal animates, in s: UIKit's is private; about 0.5 s is
    /// commonly measured for the vertical cover.
    public static let modalDuration = 0.5

    /// Begins presenting a screen: it loads and begins to appear; full screen, the presenting chain
    /// begins to disappear first.
    mutating func present(_ style: ModalStyle) throws(ScreenModelError) {
        try requireNoTransition(for: "present")
        if let presentation {
            throw refusal("present", expected: "nothing presented", actual: presentation.style.rawValue)
        }
        presentation = Presentation(screen: ContainedScreen(path: ScreenPath.modal), style: style)
        load(.modal)
        if style == .fullScreen { for path in presentingChain { begin(path, appearing: false) } }
        begin(.modal, appearing: true)
        transition = .present
    }

    /// Begins dismissing the presented screen: it begins to disappear; full screen, the presenting
    /// chain begins to appear again (seed 000's reason for `dispatch_once`).
    mutating func dismiss() throws(ScreenModelError) {
        try requireNoTransition(for: "dismiss")
        guard let presentation else { throw refusal("dismiss", expected: "a presented screen", actual: "none") }
        begin(.modal, appearing: false)
        if presentation.style == .fullScreen { for path in presentingChain { begin(path, appearing: true) } }
        transition = .dismiss
    }

    /// Ends the animated transition in progress with its "did" calls.
    mutating func finishTransition() throws(ScreenModelError) {
        guard let running = transition, running != .interactivePop else {
            throw refusal(
                "finishTransition", expected: "a push, pop, present or dismiss in progress",
                actual: transition?.rawValue ?? "none")
        }
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
