/// One display frame, as a `CADisplayLink` reports it.
public struct DisplayFrame: Sendable, Hashable {
    /// The frame index n, from 0 when the clock starts.
    public var index: Int
    /// t_n = n / framesPerSecond, in s.
    public var timestamp: Double
    /// t_n + 1 / framesPerSecond: when the next frame is due, in s.
    public var targetTimestamp: Double
    /// 1 / framesPerSecond, in s.
    public var duration: Double

    /// The frame with index `n` at `framesPerSecond` (Hz).
    public init(index n: Int, framesPerSecond: Int) {
        let rate = Double(framesPerSecond)
        index = n
        timestamp = Double(n) / rate
        targetTimestamp = Double(n + 1) / rate
        duration = 1 / rate
    }
}
