/// The seeds' essence screen (seed 001): a title bar over a horizontally paging scroll view whose
/// pages are child view controllers, each owning a vertical list.
///
/// The screen is an in-frame delegate of its `pages` scroll view, so its reactions (selecting the
/// title, appearance calls, loading children) happen in the frame of the scroll event that causes
/// them, in a deterministic order. It records what it does as ``ScreenEvent``s (sources `titles` and
/// `child/N`); the scroll views (`pages`, `titleBar`, `child/N/list`, each id after the
/// ``PagingScreenConfiguration/scrollViewIDPrefix``) publish their own events.
///
/// Behaviour:
/// - At the start every child is added (`willMoveToParent`), then the screen appears: child 0 loads
///   its view and appears (the seeds' `addChildVcView` in `viewDidLoad`).
/// - A title tap selects the title, moves the indicator over 0.25 s, and scrolls the pages with
///   `setContentOffset(x: index * width, animated: true)`; the old page and the destination begin
///   their appearance transition at once and end it at `didEndScrollingAnimation`, where the seeds
///   load the destination's view. Pages in between get no calls and are not loaded (unless the
///   policy is `onReveal`).
/// - A swipe begins the transition in the first `didScroll` of the drag that moves the content off
///   its page, towards the page on that side (redirected if the finger crosses back past the start
///   page); `willEndDragging`'s target page redirects it once more if it names another page. The
///   transition completes when the scroll settles (`didEndDecelerating`, or `didEndDragging`
///   without deceleration) on the destination, and is cancelled (the reversed pair) when it settles
///   back on the page it left. Settling also selects the title of the page landed on.
/// - Child views load as the ``PagingScreenConfiguration/LoadingPolicy`` says, and at the latest
///   when a child appears (appearance calls do not load views, as in UIKit); a destination that a
///   swipe abandons before it loads hears its reversed pair and is never loaded. A child's view
///   frame is its page's frame; its list (`child/N/list`,
///   vertical, inset top 99 and bottom 49, at rest at y = -99) is created when the view loads.
///   `didMove(toParent:)` follows the calls in which the view loaded.
/// - With a cache limit, settling unloads the least recently shown (or loaded) children beyond the
///   limit; ``memoryWarning()`` unloads every child it can. Neither ever unloads the visible page,
///   the destination of a transition in progress, or a child that is not fully disappeared.
public actor PagingScreen: ScreenEventPublisher, ScreenEventDelivering {
    /// Which way a swipe's finger moves.
    public enum SwipeDirection: String, Sendable, Hashable, CaseIterable {
        /// The finger moves left: the content offset grows, towards the next page.
        case left
        /// The finger moves right: the content offset shrinks, towards the previous page.
        case right
    }

    /// Where the fixed title bar's indicator takes its frame from.
    enum IndicatorMode: Sendable {
        /// An animation to the selected title (finished animations keep returning their end frame).
        case animating(IndicatorAnimation)
        /// The paging scroll view's offset, during a swipe.
        case following
    }

    /// The clock that drives the screen.
    public nonisolated let clock: DisplayClock
    /// The screen runs on its clock's simulation thread, as UIKit's objects run on the main thread:
    /// it drives its scroll views, and hears their events, without crossing threads.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { clock.unownedExecutor }
    /// The configuration, as validated.
    public nonisolated let configuration: PagingScreenConfiguration
    /// The pages' geometry.
    public nonisolated let geometry: PageGeometry
    /// The paging scroll view (`pages`): content count * width by 0, paging on.
    public nonisolated let pages: ScrollView
    /// The fixed title bar's layout (used for the indicator; the title bar is `width` x 35 pt).
    public nonisolated let fixedTitleBar: FixedTitleBarLayout
    /// The scrolling title bar's layout.
    public nonisolated let scrollingTitleBar: ScrollingTitleBarLayout
    /// The scrolling title bar's scroll view (`titleBar`: bounces off, content n * 100 pt wide);
    /// nil for the fixed style.
    public nonisolated let titleBar: ScrollView?

    var log = ScreenEventLog()
    var coordinator: AppearanceCoordinator
    var cache: ChildViewCache
    var lists: [ScrollView?]
    var unloadCounts: [Int]
    var indicatorMode: IndicatorMode
    /// The page the drag in progress started on (nil when no finger drags the pages).
    var swipeStartPage: Int?
    /// The pages' content offset x at their latest event, in pt.
    var pagesOffsetX = 0.0
    /// The title bar offset x (pt) the scrolling title bar must animate to, once the current
    /// reaction is over.
    var titleBarTarget: Double?

    /// The selected title's index.
    public internal(set) var selectedIndex = 0

    /// Builds the screen on `clock` and shows it: every child added, child 0 loaded and appeared,
    /// and, with the `eager` policy, every child loaded. Throws a ``ScreenModelError`` naming the
    /// field for a configuration ``PagingScreenConfiguration/validated()`` refuses, and
    /// `SimulationError.clockStopped` for a stopped clock.
    public init(clock: DisplayClock, configuration: PagingScreenConfiguration) async throws {
        let config = try configuration.validated()
        let geometry = PageGeometry(pageSize: config.size, pageCount: config.pageCount)
        let fixed = try FixedTitleBarLayout(titles: config.titles, width: config.size.width, measure: config.measure)
        let scrolling = try ScrollingTitleBarLayout(titles: config.titles, screenWidth: config.size.width)
        self.clock = clock
        self.configuration = config
        self.geometry = geometry
        self.fixedTitleBar = fixed
        self.scrollingTitleBar = scrolling
        self.pages = try ScrollView(
            id: config.scrollViewIDPrefix + "pages", clock: clock, size: config.size, contentSize: geometry.contentSize, isPagingEnabled: true)
        self.titleBar = config.titleBarStyle == .scrolling
            ? try ScrollView(
                id: config.scrollViewIDPrefix + "titleBar", clock: clock, size: Size(width: config.size.width, height: scrolling.itemHeight),
                contentSize: Size(width: scrolling.contentWidth, height: 0), bounces: false)
            : nil
        self.coordinator = try AppearanceCoordinator(childCount: config.pageCount)
        self.cache = ChildViewCache(count: config.pageCount, limit: config.cacheLimit)
        self.lists = Array(repeating: nil, count: config.pageCount)
        self.unloadCounts = Array(repeating: 0, count: config.pageCount)
        let first = try fixed.indicatorFrame(selectedIndex: 0)
        self.indicatorMode = .animating(try IndicatorAnimation(from: first, to: first, startTime: clock.time))
        await pages.addDelegate { [weak self] event in await self?.pagesDidEmit(event) }
        appear()
    }

    /// Builds the screen from its parts; see ``init(clock:configuration:)``.
    public init(
        clock: DisplayClock, titles: [String], size: Size = PagingScreenConfiguration.defaultSize,
        titleBarStyle: PagingScreenConfiguration.TitleBarStyle = .fixed,
        loadingPolicy: PagingScreenConfiguration.LoadingPolicy = .onSettle, cacheLimit: Int? = nil,
        childContentHeight: Double = PagingScreenConfiguration.defaultChildContentHeight
    ) async throws {
        try await self.init(clock: clock, configuration: PagingScreenConfiguration(
            titles: titles, size: size, titleBarStyle: titleBarStyle, loadingPolicy: loadingPolicy,
            cacheLimit: cacheLimit, childContentHeight: childContentHeight))
    }

    // MARK: Events

    /// Every screen event so far (sources `titles` and `child/N`), in order.
    public var screenEvents: [ScreenEvent] { log.events }

    /// Adds an observer that sees every later screen event inside the frame in which it happens.
    @discardableResult
    public func addObserver(_ observer: @escaping ScreenEventObserver) -> ScreenObserverToken {
        log.addObserver(observer)
    }

    /// Removes an observer added with ``addObserver(_:)``.
    public func removeObserver(_ token: ScreenObserverToken) { log.removeObserver(token) }

    // MARK: Reading

    /// The number of pages (children, titles).
    public nonisolated var pageCount: Int { geometry.pageCount }

    /// The page whose child is shown: the page the last transition completed on.
    public var visibleIndex: Int { coordinator.selectedIndex }

    /// The destination of the appearance transition in progress, or nil.
    public var pendingIndex: Int? { coordinator.pendingIndex }

    /// The lifecycle state of child `index` (`isViewLoaded`, `loadCount`, `appearance`,
    /// `containment`). Throws when out of range.
    public func child(_ index: Int) throws(ScreenModelError) -> ChildLifecycle {
        try coordinator.child(index)
    }

    /// How many times child `index`'s view has loaded. Throws when out of range.
    public func loadCount(ofChild index: Int) throws(ScreenModelError) -> Int { try child(index).loadCount }

    /// How many times child `index`'s view has been unloaded. Throws when out of range.
    public func unloadCount(ofChild index: Int) throws(ScreenModelError) -> Int {
        try Check.index(index, count: pageCount, "index")
        return unloadCounts[index]
    }

    /// The indices of the children whose views are loaded, ascending.
    public var loadedChildren: [Int] { coordinator.children.indices.filter { coordinator.children[$0].isViewLoaded } }

    /// Child `index`'s list (`child/N/list`), or nil while its view is not loaded. Throws when out
    /// of range.
    public func list(ofChild index: Int) throws(ScreenModelError) -> ScrollView? {
        try Check.index(index, count: pageCount, "index")
        return lists[index]
    }

    /// The frame of child `index`'s view in the pages' content (pt), or nil while it is not loaded.
    /// Throws when out of range.
    public func childViewFrame(_ index: Int) throws(ScreenModelError) -> Rect? {
        try child(index).isViewLoaded ? geometry.frame(ofPage: index) : nil
    }
}
