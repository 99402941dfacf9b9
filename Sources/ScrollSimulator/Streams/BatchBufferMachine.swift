/// The pure state of one subscriber of a batched event sequence: the elements sent and not yet
/// taken, the consumer waiting for them, and how the subscription ended. No locks, no
/// continuations of its own: ``BatchChannel`` holds it under a lock and performs the actions it
/// returns after unlocking (async-algorithms' StateMachine + Storage).
///
/// The producer sends elements (one, an array, or stretches of arrays); the consumer's iterator
/// takes *everything* pending as one batch and yields it from a local buffer, so a hand-over costs
/// a lock or two and at most one resumption per batch, not per element. A waiting consumer is only
/// woken: it takes the batch itself, so the two batches' storage stays with this subscriber, each
/// side reusing what the other drained (no allocation per hand-over, and nothing freed on a thread
/// other than the one that allocated it: the two threads contended for the allocator's lock). A
/// batch (``EventBatch``) keeps what was sent as an array or a stretch in the sender's storage, so
/// a merged frame is handed over as the stepping shards wrote it, with no copy. `Waiter` is the
/// consumer's continuation (a plain value in the tests).
struct BatchBufferMachine<Element, Waiter> {
    typealias Batch = EventBatch<Element>

    /// How the subscription stands.
    enum State {
        /// Live, the consumer not waiting (it is busy, or has not asked yet).
        case idle
        /// Live, the consumer suspended until something arrives.
        case waiting(Waiter)
        /// The producer finished (the clock stopped): what is pending is still delivered, then nil.
        case finished
        /// The consumer went away (cancelled, or dropped its sequence): sends are refused.
        case cancelled
    }

    private(set) var state = State.idle
    /// Sent, not yet taken by the consumer, oldest first.
    private(set) var pending = Batch()
    /// The most pending elements kept (nil: no limit); older ones are dropped when it is passed.
    let limit: Int?

    init(limit: Int?) { self.limit = limit }

    // MARK: Producer

    /// What the producer does after a send.
    enum SendAction {
        /// Kept for the consumer; `dropped` older ones were dropped to stay within the limit.
        case buffered(dropped: Int)
        /// Kept, and the consumer was waiting: resume it (it then takes the batch); `dropped` older
        /// ones were dropped to stay within the limit.
        case resume(Waiter, dropped: Int)
        /// The consumer has gone: forget this subscriber.
        case terminated
        /// The sequence has finished: the element is ignored.
        case ignored
    }

    /// The producer sends `elements` (in order). Where nothing is pending (the consumer keeps up),
    /// the batch holds `elements` itself: every subscriber of a broadcast shares its storage, and
    /// nothing is copied until something would write to it.
    mutating func send(contentsOf elements: [Element]) -> SendAction {
        send(stretches: CollectionOfOne(elements[...]))
    }

    /// The producer sends `stretches`, in order, as they are: no element is copied.
    mutating func send(stretches: some Collection<ArraySlice<Element>>) -> SendAction {
        switch state {
        case .cancelled: return .terminated
        case .finished: return .ignored
        case .waiting(let waiter):
            state = .idle
            for stretch in stretches { pending.append(stretch) }
            return .resume(waiter, dropped: Self.dropOldest(&pending, limit: limit))
        case .idle:
            for stretch in stretches { pending.append(stretch) }
            return .buffered(dropped: Self.dropOldest(&pending, limit: limit))
        }
    }

    /// The producer sends one element.
    mutating func send(_ element: Element) -> SendAction {
        switch state {
        case .cancelled: return .terminated
        case .finished: return .ignored
        case .waiting(let waiter):
            state = .idle
            pending.append(element)
            return .resume(waiter, dropped: Self.dropOldest(&pending, limit: limit))
        case .idle:
            pending.append(element)
            return .buffered(dropped: Self.dropOldest(&pending, limit: limit))
        }
    }

    /// The producer finishes: returns the waiting consumer to resume (it then finds the end); a
    /// busy one takes what is pending, then finds the end.
    mutating func finish() -> Waiter? {
        switch state {
        case .waiting(let waiter):
            state = .finished
            return waiter
        case .idle:
            state = .finished
            return nil
        case .finished, .cancelled:
            return nil
        }
    }

    // MARK: Consumer

    /// What the consumer's iterator does when its local buffer is empty.
    enum TakeAction: Equatable {
        /// The buffer holds the next batch: yield it, in order.
        case taken
        /// The sequence has ended.
        case end
        /// Nothing yet: suspend (then call ``wait(_:)``).
        case suspend
    }

    /// The consumer takes everything pending into `buffer`, its drained local batch, whose storage
    /// becomes the next pending batch (a steady stream of single elements allocates nothing).
    mutating func take(into buffer: inout Batch) -> TakeAction {
        if !pending.isEmpty {
            buffer.removeAll()
            swap(&pending, &buffer)
            return .taken
        }
        switch state {
        case .idle: return .suspend
        case .finished, .cancelled: return .end
        case .waiting: preconditionFailure(Self.secondConsumer)
        }
    }

    /// The consumer suspends with `waiter`; returns it to resume at once if there is no reason to
    /// wait (something arrived, or the sequence ended, between ``take(into:)`` and this call).
    /// Resumed, the consumer calls ``take(into:)`` again.
    mutating func wait(_ waiter: Waiter) -> Waiter? {
        if !pending.isEmpty { return waiter }
        switch state {
        case .idle:
            state = .waiting(waiter)
            return nil
        case .finished, .cancelled:
            return waiter
        case .waiting: preconditionFailure(Self.secondConsumer)
        }
    }

    /// Why a second consumer traps (see ``EventCursor/secondConsumer``).
    static var secondConsumer: String { EventCursorMisuse.message }

    /// The consumer went away (its task was cancelled, or it dropped the sequence). Returns the
    /// waiter to resume (it then finds the end), and whether the subscription was live until now
    /// (so that its owner removes it once).
    mutating func cancel() -> (waiter: Waiter?, wasLive: Bool) {
        let before = state
        state = .cancelled
        pending = Batch()
        switch before {
        case .waiting(let waiter): return (waiter, true)
        case .idle: return (nil, true)
        case .finished, .cancelled: return (nil, false)
        }
    }

    // MARK: Limit

    /// Drops the oldest elements of `batch` beyond `limit`; returns how many.
    private static func dropOldest(_ batch: inout Batch, limit: Int?) -> Int {
        guard let limit, batch.count > limit else { return 0 }
        let dropped = batch.count - limit
        batch.removeFirst(dropped)
        return dropped
    }
}
