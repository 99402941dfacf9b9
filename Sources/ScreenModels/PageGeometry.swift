/// The pages of a horizontally paging scroll view: `pageCount` pages of `size`, side by side.
///
/// Page rules come from the physics core (`Paging`), so a page index here is the page the scroll
/// view itself would snap to.
public struct PageGeometry: Sendable, Hashable {
    /// The size of one page (the scroll view's bounds), in pt.
    public let pageSize: Size
    /// Number of pages (> 0).
    public let pageCount: Int

    /// Pages of `pageSize` pt, `pageCount` of them. Throws for a size that is not finite and > 0
    /// or for no pages.
    public init(pageSize: Size, pageCount: Int) throws(ScreenModelError) {
        try Check.positive(pageSize.width, "pageSize.width")
        try Check.positive(pageSize.height, "pageSize.height")
        guard pageCount > 0 else {
            throw ScreenModelError(argument: "pageCount", expected: "at least one page", actual: "\(pageCount)")
        }
        self.pageSize = pageSize
        self.pageCount = pageCount
    }

    /// The page width, in pt.
    public var pageWidth: Double { pageSize.width }

    /// The content size of the paging scroll view, count * width by 0, in pt (as the seeds).
    public var contentSize: Size { Size(width: Double(pageCount) * pageWidth, height: 0) }

    /// The resting offsets x, [0, (count - 1) * width], in pt.
    public var range: ScrollableRange { ScrollableRange(minimum: 0, maximum: Double(pageCount - 1) * pageWidth) }

    /// The page nearest to content offset x `x` (pt), within the pages. Equal to the seeds'
    /// `Int(offset.x / width)` whenever the offset lies on a page, as it does at rest.
    public func page(nearestTo x: Double) -> Int {
        Paging.nearestPage(to: x, pageSize: pageWidth, range: range)
    }

    /// The content offset x of `page`, page * width, in pt.
    public func offsetX(ofPage page: Int) -> Double { Double(page) * pageWidth }

    /// The page whose resting offset is exactly `offset` (pt): (page * width, 0); nil for an offset
    /// between pages, past either end or off the horizontal line.
    public func page(restingAt offset: Point) -> Int? {
        guard offset.y == 0, offset.x.isFinite else { return nil }
        let page = page(nearestTo: offset.x)
        return offsetX(ofPage: page) == offset.x ? page : nil
    }

    /// The frame of `page`'s child view in the scroll view's content, in pt: the scroll view's
    /// bounds when it rests on that page (the seeds' `childVc.view.frame = scrollView.bounds`).
    public func frame(ofPage page: Int) -> Rect {
        Rect(origin: Point(x: offsetX(ofPage: page), y: 0), size: pageSize)
    }

    /// The pages any part of which is visible at content offset x `x` (pt), or nil if none is
    /// (only possible far past an edge).
    public func visiblePages(atOffsetX x: Double) -> ClosedRange<Int>? {
        guard x.isFinite else { return nil }  // no offset: nothing visible (and no trap)
        // Clamped a page beyond each end, so that an offset far past an edge still shows none.
        let pages = -1...pageCount
        let first = max(0, SaturatingConversion.int(x / pageWidth, rounding: .down, in: pages))
        let end = SaturatingConversion.int((x + pageWidth) / pageWidth, rounding: .up, in: pages)
        let last = min(pageCount - 1, end - 1)
        return first <= last ? first...last : nil
    }

    /// The page a drag that started resting on `startPage` is heading for at content offset x `x`
    /// (pt): the next page when the content has moved left of the start page, the previous one when
    /// it has moved right, nil when it has not moved, there is no page that way, or `startPage` is
    /// not a page.
    public func heading(fromPage startPage: Int, offsetX x: Double) -> Int? {
        guard (0..<pageCount).contains(startPage) else { return nil }  // not a page: no neighbour
        let start = offsetX(ofPage: startPage)
        let next = x > start ? startPage + 1 : x < start ? startPage - 1 : startPage
        return next != startPage && (0..<pageCount).contains(next) ? next : nil
    }
}
