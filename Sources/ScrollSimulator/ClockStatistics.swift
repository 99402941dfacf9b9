/// What a display clock has done, for reports and benchmarks.
public struct ClockStatistics: Sendable, Hashable {
    /// Frames in which the clock did work (woke sleepers or stepped scroll views).
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

    /// The p-th percentile (0...100) of ``lateness``, in s (0 with no samples).
    public func latenessPercentile(_ p: Double) -> Double {
        guard !lateness.isEmpty else { return 0 }
        let sorted = lateness.sorted()
        let rank = Int((p / 100 * Double(sorted.count - 1)).rounded(.up))
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}
