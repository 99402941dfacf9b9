/// One plain scroll view of a scenario, with UIKit's properties (JSON: an element of `scrollViews`).
public struct ScrollViewSpec: Sendable, Hashable {
    /// The name that steps, expectations and reports use for this view (its event `source`).
    public var id: String
    /// Bounds size, in pt.
    public var size: Size
    /// `contentSize`, in pt.
    public var contentSize: Size
    /// `contentInset`, in pt (default zero).
    public var contentInset: EdgeInsets
    /// The initial `contentOffset`, in pt (default `(-contentInset.left, -contentInset.top)`).
    public var contentOffset: Point
    /// `isPagingEnabled` (JSON `pagingEnabled`, default false).
    public var isPagingEnabled: Bool
    /// `bounces` (default true).
    public var bounces: Bool
    /// `alwaysBounceVertical` (default false).
    public var alwaysBounceVertical: Bool
    /// `alwaysBounceHorizontal` (default false).
    public var alwaysBounceHorizontal: Bool
    /// `decelerationRate` (default `.normal`).
    public var decelerationRate: DecelerationRate
    /// `scrollsToTop` (default true).
    public var scrollsToTop: Bool
    /// A delegate's `willEndDragging` override, as apps write it to stop on whole rows: the target
    /// offset is rounded to the nearest multiple of this interval on each axis that scrolls, in pt
    /// (> 0; default none: the target is left alone). Ignored by paging views, as UIKit ignores it.
    public var targetSnapInterval: Double?
    /// `isDirectionalLockEnabled` (JSON `directionalLockEnabled`, default false): a drag on this view
    /// (any finger step: `pan`, `drag`, `fling`, `touchMove`) that begins mostly along one axis
    /// scrolls along that axis only. It matters only to a view that scrolls along both axes.
    public var isDirectionalLockEnabled: Bool

    /// Creates a view; `contentOffset` defaults to the top-left resting offset `(-left, -top)`.
    public init(
        id: String, size: Size, contentSize: Size, contentInset: EdgeInsets = .zero, contentOffset: Point? = nil,
        isPagingEnabled: Bool = false, bounces: Bool = true, alwaysBounceVertical: Bool = false,
        alwaysBounceHorizontal: Bool = false, decelerationRate: DecelerationRate = .normal, scrollsToTop: Bool = true,
        targetSnapInterval: Double? = nil, isDirectionalLockEnabled: Bool = false
    ) {
        self.id = id
        self.size = size
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.contentOffset = contentOffset ?? Point(x: -contentInset.left, y: -contentInset.top)
        self.isPagingEnabled = isPagingEnabled
        self.bounces = bounces
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.decelerationRate = decelerationRate
        self.scrollsToTop = scrollsToTop
        self.targetSnapInterval = targetSnapInterval
        self.isDirectionalLockEnabled = isDirectionalLockEnabled
    }

    /// The `willEndDragging` hook that ``targetSnapInterval`` stands for, if any.
    public var willEndDraggingHook: WillEndDraggingHook? {
        guard let interval = targetSnapInterval else { return nil }
        return { event in
            guard case .willEndDragging(_, let target) = event.call else { return nil }
            return Point(x: (target.x / interval).rounded() * interval, y: (target.y / interval).rounded() * interval)
        }
    }

    /// The physics configuration for this view, with the chosen constants of docs/physics.md.
    public func configuration() throws(ScrollPhysicsError) -> ScrollViewConfiguration {
        let geometry = try ScrollGeometry(
            boundsSize: size, contentSize: contentSize, contentInset: contentInset, bounces: bounces,
            alwaysBounceHorizontal: alwaysBounceHorizontal, alwaysBounceVertical: alwaysBounceVertical)
        return try ScrollViewConfiguration(
            geometry: geometry, isPagingEnabled: isPagingEnabled, decelerationRate: decelerationRate,
            scrollsToTop: scrollsToTop, isDirectionalLockEnabled: isDirectionalLockEnabled)
    }
}
