/// The share of velocity a decelerating scroll view keeps per millisecond (docs/physics.md §2, observed).
///
/// `v(t) = v0 * rate^(1000 t)`. UIKit names two values; any value in (0, 1) is allowed.
public struct DecelerationRate: Sendable, Hashable, CustomStringConvertible {
    /// The share of velocity kept per millisecond, in (0, 1).
    public let rawValue: Double

    /// UIKit's `.normal`: 0.998.
    public static let normal = DecelerationRate(unchecked: 0.998)
    /// UIKit's `.fast`: 0.99.
    public static let fast = DecelerationRate(unchecked: 0.99)

    /// Creates a rate, throwing unless `rawValue` is a finite number strictly between 0 and 1.
    public init(_ rawValue: Double) throws(ScrollPhysicsError) {
        guard rawValue.isFinite, rawValue > 0, rawValue < 1 else {
            throw ScrollPhysicsError(
                argument: "decelerationRate", expected: "a number in (0, 1)", actual: "\(rawValue)")
        }
        self.rawValue = rawValue
    }

    private init(unchecked rawValue: Double) { self.rawValue = rawValue }

    /// The decay constant `k = -1000 ln(rate)`, in 1/s (normal: 2.002003, fast: 10.050336).
    public var decayConstant: Double { -1000 * Math.log(rawValue) }

    /// The rate's name, `normal` or `fast`, or else its value: the fraction of velocity kept per ms.
    public var description: String {
        switch self {
        case .normal: "normal"
        case .fast: "fast"
        default: "\(rawValue)"
        }
    }
}
