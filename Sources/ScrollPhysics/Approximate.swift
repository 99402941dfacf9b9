/// Approximate comparison for tests and checks: offsets computed in closed form rarely land on the
/// decimal a person writes down (560.3998 for 560.39979979...).
extension Point {
    /// Whether both coordinates are within `tolerance` pt of `other`'s (inclusive).
    public func isApproximatelyEqual(to other: Point, tolerance: Double) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}

extension Size {
    /// Whether width and height are within `tolerance` pt of `other`'s (inclusive).
    public func isApproximatelyEqual(to other: Size, tolerance: Double) -> Bool {
        abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}

extension EdgeInsets {
    /// Whether every inset is within `tolerance` pt of `other`'s (inclusive).
    public func isApproximatelyEqual(to other: EdgeInsets, tolerance: Double) -> Bool {
        abs(top - other.top) <= tolerance && abs(left - other.left) <= tolerance
            && abs(bottom - other.bottom) <= tolerance && abs(right - other.right) <= tolerance
    }
}

extension Rect {
    /// Whether origin and size are within `tolerance` pt of `other`'s (inclusive).
    public func isApproximatelyEqual(to other: Rect, tolerance: Double) -> Bool {
        origin.isApproximatelyEqual(to: other.origin, tolerance: tolerance)
            && size.isApproximatelyEqual(to: other.size, tolerance: tolerance)
    }
}
