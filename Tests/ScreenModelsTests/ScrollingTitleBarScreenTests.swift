import ScreenModels
import Testing

/// The scrolling title bar (seed 004) on a paging screen.
@Suite struct ScrollingTitleBarScreenTests {
    private func newsScreen(_ clock: DisplayClock) async throws -> PagingScreen {
        try await PagingScreen(clock: clock, titles: newsTitles, titleBarStyle: .scrolling)
    }

    @Test func theTitleBarIsANonBouncingScrollViewOfHundredPointItems() async throws {
        let clock = try DisplayClock()
        let screen = try await newsScreen(clock)
        let bar = try #require(screen.titleBar)
        #expect(bar.id == "titleBar")
        #expect(await bar.contentSize.width == 700)
        #expect(await !bar.bounces)
        #expect(await screen.indicatorFrame == nil)
        #expect(try await screen.titleScale(0) == 1.3)
        #expect(try await screen.titleScale(1) == 1)
    }

    @Test func aTapCentresTheSelectedTitleWithClamping() async throws {
        let clock = try DisplayClock()
        let screen = try await newsScreen(clock)
        let bar = try #require(screen.titleBar)
        let log = await bar.recordEvents()
        try await screen.tapTitle(3)
        try await settle(clock)
        #expect(await bar.contentOffset == Point(x: 350 - 187.5, y: 0))
        #expect(await log.milestones == ["didEndScrollingAnimation"])
        #expect(await log.first("didEndScrollingAnimation")?.frame == 18)
        #expect(try await screen.titleScale(3) == 1.3)
        #expect(try await screen.titleScale(0) == 1)
        try await screen.tapTitle(6)
        try await settle(clock)
        #expect(await bar.contentOffset == Point(x: 325, y: 0))  // 650 - 187.5 clamped to 700 - 375
        try await screen.tapTitle(0)
        try await settle(clock)
        #expect(await bar.contentOffset == .zero)
    }

    @Test func aSwipeCentresTheTitleOfThePageLandedOn() async throws {
        let clock = try DisplayClock()
        let screen = try await newsScreen(clock)
        try await screen.tapTitle(4)
        try await settle(clock)
        try await screen.swipe(direction: .left)
        try await settle(clock)
        #expect(await screen.selectedIndex == 5)
        #expect(await screen.titleBar?.contentOffset == Point(x: 325, y: 0))
        try await screen.swipe(direction: .right)
        try await settle(clock)
        try await screen.swipe(direction: .right)
        try await settle(clock)
        #expect(await screen.selectedIndex == 3)
        #expect(await screen.titleBar?.contentOffset == Point(x: 162.5, y: 0))
    }

    @Test func fastRepeatedTapsEndOnTheLastTitleTapped() async throws {
        let clock = try DisplayClock()
        let screen = try await newsScreen(clock)
        let pages = await screen.pages.recordEvents()
        for (index, gap) in [(5, 2), (1, 2), (6, 1), (2, 0)] {
            try await screen.tapTitle(index)
            try await clock.advance(frames: gap)
        }
        try await settle(clock)
        #expect(await screen.selectedIndex == 2)
        #expect(await screen.visibleIndex == 2)
        #expect(await screen.pendingIndex == nil)
        #expect(await screen.pages.contentOffset == Point(x: 750, y: 0))
        #expect(await screen.titleBar?.contentOffset == Point(x: 62.5, y: 0))
        #expect(await pages.count("didEndScrollingAnimation") == 1)
        #expect(try await screen.titleScale(2) == 1.3)
        for index in 0..<7 where index != 2 {
            #expect(try await screen.child(index).appearance == .disappeared)
        }
        #expect(try await screen.child(2).appearance == .appeared)
        // A tap long after is not stuck either.
        try await screen.tapTitle(4)
        try await settle(clock)
        #expect(await screen.visibleIndex == 4)
    }

    @Test func aFixedBarAlsoEndsOnTheLastOfFastTaps() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        try await screen.tapTitle(4)
        try await clock.advance(frames: 3)
        try await screen.tapTitle(1)
        try await clock.advance(frames: 3)
        try await screen.tapTitle(3)
        try await clock.run(untilTime: 0.1 + 0.25)
        #expect(await screen.indicatorFrame == Rect(x: 225 + 23.5, y: 34, width: 28, height: 1))
        try await settle(clock)
        #expect(await screen.selectedIndex == 3)
        #expect(await screen.visibleIndex == 3)
    }
}
