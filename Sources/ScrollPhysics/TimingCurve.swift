/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction`.
///
/// Progress in [0, 1] of time maps to progress in [0, 1] of distance.
public struct TimingCurve: Sendable, Hashable {
    /// First control point's x (time) and y (progress).
    public let x1: Double, y1: Double
    /// Second control point's x (time) and y (progress).
    public let x2: Double, y2: Double

    /// Ease in and out, (0.42, 0, 0.58, 1): the curve of animated `setContentOffset` (docs/physics.md §5)
    /// and of `UIView` animations.
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Constant speed.
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

    /// Creates a curve from its two control points; `x1` and `x2` must lie in [0, 1].
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private func bezierSlope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// Distance progress for time progress `x`; `x` is clamped to [0, 1] and the ends are exact.
    public func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return bezier(parameter(at: x), y1, y2)
    }

    /// Distance progress for time progress `x` (as ``progress(at:)``) and its rate, the derivative
    /// of progress with respect to time progress (1 for ``linear``), from one solve of the curve.
    /// At the ends the rate is the one-sided one. Where the curve's slope in time vanishes (a
    /// control point's x at 0 or 1, as the linear curve's ends, or a vertical stretch) it is a
    /// difference of progress over 1e-6 of `x`: finite, and large where the curve is vertical.
    public func progressAndRate(at x: Double) -> (progress: Double, rate: Double) {
        let t = x <= 0 ? 0 : x >= 1 ? 1 : parameter(at: x)
        let progress = x <= 0 ? 0 : x >= 1 ? 1 : bezier(t, y1, y2)
        let slopeX = bezierSlope(t, x1, x2)
        if slopeX > Self.verticalSlope { return (progress, bezierSlope(t, y1, y2) / slopeX) }
        let low = max(0, min(x, 1) - Self.rateStep)
        let high = min(1, max(x, 0) + Self.rateStep)
        return (progress, (self.progress(at: high) - self.progress(at: low)) / (high - low))
    }

    /// The slope of time progress below which the curve counts as vertical.
    private static let verticalSlope = 1e-6
    /// The difference of time progress over which a vertical curve's rate is taken.
    private static let rateStep = 1e-6

    /// The curve's parameter t in [0, 1] whose time progress is `x`, for `x` in (0, 1).
    private func parameter(at x: Double) -> Double {
        // Solve bezierX(t) = x: Newton's method, then bisection if it fails to converge.
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, x1, x2) - x
            if abs(error) < 1e-12 { return t }
            let slope = bezierSlope(t, x1, x2)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<64 {
            let value = bezier(t, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
