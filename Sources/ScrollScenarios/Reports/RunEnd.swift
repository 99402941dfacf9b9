/// Where a run's reports end: its last frame, the first at or after its duration as the outputs
/// print times (the frame the runner runs through, so the one of its last records and samples;
/// ``Scenario/frame(atOrAfter:frameRate:)``, so a duration copied from a timeline, 0.516667 s,
/// ends at that frame, 31), and that frame's time. A duration off the frame grid (1.005 s at
/// 60 Hz) ends at the next frame (1.016667 s): the plot's time axis, the trace's cut slices and
/// the replay's last frame all end there, and nothing drawn lies past it.
struct RunEnd: Sendable, Equatable {
    /// The index of the run's last frame.
    var frame: Int
    /// The time of the run's last frame, in s: `frame / frameRate`.
    var time: Double

    /// The end of a run lasting `duration` s at `frameRate` frames per s.
    init(duration: Double, frameRate: Int) {
        let rate = max(1, frameRate)
        frame = Scenario.frame(atOrAfter: duration, frameRate: rate)
        time = Double(frame) / Double(rate)
    }
}
