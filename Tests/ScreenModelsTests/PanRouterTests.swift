import ScreenModels
import Testing

/// Nested scrolling: the innermost view that can scroll along the movement takes the whole drag.
@Suite struct PanRouterTests {
    private let list = PanCandidate(id: "list", scrollsHorizontally: false, scrollsVertically: true)
    private let pages = PanCandidate(id: "pages", scrollsHorizontally: true, scrollsVertically: false)

    @Test func nothingIsDecidedWithinTheSlop() throws {
        #expect(try PanRouter(candidates: [list, pages]).decide(translation: Point(x: 6, y: 6)) == .undecided)
    }

    @Test func aVerticalListFailsOnAMostlyHorizontalMoveSoThePagesTakeIt() throws {
        let router = try PanRouter(candidates: [list, pages])
        #expect(
            try router.decide(translation: Point(x: -40, y: 25))
                == .scrolls(id: "pages", horizontally: true, vertically: false))
        #expect(
            try router.decide(translation: Point(x: -25, y: 40))
                == .scrolls(id: "list", horizontally: false, vertically: true))
    }

    @Test func aDiagonalSwipeScrollsExactlyOneView() throws {
        let router = try PanRouter(candidates: [list, pages])
        for translation in [Point(x: 30, y: 30), Point(x: -30, y: 30), Point(x: 31, y: -30), Point(x: 30, y: -31)] {
            guard case .scrolls = try router.decide(translation: translation) else { return #expect(Bool(false)) }
        }
    }

    @Test func aViewScrollingBothWaysTakesAnyMoveAndLocksOnlyWhenAsked() throws {
        let free = PanCandidate(id: "map", scrollsHorizontally: true, scrollsVertically: true)
        let locked = PanCandidate(
            id: "map", scrollsHorizontally: true, scrollsVertically: true, isDirectionalLockEnabled: true)
        #expect(
            try PanRouter(candidates: [free, pages]).decide(translation: Point(x: 30, y: 20))
                == .scrolls(id: "map", horizontally: true, vertically: true))
        #expect(
            try PanRouter(candidates: [locked, pages]).decide(translation: Point(x: 30, y: 20))
                == .scrolls(id: "map", horizontally: true, vertically: false))
    }

    @Test func whenEveryCandidateFailsNothingScrolls() throws {
        #expect(try PanRouter(candidates: [list]).decide(translation: Point(x: 40, y: 0)) == .none)
        #expect(throws: ScreenModelError.self) { try PanRouter(candidates: []) }
    }

    @Test func onThePagingScreenADiagonalSwipeMovesThePagesOrTheListNeverBoth() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        let list = try #require(try await screen.list(ofChild: 0))
        #expect(try await screen.scrollViews(at: Point(x: 100, y: 300)).map(\.id) == ["child/0/list", "pages"])
        let listLog = await list.recordEvents()
        let pagesLog = await screen.pages.recordEvents()
        #expect(try await screen.pan(at: Point(x: 300, y: 300), by: Point(x: -200, y: 120), duration: 0.2) == "pages")
        try await settle(clock)
        #expect(await listLog.count("willBeginDragging") == 0)
        #expect(await pagesLog.count("willBeginDragging") == 1)
        #expect(await screen.pages.contentOffset.x == 375)
        let second = try #require(try await screen.list(ofChild: 1))
        let secondLog = await second.recordEvents()
        #expect(
            try await screen.pan(at: Point(x: 200, y: 500), by: Point(x: -100, y: -160), duration: 0.2)
                == "child/1/list")
        try await settle(clock)
        #expect(await secondLog.count("willBeginDragging") == 1)
        #expect(await pagesLog.count("willBeginDragging") == 1)
        #expect(await screen.pages.contentOffset.x == 375)
        try await clock.stop()
    }

    /// A finger lands on every scroll view under it: the pages, snapping to page 1 after a swipe,
    /// stop where they are while a vertical pan scrolls the list, and finish the snap once the
    /// finger lifts. They went on snapping under the finger.
    @Test func aFingerOnSnappingPagesStopsThemWhileTheListTakesTheDrag() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        try await screen.swipe(direction: .left)
        try await clock.advance(frames: 12)
        let caught = await screen.pages.contentOffset.x
        let snapping = await screen.pages.isDecelerating
        #expect(caught > 0 && caught < 375 && snapping)
        #expect(
            try await screen.pan(at: Point(x: 20, y: 300), by: Point(x: 0, y: -150), duration: 0.2) == "child/0/list")
        try await clock.advance(frames: 6)
        #expect(await screen.pages.contentOffset.x == caught)
        try await settle(clock)
        #expect(await screen.pages.contentOffset.x == 375)
        try await clock.stop()
    }

    /// A pan refused for its arguments, or for a finger already down, touches no view: the pages
    /// snapping under it go on snapping. (The others were touched before the winner's drag checked
    /// its duration.)
    @Test func aRefusedPanLeavesEveryViewAsItWas() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        let list = try #require(try await screen.list(ofChild: 0))
        try await screen.swipe(direction: .left)
        try await clock.advance(frames: 12)
        let pagesLog = await screen.pages.recordEvents()
        await #expect(throws: ScreenModelError.self) {
            try await screen.pan(at: Point(x: 20, y: 300), by: Point(x: 0, y: -150), duration: -1)
        }
        try await list.touchDown(at: Point(x: 20, y: 300))
        await #expect(throws: ScreenModelError.self) {
            try await screen.pan(at: Point(x: 20, y: 300), by: Point(x: 0, y: -150), duration: 0.2)
        }
        try await list.touchUp()
        try await settle(clock)
        #expect(await pagesLog.milestones == ["didEndDecelerating"])
        #expect(await screen.pages.contentOffset.x == 375)
        try await clock.stop()
    }

    /// The bars lie above the pages, so a finger on them never reaches the scroll views: it is
    /// refused, naming the bar, except on the scrolling title bar, itself a scroll view.
    @Test func aFingerOnABarReachesNoPageOrList() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        for (y, bar) in [(30.0, "navigation"), (80.0, "title bar"), (640.0, "tab bar")] {
            await #expect {
                try await screen.scrollViews(at: Point(x: 200, y: y))
            } throws: { error in
                "\(error)".contains(bar)
            }
        }
        #expect(try await screen.scrollViews(at: Point(x: 200, y: 99)).map(\.id) == ["child/0/list", "pages"])
        #expect(try await screen.scrollViews(at: Point(x: 200, y: 617)).map(\.id) == ["child/0/list", "pages"])
        let scrolling = try await PagingScreen(
            clock: clock,
            configuration: PagingScreenConfiguration(
                titles: seedEssenceTitles, titleBarStyle: .scrolling, scrollViewIDPrefix: "s/"))
        #expect(try await scrolling.scrollViews(at: Point(x: 200, y: 100)).map(\.id) == ["s/titleBar"])
        try await clock.stop()
    }

    @Test func aDiagonalDragOnAViewScrollingBothWaysFollowsTheFingerUnlessLocked() async throws {
        let clock = try DisplayClock()
        let size = Size(width: 375, height: 667)
        let free = try ScrollView(id: "free", clock: clock, size: size, contentSize: Size(width: 1500, height: 3000))
        let locked = try ScrollView(
            id: "locked", clock: clock, size: size, contentSize: Size(width: 1500, height: 3000))
        try await locked.setDirectionalLockEnabled(true)
        let finger = Point(x: -60, y: -160)
        #expect(try await PanRouter.drag([free], by: finger, duration: 0.2) == "free")
        #expect(try await PanRouter.drag([locked], by: finger, duration: 0.2) == "locked")
        try await settle(clock)
        #expect(await free.contentOffset.x > 200)
        #expect(await locked.contentOffset.x == 0)
        #expect(await locked.contentOffset.y == free.contentOffset.y)
        #expect(try await PanRouter.drag([free], by: Point(x: 3, y: 4), duration: 0.2) == nil)  // within the slop
        try await clock.stop()
    }
}
