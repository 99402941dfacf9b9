/// Something that hands out event streams that must end when its clock stops: a scroll view, a
/// screen model.
package protocol ClockStreamOwner: AnyObject, Sendable {
    /// Ends every stream it handed out.
    func finishStreams() async
}

struct WeakStreamOwner {
    weak var owner: (any ClockStreamOwner)?
}

extension DisplayClock {
    // MARK: Streams

    /// Every event of every scroll view on this clock, ordered by (frame, order): the order in which
    /// things happened (see ``ScrollViewEvent``). A frame's events are delivered once the frame has
    /// ended (when the next frame begins or the clock stops) and, for the frame an advance ends in,
    /// as that advance returns: what a later command adds to the frame follows at the next advance
    /// or the stop. The iterator takes each delivery as one batch.
    /// - Parameter buffering: the policy, counted in events, for a subscriber that falls behind
    ///   (default: keep everything).
    public nonisolated func events(buffering: EventBuffering = .unbounded) -> EventSequence<ScrollViewEvent> {
        hub.subscribe(buffering: buffering)
    }

    /// The same merged events, one element per frame: the frame's events in order, delivered once the
    /// frame has ended (when the next frame begins or the clock stops, not when an advance returns,
    /// since commands may still add to it); frames without events are skipped.
    /// - Parameter buffering: the policy, counted in frames, for a subscriber that falls behind.
    public nonisolated func frames(buffering: EventBuffering = .unbounded) -> EventSequence<[ScrollViewEvent]> {
        hub.subscribeToFrames(buffering: buffering)
    }

    /// What the subscribers of ``events(buffering:)`` and ``frames(buffering:)`` with a bounded
    /// buffer have dropped so far, summed over them: events for the first, frames for the second.
    public nonisolated var droppedEventCount: Int { hub.droppedCount }

    /// Remembers an owner of stream subscribers, to end its streams when the clock stops. An owner
    /// that registers after the stop is finished at once.
    package func register(streamOwner owner: some ClockStreamOwner) async {
        guard !stopped else {
            await owner.finishStreams()
            return
        }
        // Forget owners that have gone only when the count reaches a power of two: a sweep at
        // every registration made subscribing n views O(n^2) weak loads; this is O(n) in all.
        let count = streamOwners.count
        if count >= 64 && count & (count - 1) == 0 { streamOwners.removeAll { $0.owner == nil } }
        streamOwners.append(WeakStreamOwner(owner: owner))
    }

    /// Keeps an error thrown by code the simulation ran (a delegate, a screen observer) for the next
    /// advance (or stop) to throw; one that only says the work ended (`clockStopped` after the
    /// stop, a cancellation) is dropped.
    package nonisolated func report(_ error: any Error, from origin: SimulationFailure.Origin) {
        failures.report(error, from: origin, in: timeline)
    }

    /// Takes the next causal order number of the current frame, for an event published outside the
    /// scroll views (a screen's, or one of your own recorded with a `Recorder`): it orders after
    /// everything that has happened in the frame so far.
    public nonisolated func nextEventOrder() -> Int { timeline.nextOrder() }
}
