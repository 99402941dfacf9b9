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

        /// Which case it is, payload aside.
        var number: Int {
            switch self {
            case .starting: 0
            case .wakingSleepers: 1
            case .steppingViews: 2
            case .delivering: 3
            case .awaitingQuiescence: 4
            case .startingTask: 5
            case .endingFrame: 6
            }
        }

        /// The phase whose ``number`` is `number`, with these payloads (a delivery whose view is
        /// unknown reads as stepping the views).
        init(number: Int, taskName: String, deliveringView: String?) {
            switch number {
            case 0: self = .starting
            case 1: self = .wakingSleepers
            case 2: self = .steppingViews
            case 3: self = deliveringView.map { .delivering(view: $0) } ?? .steppingViews
            case 4: self = .awaitingQuiescence
            case 5: self = .startingTask(name: taskName)
            default: self = .endingFrame
            }
        }

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

    /// What the phases with a payload need, behind the lock: the watchdog reads it only on a stall.
    private struct Payload {
        /// The frame's views while their events are delivered, one after another: which one,
        /// ``deliveringIndex`` says.
        var delivering: [ScrollView]?
        var taskName = ""
    }

    private let payload = Locked(Payload())
    // Every change without a payload is a store into these atomics, with no lock (a lock per
    // change made four a frame, a tenth of a one-view scenario's run; a delivery still takes two,
    // for its list of views): the watchdog reads them when the ticks have stood still for its
    // timeout, and then they stand still too.
    private let frame = Atomic<Int>(0)
    /// The phase's ``Phase/number``; the payload, if it has one, is in ``payload``.
    private let phaseNumber = Atomic<Int>(0)
    /// Moves on at every change, so the watchdog sees that the frame is not stuck.
    private let ticks = Atomic<Int>(0)
    /// The position in `Payload.delivering` of the view whose events are delivered: set for every
    /// view without the lock (a lock and a copy of its name per view cost more than delivering to
    /// a synchronous delegate), named only when the watchdog reads it.
    private let deliveringIndex = Atomic<Int>(0)

    /// A frame begins.
    func begin(frame: Int) {
        self.frame.store(frame, ordering: .releasing)
        enter(.starting)
    }

    /// The frame moves on to `phase`.
    func enter(_ phase: Phase) {
        if case .startingTask(let name) = phase {
            payload.withLock {
                $0.taskName = name
                phaseNumber.store(phase.number, ordering: .releasing)
            }
        } else {
            phaseNumber.store(phase.number, ordering: .releasing)
        }
        ticks.add(1, ordering: .relaxed)
    }

    /// The frame delivers the events of `views` (its views in flight), one view after another
    /// (see ``deliver(at:)``), until ``endDelivery()``.
    func beginDelivery(of views: [ScrollView]) {
        payload.withLock {
            $0.delivering = views
            phaseNumber.store(Phase.delivering(view: "").number, ordering: .releasing)
        }
        ticks.add(1, ordering: .relaxed)
    }

    /// The events of the view at `index` in the list of ``beginDelivery(of:)`` are delivered now.
    func deliver(at index: Int) {
        deliveringIndex.store(index, ordering: .relaxed)
        ticks.add(1, ordering: .relaxed)
    }

    /// The delivery is over: the list is let go, so that the clock's own list of views in flight
    /// is the only reference to its storage again (kept here, it made the clock copy the list,
    /// with a retain per view, whenever a view came to rest or took flight).
    func endDelivery() {
        payload.withLock {
            $0.delivering = nil
            phaseNumber.store(Phase.endingFrame.number, ordering: .releasing)
        }
        ticks.add(1, ordering: .relaxed)
    }

    /// The tick count alone (cheap: no lock).
    var tickCount: Int { ticks.load(ordering: .relaxed) }

    /// The frame, its phase and the tick count.
    func read() -> (frame: Int, phase: String, ticks: Int) {
        let phase = payload.withLock { payload in
            Phase(
                number: phaseNumber.load(ordering: .acquiring), taskName: payload.taskName,
                deliveringView: payload.delivering.flatMap { views in
                    let index = deliveringIndex.load(ordering: .relaxed)
                    return views.indices.contains(index) ? views[index].id : nil
                })
        }
        return (frame.load(ordering: .acquiring), phase.description, tickCount)
    }
}

/// The outcome of one guarded advance: the frames' result or the watchdog's stall, whichever comes
/// first; the later one is ignored.
final class StallRace<Value: Sendable>: Sendable {
    private let continuation = Locked<CheckedContinuation<Result<Value, any Error>, Never>?>(nil)

    func start(_ continuation: CheckedContinuation<Result<Value, any Error>, Never>) {
        self.continuation.withLock { $0 = continuation }
    }

    /// Resumes the advance with `result`, unless it was resumed already; returns whether it did.
    @discardableResult
    func finish(_ result: Result<Value, any Error>) -> Bool {
        guard let continuation = continuation.withLock({ $0.take() }) else { return false }
        continuation.resume(returning: result)
        return true
    }
}
