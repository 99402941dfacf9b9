@_spi(Delivery) import ScrollSimulator

/// The seeds' essence screen (seed 001): a title bar over a horizontally paging scroll view whose
/// pages are child view controllers, each owning a vertical list.
///
/// The screen is an in-frame delegate of its `pages` scroll view, so its reactions (selecting the
/// title, appearance calls, loading children) happen in the frame of the scroll event that causes
/// them, in a deterministic order. It records what it does as ``ScreenEvent``s (sources `titles` and
/// `child/N`); the scroll views (`pages`, `titleBar`, `child/N/list`, each id after the
/// ``PagingScreenConfiguration/scrollViewIDPrefix``) publish their own events.
///
/// Behaviour (the rules are ``PagingAppearanceMachine``'s; the screen feeds it its `pages`
/// events, its own appearance, selections and memory warnings, and performs what it returns):
/// - When the screen's view loads (at once, or at ``loadViewIfNeeded()`` for a screen built with
///   `showing: false`) every child is added (`willMoveToParent`) and child 0 loads (with the
///   policy's others: `neighbours` loads child 1 too), as the seeds' `addChildVcView` in
///   `viewDidLoad`; then the screen appears (at once, or when its container shows it).
/// - A title tap selects the title, moves the indicator over 0.25 s, and scrolls the pages with
///   `setContentOffset(x: index * width, animated: true)`. Under page transitions the old page and
///   the destination begin their transition in the animation's first `didScroll` and end it in the
///   `didScroll` that reaches the destination; pages flown over hear nothing.
/// - A swipe begins a transition in the first `didScroll` that moves the content off its page,
///   completes it where the content reaches the next page and cancels it where it comes back,
///   finger down or not (Parchment). Settling selects the title of the page landed on, then
///   loads its child if needed (the seeds' `titleClick:`, then `addChildVcView`).
/// - ``setContentOffset(_:animated:)`` is Parchment's `select`: not animated, the appearance
///   calls are made at once.
/// - Under ``AppearanceModel/seeds`` a child appears when its view loads and disappears only with
///   the screen (``viewWillDisappear()``).
/// - Child views load as the ``PagingScreenConfiguration/LoadingPolicy`` says, and at the latest
///   when a child appears. A child's list (`child/N/list`, vertical, inset top 99 and bottom 49, at
///   rest at y = -99) is created when its view loads; `didMove(toParent:)` follows.
/// - With a cache limit, settling unloads the least recently used children (loaded, or rested on) beyond the limit,
///   never one the loading policy keeps (under `neighbours`, the selected page's neighbours);
///   ``memoryWarning()`` unloads every child it can. Neither ever unloads a page any part of which
///   is on screen, the selected page, a transition's destination or the target of the motion in
///   flight.
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

    /// How failures of the screen's observers name it: `PagingScreen`, with its scroll views' id
    /// prefix when it has one (`PagingScreen "one/"`), which tells screens on one clock apart.
    nonisolated var screenName: String {
        let prefix = configuration.scrollViewIDPrefix
        return prefix.isEmpty ? "PagingScreen" : "PagingScreen \(JSONLinesWriter.string(prefix))"
    }
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
    /// Let go while subscribers still iterate its events, it ends their streams, as its clock's
    /// stop would: they would otherwise wait for good for events nobody can send.
    deinit { log.finishSubscribers() }
    /// The appearance, loading and cache rules; the screen feeds it and performs its effects.
    var machine: PagingAppearanceMachine
    var lists: [ScrollView?]
    var unloadCounts: [Int]
    var indicatorMode: IndicatorMode
    /// The pages' content offset x at their latest event, in pt.
    var pagesOffsetX = 0.0
    /// Whether a non-animated `setContentOffset` of the screen's is under way: its `didScroll`s
    /// (a flight brought up to the frame, then the jump) are not movements for the machine, which
    /// hears the jump once it is made.
    var isJumping = false
    /// The title bar offset x (pt) the scrolling title bar must animate to, once the current
    /// reaction is over.
    var titleBarTarget: Double?

    /// The selected title's index.
    public internal(set) var selectedIndex = 0

    /// Builds the screen on `clock` and, by default, shows it, as a window shows its root view
    /// controller: every child added, child 0 loaded and appeared, and, with the `eager` policy,
    /// every child loaded.
    ///
    /// With `showing` false the screen waits for a container to show it, as a controller inside a
    /// navigation stack does: its view loads at ``loadViewIfNeeded()`` (the children are added and
    /// the first ones load then), and it appears at ``viewWillAppear()`` and ``viewDidAppear()``.
    /// ``AppScreen`` shows it so at launch, after the tab bar controller has loaded. Until its view
    /// loads, the screen takes no swipe, tap or pan, and does not hear its `pages`.
    ///
    /// Throws a ``ScreenModelError`` naming the field for a configuration
    /// ``PagingScreenConfiguration/validated()`` refuses, and `SimulationError.clockStopped` for a
    /// stopped clock.
    public init(clock: DisplayClock, configuration: PagingScreenConfiguration, showing: Bool = true) async throws {
        let config = try configuration.validated()
        let geometry = try PageGeometry(pageSize: config.size, pageCount: config.pageCount)
        let fixed = try FixedTitleBarLayout(titles: config.titles, width: config.size.width, measure: config.measure)
        let scrolling = try ScrollingTitleBarLayout(titles: config.titles, screenWidth: config.size.width)
        self.clock = clock
        self.configuration = config
        self.geometry = geometry
        self.fixedTitleBar = fixed
        self.scrollingTitleBar = scrolling
        self.pages = try ScrollView(
            id: config.scrollViewIDPrefix + "pages", clock: clock, size: config.size, contentSize: geometry.contentSize,
            isPagingEnabled: true)
        self.titleBar =
            config.titleBarStyle == .scrolling
            ? try ScrollView(
                id: config.scrollViewIDPrefix + "titleBar", clock: clock,
                size: Size(width: config.size.width, height: scrolling.itemHeight),
                contentSize: Size(width: scrolling.contentWidth, height: 0), bounces: false)
            : nil
        self.machine = try PagingAppearanceMachine(
            geometry: geometry, model: config.appearance, loadingPolicy: config.loadingPolicy,
            cacheLimit: config.cacheLimit)
        self.lists = Array(repeating: nil, count: config.pageCount)
        self.unloadCounts = Array(repeating: 0, count: config.pageCount)
        let first = try fixed.indicatorFrame(selectedIndex: 0)
        self.indicatorMode = .animating(try IndicatorAnimation(from: first, to: first, startTime: clock.time))
        // A staged delegate: the screen's reaction is plain calls (the pages share its executor,
        // unless a clock with several threads dealt them to another), and only what must await
        // (scrolling the title bar, an observer that awaits) is awaited.
        weak let screen = self
        let pagesShareThread = pages.sharesClockThread  // where its delegates run, for good
        await pages.addStagedDelegate { event in
            guard let screen else { return nil }
            guard pagesShareThread else {
                @Sendable nonisolated(nonsending) func handOver() async throws { try await screen.pagesDidEmit(event) }
                return handOver
            }
            return screen.assumeIsolated(passing: event) { $0.pagesDidEmitInPlace($1) }
        }
        guard showing else { return }
        feed(.containerViewDidLoad)
        feed(.containerWillAppear)
        feed(.containerDidAppear)
    }

    /// Builds the screen from its parts; see ``init(clock:configuration:showing:)``.
    public init(
        clock: DisplayClock, titles: [String], size: Size = PagingScreenConfiguration.defaultSize,
        titleBarStyle: PagingScreenConfiguration.TitleBarStyle = .fixed,
        loadingPolicy: PagingScreenConfiguration.LoadingPolicy = .onSettle, cacheLimit: Int? = nil,
        childContentHeight: Double = PagingScreenConfiguration.defaultChildContentHeight,
        appearance: AppearanceModel = .pageTransitions, showing: Bool = true
    ) async throws {
        try await self.init(
            clock: clock,
            configuration: PagingScreenConfiguration(
                titles: titles, size: size, titleBarStyle: titleBarStyle, loadingPolicy: loadingPolicy,
                cacheLimit: cacheLimit, childContentHeight: childContentHeight, appearance: appearance),
            showing: showing)
    }

    // MARK: Events

    /// Every screen event so far (sources `titles` and `child/N`), in order.
    public var screenEvents: [ScreenEvent] { log.events }

    /// Adds an observer that sees every later screen event inside the frame in which it happens.
    @discardableResult
    public func addObserver(_ observer: @escaping ScreenEventObserver) -> ScreenObserverToken {
        log.addObserver(.awaited(observer))
    }

    /// Adds an observer called synchronously, with no executor switch: see
    /// ``ScreenEventPublisher/addSynchronousObserver(_:)``.
    @discardableResult
    public func addSynchronousObserver(_ observer: @escaping SynchronousScreenEventObserver) -> ScreenObserverToken {
        log.addObserver(.synchronous(observer))
    }

    /// Adds an observer awaited only for the events `filter` accepts: see
    /// ``ScreenEventPublisher/addObserver(where:_:)``.
    @discardableResult
    public func addObserver(
        where filter: @escaping @Sendable (ScreenEvent) -> Bool, _ observer: @escaping ScreenEventObserver
    ) -> ScreenObserverToken {
        log.addObserver(.filtered(filter, observer))
    }

    /// Removes an observer added with ``addObserver(_:)``, ``addObserver(where:_:)`` or
    /// ``addSynchronousObserver(_:)``.
    public func removeObserver(_ token: ScreenObserverToken) { log.removeObserver(token) }

    // MARK: Reading

    /// The number of pages (children, titles).
    public nonisolated var pageCount: Int { geometry.pageCount }

    /// The page whose child is shown: the page the last transition completed on.
    public var visibleIndex: Int { machine.selectedIndex }

    /// The destination of the appearance transition in progress, or nil.
    public var pendingIndex: Int? { machine.pendingIndex }

    /// The lifecycle state of child `index` (`isViewLoaded`, `loadCount`, `appearance`,
    /// `containment`). Throws when out of range.
    public func child(_ index: Int) throws(ScreenModelError) -> ChildLifecycle {
        try machine.coordinator.child(index)
    }

    /// How many times child `index`'s view has loaded. Throws when out of range.
    public func loadCount(ofChild index: Int) throws(ScreenModelError) -> Int { try child(index).loadCount }

    /// How many times child `index`'s view has been unloaded. Throws when out of range.
    public func unloadCount(ofChild index: Int) throws(ScreenModelError) -> Int {
        try Check.index(index, count: pageCount, "index")
        return unloadCounts[index]
    }

    /// The indices of the children whose views are loaded, ascending.
    public var loadedChildren: [Int] { machine.loadedChildren }

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
