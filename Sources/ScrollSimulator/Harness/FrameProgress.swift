import Synchronization

/// What the frame being run is doing: the stall watchdog reads it from its own thread.
final class FrameProgress: Sendable {
    /// What a frame does, in order.
    enum Phase: Sendable, CustomStringConvertible {
        case starting
        case wakingSleepers
        case steppingViews
        case delivering(view: String)
        case awaitingQuiescence
        case startingTask(name: String)
        case endingFrame

        var description: String {
            switch self {
            case .starting: "starting the frame"
            case .wakingSleepers: "waiting for the tasks woken in the frame to sleep on the clock again or finish"
            case .steppingViews: "stepping the scroll views"
            case .delivering(let view):
                "scroll view \"\(view)\"'s delegates (and the screens they drive) handled its events"
            case .awaitingQuiescence:
                "waiting for the spawned tasks to sleep on the clock or finish before the first frame"
            case .startingTask(let name): "waiting for spawned task \"\(name)\" to reach its first sleep on the clock"
            case .endingFrame: "ending the frame"
            }
        }
    }

    private struct State {
        var frame = 0
        var phase = Phase.starting
        /// The frame's views while their events are delivered, one after another: which one,
        /// ``deliveringIndex`` says.
        var delivering: [ScrollView]?
    }

    private let state = Locked(State())
    /// Moves on at every change, so the watchdog sees that the frame is not stuck: an atomic, so
    /// that the watchdog's reads never contend with the frame for the lock.
    private let ticks = Atomic<Int>(0)
    /// The position in `State.delivering` of the view whose events are delivered: set for every
    /// view without the lock (a lock and a copy of its name per view cost more than delivering to
    /// a synchronous delegate), named only when the watchdog reads it.
    private let deliveringIndex = Atomic<Int>(0)

    /// A frame begins.
    func begin(frame: Int) {
        state.withLock { $0 = State(frame: frame, phase: .starting) }
        ticks.add(1, ordering: .relaxed)
    }

    /// The frame moves on to `phase`.
    func enter(_ phase: Phase) {
        state.withLock {
            $0.phase = phase
            $0.delivering = nil
        }
        ticks.add(1, ordering: .relaxed)
    }

    /// The frame delivers the events of `views` (its views in flight), one view after another
    /// (see ``deliver(at:)``), until ``endDelivery()``.
    func beginDelivery(of views: [ScrollView]) {
        state.withLock { $0.delivering = views }
        ticks.add(1, ordering: .relaxed)
    }

    /// The events of the view at `index` in the list of ``beginDelivery(of:)`` are delivered now.
    func deliver(at index: Int) {
        deliveringIndex.store(index, ordering: .relaxed)
        ticks.add(1, ordering: .relaxed)
    }

    /// The delivery is over: the list is let go.
    func endDelivery() { enter(.endingFrame) }

    /// The tick count alone (cheap: no lock).
    var tickCount: Int { ticks.load(ordering: .relaxed) }

    /// The frame, its phase and the tick count.
    func read() -> (frame: Int, phase: String, ticks: Int) {
        let (frame, phase) = state.withLock { state -> (Int, Phase) in
            guard let views = state.delivering else { return (state.frame, state.phase) }
            let index = deliveringIndex.load(ordering: .relaxed)
            return (state.frame, views.indices.contains(index) ? .delivering(view: views[index].id) : state.phase)
        }
        return (frame, phase.description, tickCount)
    }
}

/// The outcome of one guarded advance: the frames' result or the watchdog's stall, whichever comes
/// first; the later one is ignored.
final class StallRace<Value: Sendable>: Sendable {
    private let continuation = Locked<CheckedContinuation<Result<Value, any Error>, Never>?>(nil)

    func start(_ continuation: CheckedContinuation<Result<Value, any Error>, Never>) {
        self.continuation.withLock { $0 = continuation }
    }

    /// Resumes the advance with `result`, unless it was resumed already.
    func finish(_ result: Result<Value, any Error>) {
        continuation.withLock { $0.take() }?.resume(returning: result)
    }
}
