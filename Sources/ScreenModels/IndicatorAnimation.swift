/// The title bar indicator's move to a newly selected title: its frame goes from where it was to
/// the new title's indicator frame over 0.25 s with ease-in-out, as the seeds'
/// `[UIView animateWithDuration:0.25 ...]` (seed 001), whose default curve is ease-in-out.
///
/// The frame is a function of absolute time (s) on the caller's clock; origin and size move
/// together along the same eased progress.
public struct IndicatorAnimation: Sendable, Hashable {
    /// The seeds' animation duration, 0.25 s.
    public static let defaultDuration = 0.25

    /// The frame at the start, in pt.
    public let from: Rect
    /// The frame at the end, in pt.
    public let to: Rect
    /// The time the animation starts, in s.
    public let startTime: Double
    /// How long it lasts, in s (> 0).
    public let duration: Double
    /// Maps time progress to distance progress; `TimingCurve.easeInOut` by default.
    public let curve: TimingCurve

    /// Creates an animation from `from` to `to` (pt) starting at `startTime` s and lasting
    /// `duration` s (default 0.25). Throws for non-finite frames or start, a negative frame size,
    /// or a non-finite or non-positive duration.
    public init(
        from: Rect, to: Rect, startTime: Double, duration: Double = defaultDuration, curve: TimingCurve = .easeInOut
    ) throws(ScreenModelError) {
        try Self.check(from, "from")
        try Self.check(to, "to")
        try Check.finite(startTime, "startTime")
        try Check.positive(duration, "duration")
        self.from = from
        self.to = to
        self.startTime = startTime
        self.duration = duration
        self.curve = curve
    }

    /// The animation a selection starts: from `currentFrame` (pt, where the indicator is now, maybe
    /// mid-way through an earlier animation) to the indicator frame of title `index` in `layout`,
    /// starting at `time` s. Throws for an index out of range or a non-finite time or frame.
    public static func selecting(
        _ index: Int, in layout: FixedTitleBarLayout, from currentFrame: Rect, at time: Double,
        duration: Double = defaultDuration
    ) throws(ScreenModelError) -> IndicatorAnimation {
        try IndicatorAnimation(
            from: currentFrame, to: layout.indicatorFrame(selectedIndex: index), startTime: time, duration: duration)
    }

    /// The time the animation ends, startTime + duration, in s.
    public var endTime: Double { startTime + duration }

    /// Eased progress (unitless, [0, 1]) at `time` (s): the curve applied to
    /// clamp((time - startTime) / duration, 0, 1). Throws for a non-finite time.
    public func progress(at time: Double) throws(ScreenModelError) -> Double {
        try Check.finite(time, "time")
        return curve.progress(at: clamp((time - startTime) / duration, 0, 1))
    }

    /// The indicator's frame at `time` (s), in pt: `from` before the start, exactly `to` from the
    /// end on, each of x, y, width and height interpolated by the eased progress in between.
    /// Throws for a non-finite time.
    public func frame(at time: Double) throws(ScreenModelError) -> Rect {
        let t = try progress(at: time)
        if t >= 1 { return to }
        return Rect(
            x: lerp(from.origin.x, to.origin.x, t), y: lerp(from.origin.y, to.origin.y, t),
            width: lerp(from.size.width, to.size.width, t), height: lerp(from.size.height, to.size.height, t))
    }

    /// Whether the animation is over at `time` (s). Throws for a non-finite time.
    public func isFinished(at time: Double) throws(ScreenModelError) -> Bool {
        try Check.finite(time, "time")
        return time >= endTime
    }

    /// The same move redirected at `time` (s): a new animation from the frame shown at `time` to
    /// `newTarget` (pt), lasting `duration` s (default 0.25), as a second tap mid-animation does.
    /// Throws for a non-finite time or target.
    public func retargeted(
        to newTarget: Rect, at time: Double, duration: Double = defaultDuration
    ) throws(ScreenModelError) -> IndicatorAnimation {
        try IndicatorAnimation(from: frame(at: time), to: newTarget, startTime: time, duration: duration, curve: curve)
    }

    private static func check(_ rect: Rect, _ argument: String) throws(ScreenModelError) {
        try Check.finite(rect.origin.x, argument + ".origin.x")
        try Check.finite(rect.origin.y, argument + ".origin.y")
        try Check.nonNegative(rect.size, argument + ".size")
    }
}
