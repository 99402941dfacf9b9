// The delivery machinery is public only as SPI (`@_spi(Delivery) import ScrollSimulator`), for the
// package's screens: `package` declarations are not inlined across modules here, and a generic
// round called from another module unspecialized cost a tenth of a paging scenario in metadata
// lookups.

/// What is left of an in-frame handler's work, to await before the next handler sees the event. It
/// runs on the executor of whoever awaits it (`nonisolated(nonsending)`): a handler's work hops
/// only where it awaits another actor. Build one as a local `@Sendable nonisolated(nonsending)
/// func`: a closure literal that captures anything is `@concurrent` (see `EventHandler`).
@_spi(Delivery) public typealias InFrameWork = nonisolated(nonsending) @Sendable () async throws -> Void

/// Something that handles events inside the frame, of a scroll view (a delegate) or a screen (an
/// observer): with a plain call, or by returning what is left to await.
@_spi(Delivery) public protocol InFrameHandler: Sendable {
    associatedtype Event: Sendable
    /// Handles `event`: returns nil when done, or the rest of the handling, to await before the
    /// next handler sees the event.
    func handle(_ event: Event) throws -> InFrameWork?
}

/// One round of handing queued events to in-frame handlers: the events taken from the queue, the
/// handlers that see them (a snapshot: a handler may add or remove handlers), and how far the round
/// got. Events the handlers cause meanwhile queue up for the next round.
///
/// A round runs with plain calls as far as it can (``advance(report:)``) and stops at a handler that
/// must be awaited, returning that work; whoever can await does so and advances the round again.
/// So a frame whose handlers do not await never enters an async function (entering one costs task
/// switches even when nothing in it suspends).
@_spi(Delivery) public struct DeliveryRound<Handler: InFrameHandler> {
    /// The events of the round, in order: `batch[eventIndex..<endIndex]`.
    public var batch: [Handler.Event]
    /// The handlers, in the order added, when the round was taken.
    @usableFromInline let handlers: [Handler]
    /// The position in `batch` of the event being delivered.
    @usableFromInline var eventIndex: Int
    /// The position in `batch` after the round's last event.
    @usableFromInline let endIndex: Int
    /// The next handler to see it.
    @usableFromInline var handlerIndex = 0

    /// A round of every event in `batch`.
    public init(batch: [Handler.Event], handlers: [Handler]) {
        self.init(batch: batch, range: batch.indices, handlers: handlers)
    }

    /// A round of the events of `batch` at `range` only: a stretch of a larger run (a frame's
    /// events of many views), read in place. Such a round's storage is not the owner's to recycle.
    public init(batch: [Handler.Event], range: Range<Int>, handlers: [Handler]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= batch.count, "the round's range is outside its batch")
        self.batch = batch
        self.handlers = handlers
        eventIndex = range.lowerBound
        endIndex = range.upperBound
    }

    /// Calls the handlers, event by event, until one must be awaited (its work is returned; the
    /// round goes on after it) or the round is over (nil). What a handler throws goes to `report`.
    @inlinable @inline(__always)  // inlined into its concrete callers: specialized, no generic metadata
    public mutating func advance(report: (any Error) -> Void) -> InFrameWork? {
        while eventIndex < endIndex {
            let event = batch[eventIndex]
            while handlerIndex < handlers.count {
                let handler = handlers[handlerIndex]
                handlerIndex += 1
                do {
                    if let rest = try handler.handle(event) { return rest }
                } catch {
                    report(error)
                }
            }
            handlerIndex = 0
            eventIndex += 1
        }
        return nil
    }

    /// A round of the events in `queue`, which it leaves empty (nil when `queue` is empty).
    @inlinable @inline(__always)
    public static func take(from queue: inout [Handler.Event], handlers: [Handler]) -> Self? {
        guard !queue.isEmpty else { return nil }
        var batch: [Handler.Event] = []
        swap(&batch, &queue)
        return Self(batch: batch, handlers: handlers)
    }

    /// Gives a delivered round's storage, emptied, back to `queue` if nothing queued meanwhile: an
    /// owner with handlers would otherwise allocate a new queue at each frame's first event.
    @inlinable @inline(__always)
    public static func recycle(_ batch: inout [Handler.Event], into queue: inout [Handler.Event]) {
        guard queue.isEmpty else { return }
        batch.removeAll(keepingCapacity: true)
        swap(&batch, &queue)
    }

    /// What a delivery waits for: a round in progress and the handler's work it stopped at.
    public typealias Suspension = (round: Self, pending: InFrameWork)

    /// Delivers the rounds `next` takes, one after another, with plain calls as far as they go;
    /// `recycle` gets each finished round's storage back. Returns nil when nothing is left, or the
    /// round that stopped at a handler to await (hand it to ``finish(_:next:recycle:report:isolation:)``).
    @inlinable @inline(__always)
    public static func runSynchronously(
        next: () -> Self?, recycle: (inout [Handler.Event]) -> Void, report: (any Error) -> Void
    ) -> Suspension? {
        while var round = next() {
            if let pending = round.advance(report: report) { return (round, pending) }
            recycle(&round.batch)
        }
        return nil
    }

    /// Awaits a suspended delivery's work in `isolation`, then goes on with its round and the rounds
    /// after it, awaiting what must be, until `next` has nothing left. `clock`: the clock whose
    /// events these are (the work may not advance it).
    @inlinable @inline(__always)
    public static func finish(
        _ suspension: Suspension, next: () -> Self?, recycle: (inout [Handler.Event]) -> Void,
        report: (any Error) -> Void, clock: DisplayClock, isolation: isolated any Actor
    ) async {
        var (round, pending): (Self, InFrameWork?) = suspension
        while true {
            while let work = pending {
                // Awaited in place, not through a wrapper: the work runs on this actor (a closure
                // around it would run it on the global executor).
                let reaction = InFrameReaction.begin(on: clock)
                do { try await work() } catch { report(error) }
                InFrameReaction.end(reaction)
                pending = round.advance(report: report)
            }
            recycle(&round.batch)
            guard let following = next() else { return }
            round = following
            pending = round.advance(report: report)
        }
    }
}

extension DeliveryRound: Sendable {}

/// Marks the task that awaits an in-frame handler's work, for the time it does: the handler reacts
/// to an event of a clock (in a frame, or in a command that a task outside the simulation made),
/// and that clock refuses to advance from it (``DisplayClock/advance(frames:)`` and the like throw
/// ``SimulationError/advancedInsideFrame(frame:)``), as it refuses a spawned task. Another clock
/// may be advanced from it, and a task the handler starts is another task, free to advance.
@_spi(Delivery) @usableFromInline enum InFrameReaction {
    /// A task awaiting a handler's work, and the clock whose event the handler reacts to.
    @usableFromInline struct Key: Hashable, Sendable {
        let task: UInt
        let clock: ObjectIdentifier
    }

    /// The tasks awaiting handlers' work, with how many reactions each awaits (a reaction's command
    /// can wait for another reaction in the same task).
    private static let reacting = Locked<[Key: Int]>([:])

    /// Marks the current task as awaiting a handler's work on `clock`'s events; returns what
    /// ``end(_:)`` takes.
    @usableFromInline static func begin(on clock: DisplayClock) -> Key {
        let key = Key(task: SimulatedTask.currentTaskAddress, clock: ObjectIdentifier(clock.timeline))
        reacting.withLock { $0[key, default: 0] += 1 }
        return key
    }

    /// The work that ``begin(on:)`` marked is over.
    @usableFromInline static func end(_ key: Key) {
        reacting.withLock { keys in
            keys[key, default: 1] -= 1
            if keys[key] == 0 { keys[key] = nil }
        }
    }

    /// Whether the current task is awaiting a handler's work on the events of the clock whose
    /// timeline is `clock`.
    static func isRunning(on clock: ObjectIdentifier) -> Bool {
        let key = Key(task: SimulatedTask.currentTaskAddress, clock: clock)
        return reacting.withLock { $0[key] != nil }
    }
}
