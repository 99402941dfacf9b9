/// Page-target selection for paging scroll views (docs/physics.md §4).
///
/// Pages are multiples of the bounds extent. On release: `p = offset / pageSize`; if
/// `|velocity| > flickVelocityThreshold` then `p += 0.5 sign(velocity)`; the page is `round(p)`,
/// clamped to the page at touch-down ± 1 (at most one page per flick, documented) and to the content.
public struct Paging: Sendable, Hashable {
    /// The release speed above which a flick advances the page (chosen, as Flutter), in pt/s.
    public static let defaultFlickVelocityThreshold = 50.0

    /// The speed above which a flick advances the page, in pt/s.
    public var flickVelocityThreshold: Double

    /// Creates page-target selection with a flick threshold (pt/s).
    public init(flickVelocityThreshold: Double = Paging.defaultFlickVelocityThreshold) {
        self.flickVelocityThreshold = flickVelocityThreshold
    }

    /// The largest page index: 2^52, below which every integer is exact as a `Double`. Huge content,
    /// huge offsets or tiny pages give at most this index instead of trapping, and `page ± 1` never
    /// overflows.
    public static let maximumPage = 1 << 52

    /// A page index from a page position (`offset / pageSize`), rounded by `rule`, in
    /// `-maximumPage...maximumPage`; NaN gives 0.
    static func pageIndex(_ position: Double, _ rule: FloatingPointRoundingRule) -> Int {
        SaturatingConversion.int(position, rounding: rule, in: -maximumPage...maximumPage)
    }

    /// The index of the last page of `range` for pages of `pageSize` (pt), at most ``maximumPage``:
    /// pages start at 0, and a partial last page counts. For a scroll view's pages, pass its
    /// ``ScrollGeometry/pageRange(_:)``.
    public static func lastPage(of range: ScrollableRange, pageSize: Double) -> Int {
        guard pageSize > 0, range.maximum > 0 else { return 0 }
        return max(0, pageIndex(range.maximum / pageSize - 1e-9, .up))
    }

    /// The nearest page to `offset` (pt), within the content's pages.
    public static func nearestPage(to offset: Double, pageSize: Double, range: ScrollableRange) -> Int {
        guard pageSize > 0 else { return 0 }
        let page = pageIndex(offset / pageSize, .toNearestOrAwayFromZero)
        return min(max(page, 0), lastPage(of: range, pageSize: pageSize))
    }

    /// The resting offset of `page` (pt): `page * pageSize`, moved into `range`.
    public static func offset(ofPage page: Int, pageSize: Double, range: ScrollableRange) -> Double {
        range.clamp(Double(page) * pageSize)
    }

    /// How much above ``flickVelocityThreshold``, relatively (unitless), a release velocity must be to
    /// count as a flick: a velocity estimated from frame times carries rounding, and one of exactly
    /// the threshold (5 pt in 0.1 s: 50 pt/s) went a page further on every other frame.
    public static let thresholdTolerance = 1e-9

    /// The page to snap to on release at `offset` (pt) with `velocity` (pt/s), for a touch that went
    /// down on `startPage`, among the pages of `range` (a scroll view's
    /// ``ScrollGeometry/pageRange(_:)``).
    public func targetPage(
        offset: Double, velocity: Double, pageSize: Double, startPage: Int, range: ScrollableRange
    ) -> Int {
        guard pageSize > 0 else { return 0 }
        var p = offset / pageSize
        if abs(velocity) > flickVelocityThreshold * (1 + Self.thresholdTolerance) { p += velocity > 0 ? 0.5 : -0.5 }
        let page = Paging.pageIndex(p, .toNearestOrAwayFromZero)
        let start = min(max(startPage, -Paging.maximumPage), Paging.maximumPage)
        let oneFlick = min(max(page, start - 1), start + 1)
        return min(max(oneFlick, 0), Paging.lastPage(of: range, pageSize: pageSize))
    }
}
