/// Exponential deceleration of one axis after a flick (docs/physics.md §2, observed), in closed form.
///
/// With `k = -1000 ln(rate)`:
/// `v(t) = v0 e^(-k t)` (the same as `v0 * rate^(1000 t)`), `x(t) = x0 + (v0 / k)(1 - e^(-k t))`.
/// Times are seconds since the motion began; positions pt; velocities pt/s.
public struct Deceleration: Sendable, Hashable {
    /// Remaining distance below which the motion ends and snaps to its resting point (chosen), in pt.
    public static let defaultRestThreshold = 0.5

    /// Position at t = 0, in pt.
    public let origin: Double
    /// Velocity at t = 0, in pt/s.
    public let velocity: Double
    /// The decay constant k, in 1/s.
    public let decayConstant: Double
    /// Remaining distance at which the motion ends, in pt.
    public let restThreshold: Double

    /// Creates a deceleration from `origin` (pt) with `velocity` (pt/s) at `rate`.
    @inlinable
    public init(origin: Double, velocity: Double, rate: DecelerationRate, restThreshold: Double = defaultRestThreshold)
    {
        self.init(origin: origin, velocity: velocity, decayConstant: rate.decayConstant, restThreshold: restThreshold)
    }

    /// Creates a deceleration from its decay constant `k` (1/s).
    @inlinable
    public init(origin: Double, velocity: Double, decayConstant: Double, restThreshold: Double = defaultRestThreshold) {
        self.origin = origin
        self.velocity = velocity
        self.decayConstant = decayConstant
        self.restThreshold = restThreshold
    }

    /// A deceleration that comes to rest exactly at `target`: the velocity is `(target - origin) k`.
    @inlinable
    public init(
        origin: Double, restingAt target: Double, rate: DecelerationRate, restThreshold: Double = defaultRestThreshold
    ) {
        let k = rate.decayConstant
        self.init(origin: origin, velocity: (target - origin) * k, decayConstant: k, restThreshold: restThreshold)
    }

    /// Where the motion comes to rest: `x0 + v0 / k` (pt).
    @inlinable public var restingPoint: Double { origin + velocity / decayConstant }

    /// Position at `t` seconds (pt).
    @inlinable public func position(at t: Double) -> Double {
        origin + (velocity / decayConstant) * (1 - Math.exp(-decayConstant * t))
    }

    /// Velocity at `t` seconds (pt/s).
    @inlinable public func velocity(at t: Double) -> Double { velocity * Math.exp(-decayConstant * t) }

    /// Position (pt) and velocity (pt/s) at `t` seconds, with one exponential.
    @inlinable public func state(at t: Double) -> (position: Double, velocity: Double) {
        let decay = Math.exp(-decayConstant * t)
        return (origin + (velocity / decayConstant) * (1 - decay), velocity * decay)
    }

    /// Distance still to travel at `t` seconds: `|v0 / k| e^(-k t)` (pt).
    @inlinable public func remainingDistance(at t: Double) -> Double {
        abs(velocity / decayConstant) * Math.exp(-decayConstant * t)
    }

    /// Time at which less than `restThreshold` of distance remains: `ln(|v0| / (k * threshold)) / k`,
    /// or 0 if the whole distance is already below the threshold (s).
    @inlinable public var duration: Double {
        let total = abs(velocity / decayConstant)
        guard total > restThreshold else { return 0 }
        return Math.log(total / restThreshold) / decayConstant
    }

    /// Time at which the motion passes `offset`: `ln(1 - k |x - x0| / |v0|) / -k` (s), or `nil` when the
    /// offset lies behind the origin or at or beyond the resting point.
    @inlinable public func time(toReach offset: Double) -> Double? {
        let distance = offset - origin
        if distance == 0 { return 0 }
        guard velocity != 0, (distance > 0) == (velocity > 0) else { return nil }
        let fraction = decayConstant * abs(distance) / abs(velocity)
        guard fraction < 1 else { return nil }
        return Math.log(1 - fraction) / -decayConstant
    }
}
