import Synchronization

/// The merged stream of every scroll view on a clock, ordered by (frame, order): a
/// ``MergeStateMachine`` behind a lock, whose deliveries are sent after unlocking.
///
/// Scroll views append from any thread while they are stepped in parallel; the clock ends a frame
/// (when the next frame begins, or when the clock stops), so no event of a frame can arrive after
/// that frame was delivered. When an advance returns, the subscribers of single events also get
/// what the frame it ended in has so far (``deliverEarly(throughFrame:holding:)``). Each
/// subscriber gets a delivery as one batch: an events subscriber as stretches of the runs the
/// shards wrote, with no event copied on the clock's thread.
final class MergedEventHub: Sendable {
    /// Who receives deliveries.
    enum Subscriber: Sendable {
        /// ``DisplayClock/events(buffering:)``: one element per event.
        case events(BatchChannel<ScrollViewEvent>)
        /// ``DisplayClock/frames(buffering:)``: one element per frame.
        case frames(BatchChannel<[ScrollViewEvent]>)
    }

    private let state = Locked(MergeStateMachine<Subscriber>())
    /// Mirrors "anybody subscribed" (written under the lock, read without it): every scroll view
    /// reads it on every step, and taking the lock there made the stepping shards contend for it.
    private let listening = Atomic<Bool>(false)
    private let dropped = Atomic<Int>(0)

    /// Whether anybody listens: scroll views skip the append when nobody does.
    var isListening: Bool { listening.load(ordering: .acquiring) }
    /// Events (or frames) dropped for subscribers with a bounded buffer.
    var droppedCount: Int { dropped.load(ordering: .relaxed) }
    /// The number of live subscribers, of either kind.
    var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// A subscriber that gets one event per element.
    func subscribe(buffering: EventBuffering) -> EventSequence<ScrollViewEvent> {
        let channel: BatchChannel<ScrollViewEvent> = add { id in
            .events(BatchChannel(limit: buffering.limit) { [weak self] in self?.remove(id) })
        }.events
        return EventSequence(channel)
    }

    /// A subscriber that gets one element per frame: that frame's events, in order.
    func subscribeToFrames(buffering: EventBuffering) -> EventSequence<[ScrollViewEvent]> {
        let channel: BatchChannel<[ScrollViewEvent]> = add(wholeFrames: true) { id in
            .frames(BatchChannel(limit: buffering.limit) { [weak self] in self?.remove(id) })
        }.frames
        return EventSequence(channel)
    }

    private func add(wholeFrames: Bool = false, _ make: (UInt64) -> Subscriber) -> Subscriber {
        let (subscriber, action) = state.withLock { state in
            defer { listening.store(state.isListening, ordering: .releasing) }
            return state.subscribe(wholeFrames: wholeFrames, make)
        }
        if case .finishAtOnce = action { subscriber.finish() }
        return subscriber
    }

    /// Called by a channel whose consumer went away (outside the channel's lock; never while this
    /// hub's lock is held, which sends and finishes only after unlocking).
    private func remove(_ id: UInt64) {
        state.withLock { state in
            state.cancel(id)
            listening.store(state.isListening, ordering: .releasing)
        }
    }

    /// Takes a run of events (in causal order within itself).
    func append(_ events: [ScrollViewEvent]) {
        state.withLock { _ = $0.append(events) }
    }

    /// Delivers every pending event of frames up to and including `frame`, in order.
    func flush(throughFrame frame: Int) {
        // Nobody listening means nothing pending (the machine keeps no runs then): no lock.
        guard isListening else { return }
        for delivery in state.withLock({ $0.endFrame(frame) }) { deliver(delivery) }
    }

    /// An advance has ended in `frame`: delivers to the subscribers of single events everything
    /// pending through it, taken while `timeline` lets no command stamp events (so that nothing
    /// stamped before it arrives after it).
    func deliverEarly(throughFrame frame: Int, holding timeline: FrameTimeline) {
        guard isListening,
            let delivery = timeline.withCommandsHeld({ state.withLock { $0.deliverEarly(throughFrame: frame) } })
        else { return }
        deliver(delivery)
    }

    /// Delivers everything pending and ends every stream.
    func finish() {
        let (deliveries, finish) = state.withLock { state in
            defer { listening.store(false, ordering: .releasing) }
            return state.stop()
        }
        for delivery in deliveries { deliver(delivery) }
        for subscriber in finish { subscriber.finish() }
    }

    private func deliver(_ delivery: MergeStateMachine<Subscriber>.Delivery) {
        // One element per event: the stretches as the shards wrote them. One per frame: each
        // frame's events as one array, copied once and shared by every such subscriber.
        var frames: [[ScrollViewEvent]] = []
        var droppedNow = 0
        for subscriber in delivery.subscribers {
            let result: BatchChannel<ScrollViewEvent>.SendResult
            switch subscriber {
            case .events(let channel):
                result = channel.send(stretches: delivery.stretches)
            case .frames(let channel):
                if frames.isEmpty { frames = Self.splitByFrame(delivery.events) }
                switch channel.send(contentsOf: frames) {
                case .sent(let n): result = .sent(dropped: n)
                case .terminated: result = .terminated
                }
            }
            if case .sent(let n) = result { droppedNow += n }
        }
        if droppedNow > 0 { dropped.add(droppedNow, ordering: .relaxed) }
    }

    /// One array per frame, in frame order (usually the events are of a single frame).
    private static func splitByFrame(_ events: [ScrollViewEvent]) -> [[ScrollViewEvent]] {
        guard events.first?.frame != events.last?.frame else { return [events] }
        var frames: [[ScrollViewEvent]] = []
        var start = events.startIndex
        while start < events.endIndex {
            let frame = events[start].frame
            let end = events[start...].firstIndex { $0.frame != frame } ?? events.endIndex
            frames.append(Array(events[start..<end]))
            start = end
        }
        return frames
    }
}

extension MergedEventHub.Subscriber {
    var events: BatchChannel<ScrollViewEvent>! { if case .events(let channel) = self { channel } else { nil } }
    var frames: BatchChannel<[ScrollViewEvent]>! { if case .frames(let channel) = self { channel } else { nil } }

    func finish() {
        switch self {
        case .events(let channel): channel.finish()
        case .frames(let channel): channel.finish()
        }
    }
}
