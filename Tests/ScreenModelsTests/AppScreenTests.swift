import ScreenModels
import Testing

/// Seed 000's app on the clock: the machine's calls become events, the paging root forwards them
/// to its children, transitions end with their animations.
@Suite struct AppScreenTests {
    private func makeApp(
        _ clock: DisplayClock, _ configuration: AppConfiguration = AppConfiguration()
    ) async throws -> AppScreen {
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles, showing: false)
        return try await AppScreen(
            pagingScreen: screen, tabBar: TabBarController(clock: clock, width: 375), configuration: configuration)
    }

    @Test func aTabSwitchLoadsTheNewRootAndTakesThePagingScreenOffScreen() async throws {
        let clock = try DisplayClock()
        let app = try await makeApp(clock)
        try await app.tapTab(1)
        #expect(await app.names("tab/1/root") == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(await app.pagingScreen.appearance == .disappeared)
        #expect(try await app.pagingScreen.child(0).appearance == .disappeared)
        #expect(await app.list(of: "tab/1/root") != nil)
        #expect(await app.tabBar.selectedIndex == 1)
        try await app.tapTab(1)
        #expect(await app.names("tabs").filter { $0 == "didSelect" }.count == 2)
        try await clock.stop()
    }

    /// A simple screen's list is its controller's first view, under the translucent navigation and
    /// tab bars: UIKit adjusts its inset to them (64 at the top, 49 at the bottom), so it first rests
    /// at y = -64 and scrolls to content + 49 - the screen's height. So does a pushed screen's.
    @Test func aSimpleScreensListRestsUnderTheBars() async throws {
        let clock = try DisplayClock()
        let app = try await makeApp(clock)
        try await app.tapTab(1)
        try await app.push()
        try await clock.advance(frames: 10)
        for path in ["tab/1/root", "tab/1/pushed/1"] {
            let list = try #require(await app.list(of: path))
            #expect(await list.contentOffset == Point(x: 0, y: -64), "\(path)")
            let range = await list.configuration.geometry.range(.vertical)
            #expect(range.minimum == -64 && range.maximum == 3000 + 49 - 667, "\(path)")
        }
        try await clock.stop()
    }

    /// A push or pop that the app's navigation bar refuses (a transition of its own running) is
    /// refused before the app begins it: its screens hear no will-call that nothing would end.
    @Test func aPushOrPopTheBarRefusesChangesNothing() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles, showing: false)
        let bar = try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0))
        let app = try await AppScreen(
            pagingScreen: screen, navigationBar: bar, tabBar: TabBarController(clock: clock, width: 375))
        let events = await app.screenEvents.count
        try await bar.push(to: .standard)
        await #expect(throws: ScreenModelError.self) { try await app.push() }
        #expect(await app.transition == nil)
        #expect(await app.stackDepth == 1)
        #expect(await app.screenEvents.count == events)
        try await clock.runUntilIdle()
        // The app's own push works once the bar is free; a pop the bar refuses changes nothing too.
        try await bar.pop()
        try await clock.runUntilIdle()
        try await app.push()
        try await clock.runUntilIdle()
        try await bar.interactivePop(progress: 0.2)
        let before = await app.screenEvents.count
        await #expect(throws: ScreenModelError.self) { try await app.pop() }
        #expect(await app.transition == nil)
        #expect(await app.stackDepth == 2)
        #expect(await app.screenEvents.count == before)
        try await clock.stopAbandoningPendingWork()
    }

    @Test func aPushEndsWithItsAnimationAndAPopRevealsThePagingScreensChild() async throws {
        let clock = try DisplayClock()
        let app = try await makeApp(clock)
        try await app.push()
        #expect(try await app.pagingScreen.child(0).appearance == .disappearing)
        await #expect(throws: ScreenModelError.self) { try await app.tapTab(2) }
        try await clock.advance(frames: 8)
        #expect(try await app.pagingScreen.child(0).appearance == .disappeared)
        #expect(await app.names("tab/0/pushed/1").suffix(2) == ["viewWillAppear", "viewDidAppear"])
        try await app.pop()
        try await clock.advance(frames: 8)
        #expect(try await app.pagingScreen.child(0).appearance == .appeared)
        #expect(await app.stackDepth == 1)
        #expect(await app.list(of: "tab/0/pushed/1") == nil)
        try await clock.stop()
    }

    /// An interactive pop released where it goes (cancelled at 0, finished at 1) has nothing left to
    /// animate: it ends in the release frame, as the bar's does. The screens' "did" calls came a
    /// frame later, and a pop in between was refused for a transition the bar had ended.
    @Test(arguments: [(false, 0.0), (true, 1.0)])
    func anInteractivePopWithNothingLeftToAnimateEndsInItsReleaseFrame(finish: Bool, progress: Double) async throws {
        let clock = try DisplayClock()
        let app = try await makeApp(clock)
        try await app.push()
        try await clock.runUntilIdle()
        try await app.beginInteractivePop()
        try await clock.advance(frames: 3)
        let frame = clock.frameIndex
        try await app.releaseInteractivePop(finish: finish, progress: progress)
        #expect(await app.transition == nil)
        let ends = await app.screenEvents.filter { $0.name == "viewDidAppear" || $0.name == "viewDidDisappear" }
        #expect(ends.suffix(2).allSatisfy { $0.frame == frame })
        #expect(await app.stackDepth == (finish ? 1 : 2))
        try await clock.stop()
    }

    @Test func aPopInTheFrameThePushEndsFindsTheAppAndItsBarReady() async throws {
        // The app's timer ends the push first in that frame; the bar's own frame came after the
        // pop, which the bar then refused while the app had taken it: the app was stuck in a pop.
        for popsInteractively in [false, true] {
            let clock = try DisplayClock()
            let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles, showing: false)
            let bar = try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0))
            let app = try await AppScreen(
                pagingScreen: screen, navigationBar: bar, tabBar: TabBarController(clock: clock, width: 375))
            try await app.push()
            let end = clock.frameIndex + FrameCount.frames(spanning: bar.transitionDuration, framesPerSecond: 60)
            await clock.spawn {
                try await clock.sleep(untilFrame: end)
                #expect(await app.stackDepth == 2)
                #expect(await bar.depth == 2)
                if popsInteractively {
                    try await app.beginInteractivePop()
                    try await bar.interactivePop(progress: 0.5)
                    try await bar.releaseInteractivePop(finish: true)
                    try await app.releaseInteractivePop(finish: true, progress: 0.5)
                } else {
                    try await app.pop()
                }
            }
            try await clock.runUntilIdle()
            #expect(await app.stackDepth == 1)
            #expect(await bar.depth == 1)
            #expect(await app.names("tab/0/pushed/1").suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
            #expect(try await screen.child(0).appearance == .appeared)
            try await app.tapPublish()  // no transition left running
            try await clock.runUntilIdle()
            try await clock.stop()
        }
    }

    @Test func backOnThePagingScreenMidTitleTapThePageFlownToAppearsWhenTheyArrive() async throws {
        // Title 3 tapped, tab 1 and back while the pages fly: page 3 appears with the screen and
        // hears viewDidAppear as they arrive; page 1, flown over, hears nothing. (The screen came
        // back settled on the page nearest the offset: page 1 loaded, appeared and disappeared.)
        let clock = try DisplayClock()
        let app = try await makeApp(clock)
        let screen = app.pagingScreen
        let pages = await screen.pages.recordEvents()
        try await screen.tapTitle(3)
        try await clock.advance(frames: 6)
        try await app.tapTab(1)
        try await clock.advance(frames: 3)
        try await app.tapTab(0)
        #expect(try await screen.child(3).appearance == .appearing)
        try await clock.runUntilIdle()
        #expect(await screen.names("child/1") == ["willMoveToParent"])
        let appearanceCalls: Set<String> = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
        #expect(
            await screen.names("child/3").filter(appearanceCalls.contains) == [
                "viewWillAppear", "viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear",
            ])
        let arrived = try #require(await screen.events(named: "viewDidAppear").last)
        let landed = try #require(await pages.first("didEndScrollingAnimation"))
        #expect(arrived.source == "child/3" && arrived.frame == landed.frame)
        #expect(landed.contentOffset == Point(x: 1125, y: 0))
        try await clock.stop()
    }

    /// The release's progress sets the rest of the animation: one outside [0, 1] was taken as given
    /// (a negative or NaN duration), as the navigation bar's own check already refused it.
    @Test func anInteractivePopsReleaseRefusesAProgressOutsideTheUnitInterval() async throws {
        let clock = try DisplayClock()
        let app = try await makeApp(clock)
        try await app.push()
        try await clock.runUntilIdle()
        try await app.beginInteractivePop()
        for bad in [Double.nan, -3, 1.5] {
            await #expect(
                throws: ScreenModelError(argument: "progress", expected: "a number in [0, 1]", actual: "\(bad)")
            ) { try await app.releaseInteractivePop(finish: true, progress: bad) }
        }
        try await app.releaseInteractivePop(finish: true, progress: 0.5)  // still tracking: nothing changed
        try await clock.runUntilIdle()
        #expect(await app.stackDepth == 1)
        try await clock.stop()
    }

    @Test func aPoppedScreensListStopsWithItsScreen() async throws {
        // A list still decelerating when its screen is popped stopped at the pop's end, where UIKit
        // releases it; it went on sending didScroll, drawn after the plot's cut.
        let clock = try DisplayClock()
        let app = try await makeApp(clock)
        try await app.push()
        try await clock.advance(frames: 10)
        let list = try #require(await app.list(of: "tab/0/pushed/1"))
        let log = await list.recordEvents()
        try await list.fling(velocity: Point(x: 0, y: 2000))
        try await clock.advance(frames: 10)
        try await app.pop()
        try await clock.runUntilIdle()
        let popped = try #require(await app.names("tab/0/pushed/1").lastIndex(of: "viewDidDisappear"))
        #expect(popped > 0 && list.isDiscarded)
        let end = try #require(await app.screenEvents.last { $0.source == "tab/0/pushed/1" }).frame
        #expect(await log.events.allSatisfy { $0.frame < end })
        #expect(await !log.names.contains("didEndDecelerating"))
        try await clock.stop()
    }

    @Test func withoutDispatchOnceEveryFullScreenDismissAddsAPublishButton() async throws {
        for (setup, expected) in [(AppConfiguration.PublishButtonSetup.unguarded, 3), (.guarded, 1)] {
            let clock = try DisplayClock()
            let app = try await makeApp(clock, AppConfiguration(publishSetup: setup))
            for _ in 0..<2 {
                try await app.tapPublish()
                try await clock.advance(frames: 31)
                try await app.dismiss()
                try await clock.advance(frames: 31)
            }
            #expect(await app.publishButtonCount == expected)
            #expect(
                await app.pagingScreen.screenEvents.filter { $0.source == "child/0" && $0.name == "viewWillAppear" }
                    .count == 3)
            try await clock.stop()
        }
    }

    @Test func aPageSheetLeavesThePresenterAlone() async throws {
        let clock = try DisplayClock()
        let app = try await makeApp(clock, AppConfiguration(publishStyle: .pageSheet, publishSetup: .unguarded))
        try await app.tapPublish()
        try await clock.advance(frames: 31)
        try await app.dismiss()
        try await clock.advance(frames: 31)
        #expect(await app.publishButtonCount == 1)
        #expect(
            await app.names("modal") == [
                "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
            ])
        #expect(await app.pagingScreen.appearance == .appeared)
        try await clock.stop()
    }

    @Test func theCustomTabBarsSlotsAreTabsAroundTheCentredPublishButton() async throws {
        let clock = try DisplayClock()
        let app = try await makeApp(clock, AppConfiguration(publishStyle: .pageSheet))
        try await app.tapTabBar(atX: 80)  // slot 1: tab 1
        #expect(await app.selectedTab == 1)
        try await app.tapTabBar(atX: 250)  // slot 3: tab 2
        #expect(await app.selectedTab == 2)
        try await app.tapTabBar(atX: 187.5)  // slot 2: the publish button
        #expect(await app.presentedStyle == .pageSheet)
        await #expect(throws: ScreenModelError.self) { try await app.tapTabBar(atX: 375) }
        try await clock.advance(frames: 31)
        try await clock.stop()
    }

    @Test func shouldSelectCanRefuseATab() async throws {
        let clock = try DisplayClock()
        let app = try await makeApp(clock, AppConfiguration(refusedTabs: [3]))
        try await app.tapTab(3)
        #expect(await app.selectedTab == 0)
        #expect(await app.names("tabs").last == "shouldSelectRefused")
        try await clock.stop()
    }
}
