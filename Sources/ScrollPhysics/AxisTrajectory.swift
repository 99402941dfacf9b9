/// The motion of one axis after the finger lifts, until it rests: deceleration, bounce, page snap.
///
/// A trajectory starts at elapsed time 0 and combines the laws of the reference: exponential decay
/// (§2), then, where the decay would carry the content past an edge, the critically damped spring
/// started at the edge with the velocity there (§3: "fling into an edge"), or a dead stop at the
/// edge when `bounces` is off. It ends at ``endTime`` exactly (bit-exactly) on ``target``.
public struct AxisTrajectory: Sendable, Hashable {
    /// The phase of a trajectory at some time.
    public enum Stage: Sendable, Hashable {
        /// Exponential deceleration.
        case decaying
        /// The critically damped spring, towards an edge or a page.
        case springing
        /// At rest on the target.
        case resting
    }

    /// The exponential decay that runs until ``springStart`` (nil: the trajectory starts on the spring).
    public let deceleration: Deceleration?
    /// Elapsed time at which the decay hands over to ``spring`` or stops at the edge (s).
    public let springStart: Double
    /// The spring that runs from ``springStart``, its displacement measured from ``springRest``.
    public let spring: Spring?
    /// Where ``spring`` would come to rest, in pt: ``target``, unless the spring is cut short where
    /// it meets an edge (a page snap with `bounces` off).
    public let springRest: Double
    /// Where the motion rests, in pt.
    public let target: Double
    /// Elapsed time at which the motion ends on ``target`` (s).
    public let endTime: Double

    /// A trajectory that does not move: it rests at `offset` from the start.
    public static func rest(at offset: Double) -> AxisTrajectory {
        AxisTrajectory(deceleration: nil, springStart: 0, spring: nil, springRest: offset, target: offset, endTime: 0)
    }

    /// Whether the trajectory never moves (no deceleration will be reported for it).
    public var isRest: Bool { endTime == 0 && deceleration == nil && spring == nil }

    /// The trajectory of a release at `offset` (pt) with `velocity` (pt/s) in `range`.
    ///
    /// - Out of range: a spring back to the nearest edge, started with the release velocity.
    /// - Less than the rest threshold of distance to cover (the stop rule): no motion, wherever
    ///   the nominal resting point is.
    /// - Resting point inside the range: plain decay.
    /// - Resting point past an edge: decay until the edge, then a spring from the edge with the
    ///   velocity there (`bounces` on), or a stop at the edge (`bounces` off; no motion at all
    ///   from the edge itself). When the stop rule ends the decay before the edge (the resting
    ///   point lies less than the threshold past it), the motion ends there, on the edge.
    public static func release(
        from offset: Double, velocity: Double, range: ScrollableRange, bounces: Bool,
        rate: DecelerationRate, stiffness: Double = Spring.defaultStiffness,
        restThreshold: Double = Deceleration.defaultRestThreshold
    ) -> AxisTrajectory {
        if !range.contains(offset) {
            let edge = range.clamp(offset)
            guard bounces else { return .rest(at: edge) }
            return spring(
                from: offset, velocity: velocity, to: edge, stiffness: stiffness, restThreshold: restThreshold)
        }
        let decay = Deceleration(origin: offset, velocity: velocity, rate: rate, restThreshold: restThreshold)
        // The stop rule first: a release that would cover less than the threshold does not move,
        // even when its nominal resting point lies just past an edge the offset is on.
        guard decay.duration > 0 else { return .rest(at: offset) }
        let restingPoint = decay.restingPoint
        if range.contains(restingPoint) {
            return AxisTrajectory(
                deceleration: decay, springStart: .infinity, spring: nil, springRest: restingPoint,
                target: restingPoint, endTime: decay.duration)
        }
        let edge = range.clamp(restingPoint)
        let hit = decay.time(toReach: edge) ?? 0
        // The stop rule before the edge: with a resting point a hair past it, the content would
        // creep towards the edge for seconds (reaching it only as the decay's asymptote does). The
        // motion ends where the rule says, on the edge, which lies between the content and the
        // resting point, closer than the threshold.
        if decay.duration <= hit {
            return AxisTrajectory(
                deceleration: decay, springStart: .infinity, spring: nil, springRest: edge, target: edge,
                endTime: decay.duration)
        }
        guard bounces else {
            // Against the edge already: the content stops dead there, so nothing moves.
            guard hit > 0 else { return .rest(at: edge) }
            return AxisTrajectory(
                deceleration: decay, springStart: hit, spring: nil, springRest: edge, target: edge, endTime: hit)
        }
        let bounce = Spring(
            displacement: 0, velocity: decay.velocity(at: hit), stiffness: stiffness, restThreshold: restThreshold)
        return AxisTrajectory(
            deceleration: decay, springStart: hit, spring: bounce, springRest: edge, target: edge,
            endTime: hit + bounce.settleTime)
    }

    /// A spring from `offset` (pt) moving at `velocity` (pt/s) to `target` (pt): bounce back, page snap.
    ///
    /// With `edges` (a page snap with `bounces` off, `target` in the range), the content stops dead
    /// where the spring would carry it past an edge (§3: "stop dead at the edge"), and rests there;
    /// from outside `edges` it rests on the nearest edge at once, as a release does. From the
    /// target itself, a velocity too small to move the content by the rest threshold is no motion.
    public static func spring(
        from offset: Double, velocity: Double, to target: Double, stiffness: Double = Spring.defaultStiffness,
        restThreshold: Double = Deceleration.defaultRestThreshold, stoppingAt edges: ScrollableRange? = nil
    ) -> AxisTrajectory {
        if let edges, !edges.contains(offset) { return .rest(at: edges.clamp(offset)) }
        let spring = Spring(
            displacement: offset - target, velocity: velocity, stiffness: stiffness, restThreshold: restThreshold)
        // On the target with too little velocity to leave it by the threshold: the stop rule's rest.
        if offset == target && spring.settleTime == 0 { return .rest(at: target) }
        // The edges as displacements of the spring (a NaN never forms a range).
        if let edges, case (let lower, let upper) = (edges.minimum - target, edges.maximum - target), lower <= upper,
            let exit = spring.exit(from: lower...upper)
        {
            let edge = exit.bound == upper ? edges.maximum : edges.minimum
            // Leaving at once (on an edge, moving out of the range): a push against the edge with
            // `bounces` off moves nothing, as a deceleration's does (§3 "stop dead").
            guard exit.time > 0 else { return .rest(at: edge) }
            return AxisTrajectory(
                deceleration: nil, springStart: 0, spring: spring, springRest: target, target: edge,
                endTime: exit.time)
        }
        return AxisTrajectory(
            deceleration: nil, springStart: 0, spring: spring, springRest: target, target: target,
            endTime: spring.settleTime)
    }

    /// A decay from `offset` (pt) that rests exactly on `target` (pt): the willEndDragging override.
    public static func decelerate(
        from offset: Double, restingAt target: Double, rate: DecelerationRate,
        restThreshold: Double = Deceleration.defaultRestThreshold
    ) -> AxisTrajectory {
        if offset == target { return .rest(at: target) }
        let decay = Deceleration(origin: offset, restingAt: target, rate: rate, restThreshold: restThreshold)
        return AxisTrajectory(
            deceleration: decay, springStart: .infinity, spring: nil, springRest: target, target: target,
            endTime: decay.duration)
    }

    /// The stage at elapsed time `t` (s).
    @inlinable
    public func stage(at t: Double) -> Stage {
        if t >= endTime { return .resting }
        if let deceleration, t < springStart, deceleration.velocity != 0 || spring == nil { return .decaying }
        return spring == nil ? .resting : .springing
    }

    /// Position at elapsed time `t` (pt); exactly ``target`` from ``endTime`` on.
    @inlinable
    public func position(at t: Double) -> Double {
        if t >= endTime { return target }
        if let deceleration, t < springStart { return deceleration.position(at: t) }
        guard let spring else { return target }
        return springRest + spring.position(at: t - springStart)
    }

    /// Position (pt) and velocity (pt/s) at elapsed time `t`, as ``position(at:)`` and
    /// ``velocity(at:)`` give them, with one exponential.
    @inlinable
    public func state(at t: Double) -> (position: Double, velocity: Double) {
        if t >= endTime { return (target, 0) }
        if let deceleration, t < springStart { return deceleration.state(at: t) }
        guard let spring else { return (target, 0) }
        let (displacement, velocity) = spring.state(at: t - springStart)
        return (springRest + displacement, velocity)
    }

    /// Velocity at elapsed time `t` (pt/s); zero from ``endTime`` on.
    @inlinable
    public func velocity(at t: Double) -> Double {
        if t >= endTime { return 0 }
        if let deceleration, t < springStart { return deceleration.velocity(at: t) }
        guard let spring else { return 0 }
        return spring.velocity(at: t - springStart)
    }
}
