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
        // Solve bezierX(t) = x: Newton's method, then bisection if it fails to converge.
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, x1, x2) - x
            if abs(error) < 1e-12 { return bezier(t, y1, y2) }
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
        return bezier(t, y1, y2)
    }
}
