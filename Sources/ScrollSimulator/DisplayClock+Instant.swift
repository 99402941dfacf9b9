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
        public var seconds: Double { offset.inSeconds }

        /// The time since frame 0, in seconds: `0.25 s`.
        public var description: String { "\(seconds) s" }
    }
}

/// Exact conversions between frame indices and instants (integer arithmetic on attoseconds, so a
/// deadline of exactly t_n maps to frame n).
enum FrameMath {
    static let attosecondsPerSecond: Int128 = 1_000_000_000_000_000_000

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

    /// Instants from this one on map to `Int.max` (no clock runs so far: see
    /// ``DisplayClock/maximumFrame``), before their components are read, which trap past 2^63 s.
    static let saturation = Duration.seconds(Int64(1) << 40)

    /// The first frame whose time is at or after `instant` (frame 0 for instants at or before the
    /// start, `Int.max` for one at or past ``saturation``).
    static func frame(atOrAfter instant: DisplayClock.Instant, framesPerSecond fps: Int) -> Int {
        guard instant.offset > .zero else { return 0 }
        guard instant.offset < saturation else { return Int.max }
        // ⌈(s·10¹⁸ + atto)·fps / 10¹⁸⌉ = s·fps + ⌈atto·fps / 10¹⁸⌉, the last with one 128-by-64-bit
        // division (atto < 10¹⁸, so the quotient is below fps); s < 2^40 and fps <= 240: no overflow.
        let (s, atto) = instant.offset.components
        let product = atto.multipliedFullWidth(by: Int64(fps))
        let (q, r) = Int64(attosecondsPerSecond).dividingFullWidth(product)
        return Int(s) * fps + Int(q) + (r == 0 ? 0 : 1)
    }
}

extension Duration {
    /// The duration in seconds, for any duration (its components trap past 2^63 s).
    var inSeconds: Double {
        let limit = Duration.seconds(Int64(1) << 62)
        guard self < limit && self > .zero - limit else { return self / .seconds(1) }
        let (s, atto) = components
        return Double(s) + Double(atto) * 1e-18
    }
}
