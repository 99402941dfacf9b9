import ScreenModels
import Testing

/// Bad input is refused with an error that names it, and the screen keeps its state.
@Suite struct PagingScreenBadInputTests {
    @Test func aTitleIndexOutOfRangeThrowsAndChangesNothing() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        let pages = await screen.pages.recordEvents()
        let before = await screen.screenEvents
        await #expect(throws: ScreenModelError(argument: "index", expected: "an index in 0...4", actual: "5")) {
            try await screen.tapTitle(5)
        }
        await #expect(throws: ScreenModelError.self) { try await screen.tapTitle(-1) }
        try await clock.advance(frames: 30)
        #expect(await screen.screenEvents == before)
        #expect(await pages.events.isEmpty)
        #expect(await screen.selectedIndex == 0)
        #expect(await screen.pendingIndex == nil)
        #expect(await screen.indicatorFrame == Rect(x: 23.5, y: 34, width: 28, height: 1))
        await #expect(throws: ScreenModelError.self) { try await screen.child(5) }
        await #expect(throws: ScreenModelError.self) { try await screen.list(ofChild: -1) }
    }

    @Test func aBadSwipeVelocityThrowsAndChangesNothing() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        await #expect(throws: ScreenModelError.self) { try await screen.swipe(direction: .left, velocity: 0) }
        await #expect(throws: ScreenModelError.self) { try await screen.swipe(direction: .left, velocity: .nan) }
        #expect(await !screen.pages.isInFlight)
        try await screen.swipe(direction: .left)
        // One finger at a time.
        await #expect(throws: SimulationError.self) { try await screen.swipe(direction: .left) }
        try await settle(clock)
        #expect(await screen.selectedIndex == 1)
    }

    @Test func anEmptyTitleListIsRefused() async throws {
        let clock = try DisplayClock()
        await #expect(throws: ScreenModelError(argument: "titles", expected: "at least one title", actual: "[]")) {
            _ = try await PagingScreen(clock: clock, titles: [])
        }
    }

    @Test func aZeroWidthIsRefused() async throws {
        let clock = try DisplayClock()
        await #expect(throws: ScreenModelError(argument: "size.width", expected: "a number > 0", actual: "0.0")) {
            _ = try await PagingScreen(clock: clock, titles: seedEssenceTitles, size: Size(width: 0, height: 667))
        }
        await #expect(throws: ScreenModelError.self) {
            _ = try await PagingScreen(
                clock: clock, titles: seedEssenceTitles, size: Size(width: .infinity, height: 667))
        }
    }

    @Test func aCacheLimitBelowOneAndANegativeContentHeightAreRefused() async throws {
        let clock = try DisplayClock()
        await #expect(throws: ScreenModelError.self) {
            _ = try await PagingScreen(clock: clock, titles: seedEssenceTitles, cacheLimit: 0)
        }
        await #expect(throws: ScreenModelError.self) {
            _ = try await PagingScreen(clock: clock, titles: seedEssenceTitles, childContentHeight: -1)
        }
    }

    /// A limit the loading policy cannot keep to loaded and unloaded a neighbour in the same frame,
    /// at every rest: refused, saying what the policy keeps.
    @Test func aCacheLimitBelowWhatThePolicyKeepsLoadedIsRefused() async throws {
        let clock = try DisplayClock()
        for (policy, limit) in [(PagingScreenConfiguration.LoadingPolicy.neighbours, 2), (.eager, 4)] {
            let configuration = PagingScreenConfiguration(
                titles: seedEssenceTitles, loadingPolicy: policy, cacheLimit: limit)
            #expect(configuration.minimumCacheLimit == limit + 1)
            await #expect(throws: ScreenModelError.self) {
                _ = try await PagingScreen(clock: clock, configuration: configuration)
            }
        }
        let two = PagingScreenConfiguration(titles: ["A", "B"], loadingPolicy: .neighbours, cacheLimit: 2)
        _ = try await PagingScreen(clock: clock, configuration: two)
        try await clock.stop()
    }

    /// Extents a scroll view refuses used to pass, and each child then loaded without a list,
    /// silently: they are refused with the scroll view's rule, naming the field.
    @Test func extentsAndPrefixesAChildsListCouldNotTakeAreRefused() async throws {
        let clock = try DisplayClock()
        for height in [2e12, 1e-9] {
            await #expect(
                throws: ScreenModelError(
                    argument: "childContentHeight", expected: "0 or a number within [1e-06, 1e12]", actual: "\(height)")
            ) { _ = try await PagingScreen(clock: clock, titles: seedEssenceTitles, childContentHeight: height) }
        }
        await #expect(
            throws: ScreenModelError(
                argument: "size.width", expected: "0 or a number within [1e-06, 1e12]", actual: "\(2e12)")
        ) { _ = try await PagingScreen(clock: clock, titles: seedEssenceTitles, size: Size(width: 2e12, height: 667)) }
        let prefix = PagingScreenConfiguration(titles: ["a"], scrollViewIDPrefix: "a\nb")
        #expect(throws: ScreenModelError.self) { try prefix.validated() }
        // At the limits, every child loads with its list.
        let screen = try await PagingScreen(clock: clock, titles: ["a", "b"], childContentHeight: 1e12)
        try await screen.tapTitle(1)
        try await clock.runUntilIdle()
        #expect(try await screen.list(ofChild: 1) != nil)
    }

    @Test func aStoppedClockIsRefused() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        try await clock.stop()
        await #expect(throws: SimulationError.clockStopped) { try await screen.tapTitle(2) }
        #expect(await screen.selectedIndex == 0)
        await #expect(throws: SimulationError.clockStopped) { _ = try await PagingScreen(clock: clock, titles: ["a"]) }
        // The screen's own appearance calls too: nothing is forwarded to the children.
        let events = await screen.screenEvents.count
        await #expect(throws: SimulationError.clockStopped) { try await screen.viewWillDisappear() }
        #expect(await screen.appearance == .appeared)
        #expect(await screen.screenEvents.count == events)
    }

    /// The calls that once acted on a stopped clock with nothing said (their events went to streams
    /// that had ended) refuse it, changing nothing.
    @Test func aStoppedClockIsRefusedByEverySetUpAndContainerCall() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        try await screen.tapTitle(3)
        try await clock.runUntilIdle()
        let unloaded = try await PagingScreen(clock: clock, titles: ["a", "b"], showing: false)
        let bar = try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0))
        let list = try #require(await screen.list(ofChild: 0))
        let loaded = await screen.loadedChildren
        #expect(loaded.count > 1)
        try await clock.stop()
        let events = await screen.screenEvents.count
        await #expect(throws: SimulationError.clockStopped) { try await screen.memoryWarning() }
        #expect(await screen.loadedChildren == loaded)
        await #expect(throws: SimulationError.clockStopped) { try await unloaded.loadViewIfNeeded() }
        #expect(await !unloaded.isViewLoaded)
        await #expect(throws: SimulationError.clockStopped) { try await screen.embed(in: bar) }
        await #expect(throws: SimulationError.clockStopped) { try await bar.bind(to: list) }
        await #expect(throws: SimulationError.clockStopped) { try await bar.finishTransition() }
        await #expect(throws: SimulationError.clockStopped) { try await bar.rootWillDisappear() }
        #expect(await screen.screenEvents.count == events)
        #expect(await bar.fadeAndTransitionEvents.isEmpty)
        // A bar made after the stop is refused, as a tab bar or a paging screen is.
        #expect(throws: SimulationError.clockStopped) {
            try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0))
        }
    }
}

/// Parts of one screen on two clocks were accepted: the bar's observers then failed in the other
/// clock's advance, naming a frame of neither run, and its events were stamped in frames of its own.
@Suite struct PartsOfAnotherClockTests {
    static func refusal(_ argument: String, of owner: String) -> ScreenModelError {
        ScreenModelError(argument: argument, expected: "one of \(owner)'s clock", actual: "one of another clock")
    }

    @Test func aBarRefusesAListOfAnotherClockAndAScreenABarOfOne() async throws {
        let (a, b) = (try DisplayClock(), try DisplayClock())
        let bar = try NavigationBarController(clock: a, fade: NavigationBarFade(changePoint: 0))
        let list = try ScrollView(
            id: "list", clock: b, size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 3000))
        await #expect(throws: Self.refusal("scrollView", of: "the navigation bar")) { try await bar.bind(to: list) }
        let screen = try await PagingScreen(clock: b, titles: seedEssenceTitles)
        await #expect(throws: Self.refusal("bar", of: "the paging screen")) { try await screen.embed(in: bar) }
        #expect(await bar.screenEvents.isEmpty)
        try await a.stop()
        try await b.stop()
    }

    @Test func anAppRefusesBarsOfAnotherClock() async throws {
        let (a, b) = (try DisplayClock(), try DisplayClock())
        let screen = try await PagingScreen(clock: a, titles: seedEssenceTitles, showing: false)
        await #expect(throws: Self.refusal("tabBar", of: "the paging screen")) {
            try await AppScreen(pagingScreen: screen, tabBar: TabBarController(clock: b, width: 375))
        }
        await #expect(throws: Self.refusal("navigationBar", of: "the paging screen")) {
            try await AppScreen(
                pagingScreen: screen,
                navigationBar: NavigationBarController(clock: b, fade: NavigationBarFade(changePoint: 0)),
                tabBar: TabBarController(clock: a, width: 375))
        }
        #expect(await !screen.isViewLoaded)
        try await a.stop()
        try await b.stop()
    }
}
