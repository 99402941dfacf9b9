/// What a display clock has done, for reports and benchmarks.
public struct ClockStatistics: Sendable, Hashable {
    /// Frames the clock ran. In virtual time it skips a frame with nothing due (no scroll view in
    /// flight, no sleeper to wake) unless an advance ends in it; in real time it runs every frame.
    public var framesStepped = 0
    /// Scroll-view steps: one per scroll view in flight per frame.
    public var viewSteps = 0
    /// Sleepers woken.
    public var wakes = 0
    /// Whether the clock runs in real time: its reports then give the frame statistics below, even
    /// for a run of no frame.
    public var isRealTime = false
    /// Real time only: vsyncs skipped because a frame was late.
    public var droppedFrames = 0
    /// Real time only: frames run on the wall clock.
    public var realTimeFrames = 0
    /// Real time only: how late each frame started after its deadline, in s (one entry per frame run).
    public var lateness: [Double] = []

    /// The p-th percentile of ``lateness``, in s (0 with no samples): `p` is clamped to 0...100, and
    /// a NaN `p` gives NaN.
    public func latenessPercentile(_ p: Double) -> Double {
        guard !p.isNaN else { return .nan }
        guard !lateness.isEmpty else { return 0 }
        let sorted = lateness.sorted()
        let rank = Int((min(max(p, 0), 100) / 100 * Double(sorted.count - 1)).rounded(.up))
        return sorted[min(rank, sorted.count - 1)]
    }
}
