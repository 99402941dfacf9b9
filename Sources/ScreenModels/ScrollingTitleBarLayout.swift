/// The geometry of the scrolling title bar (seed 004, after NetEase News): items of a fixed width
/// side by side in a horizontal scroll view, the selected one scaled up and scrolled to the centre.
///
/// Only the geometry: the animated scroll to `contentOffsetX(centering:)` is a scroll view's job.
/// The bar does not bounce, so the offset always lies in [0, contentWidth - screenWidth].
public struct ScrollingTitleBarLayout: Sendable, Hashable {
    /// The seed's item width, 100 pt.
    public static let defaultItemWidth = 100.0
    /// The seed's item height, 40 pt.
    public static let defaultItemHeight = 40.0
    /// The seed's scale of the selected item, 1.3 (unitless).
    public static let defaultSelectedScale = 1.3

    /// Number of items (> 0).
    public let itemCount: Int
    /// The visible width of the bar (the screen width in the seed), in pt (> 0).
    public let screenWidth: Double
    /// Width of every item, in pt (> 0).
    public let itemWidth: Double
    /// Height of every item, in pt (> 0).
    public let itemHeight: Double
    /// Scale of the selected item (unitless, > 0); the others are 1.
    public let selectedScale: Double

    /// Creates the layout of `itemCount` items across a bar `screenWidth` pt wide. Throws for no
    /// items, or a non-finite or non-positive width, height or scale.
    public init(
        itemCount: Int, screenWidth: Double, itemWidth: Double = defaultItemWidth,
        itemHeight: Double = defaultItemHeight, selectedScale: Double = defaultSelectedScale
    ) throws(ScreenModelError) {
        guard itemCount > 0 else {
            throw ScreenModelError(argument: "itemCount", expected: "at least one item", actual: "\(itemCount)")
        }
        try Check.positive(screenWidth, "screenWidth")
        try Check.positive(itemWidth, "itemWidth")
        try Check.positive(itemHeight, "itemHeight")
        try Check.positive(selectedScale, "selectedScale")
        self.itemCount = itemCount
        self.screenWidth = screenWidth
        self.itemWidth = itemWidth
        self.itemHeight = itemHeight
        self.selectedScale = selectedScale
    }

    /// Creates the layout for `titles` (one item each); throws for an empty list, as `init(itemCount:...)`.
    public init(titles: [String], screenWidth: Double) throws(ScreenModelError) {
        guard !titles.isEmpty else {
            throw ScreenModelError(argument: "titles", expected: "at least one title", actual: "[]")
        }
        try self.init(itemCount: titles.count, screenWidth: screenWidth)
    }

    /// The scroll view's content width, itemCount * itemWidth, in pt.
    public var contentWidth: Double { Double(itemCount) * itemWidth }

    /// The largest content offset x, max(0, contentWidth - screenWidth), in pt.
    public var maximumOffsetX: Double { max(0, contentWidth - screenWidth) }

    /// The frame of item `index` in content coordinates, in pt (unscaled). Throws when out of range.
    public func itemFrame(_ index: Int) throws(ScreenModelError) -> Rect {
        try Check.index(index, count: itemCount, "index")
        return Rect(x: Double(index) * itemWidth, y: 0, width: itemWidth, height: itemHeight)
    }

    /// The content offset x (pt) that centres item `index`:
    /// clamp(item.midX - screenWidth / 2, 0, contentWidth - screenWidth), and 0 when the content
    /// fits (contentWidth <= screenWidth). The seed uses the item's left edge; centring its centre is
    /// the fix users expect. Throws when out of range.
    public func contentOffsetX(centering index: Int) throws(ScreenModelError) -> Double {
        let midX = try itemFrame(index).middle(.horizontal)
        return clamp(midX - screenWidth / 2, 0, maximumOffsetX)
    }

    /// The scale of item `index` when `selectedIndex` is selected (unitless): `selectedScale` for the
    /// selected item, 1 otherwise. Throws when either index is out of range.
    public func scale(ofItem index: Int, selectedIndex: Int) throws(ScreenModelError) -> Double {
        try Check.index(index, count: itemCount, "index")
        try Check.index(selectedIndex, count: itemCount, "selectedIndex")
        return index == selectedIndex ? selectedScale : 1
    }
}
