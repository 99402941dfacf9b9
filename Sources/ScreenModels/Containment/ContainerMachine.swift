/// Seed 000's whole app as one pure state machine: a tab bar controller (`tabs`) of four
/// navigation stacks, each with its root (tab ``pagingTab``'s root may be the paging screen, whose
/// pages' machine is a node of the tree), and a screen it presents modally. It never reads a clock:
/// the app feeds it ``ContainerInput``s, named after UIKit's events, and performs the
/// ``ContainerEffect``s it returns, in order.
///
/// UIKit's appearance forwarding (reference §8b), each screen hearing each call at most once per
/// transition and never "did" without "will" (``ChildLifecycle``):
/// - A view loads on first appearance (`loadView`, `viewDidLoad`), before any "will" call of the
///   transition that shows it; the paging screen's load adds its children and loads the first.
/// - Order of a transition: the screen leaving hears `viewWillDisappear`, the screen arriving
///   `viewWillAppear`; at the end (at once for a tab switch, at ``ContainerInput/finishTransition``
///   for an animation) `viewDidDisappear` then `viewDidAppear`. A container hears its call before
///   what it forwards: the paging screen forwards to its visible child (every loaded child under
///   the seeds' model), as ``PagingAppearanceMachine`` says.
/// - A cancelled interactive pop reverses both, in the order UIKit is observed to use: the screen
///   below `viewWillDisappear`, `viewDidDisappear`, then the top `viewWillAppear`, `viewDidAppear`.
/// - `.fullScreen` presentation: the presenting chain (`tabs`, the selected tab's top screen, its
///   visible child) disappears, and appears again on dismiss; `.pageSheet`: it hears nothing.
/// - Tab taps: `shouldSelect` is asked first and can refuse; `didSelect` follows every allowed
///   tap, the selected tab's included.
///
/// Not modelled: the navigation and tab bar controllers' own calls between `tabs` and the screens,
/// containment calls of pushed screens, and a re-tap of the selected tab popping its stack to the
/// root. Every input that ``apply(_:)`` refuses throws a ``ScreenModelError`` and changes nothing.
public struct ContainerMachine: Sendable, Hashable {
    /// How many tabs the tab bar holds: 4.
    public static let tabCount = 4

    /// The tab bar controller (`tabs`).
    public internal(set) var tabBar = ContainedScreen(path: ScreenPath.tabs)
    /// Each tab's navigation stack, root first.
    public internal(set) var stacks: [[ContainedScreen]]
    /// The selected tab.
    public internal(set) var selectedTab = 0
    /// The screen presented over the tab bar controller, if any.
    public internal(set) var presentation: Presentation?
    /// The animated transition in progress, if any.
    public internal(set) var transition: ContainerTransition?
    /// Whether ``ContainerInput/launch`` has been applied.
    public internal(set) var isLaunched = false
    /// The tab whose root is the paging screen, if its machine is a node of this tree.
    public let pagingTab: Int?
    /// The effects of the input being applied.
    var effects: [ContainerEffect] = []

    /// An app with tab 0 selected and nothing loaded; tab `pagingTab`'s root is the paging screen
    /// that `pages` models (nil: every root is a simple screen, or the paging screen's machine is
    /// run elsewhere). Throws for a tab out of range.
    public init(pages: PagingAppearanceMachine? = nil, pagingTab: Int = 0) throws(ScreenModelError) {
        try Check.index(pagingTab, count: Self.tabCount, "pagingTab")
        self.pagingTab = pages == nil ? nil : pagingTab
        self.stacks = (0..<Self.tabCount).map { tab in
            [ContainedScreen(path: ScreenPath.screen(tab: tab, depth: 0), pages: tab == pagingTab ? pages : nil)]
        }
    }

    /// The top screen of tab `tab`'s stack.
    public func top(ofTab tab: Int) -> ContainedScreen { stacks[tab][stacks[tab].count - 1] }

    /// Applies one input and returns the effects to perform, in order. Throws, changing nothing, for
    /// an input before ``ContainerInput/launch`` (or a second launch), a tab out of range, a
    /// transition while another runs, a tap or push under a presented screen, a pop of a root, a
    /// dismiss with nothing presented, or a paging input the paging machine refuses.
    public mutating func apply(_ input: ContainerInput) throws(ScreenModelError) -> [ContainerEffect] {
        // Every refusal is decided before anything changes, and applying cannot throw: so a refused
        // input changes nothing without the tree being applied to a copy (the copy shared every
        // array of the tree, and each change then copied the arrays on its path, down to the
        // pages' machine, for every scroll the app forwarded).
        try check(input)
        handle(input)
        var effects: [ContainerEffect] = []
        swap(&effects, &self.effects)
        return effects
    }

    /// Throws if the machine refuses `input` in its current state; changes nothing.
    private func check(_ input: ContainerInput) throws(ScreenModelError) {
        if input == .launch {
            guard !isLaunched else { throw refusal("launch", expected: "the first launch", actual: "launched") }
            return
        }
        guard isLaunched else { throw refusal("input", expected: "launch first", actual: "\(input)") }
        switch input {
        case .launch: break
        case .selectTab(let index, _): try checkSelectTab(index)
        case .push: try checkPush()
        case .pop: try checkPop(interactive: false)
        case .interactivePop(.began): try checkPop(interactive: true)
        case .interactivePop: try checkEndInteractivePop()
        case .present: try checkPresent()
        case .dismiss: try checkDismiss()
        case .finishTransition: try checkFinishTransition()
        case .pages(let input): try checkPages(input)
        }
    }

    /// Applies `input`, which ``check(_:)`` accepted.
    private mutating func handle(_ input: ContainerInput) {
        switch input {
        case .launch: launch()
        case .selectTab(let index, let allowed): selectTab(index, shouldSelect: allowed)
        case .push: push()
        case .pop: pop(interactive: false)
        case .interactivePop(.began): pop(interactive: true)
        case .interactivePop(let phase): endInteractivePop(finished: phase == .finished)
        case .present(let style): present(style)
        case .dismiss: dismiss()
        case .finishTransition: finishTransition()
        case .pages(let input): forwardToPages(input)
        }
    }

    /// The window shows the tab bar controller and its selected tab.
    private mutating func launch() {
        isLaunched = true
        let chain = presentingChain
        for path in chain { load(path) }
        for path in chain { begin(path, appearing: true) }
        for path in chain { end(path) }
    }

    func refusal(_ argument: String, expected: String, actual: String) -> ScreenModelError {
        ScreenModelError(argument: argument, expected: expected, actual: actual)
    }

    /// Refuses a transition while another runs.
    func requireNoTransition(for input: String) throws(ScreenModelError) {
        if let transition {
            throw refusal("transition", expected: "none in progress for \(input)", actual: transition.rawValue)
        }
    }
}
