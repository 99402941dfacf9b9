extension DisplayClock {
    /// A point in simulated time: the duration since the clock started (frame 0).
    public struct Instant: InstantProtocol, Sendable, Hashable, CustomStringConvertible {
        /// Time since frame 0.
        public var offset: Swift.Duration

        /// The instant `offset` after frame 0.
        public init(offset: Swift.Duration) { self.offset = offset }

        public func advanced(by duration: Swift.Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Swift.Duration { other.offset - offset }
        public static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }

        /// The time in seconds.
        public var seconds: Double {
            let (s, atto) = offset.components
            return Double(s) + Double(atto) * 1e-18
        }

        public var description: String { "\(seconds) s" }
    }
}

/// Exact conversions between frame indices and instants (integer arithmetic on attoseconds, so a
/// deadline of exactly t_n maps to frame n).
enum FrameMath {
    static let attosecondsPerSecond: Int128 = 1_000_000_000_000_000_000

    static func attoseconds(_ duration: Duration) -> Int128 {
        let (s, atto) = duration.components
        return Int128(s) * attosecondsPerSecond + Int128(atto)
    }

    /// The instant of frame n: floor(n / fps) exactly, in attoseconds.
    static func instant(ofFrame n: Int, framesPerSecond fps: Int) -> DisplayClock.Instant {
        let total = Int128(n) * attosecondsPerSecond / Int128(fps)
        let seconds = total / attosecondsPerSecond
        let atto = total % attosecondsPerSecond
        return DisplayClock.Instant(offset: Duration(secondsComponent: Int64(seconds), attosecondsComponent: Int64(atto)))
    }

    /// The first frame whose time is at or after `instant` (frame 0 for instants before the start).
    static func frame(atOrAfter instant: DisplayClock.Instant, framesPerSecond fps: Int) -> Int {
        let total = attoseconds(instant.offset)
        guard total > 0 else { return 0 }
        let scaled = total * Int128(fps)
        let (q, r) = scaled.quotientAndRemainder(dividingBy: attosecondsPerSecond)
        let frame = r == 0 ? q : q + 1
        return frame > Int128(Int.max) ? Int.max : Int(frame)
    }
}
