/// The offsets a scroll view rests within on one axis (docs/physics.md §1, documented), in points (pt).
///
/// `minimum = -inset.leading`, `maximum = max(minimum, contentSize + inset.trailing - boundsSize)`.
/// Content smaller than the bounds sits at `minimum`.
public struct ScrollableRange: Sendable, Hashable {
    /// The smallest resting offset, in pt.
    public var minimum: Double
    /// The largest resting offset, in pt (never below `minimum`).
    public var maximum: Double

    /// Creates a range; `maximum` is raised to `minimum` if it is below it.
    @inlinable public init(minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = Swift.max(minimum, maximum)
    }

    /// The range on one axis for a bounds extent, a content extent and the insets at both ends (pt).
    @inlinable public init(boundsExtent: Double, contentExtent: Double, leadingInset: Double, trailingInset: Double) {
        self.init(minimum: -leadingInset, maximum: contentExtent + trailingInset - boundsExtent)
    }

    /// Whether the range has any extent (`maximum > minimum`).
    @inlinable public var hasExtent: Bool { maximum > minimum }

    /// `offset` moved into the range (pt).
    @inlinable public func clamp(_ offset: Double) -> Double { Swift.min(Swift.max(offset, minimum), maximum) }

    /// Whether `offset` lies within the range, ends included.
    @inlinable public func contains(_ offset: Double) -> Bool { offset >= minimum && offset <= maximum }

    /// How far `offset` lies outside the range: negative before `minimum`, positive past `maximum`,
    /// zero inside (pt).
    @inlinable public func overscroll(_ offset: Double) -> Double {
        if offset < minimum { return offset - minimum }
        if offset > maximum { return offset - maximum }
        return 0
    }
}

/// The geometry that decides where and whether a scroll view can scroll (docs/physics.md §1).
public struct ScrollGeometry: Sendable, Hashable {
    /// The scroll view's bounds size (its viewport), in pt.
    public var boundsSize: Size
    /// The size of the scrollable content, in pt.
    public var contentSize: Size
    /// The (adjusted) content inset, in pt. Scroll indicator insets never affect the physics.
    public var contentInset: EdgeInsets
    /// Whether content may bounce at its edges (`bounces`). Off: drags and flings stop dead at an edge.
    public var bounces: Bool
    /// Whether the horizontal axis bounces even when the content is not wider than the bounds.
    public var alwaysBounceHorizontal: Bool
    /// Whether the vertical axis bounces even when the content is not taller than the bounds.
    public var alwaysBounceVertical: Bool

    /// Creates a geometry, checking that sizes are in [0, 1e12] and insets within ±1e12
    /// (``Validate/maximumMagnitude``: beyond it the sums of the scrollable range lose meaning).
    public init(
        boundsSize: Size, contentSize: Size, contentInset: EdgeInsets = .zero, bounces: Bool = true,
        alwaysBounceHorizontal: Bool = false, alwaysBounceVertical: Bool = false
    ) throws(ScrollPhysicsError) {
        self.boundsSize = try Validate.boundedNonNegative(boundsSize, "size")
        self.contentSize = try Validate.boundedNonNegative(contentSize, "contentSize")
        self.contentInset = try Validate.bounded(contentInset, "contentInset")
        self.bounces = bounces
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.alwaysBounceVertical = alwaysBounceVertical
    }

    /// The resting range on one axis.
    @inlinable public func range(_ axis: Axis) -> ScrollableRange {
        ScrollableRange(
            boundsExtent: boundsSize[axis], contentExtent: contentSize[axis],
            leadingInset: contentInset.leading(axis), trailingInset: contentInset.trailing(axis))
    }

    /// Where a paging view's pages lie on one axis: `[0, content − bounds]` (pt), the offsets at
    /// which the bounds show content only. The insets add no page; a partial last page counts, and
    /// its page rests at the end of ``range(_:)``.
    @inlinable public func pageRange(_ axis: Axis) -> ScrollableRange {
        ScrollableRange(
            boundsExtent: boundsSize[axis], contentExtent: contentSize[axis], leadingInset: 0, trailingInset: 0)
    }

    /// Whether a drag moves the content on this axis: the range has extent, or `alwaysBounce` is on
    /// for the axis and `bounces` is on.
    @inlinable public func canScroll(_ axis: Axis) -> Bool {
        if range(axis).hasExtent { return true }
        let always = axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
        return always && bounces
    }

    /// The top-left resting offset, `(-inset.left, -inset.top)`: where a new scroll view starts (pt).
    @inlinable public var minimumOffset: Point { Point(x: range(.horizontal).minimum, y: range(.vertical).minimum) }

    /// `offset` moved into the resting range on both axes (pt).
    @inlinable public func clamp(_ offset: Point) -> Point {
        Point(x: range(.horizontal).clamp(offset.x), y: range(.vertical).clamp(offset.y))
    }
}
