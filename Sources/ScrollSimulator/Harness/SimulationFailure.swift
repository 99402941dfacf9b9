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

        public var description: String {
            switch self {
            case .task(let name): "spawned task \"\(name)\""
            case .delegate(let view): "a delegate of scroll view \"\(view)\""
            case .observer(let screen): "an observer of \(screen)"
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

    public var description: String { "\(origin) threw in frame \(frame): \(error)" }

    /// Equal when the origin, the frame and the error's description are.
    public static func == (a: SimulationFailure, b: SimulationFailure) -> Bool {
        a.origin == b.origin && a.frame == b.frame && "\(a.error)" == "\(b.error)"
    }
}

/// The failures not yet reported, in the order they happened. Written from any simulation thread.
final class FailureLog: Sendable {
    private let failures = Locked<[SimulationFailure]>([])

    /// Keeps a failure until the next ``takeAll()``.
    func record(_ failure: SimulationFailure) { failures.withLock { $0.append(failure) } }

    /// Whether a failure waits to be reported.
    var isEmpty: Bool { failures.withLock { $0.isEmpty } }

    /// The failures kept so far; they count as reported from now on.
    func takeAll() -> [SimulationFailure] {
        failures.withLock { failures in
            defer { failures.removeAll() }
            return failures
        }
    }
}
