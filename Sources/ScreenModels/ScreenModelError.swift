/// An argument or a call that a screen model refuses, with the argument's name and what was expected.
///
/// Every throwing entry point of the screen models checks its input first and throws one of these
/// before it changes any state, so a refused call leaves the model exactly as it was.
public struct ScreenModelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The argument's name (`index`, `width`, `titles`), or the state a call needs (`containment`).
    public var argument: String
    /// What the argument must be (`an index in 0...3`, `a finite number > 0`, ...).
    public var expected: String
    /// The value that was given, printed.
    public var actual: String

    /// Creates an error for one argument.
    public init(argument: String, expected: String, actual: String) {
        self.argument = argument
        self.expected = expected
        self.actual = actual
    }

    /// Wraps an error of the physics core's shared checks (`Validate`), keeping its three parts.
    public init(_ error: ScrollPhysicsError) {
        self.init(argument: error.argument, expected: error.expected, actual: error.actual)
    }

    /// `argument: expected ..., got ...`.
    public var description: String { "\(argument): expected \(expected), got \(actual)" }
}

/// The argument checks of the screen models: the physics core's `Validate`, rethrown as
/// `ScreenModelError`, plus the checks only screens need (indices, unit intervals, lists).
enum Check {
    /// `value` if finite.
    @discardableResult
    static func finite(_ value: Double, _ argument: String) throws(ScreenModelError) -> Double {
        do { return try Validate.finite(value, argument) } catch { throw ScreenModelError(error) }
    }

    /// `value` if finite and > 0.
    @discardableResult
    static func positive(_ value: Double, _ argument: String) throws(ScreenModelError) -> Double {
        do { return try Validate.positive(value, argument) } catch { throw ScreenModelError(error) }
    }

    /// `value` if finite and >= 0.
    @discardableResult
    static func nonNegative(_ value: Double, _ argument: String) throws(ScreenModelError) -> Double {
        do { return try Validate.nonNegative(value, argument) } catch { throw ScreenModelError(error) }
    }

    /// `size` if both extents are finite and >= 0.
    @discardableResult
    static func nonNegative(_ size: Size, _ argument: String) throws(ScreenModelError) -> Size {
        do { return try Validate.nonNegative(size, argument) } catch { throw ScreenModelError(error) }
    }

    /// `value` if it is an extent a scroll view takes: 0, or within [1e-6, 1e12] pt.
    @discardableResult
    static func extent(_ value: Double, _ argument: String) throws(ScreenModelError) -> Double {
        do { try Validate.boundedNonNegative(value, argument) } catch { throw ScreenModelError(error) }
        return value
    }

    /// `value` if finite and in [0, 1].
    @discardableResult
    static func unitInterval(_ value: Double, _ argument: String) throws(ScreenModelError) -> Double {
        guard value.isFinite, value >= 0, value <= 1 else {
            throw ScreenModelError(argument: argument, expected: "a number in [0, 1]", actual: "\(value)")
        }
        return value
    }

    /// Throws unless `part` runs on `clock`, the clock of `owner` (`the navigation bar`): parts of
    /// one screen on two clocks would stamp events in frames of neither's run, and report their
    /// observers' failures to the wrong advance.
    static func sameClock(
        _ part: DisplayClock, as clock: DisplayClock, _ argument: String, of owner: String
    ) throws(ScreenModelError) {
        guard part === clock else {
            throw ScreenModelError(
                argument: argument, expected: "one of \(owner)'s clock", actual: "one of another clock")
        }
    }

    /// `index` if it lies in `0..<count`.
    @discardableResult
    static func index(_ index: Int, count: Int, _ argument: String) throws(ScreenModelError) -> Int {
        guard index >= 0, index < count else {
            let expected = count > 0 ? "an index in 0...\(count - 1)" : "an index, but there are no items"
            throw ScreenModelError(argument: argument, expected: expected, actual: "\(index)")
        }
        return index
    }
}

/// Clamps `value` to [lower, upper]; NaN becomes `lower`. Callers pass `lower <= upper`.
@inline(__always)
func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    if !(value > lower) { return lower }
    if value > upper { return upper }
    return value
}

/// Linear interpolation that is exact at both ends: `a` at `t = 0`, `b` at `t = 1`.
@inline(__always)
func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    a * (1 - t) + b * t
}
