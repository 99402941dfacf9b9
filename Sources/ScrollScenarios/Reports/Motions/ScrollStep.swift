/// A point of a scroll view's path: a `didScroll`, or the release a deceleration starts from,
/// with the velocity the recorder sampled there (nil when the run kept no samples).
struct ScrollStep: Sendable, Equatable {
    /// Time of the frame, in s.
    var time: Double
    /// Index of the frame.
    var frame: Int
    /// The content offset, in pt.
    var offset: Point
    /// The content offset's velocity, in pt/s, if sampled.
    var velocity: Point?

    /// How far the change from `previous` to this step strays from the one the velocities at both
    /// ends imply (their mean times the time between), relative to the larger of the two, on the
    /// axis where it strays most. Within one motion (a flight, a spring, an animation's curve) the
    /// offset follows its velocity and this stays near 0 (under 0.02 at 60 Hz); where another motion
    /// took over, or the view rested in between, it jumps (0.46 for an animation taking over a
    /// flight at 270 pt/s). Without velocities: 1 across a frame without a step, 0 otherwise.
    func departure(from previous: ScrollStep) -> Double {
        guard let velocity, let before = previous.velocity else { return frame - previous.frame > 1 ? 1 : 0 }
        let elapsed = time - previous.time
        return Axis.allCases.map { axis in
            let change = offset[axis] - previous.offset[axis]
            let implied = (velocity[axis] + before[axis]) / 2 * elapsed
            let scale = max(abs(change), abs(implied))
            return scale < 1e-9 ? 0 : abs(change - implied) / scale
        }
        .max() ?? 0
    }

    /// The departure above which a step belongs to a new motion.
    static let takeover = 0.25
}
