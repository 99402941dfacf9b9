/// Page-target selection for paging scroll views (reference §4).
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

    /// The index of the last page of `range` for pages of `pageSize` (pt).
    public static func lastPage(of range: ScrollableRange, pageSize: Double) -> Int {
        guard pageSize > 0, range.maximum > 0 else { return 0 }
        return Int((range.maximum / pageSize - 1e-9).rounded(.up))
    }

    /// The nearest page to `offset` (pt), within the content's pages.
    public static func nearestPage(to offset: Double, pageSize: Double, range: ScrollableRange) -> Int {
        guard pageSize > 0 else { return 0 }
        let page = Int((offset / pageSize).rounded())
        return min(max(page, 0), lastPage(of: range, pageSize: pageSize))
    }

    /// The resting offset of `page` (pt): `page * pageSize`, moved into `range`.
    public static func offset(ofPage page: Int, pageSize: Double, range: ScrollableRange) -> Double {
        range.clamp(Double(page) * pageSize)
    }

    /// The page to snap to on release at `offset` (pt) with `velocity` (pt/s), for a touch that went
    /// down on `startPage`.
    public func targetPage(
        offset: Double, velocity: Double, pageSize: Double, startPage: Int, range: ScrollableRange
    ) -> Int {
        guard pageSize > 0 else { return 0 }
        var p = offset / pageSize
        if abs(velocity) > flickVelocityThreshold { p += velocity > 0 ? 0.5 : -0.5 }
        let page = Int(p.rounded())
        let oneFlick = min(max(page, startPage - 1), startPage + 1)
        return min(max(oneFlick, 0), Paging.lastPage(of: range, pageSize: pageSize))
    }
}
