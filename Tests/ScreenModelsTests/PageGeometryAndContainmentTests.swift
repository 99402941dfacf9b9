import ScreenModels
import Testing

/// The pure helpers the paging screen is built on.
@Suite struct PageGeometryAndContainmentTests {
    @Test func visiblePagesAndHeading() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        let pages = screen.geometry
        #expect(pages.visiblePages(atOffsetX: 0) == 0...0)
        #expect(pages.visiblePages(atOffsetX: 1) == 0...1)
        #expect(pages.visiblePages(atOffsetX: 375) == 1...1)
        #expect(pages.visiblePages(atOffsetX: -20) == 0...0)
        #expect(pages.visiblePages(atOffsetX: 1500 + 30) == 4...4)
        #expect(pages.heading(fromPage: 0, offsetX: 10) == 1)
        #expect(pages.heading(fromPage: 0, offsetX: -10) == nil)
        #expect(pages.heading(fromPage: 2, offsetX: 700) == 1)
        #expect(pages.heading(fromPage: 2, offsetX: 750) == nil)
        #expect(pages.heading(fromPage: 4, offsetX: 1510) == nil)
        #expect(pages.page(nearestTo: 3 * 375) == 3)
        #expect(pages.page(nearestTo: 9999) == 4)
    }

    /// Public helpers answer any input instead of trapping (NaN and huge offsets were converted to
    /// `Int` as they were, a page past `Int.max` overflowed, a negative count made an array).
    @Test func thePureHelpersAnswerAnyInputWithoutTrapping() throws {
        let pages = try PageGeometry(pageSize: Size(width: 375, height: 667), pageCount: 5)
        for x in [Double.nan, .infinity, -.infinity] { #expect(pages.visiblePages(atOffsetX: x) == nil) }
        #expect(pages.visiblePages(atOffsetX: 1e308) == nil)
        #expect(pages.visiblePages(atOffsetX: -1e308) == nil)
        #expect(pages.visiblePages(atOffsetX: 375 * 4 + 100) == 4...4)
        #expect(pages.heading(fromPage: .max, offsetX: 1) == nil)
        #expect(pages.heading(fromPage: .min, offsetX: 1) == nil)
        let audit = LifecycleAudit(childCount: -1)
        #expect(audit.problems == ["childCount -1: expected a count >= 0"])
    }

    @Test func containmentIsAddThenDidMoveOnce() throws {
        var coordinator = try AppearanceCoordinator(childCount: 2)
        #expect(
            try coordinator.addChild(1) == [
                ChildLifecycleEvent(childIndex: 1, call: .willMoveToParent(hasParent: true))
            ])
        #expect(throws: ScreenModelError.self) { try coordinator.addChild(1) }
        #expect(throws: ScreenModelError.self) { try coordinator.didMoveToParent(child: 0) }
        #expect(
            try coordinator.didMoveToParent(child: 1) == [
                ChildLifecycleEvent(childIndex: 1, call: .didMoveToParent(hasParent: true))
            ])
        #expect(throws: ScreenModelError.self) { try coordinator.didMoveToParent(child: 1) }
        #expect(throws: ScreenModelError.self) { try coordinator.addChild(2) }
        #expect(try coordinator.child(1).containment == .attached)
    }
}
