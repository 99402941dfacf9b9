import ScreenModels
import Testing

/// Parchment's `PageViewManager` rules through the screen on a virtual clock (issue 13's
/// departures), compared as the screen's own ordered log.
@Suite struct PagingScreenParchmentTests {
    @Test func aFingerParkedOnTheDestinationCompletesTheTransition() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles, loadingPolicy: .eager)
        let before = await screen.screenEvents.count
        try await screen.pages.touchDown(at: Point(x: 370, y: 300))
        try await screen.pages.touchMove(to: Point(x: 300, y: 300))
        try await clock.advance(frames: 1)
        try await screen.pages.touchMove(to: Point(x: -5, y: 300))  // the content reaches page 1
        try await clock.advance(frames: 1)
        #expect(await screen.pages.isTracking)
        #expect(await screen.pendingIndex == nil)
        #expect(await screen.visibleIndex == 1)
        #expect(
            appearanceCalls(Array(await screen.screenEvents.dropFirst(before)))
                == ["1:viewWillAppear", "0:viewWillDisappear", "0:viewDidDisappear", "1:viewDidAppear"])
    }

    @Test func aFingerThatBringsTheContentBackCancelsTheTransition() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles, loadingPolicy: .eager)
        let before = await screen.screenEvents.count
        try await screen.pages.touchDown(at: Point(x: 300, y: 300))
        try await screen.pages.touchMove(to: Point(x: 200, y: 300))
        try await clock.advance(frames: 1)
        try await screen.pages.touchMove(to: Point(x: 310, y: 300))  // back exactly to page 0
        try await clock.advance(frames: 1)
        #expect(await screen.pages.isTracking)
        #expect(await screen.pendingIndex == nil)
        #expect(
            appearanceCalls(Array(await screen.screenEvents.dropFirst(before))) == [
                "1:viewWillAppear", "0:viewWillDisappear", "0:viewWillAppear", "1:viewWillDisappear",
                "0:viewDidAppear", "1:viewDidDisappear",
            ])
    }

    @Test func aNonAnimatedSetContentOffsetMakesParchmentsCallsInItsOrder() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles, loadingPolicy: .eager)
        let before = await screen.screenEvents.count
        try await screen.setContentOffset(Point(x: 750, y: 0), animated: false)
        #expect(
            appearanceCalls(Array(await screen.screenEvents.dropFirst(before)))
                == ["0:viewWillDisappear", "2:viewWillAppear", "0:viewDidDisappear", "2:viewDidAppear"])
        #expect(await screen.selectedIndex == 2)
        #expect(await screen.visibleIndex == 2)
    }

    /// Between pages, the appearance calls would stop half way (a page appearing, never appeared):
    /// the screen scrolls its pages only to a page, and says so, changing nothing.
    @Test func aSetContentOffsetBetweenPagesIsRefused() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        let before = await screen.screenEvents.count
        for offset in [Point(x: 560, y: 0), Point(x: 375, y: 1), Point(x: -375, y: 0), Point(x: .nan, y: 0)] {
            for animated in [false, true] {
                await #expect(throws: ScreenModelError.self) {
                    try await screen.setContentOffset(offset, animated: animated)
                }
            }
        }
        try await clock.advance(frames: 30)
        #expect(await screen.screenEvents.count == before)
        #expect(await screen.pages.contentOffset == .zero)
    }
}
