import Testing

@testable import ScrollPhysics

/// Reference §4: a paging view's pages are multiples of its bounds, "clamped to the content's
/// pages". Insets widen the scrollable range but add no page; a partial last page counts and rests
/// at the end of the range.
@Suite struct PagingInsetTests {
    /// Pages of 375 pt over `content` pt, with insets `left` and `right` (pt).
    func pages(left: Double, right: Double, content: Double = 5 * 375) throws -> ScrollViewConfiguration {
        try ScrollViewConfiguration(
            geometry: ScrollGeometry(
                boundsSize: Fixtures.screen, contentSize: Size(width: content, height: 0),
                contentInset: EdgeInsets(left: left, right: right)),
            isPagingEnabled: true)
    }

    /// Where a release asked the view to rest (`willEndDragging`'s target) and where it came to rest (pt).
    struct Landing {
        var target: Double
        var rest: Double
    }

    /// Drags from the page at `start` by `dx` over 6 frames and lets the snap settle.
    func release(_ configuration: ScrollViewConfiguration, from start: Double, by dx: Double) throws -> Landing {
        var d = try Driver(configuration, offset: Point(x: start, y: 0))
        try d.drag(Point(x: dx, y: 0), frames: 6)
        try d.settle()
        let release = try #require(d.log.first { $0.event.call.name == "willEndDragging" })
        guard case .willEndDragging(_, let target) = release.event.call else {
            return Landing(target: .nan, rest: .nan)
        }
        return Landing(target: target.x, rest: d.motion.contentOffset.x)
    }

    @Test func aTrailingInsetAddsNoPage() throws {
        // On the last page (1500), a flick towards the inset (the range ends at 1520 or 1800): the
        // page past the content does not exist, so the view snaps back to 1500.
        for right in [20.0, 300] {
            let landing = try release(pages(left: 10, right: right), from: 1500, by: -60)
            #expect(landing.target == 1500, "right inset \(right)")
            #expect(landing.rest == 1500, "right inset \(right)")
        }
        // Towards the previous page, the flick still goes one page.
        #expect(try release(pages(left: 10, right: 20), from: 1500, by: 60).rest == 1125)
    }

    @Test func aLeadingInsetAddsNoPageEither() throws {
        let landing = try release(pages(left: 40, right: 0), from: 0, by: 60)
        #expect(landing.target == 0)
        #expect(landing.rest == 0)
    }

    @Test func aPartialLastPageRestsAtTheEndOfTheRange() throws {
        // 1000 pt of content in 375 pt pages: pages at 0 and 375, and a partial one whose offset,
        // 750, lies past the range's end (625): the view rests there, as near as it can.
        let configuration = try pages(left: 0, right: 0, content: 1000)
        #expect(try release(configuration, from: 375, by: -60).rest == 625)
        // With a trailing inset the range, and so the resting place, ends 20 pt further.
        #expect(try release(pages(left: 0, right: 20, content: 1000), from: 375, by: -60).rest == 645)
    }

    @Test func thePagesOfAGeometryIgnoreItsInsets() throws {
        let geometry = try ScrollGeometry(
            boundsSize: Fixtures.screen, contentSize: Size(width: 1875, height: 0),
            contentInset: EdgeInsets(left: 10, right: 20))
        #expect(geometry.range(.horizontal) == ScrollableRange(minimum: -10, maximum: 1520))
        #expect(geometry.pageRange(.horizontal) == ScrollableRange(minimum: 0, maximum: 1500))
        #expect(Paging.lastPage(of: geometry.pageRange(.horizontal), pageSize: 375) == 4)
    }
}
