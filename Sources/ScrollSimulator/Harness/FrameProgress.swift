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

        var description: String {
            switch self {
            case .starting: "starting the frame"
            case .wakingSleepers: "waiting for the tasks woken in the frame to sleep on the clock again or finish"
            case .steppingViews: "stepping the scroll views"
            case .delivering(let view): "scroll view \"\(view)\"'s delegates (and the screens they drive) handled its events"
            case .awaitingQuiescence: "waiting for the spawned tasks to sleep on the clock or finish before the first frame"
            case .startingTask(let name): "waiting for spawned task \"\(name)\" to reach its first sleep on the clock"
            }
        }
    }

    private struct State {
        var frame = 0
        var phase = Phase.starting
        /// Moves on at every change, so the watchdog sees that the frame is not stuck.
        var ticks = 0
    }

    private let state = Locked(State())

    /// A frame begins.
    func begin(frame: Int) {
        state.withLock { $0 = State(frame: frame, phase: .starting, ticks: $0.ticks + 1) }
    }

    /// The frame moves on to `phase`.
    func enter(_ phase: Phase) {
        state.withLock { state in
            state.phase = phase
            state.ticks += 1
        }
    }

    /// The frame, its phase and the tick count.
    func read() -> (frame: Int, phase: String, ticks: Int) {
        state.withLock { ($0.frame, $0.phase.description, $0.ticks) }
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
