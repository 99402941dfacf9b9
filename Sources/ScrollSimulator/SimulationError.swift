import ScrollPhysics

/// An engine-level error. Bad arguments to the physics are thrown as ``ScrollPhysicsError`` instead,
/// naming the argument.
public enum SimulationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The display clock has been stopped: it takes no more commands and wakes no more sleepers.
    case clockStopped
    /// A run did not settle within its frame limit (the limit, in frames).
    case didNotSettle(frameLimit: Int)
    /// An argument of the engine's own API is wrong (its name, what was expected, what was given).
    case invalidArgument(argument: String, expected: String, actual: String)

    public var description: String {
        switch self {
        case .clockStopped: "the display clock has stopped"
        case .didNotSettle(let limit): "motion did not settle within \(limit) frames"
        case .invalidArgument(let argument, let expected, let actual): "\(argument): expected \(expected), got \(actual)"
        }
    }
}
