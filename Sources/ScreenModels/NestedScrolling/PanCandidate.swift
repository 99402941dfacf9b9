/// A scroll view under a touch, as its pan gesture recogniser sees it: which axes it can scroll
/// along and whether it locks a drag to one axis.
public struct PanCandidate: Sendable, Hashable {
    /// The scroll view's id.
    public let id: String
    /// Whether it scrolls horizontally: its content (with insets) is wider than its bounds, or it
    /// bounces horizontally always.
    public let scrollsHorizontally: Bool
    /// Whether it scrolls vertically, likewise.
    public let scrollsVertically: Bool
    /// `isDirectionalLockEnabled`: a drag that begins mostly along one axis scrolls along it only.
    public let isDirectionalLockEnabled: Bool

    /// A candidate with the given axes.
    public init(id: String, scrollsHorizontally: Bool, scrollsVertically: Bool, isDirectionalLockEnabled: Bool = false)
    {
        self.id = id
        self.scrollsHorizontally = scrollsHorizontally
        self.scrollsVertically = scrollsVertically
        self.isDirectionalLockEnabled = isDirectionalLockEnabled
    }

    /// A candidate for a scroll view of `geometry` (UIKit's rule: content plus insets larger than
    /// the bounds on an axis, or `alwaysBounce` on it).
    public init(id: String, geometry: ScrollGeometry, isDirectionalLockEnabled: Bool = false) {
        let inset = geometry.contentInset
        let bounds = geometry.boundsSize
        let content = geometry.contentSize
        self.init(
            id: id,
            scrollsHorizontally: content.width + inset.left + inset.right > bounds.width
                || geometry.alwaysBounceHorizontal,
            scrollsVertically: content.height + inset.top + inset.bottom > bounds.height
                || geometry.alwaysBounceVertical,
            isDirectionalLockEnabled: isDirectionalLockEnabled)
    }
}
