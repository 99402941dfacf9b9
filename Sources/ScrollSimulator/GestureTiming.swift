import ScrollPhysics

/// How many frames the scripted gestures of ``ScrollView`` last: the one place that decides it, for
/// the scroll view that plays them and for validators that must know when a finger is down.
public enum GestureTiming {
    /// The frames a `drag(by:duration:)` of `duration` (s) moves in: at least 1; the finger lifts in
    /// the last of them, `frames` after the frame it went down in.
    public static func dragFrames(duration: Double, framesPerSecond: Int) -> Int {
        FrameCount.frames(spanning: duration, framesPerSecond: framesPerSecond)
    }

    /// The shortest time a fling's finger moves, in s: 3 frames at 60 Hz. A time, not a count of
    /// frames, so that a fling that passes the slop within it is the same gesture at 60 and 120 Hz
    /// (6 frames there): released at the same time and offset, it moves the same way after. (At a
    /// rate where 0.05 s is not a whole number of frames, it lasts the frames that span it; a
    /// slower fling lifts in the frame in which it passes the slop, which depends on the rate.)
    public static let minimumFlingDuration = 0.05

    /// The frames a `fling(velocity:)` (pt/s) moves in: those of ``minimumFlingDuration`` at least,
    /// and until the finger has passed the touch slop (pt); the finger lifts in the last of them. A
    /// velocity so small that the distance the finger moves in a frame is 0 in floating point
    /// (below about 1e-150 pt/s) never passes the slop: ``FrameCount/maximum`` frames, as for any
    /// speed too slow to pass it.
    public static func flingFrames(velocity: Point, slop: Double, framesPerSecond: Int) -> Int {
        let minimum = FrameCount.frames(spanning: minimumFlingDuration, framesPerSecond: framesPerSecond)
        let speed = (velocity * (1 / Double(framesPerSecond))).length
        guard speed > 0 else { return velocity == .zero ? minimum : FrameCount.maximum }
        return max(
            minimum, SaturatingConversion.int(slop / speed, rounding: .down, in: 0...FrameCount.maximum - 1) + 1)
    }
}
