/// An argument that the physics core refuses, with the name of the argument and what was expected.
///
/// Nothing non-finite and no negative size ever enters a simulation: every public entry point that
/// takes outside values checks them and throws one of these instead.
public struct ScrollPhysicsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The argument's name, as a path when it is a component (`velocity.x`, `contentSize.height`).
    public var argument: String
    /// What the argument must be (`a finite number`, `a number in (0, 1)`, ...).
    public var expected: String
    /// The value that was given, printed.
    public var actual: String

    /// Creates an error for one argument.
    public init(argument: String, expected: String, actual: String) {
        self.argument = argument
        self.expected = expected
        self.actual = actual
    }

    /// The argument, what was expected and what was given: `velocity.y: expected a finite number, got nan`.
    public var description: String { "\(argument): expected \(expected), got \(actual)" }
}

/// Argument checks shared by every public entry point of the physics core. An argument's name is an
/// autoclosure: a path such as `contentInset.top` is only built when its check fails.
public enum Validate {
    /// Returns `value` if it is finite, or throws naming `argument`.
    @discardableResult
    public static func finite(
        _ value: Double, _ argument: @autoclosure () -> String
    ) throws(ScrollPhysicsError) -> Double {
        guard value.isFinite else {
            throw ScrollPhysicsError(argument: argument(), expected: "a finite number", actual: "\(value)")
        }
        return value
    }

    /// Returns `value` if it is finite and at least zero, or throws naming `argument`.
    @discardableResult
    public static func nonNegative(
        _ value: Double, _ argument: @autoclosure () -> String
    ) throws(ScrollPhysicsError) -> Double {
        try finite(value, argument())
        guard value >= 0 else {
            throw ScrollPhysicsError(argument: argument(), expected: "a number >= 0", actual: "\(value)")
        }
        return value
    }

    /// Returns `value` if it is finite and greater than zero, or throws naming `argument`.
    @discardableResult
    public static func positive(
        _ value: Double, _ argument: @autoclosure () -> String
    ) throws(ScrollPhysicsError) -> Double {
        try finite(value, argument())
        guard value > 0 else {
            throw ScrollPhysicsError(argument: argument(), expected: "a number > 0", actual: "\(value)")
        }
        return value
    }

    /// The largest magnitude of a position (pt) or velocity (pt/s) that a touch or a programmatic
    /// scroll may carry: 1e12. No screen is that large, and below it every product the physics
    /// forms (velocity × time, stiffness × distance) stays far from overflowing to infinity.
    public static let maximumMagnitude = 1e12

    /// The smallest size extent other than zero: 1e-6 pt. The physics divides by a bounds extent
    /// (the rubber band, the page index); below a millionth of a point, and in the subnormal numbers
    /// above 0 most of all, those quotients lose their precision or become infinite, and no view
    /// is that small.
    public static let minimumExtent = 1e-6

    /// Returns `point` if both components are finite and within ±``maximumMagnitude``, or throws
    /// naming the component.
    @discardableResult
    public static func bounded(
        _ point: Point, _ argument: @autoclosure () -> String
    ) throws(ScrollPhysicsError) -> Point {
        try bounded(point.x, argument() + ".x")
        try bounded(point.y, argument() + ".y")
        return point
    }

    private static func bounded(_ value: Double, _ argument: @autoclosure () -> String) throws(ScrollPhysicsError) {
        try finite(value, argument())
        guard abs(value) <= maximumMagnitude else {
            throw ScrollPhysicsError(argument: argument(), expected: "a number within ±1e12", actual: "\(value)")
        }
    }

    /// Returns `point` if both components are finite, or throws naming the component.
    @discardableResult
    public static func finite(_ point: Point, _ argument: @autoclosure () -> String) throws(ScrollPhysicsError) -> Point
    {
        try finite(point.x, argument() + ".x")
        try finite(point.y, argument() + ".y")
        return point
    }

    /// Returns `size` if both extents are finite and at least zero, or throws naming the extent.
    @discardableResult
    public static func nonNegative(
        _ size: Size, _ argument: @autoclosure () -> String
    ) throws(ScrollPhysicsError) -> Size {
        try nonNegative(size.width, argument() + ".width")
        try nonNegative(size.height, argument() + ".height")
        return size
    }

    /// Returns `size` if both extents are within [0, ``maximumMagnitude``], or throws naming the
    /// extent: a size the physics adds to a position (a rect to show), but never divides by.
    @discardableResult
    public static func bounded(_ size: Size, _ argument: @autoclosure () -> String) throws(ScrollPhysicsError) -> Size {
        for (extent, name) in [(size.width, ".width"), (size.height, ".height")] {
            try nonNegative(extent, argument() + name)
            guard extent <= maximumMagnitude else {
                throw ScrollPhysicsError(
                    argument: argument() + name, expected: "a number within [0, 1e12]", actual: "\(extent)")
            }
        }
        return size
    }

    /// Returns `size` if both extents are zero or within [``minimumExtent``, ``maximumMagnitude``],
    /// or throws naming the extent: the sizes a geometry takes, whose sums and quotients the
    /// physics forms.
    @discardableResult
    public static func boundedNonNegative(
        _ size: Size, _ argument: @autoclosure () -> String
    ) throws(ScrollPhysicsError) -> Size {
        try boundedNonNegative(size.width, argument() + ".width")
        try boundedNonNegative(size.height, argument() + ".height")
        return size
    }

    /// Returns normally if `value` is zero or within [``minimumExtent``, ``maximumMagnitude``]
    /// (an extent a geometry takes), or throws naming `argument`.
    public static func boundedNonNegative(
        _ value: Double, _ argument: @autoclosure () -> String
    ) throws(ScrollPhysicsError) {
        try nonNegative(value, argument())
        guard value == 0 || (minimumExtent...maximumMagnitude).contains(value) else {
            throw ScrollPhysicsError(
                argument: argument(), expected: "0 or a number within [1e-06, 1e12]", actual: "\(value)")
        }
    }

    /// Returns `insets` if every inset is finite and within ±``maximumMagnitude``, or throws naming
    /// the inset. Insets may be negative.
    @discardableResult
    public static func bounded(
        _ insets: EdgeInsets, _ argument: @autoclosure () -> String
    ) throws(ScrollPhysicsError) -> EdgeInsets {
        try bounded(insets.top, argument() + ".top")
        try bounded(insets.left, argument() + ".left")
        try bounded(insets.bottom, argument() + ".bottom")
        try bounded(insets.right, argument() + ".right")
        return insets
    }

    /// Returns `insets` if every inset is finite, or throws naming the inset. Insets may be negative.
    @discardableResult
    public static func finite(
        _ insets: EdgeInsets, _ argument: @autoclosure () -> String
    ) throws(ScrollPhysicsError) -> EdgeInsets {
        try finite(insets.top, argument() + ".top")
        try finite(insets.left, argument() + ".left")
        try finite(insets.bottom, argument() + ".bottom")
        try finite(insets.right, argument() + ".right")
        return insets
    }
}
