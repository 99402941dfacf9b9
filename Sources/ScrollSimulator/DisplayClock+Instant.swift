extension DisplayClock {
    /// A point in simulated time: the duration since the clock started (frame 0).
    public struct Instant: InstantProtocol, Sendable, Hashable, CustomStringConvertible {
        /// Time since frame 0.
        public var offset: Swift.Duration

        /// The instant `offset` after frame 0.
        public init(offset: Swift.Duration) { self.offset = offset }

        /// The instant `duration` later (earlier when negative).
        public func advanced(by duration: Swift.Duration) -> Instant { Instant(offset: offset + duration) }
        /// The virtual time from this instant to `other`.
        public func duration(to other: Instant) -> Swift.Duration { other.offset - offset }
        /// Whether `a` comes before `b`.
        public static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }

        /// The time in seconds.
        public var seconds: Double {
            let (s, atto) = offset.components
            return Double(s) + Double(atto) * 1e-18
        }

        /// The time since frame 0, in seconds: `0.25 s`.
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
        guard n >= 0 else {
            let total = Int128(n) * attosecondsPerSecond / Int128(fps)
            let seconds = total / attosecondsPerSecond
            let atto = total % attosecondsPerSecond
            return DisplayClock.Instant(
                offset: Duration(secondsComponent: Int64(seconds), attosecondsComponent: Int64(atto)))
        }
        // n = s·fps + r, so n·10¹⁸/fps = s·10¹⁸ + r·10¹⁸/fps, and with 10¹⁸ = q·fps + m the last term
        // floors to r·q + ⌊r·m / fps⌋: all in 64 bits, no 128-bit division on the sleepers' hot path.
        let (s, r) = n.quotientAndRemainder(dividingBy: fps)
        let (q, m) = Int(attosecondsPerSecond).quotientAndRemainder(dividingBy: fps)
        return DisplayClock.Instant(
            offset: Duration(
                secondsComponent: Int64(s), attosecondsComponent: Int64(r * q + r * m / fps)))
    }

    /// The first frame whose time is at or after `instant` (frame 0 for instants before the start).
    static func frame(atOrAfter instant: DisplayClock.Instant, framesPerSecond fps: Int) -> Int {
        let (s, atto) = instant.offset.components
        if s >= 0 && atto >= 0 {
            // ⌈(s·10¹⁸ + atto)·fps / 10¹⁸⌉ = s·fps + ⌈atto·fps / 10¹⁸⌉, the last with one 128-by-64-bit
            // division (atto < 10¹⁸, so the quotient is below fps).
            let product = atto.multipliedFullWidth(by: Int64(fps))
            let (q, r) = Int64(attosecondsPerSecond).dividingFullWidth(product)
            let (whole, overflow) = Int(s).multipliedReportingOverflow(by: fps)
            return overflow ? Int.max : whole + Int(q) + (r == 0 ? 0 : 1)
        }
        let total = attoseconds(instant.offset)
        guard total > 0 else { return 0 }
        let scaled = total * Int128(fps)
        let (q, r) = scaled.quotientAndRemainder(dividingBy: attosecondsPerSecond)
        let frame = r == 0 ? q : q + 1
        return frame > Int128(Int.max) ? Int.max : Int(frame)
    }
}
