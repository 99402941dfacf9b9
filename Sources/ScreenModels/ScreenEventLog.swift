@_spi(Delivery) import ScrollSimulator

/// A closure that sees every screen event as it happens, inside the frame: the frame (or the call
/// that caused the event) does not go on until it returns. An error it throws is kept by the clock
/// and thrown by its next advance (see ``SimulationError/failed(_:)``). It runs on the screen's
/// executor (`nonisolated(nonsending)`), with no hop, when it is a function declared
/// `@Sendable nonisolated(nonsending)` or a closure that captures nothing: Swift infers a closure
/// that captures as `@concurrent`, and each call then leaves the screen's executor and comes back
/// (see `EventHandler` in ScrollSimulator).
public typealias ScreenEventObserver = nonisolated(nonsending) @Sendable (ScreenEvent) async throws -> Void

/// An observer called as UIKit calls one: a plain synchronous call, inside the frame, on the
/// screen's executor (the clock's thread), with no executor switch (a ``ScreenEventObserver`` costs
/// a task switch per call at least). It cannot await; to act on an actor that shares the thread it
/// may use `assumeIsolated`. What it throws is kept and thrown by the clock's next advance, as a
/// ``ScreenEventObserver``'s is.
public typealias SynchronousScreenEventObserver = @Sendable (ScreenEvent) throws -> Void

/// An in-frame observer, of any kind, with the token that removes it.
struct ScreenObserver: InFrameHandler {
    enum Kind: Sendable {
        /// Added with `addObserver`: awaited.
        case awaited(ScreenEventObserver)
        /// Added with `addObserver(where:_:)`: awaited for the events the filter accepts.
        case filtered(@Sendable (ScreenEvent) -> Bool, ScreenEventObserver)
        /// Added with `addSynchronousObserver`: called.
        case synchronous(SynchronousScreenEventObserver)
    }

    let token: UInt64
    // The kind's closures as stored properties: a closure taken out of an enum's payload was
    // retained for every call.
    private let synchronous: SynchronousScreenEventObserver?
    private let accepts: (@Sendable (ScreenEvent) -> Bool)?
    private let awaited: ScreenEventObserver?

    init(token: UInt64, kind: Kind) {
        self.token = token
        switch kind {
        case .synchronous(let observe): (synchronous, accepts, awaited) = (observe, nil, nil)
        case .awaited(let observe): (synchronous, accepts, awaited) = (nil, nil, observe)
        case .filtered(let filter, let observe): (synchronous, accepts, awaited) = (nil, filter, observe)
        }
    }

    func handle(_ event: ScreenEvent) throws -> InFrameWork? {
        if let synchronous {
            try synchronous(event)
            return nil
        }
        guard let awaited, accepts?(event) ?? true else { return nil }
        @Sendable nonisolated(nonsending) func observeEvent() async throws { try await awaited(event) }
        return observeEvent
    }
}

/// Identifies an observer added with `addObserver`, to remove it.
public struct ScreenObserverToken: Sendable, Hashable {
    /// The publisher's own number for the observer.
    public let value: UInt64

    /// A token numbered `value` (for a ``ScreenEventPublisher`` of your own; each observer's
    /// number must be unique among the publisher's observers).
    public init(value: UInt64) { self.value = value }
}

/// A screen model's ordered log of events, with per-source sequence numbers, its stream subscribers
/// and the observers that still have to see the newest ones. Owned by one actor; the actor delivers
/// the rounds ``takeRound()`` gives (see ``ScreenEventDelivering``).
struct ScreenEventLog: Sendable {
    /// Every event so far, in the order it happened.
    private(set) var events: [ScreenEvent] = []
    private(set) var observers: [ScreenObserver] = []
    var subscribers = SubscriberList<ScreenEvent>()
    /// Ends every subscriber's stream (the clock stopped, or the screen is gone).
    mutating func finishSubscribers() { subscribers.finishAll() }
    /// Whether the clock knows to end the subscribers' streams when it stops (registered once).
    var isObservedByClock = false
    /// One delivery to the observers at a time (see `DeliveryGate`).
    var deliveryGate = DeliveryGate()
    private var undelivered: [ScreenEvent] = []
    private var sequences = SourceSequences()
    private var nextToken: UInt64 = 0

    /// Stamps and records an event at `clock`'s current frame, with the frame's next causal order.
    mutating func emit(_ name: String, source: String, detail: ScreenEventDetail = .none, clock: DisplayClock) {
        let sequence = sequences.next(for: source)
        let event = ScreenEvent(
            frame: clock.frameIndex, time: clock.time, source: source, sequence: sequence,
            order: clock.nextEventOrder(), name: name, detail: detail)
        events.append(event)
        if !subscribers.isEmpty { subscribers.yield(event) }
        if !observers.isEmpty { undelivered.append(event) }
    }

    mutating func addObserver(_ kind: ScreenObserver.Kind) -> ScreenObserverToken {
        defer { nextToken += 1 }
        observers.append(ScreenObserver(token: nextToken, kind: kind))
        return ScreenObserverToken(value: nextToken)
    }

    mutating func removeObserver(_ token: ScreenObserverToken) {
        observers.removeAll { $0.token == token.value }
    }

    /// The events the observers have not seen yet and the observers to see them, or nil when none
    /// are waiting; the events count as delivered from now on. Hand the round's storage back with
    /// ``recycle(_:)`` once it is delivered, so that the next round reuses it.
    mutating func takeRound() -> DeliveryRound<ScreenObserver>? {
        DeliveryRound.take(from: &undelivered, handlers: observers)
    }

    /// Gives a delivered round's storage back to the queue (see ``DeliveryRound/recycle(_:into:)``).
    mutating func recycle(_ batch: inout [ScreenEvent]) {
        DeliveryRound<ScreenObserver>.recycle(&batch, into: &undelivered)
    }
}

/// A screen model actor that owns a ``ScreenEventLog``.
protocol ScreenEventDelivering: Actor, ClockStreamOwner {
    var log: ScreenEventLog { get set }
    /// The clock the screen runs on.
    nonisolated var clock: DisplayClock { get }
    /// How failures and stalls of the screen's observers name it (by default its type's name).
    nonisolated var screenName: String { get }
}

extension ScreenEventDelivering {
    nonisolated var screenName: String { "\(Self.self)" }

    /// Lets every observer see the undelivered events, in order, one observer after another; events
    /// that observers cause on the way are delivered too before this returns. What an observer
    /// throws is reported to the clock. Observers that need no awaiting are plain calls.
    func deliverEvents() async {
        guard let suspension = deliverEventsSynchronously() else {
            // Another task's delivery is under way: it delivers these events in turn.
            if !log.deliveryGate.admitsCaller { await joinDelivery() }
            return
        }
        // An observer that awaits a later frame in answer to a command made outside an advance:
        // a stall stops the clock, and the next advance or stop() throws it.
        let watch = clock.watchReactions(of: "\(screenName)'s observers")
        await finishDelivery(suspension)
        watch?.end()
    }

    /// Delivers the undelivered events with plain calls as far as the observers allow; returns nil
    /// when all are delivered, or where delivery stopped at an observer to await (go on with
    /// ``finishDelivery(_:)``). While another task's delivery is suspended, it delivers nothing and
    /// returns nil (that delivery takes these events in turn; ``joinDelivery()`` waits for it).
    func deliverEventsSynchronously() -> DeliveryRound<ScreenObserver>.Suspension? {
        guard log.deliveryGate.admitsCaller else { return nil }
        let suspension = DeliveryRound.runSynchronously(
            next: { log.takeRound() }, recycle: { log.recycle(&$0) }, report: { reportObserverError($0) })
        // A delivery that stops holds the gate from here, before any await.
        if suspension != nil { log.deliveryGate.enter() }
        return suspension
    }

    /// Goes on with a delivery that stopped at an observer to await, until every event is delivered;
    /// then it lets go of the gate ``deliverEventsSynchronously()`` took.
    func finishDelivery(_ suspension: DeliveryRound<ScreenObserver>.Suspension) async {
        await DeliveryRound.finish(
            suspension, next: { log.takeRound() }, recycle: { log.recycle(&$0) }, report: { reportObserverError($0) },
            clock: clock, isolation: self)
        for waiter in log.deliveryGate.leave() { waiter.resume() }
    }

    /// Waits for another task's delivery under way to end (it delivers what is queued now too).
    func joinDelivery() async {
        guard !log.deliveryGate.admitsCaller else { return }
        await withUnsafeContinuation(isolation: self) { log.deliveryGate.wait($0) }
    }

    private func reportObserverError(_ error: any Error) {
        clock.report(error, from: .observer(screen: screenName))
    }

    /// A new stream subscriber of the screen's events (see ``ScreenEventPublisher/events(buffering:)``).
    func subscribeToEvents(buffering: EventBuffering) async -> EventSequence<ScreenEvent> {
        let stream = log.subscribers.subscribe(buffering: buffering) { [weak self] id in
            Task { await self?.removeSubscriber(id) }
        }
        if !log.isObservedByClock {
            log.isObservedByClock = true
            await clock.register(streamOwner: self)
        } else if clock.isStopped {
            log.subscribers.finishAll()
        }
        return stream
    }

    private func removeSubscriber(_ id: UInt64) { log.subscribers.remove(id) }

    /// Ends every stream subscriber (the clock stopped).
    func finishEventStreams() { log.subscribers.finishAll() }
}
