import ScreenModels
import Testing

/// A stopped clock answers every command with `clockStopped`, changing nothing. The app's commands
/// began their transitions first (a push that could never end, a tab selected that its tab bar
/// never showed), the bar's interactive pop began one, and a refused scroll to top returned false.
@Suite struct StoppedClockCommandTests {
    private func stoppedApp() async throws -> (DisplayClock, AppScreen) {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles, showing: false)
        let app = try await AppScreen(
            pagingScreen: screen, tabBar: TabBarController(clock: clock, width: 375),
            configuration: AppConfiguration())
        try await clock.stop()
        return (clock, app)
    }

    @Test(arguments: [
        "push", "tapTab 1", "tapTab 0", "tapTabBar", "present fullScreen", "present pageSheet", "tapPublish",
    ])
    func anAppCommandOnAStoppedClockChangesNothing(command: String) async throws {
        let (_, app) = try await stoppedApp()
        let events = await app.screenEvents.count
        await #expect(throws: SimulationError.clockStopped) {
            switch command {
            case "push": try await app.push()
            case "tapTab 1": try await app.tapTab(1)
            case "tapTab 0": try await app.tapTab(0)
            case "tapTabBar": try await app.tapTabBar(atX: 100)
            case "present fullScreen": try await app.present(.fullScreen)
            case "present pageSheet": try await app.present(.pageSheet)
            default: try await app.tapPublish()
            }
        }
        #expect(await app.screenEvents.count == events)
        #expect(await app.selectedTab == 0)
        #expect(await app.tabBar.selectedIndex == 0)
        #expect(await app.stackDepth == 1)
        #expect(await app.presentedStyle == nil)
        await #expect(throws: SimulationError.clockStopped) {
            try await app.releaseInteractivePop(finish: true, progress: 1)
        }
    }

    @Test func aBarsInteractivePopOnAStoppedClockBeginsNothing() async throws {
        let clock = try DisplayClock()
        let bar = try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0))
        try await bar.push(to: .standard)
        try await clock.runUntilIdle()
        try await clock.stop()
        let events = await bar.screenEvents.count
        await #expect(throws: SimulationError.clockStopped) { try await bar.interactivePop(progress: 0.5) }
        #expect(await bar.screenEvents.count == events)
    }

    @Test func aScrollToTopTheDelegateRefusesIsStillRefusedByAStoppedClock() async throws {
        let clock = try DisplayClock()
        let list = try ScrollView(
            id: "list", clock: clock, size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 3000))
        try await clock.stop()
        await #expect(throws: SimulationError.clockStopped) { try await list.scrollToTop(allowed: false) }
    }

    /// Two paging screens on one clock: an observer's failure names the screen by its id prefix.
    @Test func anObserversFailureNamesItsScreen() async throws {
        struct Boom: Error {}
        let clock = try DisplayClock()
        _ = try await PagingScreen(
            clock: clock,
            configuration: PagingScreenConfiguration(titles: seedEssenceTitles, scrollViewIDPrefix: "one/"))
        let two = try await PagingScreen(
            clock: clock,
            configuration: PagingScreenConfiguration(titles: seedEssenceTitles, scrollViewIDPrefix: "two/"))
        _ = await two.addSynchronousObserver { _ in throw Boom() }
        try await two.tapTitle(1)
        let error = await #expect(throws: SimulationError.self) { try await clock.advance(frames: 30) }
        #expect(
            String(describing: error).contains(#"an observer of PagingScreen "two/" threw"#),
            "\(String(describing: error))")
    }
}
