/// One view controller of the seeds' app as ``ContainerMachine`` tracks it: its own lifecycle
/// and, for the paging screen, the machine of its pages, to which its appearance is forwarded.
public struct ContainedScreen: Sendable, Hashable {
    /// Its name as an event source (see ``ScreenPath``).
    public let path: String
    /// Its own lifecycle: view loading and appearance.
    public internal(set) var lifecycle = ChildLifecycle()
    /// The paging screen's machine, or nil for a simple screen (or a paging screen whose machine
    /// its own actor runs).
    public internal(set) var pages: PagingAppearanceMachine?

    /// A screen at `path`, not loaded and off screen, paging if `pages` is given.
    public init(path: String, pages: PagingAppearanceMachine? = nil) {
        self.path = path
        self.pages = pages
    }
}

/// The animated transition in progress in the seeds' app.
public enum ContainerTransition: String, Sendable, Hashable, CaseIterable {
    /// A push runs on the selected tab's navigation stack.
    case push
    /// A pop runs on the selected tab's navigation stack.
    case pop
    /// An edge swipe is popping the selected tab's top screen.
    case interactivePop
    /// The presented screen slides in.
    case present
    /// The presented screen slides out.
    case dismiss
}

/// A screen presented over the tab bar controller, and how.
public struct Presentation: Sendable, Hashable {
    /// The presented screen (seed 000's `ModelController` in its navigation controller).
    public internal(set) var screen: ContainedScreen
    /// How it covers the tab bar controller.
    public let style: ModalStyle
}
