/// How the seeds' app is set up around its paging screen (seed 000).
public struct AppConfiguration: Sendable, Hashable {
    /// How the tab bar controller's `viewWillAppear` adds the publish button.
    public enum PublishButtonSetup: String, Sendable, Hashable, CaseIterable {
        /// Inside `dispatch_once`, as seed 000 fixes it: once, however often the view appears.
        case guarded
        /// Without a guard: once per `viewWillAppear`, so every dismissal of a full-screen modal
        /// adds another button (the bug seed 000's comment describes).
        case unguarded
    }

    /// The content inset of the simple screens' lists, in pt: top 64 (status and navigation bars),
    /// bottom 49 (tab bar). Each list is its controller's first view and runs under the
    /// translucent bars, so UIKit adjusts its inset to them (`automaticallyAdjustsScrollViewInsets`,
    /// on by default; seed 000's note 3 says the top inset is then 64); it first rests at y = -64.
    public static let listInset = EdgeInsets(
        top: PagingScreenConfiguration.titleBarTop, left: 0, bottom: TabBarLayout.defaultHeight, right: 0)

    /// The tabs whose `tabBarController(_:shouldSelect:)` answers false (each in 0..<4).
    public var refusedTabs: Set<Int>
    /// How the publish button's modal is presented (default `.fullScreen`, as before iOS 13).
    public var publishStyle: ModalStyle
    /// How the publish button is added.
    public var publishSetup: PublishButtonSetup
    /// How long a push or pop animates, in s (> 0; default 0.13, the navigation bar's).
    public var transitionDuration: Double
    /// How long a presentation or dismissal animates, in s (> 0; default 0.5).
    public var modalDuration: Double
    /// The height of the content of the simple screens' lists, in pt (> 0; default 3000).
    public var listContentHeight: Double

    /// Creates an app description.
    public init(
        refusedTabs: Set<Int> = [], publishStyle: ModalStyle = .fullScreen, publishSetup: PublishButtonSetup = .guarded,
        transitionDuration: Double = NavigationTransition.defaultDuration,
        modalDuration: Double = ContainerMachine.modalDuration,
        listContentHeight: Double = PagingScreenConfiguration.defaultChildContentHeight
    ) {
        self.refusedTabs = refusedTabs
        self.publishStyle = publishStyle
        self.publishSetup = publishSetup
        self.transitionDuration = transitionDuration
        self.modalDuration = modalDuration
        self.listContentHeight = listContentHeight
    }

    /// The configuration if every value is in range; throws a ``ScreenModelError`` naming the
    /// first field that is not.
    public func validated() throws(ScreenModelError) -> AppConfiguration {
        for tab in refusedTabs.sorted() { try Check.index(tab, count: ContainerMachine.tabCount, "refusedTabs") }
        try Check.positive(transitionDuration, "transitionDuration")
        try Check.positive(modalDuration, "modalDuration")
        try Check.positive(listContentHeight, "listContentHeight")
        return self
    }
}
