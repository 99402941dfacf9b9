/// A critically damped spring towards zero, used for bounce back and page snap (docs/physics.md §3, chosen).
///
/// Mass 1, stiffness `beta^2` (100 by default, so `beta = 10 /s`):
/// `x(t) = e^(-beta t) (x0 + (v0 + beta x0) t)`, with `x` measured from the spring's rest position.
/// Times are seconds since the spring started; positions pt; velocities pt/s.
public struct Spring: Sendable, Hashable {
    /// The stiffness re-implementations use (mass 1), in 1/s^2.
    public static let defaultStiffness = 100.0

    /// Displacement from rest at t = 0, in pt.
    public let displacement: Double
    /// Velocity at t = 0, in pt/s.
    public let velocity: Double
    /// The damping rate `beta = sqrt(stiffness / mass)`, in 1/s.
    public let beta: Double
    /// Remaining displacement below which the spring is considered settled (chosen), in pt.
    public let restThreshold: Double

    /// Creates a spring of mass 1 and `stiffness` (1/s^2), displaced by `displacement` (pt) and moving
    /// at `velocity` (pt/s).
    @inlinable
    public init(
        displacement: Double, velocity: Double, stiffness: Double = Spring.defaultStiffness,
        restThreshold: Double = Deceleration.defaultRestThreshold
    ) {
        self.displacement = displacement
        self.velocity = velocity
        self.beta = stiffness.squareRoot()
        self.restThreshold = restThreshold
    }

    /// The coefficient B of `x(t) = e^(-beta t)(A + B t)`, with `A = x0` (pt/s).
    @inlinable var slope: Double { velocity + beta * displacement }

    /// Displacement at `t` seconds (pt).
    @inlinable public func position(at t: Double) -> Double {
        Math.exp(-beta * t) * (displacement + slope * t)
    }

    /// Velocity at `t` seconds: `e^(-beta t) (v0 - beta (v0 + beta x0) t)` (pt/s).
    @inlinable public func velocity(at t: Double) -> Double {
        Math.exp(-beta * t) * (velocity - beta * slope * t)
    }

    /// Displacement (pt) and velocity (pt/s) at `t` seconds, with one exponential.
    @inlinable public func state(at t: Double) -> (position: Double, velocity: Double) {
        let decay = Math.exp(-beta * t)
        return (decay * (displacement + slope * t), decay * (velocity - beta * slope * t))
    }

    /// The time after which the displacement stays below `restThreshold` for good (s).
    ///
    /// `|x(t)|` has at most one zero crossing and one extremum (at `t* = 1/beta - A/B`); after the
    /// extremum it decays monotonically, before the zero crossing it shrinks monotonically. The last
    /// crossing of the threshold is found by bisection on the monotone piece that holds it.
    public var settleTime: Double {
        let a = displacement
        let b = slope
        let extremum = b == 0 ? 0 : 1 / beta - a / b
        if extremum > 0, abs(position(at: extremum)) >= restThreshold {
            return lastCrossing(after: extremum)
        }
        guard abs(a) >= restThreshold else { return 0 }
        // |x| shrinks from |a| until the zero crossing (or for ever, if there is none ahead).
        let zero = (b != 0 && -a / b > 0) ? -a / b : Double.infinity
        return lastCrossing(after: 0, before: zero)
    }

    /// The first time (s) at which the displacement leaves `bounds` (pt, which hold the start), and
    /// the bound it leaves by, or nil if it never does: where a page snap with `bounces` off meets
    /// the content's edge.
    ///
    /// `x(t)` runs monotonically from `x0` to its one extremum (at `t* = 1/beta - A/B`), then back
    /// towards zero: it can leave only on the way to the extremum, and the crossing is found by
    /// bisection there. A spring that starts on a bound moving outwards leaves at once (0).
    public func exit(from bounds: ClosedRange<Double>) -> (time: Double, bound: Double)? {
        let a = displacement
        if a >= bounds.upperBound && velocity > 0 { return (0, bounds.upperBound) }
        if a <= bounds.lowerBound && velocity < 0 { return (0, bounds.lowerBound) }
        let b = slope
        guard b != 0 else { return nil }  // x(t) = x0 e^(-beta t): straight back to rest
        let extremum = 1 / beta - a / b
        guard extremum > 0 else { return nil }
        let peak = position(at: extremum)
        let bound: Double
        if peak > bounds.upperBound {
            bound = bounds.upperBound
        } else if peak < bounds.lowerBound {
            bound = bounds.lowerBound
        } else {
            return nil
        }
        // Inside at `low`, at or past the bound at `high`.
        var low = 0.0
        var high = extremum
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if mid <= low || mid >= high { break }
            if (position(at: mid) - bound) * (peak - bound) >= 0 { high = mid } else { low = mid }
        }
        return (high, bound)
    }

    /// Bisects for the time in [lower, upper) where the decreasing |x(t)| falls to `restThreshold`.
    private func lastCrossing(after lower: Double, before upper: Double = .infinity) -> Double {
        var low = lower
        var high = upper
        if !high.isFinite {
            high = max(low, 0) + 1 / beta
            while abs(position(at: high)) >= restThreshold { high = low + 2 * (high - low) + 1 / beta }
        }
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if mid <= low || mid >= high { break }
            if abs(position(at: mid)) >= restThreshold { low = mid } else { high = mid }
        }
        return high
    }
}
