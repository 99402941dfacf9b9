/// Conversions from `Double` to `Int` that never trap: the one place where outside values (times,
/// offsets divided by page sizes, frame counts) become integers.
///
/// `Int(_: Double)` traps on NaN, on infinities and on values beyond `Int`'s range. These helpers
/// round, then clamp to a range instead; NaN becomes the value of the range nearest zero.
public enum SaturatingConversion {
    /// `value` rounded by `rule`, then clamped to `range`. NaN gives the value of `range` nearest 0.
    public static func int(
        _ value: Double, rounding rule: FloatingPointRoundingRule = .towardZero, in range: ClosedRange<Int>
    ) -> Int {
        guard !value.isNaN else { return min(max(0, range.lowerBound), range.upperBound) }
        let rounded = value.rounded(rule)
        if rounded <= Double(range.lowerBound) { return range.lowerBound }
        if rounded >= Double(range.upperBound) { return range.upperBound }
        return Int(rounded)
    }
}

/// Frame indices and frame counts from seconds, saturating at ``FrameCount/maximum``.
///
/// Frame `n` is at time `n / framesPerSecond`. A time within 1e-9 frames of a frame counts as that
/// frame, so that `0.25 s` at 60 Hz is frame 15 and not 16.
public enum FrameCount {
    /// The largest frame index or count these conversions return: 2^40 frames, 580 years at 60 Hz,
    /// and far enough below `Int.max` that adding two of them cannot overflow.
    public static let maximum = 1 << 40

    /// The index of the first frame at or after `seconds` (s) at `framesPerSecond` (Hz), in
    /// `0...maximum`.
    public static func firstFrame(atOrAfter seconds: Double, framesPerSecond: Int) -> Int {
        SaturatingConversion.int(seconds * Double(framesPerSecond) - 1e-9, rounding: .up, in: 0...maximum)
    }

    /// The number of frames that `duration` (s) spans at `framesPerSecond` (Hz): at least 1, at most
    /// ``maximum``.
    public static func frames(spanning duration: Double, framesPerSecond: Int) -> Int {
        max(1, firstFrame(atOrAfter: duration, framesPerSecond: framesPerSecond))
    }
}
