/// The custom tab bar of seed 000 on the display clock: four tabs around a centred publish button,
/// a selected tab and badges. Its events' source is `tabBar`: `didSelectTab` when the selection
/// changes, `setBadge` when a badge changes.
public actor TabBarController: ScreenEventPublisher, ScreenEventDelivering {
    /// The event source name, `tabBar`.
    public static let source = "tabBar"

    /// The clock that stamps the events.
    public nonisolated let clock: DisplayClock
    /// The screen runs on its clock's simulation thread, as UIKit's objects run on the main thread:
    /// it drives its scroll views, and hears their events, without crossing threads.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { clock.unownedExecutor }
    /// The bar's geometry.
    public nonisolated let layout: TabBarLayout

    var log = ScreenEventLog()
    /// Let go while subscribers still iterate its events, it ends their streams, as its clock's
    /// stop would: they would otherwise wait for good for events nobody can send.
    deinit { log.finishSubscribers() }
    /// The selected tab and the badges.
    public private(set) var state: TabBarState

    /// A bar `width` x `height` pt (default 49) with tab `selectedIndex` (0...3, default 0)
    /// selected. Throws for a width or height that is not finite and > 0, a tab out of range, or a
    /// stopped clock (`SimulationError.clockStopped`).
    public init(
        clock: DisplayClock, width: Double, height: Double = TabBarLayout.defaultHeight, selectedIndex: Int = 0
    ) throws {
        try clock.requireRunning()
        self.clock = clock
        self.layout = try TabBarLayout(width: width, height: height)
        self.state = try TabBarState(selectedIndex: selectedIndex)
    }

    // MARK: Events

    /// Every `tabBar` event so far, in order.
    public var screenEvents: [ScreenEvent] { log.events }

    /// Adds an observer that sees every later event inside the frame in which it happens.
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

    // MARK: Tabs

    /// The selected tab, 0...3.
    public var selectedIndex: Int { state.selectedIndex }

    /// A tap on tab `index` (0...3): selects it (a `didSelectTab` event if the selection changes).
    /// Throws, changing nothing, when out of range or on a stopped clock.
    public func tapTab(_ index: Int) async throws {
        try clock.requireRunning()
        let previous = state.selectedIndex
        try state.select(index)
        if index != previous {
            log.emit(
                "didSelectTab", source: Self.source, detail: .tabSelection(index: index, previous: previous),
                clock: clock)
        }
        await deliverEvents()
    }

    /// Sets (or removes, with nil) tab `index`'s badge (a `setBadge` event if it changes).
    /// Throws, changing nothing, when out of range or on a stopped clock.
    public func setBadge(_ value: String?, forTab index: Int) async throws {
        try clock.requireRunning()
        let previous = try state.badgeValue(forTab: index)
        try state.setBadgeValue(value, forTab: index)
        if value != previous {
            log.emit("setBadge", source: Self.source, detail: .badge(index: index, value: value), clock: clock)
        }
        await deliverEvents()
    }
}
