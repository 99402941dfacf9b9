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

    /// The frame with index `n` (0...``DisplayClock/maximumFrame``) at `framesPerSecond` (Hz, in
    /// ``DisplayClock/frameRates``). Throws ``SimulationError/invalidArgument(argument:expected:actual:)``
    /// for either out of range: a clock has no such frame, and its times would not be finite.
    public init(index n: Int, framesPerSecond: Int) throws(SimulationError) {
        try DisplayClock.checkFrameRate(framesPerSecond)
        guard (0...DisplayClock.maximumFrame).contains(n) else {
            throw SimulationError.invalidArgument(
                argument: "index", expected: "a frame in 0...2^32 (DisplayClock.maximumFrame)", actual: "\(n)")
        }
        self.init(checkedIndex: n, framesPerSecond: framesPerSecond)
    }

    /// The frame with index `n` at `framesPerSecond`, both already in range (a clock's own frame).
    init(checkedIndex n: Int, framesPerSecond: Int) {
        let rate = Double(framesPerSecond)
        index = n
        timestamp = Double(n) / rate
        targetTimestamp = Double(n + 1) / rate
        duration = 1 / rate
    }
}
