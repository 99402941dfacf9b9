import Synchronization

/// An error thrown by code the simulation ran for you (a spawned task, a scroll view's delegate, a
/// screen's observer), which nobody else could catch. The clock keeps it and throws it from the
/// next advance, or from ``DisplayClock/stop()``, inside ``SimulationError/failed(_:)``.
public struct SimulationFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the error came from.
    public enum Origin: Sendable, Hashable, CustomStringConvertible {
        /// A task started with ``DisplayClock/spawn(name:_:)``, by its name.
        case task(name: String)
        /// An in-frame delegate of the scroll view with this id.
        case delegate(view: String)
        /// An observer of a screen model, by the screen's name.
        case observer(screen: String)
        /// A recorder of the run's events (one that reached its limit: `Recorder`'s `recordLimit`).
        case recorder

        /// The origin as a failure names it: `spawned task "user"`.
        public var description: String {
            switch self {
            case .task(let name): "spawned task \"\(name)\""
            case .delegate(let view): "a delegate of scroll view \"\(view)\""
            case .observer(let screen): "an observer of \(screen)"
            case .recorder: "the recorder"
            }
        }
    }

    /// Where the error came from.
    public var origin: Origin
    /// The frame in which it was thrown.
    public var frame: Int
    /// The error itself.
    public var error: any Error

    /// Creates a failure record.
    public init(origin: Origin, frame: Int, error: any Error) {
        self.origin = origin
        self.frame = frame
        self.error = error
    }

    /// The origin, the frame and the error: `spawned task "user" threw in frame 12: ...`.
    public var description: String { "\(origin) threw in frame \(frame): \(error)" }

    /// Equal when the origin, the frame and the error's description are.
    public static func == (a: SimulationFailure, b: SimulationFailure) -> Bool {
        a.origin == b.origin && a.frame == b.frame && "\(a.error)" == "\(b.error)"
    }
}

/// The failures not yet reported, in the order they happened, and a stall that ``DisplayClock/spawn(name:_:)``
/// could not throw. Written from any simulation thread.
final class FailureLog: Sendable {
    private struct State {
        var failures: [SimulationFailure] = []
        var stall: SimulationError?
    }

    private let state = Locked(State())
    /// Mirrors "something waits to be reported" (written under the lock, read without it): the
    /// clock asks after every frame, and a lock there cost more than the question.
    private let hasPending = Atomic<Bool>(false)

    /// Keeps a failure until the next ``takeError()``.
    func record(_ failure: SimulationFailure) {
        state.withLock {
            $0.failures.append(failure)
            hasPending.store(true, ordering: .releasing)
        }
    }

    /// Keeps an error thrown by code the simulation ran (a delegate, an observer, a hook), stamped
    /// with `timeline`'s frame, for the next advance (or stop) to throw; unless it only says that
    /// the work ended (see ``isEnding(_:stopped:)``).
    func report(_ error: any Error, from origin: SimulationFailure.Origin, in timeline: FrameTimeline) {
        guard !Self.isEnding(error, stopped: timeline.isStopped) else { return }
        record(SimulationFailure(origin: origin, frame: timeline.frame, error: error))
    }

    /// Whether `error` only says that work ended rather than that it failed: a cancellation, or once
    /// the clock has `stopped`, the `clockStopped` its sleeps and commands throw. Anything else
    /// is kept even after the stop: code that stopped the clock from inside a frame (a spawned
    /// task, a delegate) may have thrown what that stop reported.
    static func isEnding(_ error: any Error, stopped: Bool) -> Bool {
        error is CancellationError || (stopped && (error as? SimulationError) == .clockStopped)
    }

    /// Keeps the stall a spawn waited into, to be thrown as it is by the next advance or stop.
    func recordStall(_ stall: SimulationError) {
        state.withLock {
            $0.stall = $0.stall ?? stall
            hasPending.store(true, ordering: .releasing)
        }
    }

    /// Puts back what a ``takeError()`` took that nobody will throw (the frames of an advance whose
    /// stall was reported first): a stall, or failures, ahead of any kept since.
    func putBack(_ error: SimulationError) {
        switch error {
        case .stalled:
            recordStall(error)
        case .failed(let failures):
            state.withLock {
                $0.failures.insert(contentsOf: failures, at: 0)
                hasPending.store(true, ordering: .releasing)
            }
        default:
            break
        }
    }

    /// Whether a failure or a stall waits to be reported.
    var isEmpty: Bool { !hasPending.load(ordering: .acquiring) }

    /// The error to throw for what was kept so far, if anything: a stall first (the failures then
    /// wait for the next call, so that a stall never hides them), else the failures. It counts as
    /// reported from now on.
    func takeError() -> SimulationError? {
        state.withLock { state in
            if let stall = state.stall {
                state.stall = nil
                hasPending.store(!state.failures.isEmpty, ordering: .releasing)
                return stall
            }
            defer {
                state.failures = []
                hasPending.store(false, ordering: .releasing)
            }
            return state.failures.isEmpty ? nil : .failed(state.failures)
        }
    }
}
