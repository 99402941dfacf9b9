@_spi(Delivery) import ScrollSimulator

/// A screen model that publishes ``ScreenEvent``s: an ordered log, streams and in-frame observers,
/// so that a runner can collect everything deterministically.
public protocol ScreenEventPublisher: Actor {
    /// The clock the screen runs on, whose frames stamp its events.
    nonisolated var clock: DisplayClock { get }
    /// Every event so far, in the order it happened.
    var screenEvents: [ScreenEvent] { get }
    /// A stream of every later event of this screen, in order, like ``ScrollView/events(buffering:)``:
    /// one subscriber per call, removed when it stops iterating; the stream ends when the clock stops.
    /// - Parameter buffering: the policy for a subscriber that falls behind (default: keep everything).
    func events(buffering: EventBuffering) async -> EventSequence<ScreenEvent>
    /// Adds an observer that sees every later event inside the frame in which it happens. As a
    /// scroll view's delegate (``ScrollView/addDelegate(_:)``), it must not advance the clock, wait
    /// for a later frame, or await a child task that commands this screen: one task at a time
    /// delivers the screen's events, and the child would wait for the observer that waits for it.
    @discardableResult
    func addObserver(_ observer: @escaping ScreenEventObserver) -> ScreenObserverToken
    /// Adds an observer that sees every later event inside the frame in which it happens, called
    /// synchronously on the screen's executor, as UIKit calls its delegates: like
    /// ``addObserver(_:)`` (in order with the other observers, its errors kept for the clock's next
    /// advance, removed with ``removeObserver(_:)``), with no executor switch per call; it cannot
    /// await. The default implementation adds it as an awaited observer.
    @discardableResult
    func addSynchronousObserver(_ observer: @escaping SynchronousScreenEventObserver) -> ScreenObserverToken
    /// Adds an observer that sees the later events for which `filter` returns true, inside the frame
    /// in which each happens: like ``addObserver(_:)``, but `filter` is a plain call, so an event
    /// it refuses costs no executor switch. For an observer that acts on a few kinds of event. The
    /// default implementation applies the filter inside an awaited observer.
    @discardableResult
    func addObserver(
        where filter: @escaping @Sendable (ScreenEvent) -> Bool, _ observer: @escaping ScreenEventObserver
    ) -> ScreenObserverToken
    /// Removes an observer added with ``addObserver(_:)``, ``addObserver(where:_:)`` or
    /// ``addSynchronousObserver(_:)``.
    func removeObserver(_ token: ScreenObserverToken)
}

extension ScreenEventPublisher {
    /// Adds `observer` as an awaited observer (for a publisher that has no synchronous ones).
    @discardableResult
    public func addSynchronousObserver(_ observer: @escaping SynchronousScreenEventObserver) -> ScreenObserverToken {
        @Sendable nonisolated(nonsending) func observe(_ event: ScreenEvent) async throws { try observer(event) }
        return addObserver(observe)
    }

    /// Adds `observer` for the events `filter` accepts, as an awaited observer that applies the
    /// filter (for a publisher that has no filtered observers).
    @discardableResult
    public func addObserver(
        where filter: @escaping @Sendable (ScreenEvent) -> Bool, _ observer: @escaping ScreenEventObserver
    ) -> ScreenObserverToken {
        @Sendable nonisolated(nonsending) func observe(_ event: ScreenEvent) async throws {
            if filter(event) { try await observer(event) }
        }
        return addObserver(observe)
    }

    /// Whether code on this publisher's executor runs on `clock`'s thread (so that it may enter an
    /// actor of that clock with `assumeIsolated`).
    func runsOnThread(of clock: DisplayClock) -> Bool { clock.runsOnClockThread }
}

extension ScreenEventPublisher {
    /// A stream of every later event, keeping everything for a slow subscriber.
    public func events() async -> EventSequence<ScreenEvent> { await events(buffering: .unbounded) }
}

extension PagingScreen: ClockStreamOwner {
    package func finishStreams() { finishEventStreams() }

    /// What the subscribers of ``events(buffering:)`` with a bounded buffer have dropped so far,
    /// in events, summed over them (as ``ScrollView/droppedEventCount`` says for a view).
    public var droppedEventCount: Int { log.subscribers.droppedCount }

    /// A stream of the screen's later events (titles, children): see ``ScreenEventPublisher/events(buffering:)``.
    public func events(buffering: EventBuffering) async -> EventSequence<ScreenEvent> {
        await subscribeToEvents(buffering: buffering)
    }
}

extension NavigationBarController: ClockStreamOwner {
    package func finishStreams() { finishEventStreams() }

    /// What the subscribers of ``events(buffering:)`` with a bounded buffer have dropped so far,
    /// in events, summed over them (as ``ScrollView/droppedEventCount`` says for a view).
    public var droppedEventCount: Int { log.subscribers.droppedCount }

    /// A stream of the bar's later events: see ``ScreenEventPublisher/events(buffering:)``.
    public func events(buffering: EventBuffering) async -> EventSequence<ScreenEvent> {
        await subscribeToEvents(buffering: buffering)
    }
}

extension TabBarController: ClockStreamOwner {
    package func finishStreams() { finishEventStreams() }

    /// What the subscribers of ``events(buffering:)`` with a bounded buffer have dropped so far,
    /// in events, summed over them (as ``ScrollView/droppedEventCount`` says for a view).
    public var droppedEventCount: Int { log.subscribers.droppedCount }

    /// A stream of the tab bar's later events: see ``ScreenEventPublisher/events(buffering:)``.
    public func events(buffering: EventBuffering) async -> EventSequence<ScreenEvent> {
        await subscribeToEvents(buffering: buffering)
    }
}

extension AppScreen: ClockStreamOwner {
    package func finishStreams() { finishEventStreams() }

    /// What the subscribers of ``events(buffering:)`` with a bounded buffer have dropped so far,
    /// in events, summed over them (as ``ScrollView/droppedEventCount`` says for a view).
    public var droppedEventCount: Int { log.subscribers.droppedCount }

    /// A stream of the app's later events (`tabs`, the screens, `modal`): see ``ScreenEventPublisher/events(buffering:)``.
    public func events(buffering: EventBuffering) async -> EventSequence<ScreenEvent> {
        await subscribeToEvents(buffering: buffering)
    }
}
