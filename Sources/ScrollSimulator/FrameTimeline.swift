import Synchronization

/// The clock state that scroll views read synchronously: the current frame and whether the clock
/// has stopped. Written only by the ``DisplayClock`` actor.
final class FrameTimeline: Sendable {
    /// Frames per second (60 by default, 120 allowed).
    let framesPerSecond: Int
    private let frameIndex = Atomic<Int>(0)
    private let stoppedFlag = Atomic<Bool>(false)
    private let serials = Atomic<UInt64>(0)

    init(framesPerSecond: Int) { self.framesPerSecond = framesPerSecond }

    /// The current frame index n.
    var frame: Int { frameIndex.load(ordering: .acquiring) }
    /// The current frame time t_n = n / framesPerSecond, in s.
    var time: Double { time(ofFrame: frame) }
    /// Whether the clock has stopped.
    var isStopped: Bool { stoppedFlag.load(ordering: .acquiring) }

    /// t_n = n / framesPerSecond, in s, derived from the index (never by summing durations).
    func time(ofFrame n: Int) -> Double { Double(n) / Double(framesPerSecond) }

    func setFrame(_ n: Int) { frameIndex.store(n, ordering: .releasing) }
    func stop() { stoppedFlag.store(true, ordering: .releasing) }

    /// A new creation serial: scroll views are ordered by it wherever order must not depend on timing.
    func nextSerial() -> UInt64 { serials.add(1, ordering: .relaxed).newValue }
}
