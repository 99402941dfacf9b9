import Synchronization

/// A stream of events for one subscriber, used with `for await`: every event in order, ending when
/// the clock stops.
///
/// The iterator takes everything sent since it last asked (a frame's events, a command's) as one
/// batch and yields it from a buffer of the subscriber's, so an event costs an array read instead of
/// a stream hand-over; the simulation never waits for it. A loop left with `break` leaves the rest
/// of that batch in the buffer: a later loop over the same sequence (a new iterator) goes on with
/// it, then with what came since, losing nothing. The buffering policy (``EventBuffering``) counts
/// the events the iterator has not taken yet. Cancelling the iterating task while it waits for
/// events ends the sequence and removes the subscriber at once, as does dropping the sequence and
/// its iterator. A task cancelled while busy elsewhere gets the rest of the batch it has taken, then
/// nil: until that call its subscriber stays, and the policy counts what it drops meanwhile. Iterate
/// it from one task at a time, like an `AsyncStream` (one loop after another is fine): as with
/// `AsyncStream`, two tasks waiting on it at once is a programming error that stops the process
/// with a message saying so (the events would be split between them); subscribe once per consumer.
public struct EventSequence<Element: Sendable>: AsyncSequence, Sendable {
    /// Iterating never throws: the sequence ends instead.
    public typealias Failure = Never

    let subscription: EventSubscription<Element>

    init(_ channel: BatchChannel<Element>) { subscription = EventSubscription(channel) }

    /// An iterator over this subscriber's events, from the first one no earlier iterator took
    /// (iterate from one task at a time).
    public func makeAsyncIterator() -> Iterator { Iterator(subscription: subscription) }

    /// Yields a sequence's events from the subscription's buffer, refilling it a batch at a time.
    /// Every iterator of a sequence (and of its copies) reads the same buffer, so a second loop
    /// over the sequence goes on where the first stopped, as an `AsyncStream`'s does.
    public struct Iterator: AsyncIteratorProtocol {
        /// Iterating never throws: `next()` returns nil once the sequence has ended.
        public typealias Failure = Never

        @usableFromInline let subscription: EventSubscription<Element>

        /// The next event, or nil once the sequence has ended; runs on the caller's actor.
        // Inlinable: taking an event from the buffer is then a few instructions in the caller's
        // loop, with no call and no executor check (those were most of a merged stream's cost per
        // event); only the move to the next stretch or batch is a call.
        @inlinable
        public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async -> Element? {
            let cursor = subscription.cursor
            cursor.enter()
            defer { cursor.leave() }
            if cursor.index < cursor.stretch.endIndex {
                defer { cursor.index += 1 }
                return cursor.stretch[cursor.index]
            }
            return await refill(isolation: actor)
        }

        /// Moves to the next stretch of the batch, or waits for the next batch, and returns its
        /// first event (nil once the sequence has ended).
        // Prespecialised for the clock's and the views' streams: a client module otherwise calls
        // the unspecialised body, whose generic metadata lookups were 12 % of a per-view stream
        // profile.
        @_specialize(exported:true,where Element == ScrollViewEvent)
        @_specialize(exported:true,where Element == [ScrollViewEvent])
        @usableFromInline mutating func refill(isolation actor: isolated (any Actor)?) async -> Element? {
            let cursor = subscription.cursor
            while true {
                while cursor.nextStretch < cursor.batch.stretchCount {
                    cursor.stretch = cursor.batch.stretch(at: cursor.nextStretch)
                    cursor.nextStretch += 1
                    if let first = cursor.stretch.first {
                        cursor.index = cursor.stretch.startIndex + 1
                        return first
                    }
                }
                // The batch's storage goes back to the channel: let go of the stretch first.
                cursor.stretch = []
                cursor.nextStretch = 0
                guard await subscription.channel.next(into: &cursor.batch, isolation: actor) else {
                    cursor.batch = EventBatch()
                    return nil
                }
            }
        }

        /// The next event, or nil once the sequence has ended.
        public mutating func next() async -> Element? { await next(isolation: nil) }
    }
}

/// Where a subscription's consumer is in the batch it took: the stretch being yielded and the
/// position of its next element, the batch, and the position of the stretch after it. Held by the
/// subscription, not by an iterator, so that an iterator dropped half-way through a batch (a loop
/// left with `break`) leaves the rest to the next one.
@usableFromInline final class EventCursor<Element>: @unchecked Sendable {
    // @unchecked: the fields are read and written only between `enter()` and `leave()`, which one
    // task at a time gets through (a second traps, naming the misuse), their acquire and release
    // ordering the accesses of one call after those of the last. Unchecked exclusivity: a dynamic
    // check on every event was a call per element of the consumer's loop.
    @usableFromInline @exclusivity(unchecked) var stretch: ArraySlice<Element> = []
    @usableFromInline @exclusivity(unchecked) var index = 0
    @usableFromInline @exclusivity(unchecked) var batch = EventBatch<Element>()
    @usableFromInline @exclusivity(unchecked) var nextStretch = 0
    /// Whether a `next()` is under way (possibly waiting for a batch).
    @usableFromInline let isInUse = Atomic<Bool>(false)

    @usableFromInline init() {}

    /// Starts a `next()`; traps if another task's is under way. Two tasks iterating one sequence
    /// would otherwise race on the buffer (events lost or repeated, or read from a batch the other
    /// let go of), and not only while both wait.
    @inlinable func enter() {
        if isInUse.exchange(true, ordering: .acquiring) { Self.secondConsumer() }
    }

    /// Ends a `next()`.
    @inlinable func leave() { isInUse.store(false, ordering: .releasing) }

    /// Traps: a second task called `next()` while another's was under way.
    @usableFromInline static func secondConsumer() -> Never { preconditionFailure(EventCursorMisuse.message) }
}

/// Why a second consumer traps, in the user's words: as an `AsyncStream`, one sequence has one
/// consumer at a time (its events would otherwise be split between them, or worse).
enum EventCursorMisuse {
    static let message =
        "an event sequence was iterated by two tasks at once: iterate each from one task at a time, "
        + "and subscribe again (events(), frames()) for a second consumer"
}

/// Keeps a subscription alive while its sequence or an iterator exists: when the last of them goes,
/// the subscriber is removed, as an `AsyncStream`'s is.
@usableFromInline final class EventSubscription<Element: Sendable>: Sendable {
    let channel: BatchChannel<Element>
    /// Where the consumer is in what it took, shared by every iterator of the sequence.
    @usableFromInline let cursor = EventCursor<Element>()

    init(_ channel: BatchChannel<Element>) { self.channel = channel }

    deinit { channel.cancel() }
}
