import ScrollPhysics

/// How many frames the scripted gestures of ``ScrollView`` last: the one place that decides it, for
/// the scroll view that plays them and for validators that must know when a finger is down.
public enum GestureTiming {
    /// The frames a `drag(by:duration:)` of `duration` (s) moves in: at least 1; the finger lifts in
    /// the last of them, `frames` after the frame it went down in.
    public static func dragFrames(duration: Double, framesPerSecond: Int) -> Int {
        FrameCount.frames(spanning: duration, framesPerSecond: framesPerSecond)
    }

    /// The frames a `fling(velocity:)` (pt/s) moves in: at least 3, and until the finger has passed
    /// the touch slop (pt); the finger lifts in the last of them. A velocity so small that the
    /// distance the finger moves in a frame is 0 in floating point (below about 1e-150 pt/s) never
    /// passes the slop: ``FrameCount/maximum`` frames, as for any speed too slow to pass it.
    public static func flingFrames(velocity: Point, slop: Double, framesPerSecond: Int) -> Int {
        let speed = (velocity * (1 / Double(framesPerSecond))).length
        guard speed > 0 else { return velocity == .zero ? 3 : FrameCount.maximum }
        return max(3, SaturatingConversion.int(slop / speed, rounding: .down, in: 0...FrameCount.maximum - 1) + 1)
    }
}
