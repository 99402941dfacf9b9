/// A stream of events for one subscriber, used with `for await`: every event in order, ending when
/// the clock stops.
///
/// The iterator takes everything sent since it last asked (a frame's events, a command's) as one
/// batch and yields it from a local buffer, so an event costs an array read instead of a stream
/// hand-over; the simulation never waits for it. The buffering policy (``EventBuffering``) counts
/// the events the iterator has not taken yet. Cancelling the iterating task while it waits for
/// events ends the sequence and removes the subscriber at once, as does dropping the sequence and
/// its iterator. A task cancelled while busy elsewhere gets the rest of the batch it has taken, then
/// nil: until that call its subscriber stays, and the policy counts what it drops meanwhile. Iterate
/// it from one task at a time, like an `AsyncStream`.
public struct EventSequence<Element: Sendable>: AsyncSequence, Sendable {
    /// Iterating never throws: the sequence ends instead.
    public typealias Failure = Never

    let subscription: EventSubscription<Element>

    init(_ channel: BatchChannel<Element>) { subscription = EventSubscription(channel) }

    /// The iterator over this subscriber's events (one per sequence: iterate from one task).
    public func makeAsyncIterator() -> Iterator { Iterator(subscription: subscription) }

    /// Yields a sequence's events from its local buffer, refilling it a batch at a time.
    public struct Iterator: AsyncIteratorProtocol {
        /// Iterating never throws: `next()` returns nil once the sequence has ended.
        public typealias Failure = Never

        @usableFromInline let subscription: EventSubscription<Element>
        /// The stretch being yielded, and the position of its next element.
        @usableFromInline var stretch: ArraySlice<Element> = []
        @usableFromInline var index = 0
        /// The batch taken last (stretches of the arrays the events were sent in), and the
        /// position of the stretch after `stretch`.
        @usableFromInline var batch = EventBatch<Element>()
        @usableFromInline var nextStretch = 0

        init(subscription: EventSubscription<Element>) { self.subscription = subscription }

        /// The next event, or nil once the sequence has ended; runs on the caller's actor.
        // Inlinable: taking an event from the buffer is then a few instructions in the caller's
        // loop, with no call and no executor check (those were most of a merged stream's cost per
        // event); only the move to the next stretch or batch is a call.
        @inlinable
        public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async -> Element? {
            if index < stretch.endIndex {
                defer { index += 1 }
                return stretch[index]
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
            while true {
                while nextStretch < batch.stretchCount {
                    stretch = batch.stretch(at: nextStretch)
                    nextStretch += 1
                    if let first = stretch.first {
                        index = stretch.startIndex + 1
                        return first
                    }
                }
                // The batch's storage goes back to the channel: let go of the stretch first.
                stretch = []
                nextStretch = 0
                guard await subscription.channel.next(into: &batch, isolation: actor) else {
                    batch = EventBatch()
                    return nil
                }
            }
        }

        /// The next event, or nil once the sequence has ended.
        public mutating func next() async -> Element? { await next(isolation: nil) }
    }
}

/// Keeps a subscription alive while its sequence or an iterator exists: when the last of them goes,
/// the subscriber is removed, as an `AsyncStream`'s is.
@usableFromInline final class EventSubscription<Element: Sendable>: Sendable {
    let channel: BatchChannel<Element>

    init(_ channel: BatchChannel<Element>) { self.channel = channel }

    deinit { channel.cancel() }
}
