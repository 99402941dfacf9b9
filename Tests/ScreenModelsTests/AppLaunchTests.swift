import ScreenModels
import Testing

/// The app's launch in UIKit's order: the tab bar controller loads, then tab 0's root, whose
/// `viewDidLoad` adds the paging screen's children and loads child 0; then appearance goes down the
/// tree, each "will" call before any "did" call.
@Suite struct AppLaunchTests {
    @Test func theTabBarControllerLoadsFirstAndAppearanceGoesDownTheTree() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles, showing: false)
        #expect(await screen.screenEvents.isEmpty)
        let app = try await AppScreen(pagingScreen: screen, tabBar: TabBarController(clock: clock, width: 375))
        let merged = (await app.screenEvents + (await screen.screenEvents)).sorted { $0.order < $1.order }
        #expect(
            merged.map { "\($0.source) \($0.name)" } == [
                "tabs loadView", "tabs viewDidLoad",
                "tab/0/root loadView", "tab/0/root viewDidLoad",
                "child/0 willMoveToParent", "child/1 willMoveToParent", "child/2 willMoveToParent",
                "child/3 willMoveToParent", "child/4 willMoveToParent",
                "child/0 loadView", "child/0 viewDidLoad", "child/0 didMoveToParent",
                "tabs viewWillAppear", "tabs addPublishButton", "tab/0/root viewWillAppear", "child/0 viewWillAppear",
                "tabs viewDidAppear", "tab/0/root viewDidAppear", "child/0 viewDidAppear",
            ])
        #expect(await screen.appearance == .appeared)
        try await clock.stop()
    }

    @Test func anAppRefusesAPagingScreenThatHasShownAlready() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        await #expect(
            throws: ScreenModelError(
                argument: "pagingScreen",
                expected: "a screen whose view has not loaded (PagingScreen(clock:configuration:showing: false)): "
                    + "the app loads and shows it at launch",
                actual: "already loaded")
        ) {
            try await AppScreen(pagingScreen: screen, tabBar: TabBarController(clock: clock, width: 375))
        }
        try await clock.stop()
    }

    @Test func aScreenNotShownYetTakesNoGestureAndHearsNoPagesUntilItsViewLoads() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: ["A", "B", "C"], showing: false)
        let notLoaded = ScreenModelError(
            argument: "view", expected: "loaded (loadViewIfNeeded(), or its app's launch)", actual: "not loaded")
        #expect(await !screen.isViewLoaded)
        await #expect(throws: notLoaded) { try await screen.swipe(direction: .left) }
        await #expect(throws: notLoaded) { try await screen.tapTitle(1) }
        await #expect(throws: notLoaded) { try await screen.setContentOffset(Point(x: 375, y: 0), animated: true) }
        await #expect(throws: notLoaded) {
            try await screen.pan(at: Point(x: 100, y: 300), by: Point(x: -200, y: 0), duration: 0.2)
        }
        #expect(try await screen.memoryWarning().isEmpty)
        // The pages driven directly: the screen, with no view, does not listen.
        try await screen.pages.fling(velocity: Point(x: 1000, y: 0))
        try await clock.runUntilIdle()
        #expect(await screen.screenEvents.isEmpty)

        try await screen.loadViewIfNeeded()
        try await screen.loadViewIfNeeded()  // once only
        #expect(await screen.isViewLoaded)
        #expect(
            await screen.screenEvents.map { "\($0.source) \($0.name)" } == [
                "child/0 willMoveToParent", "child/1 willMoveToParent", "child/2 willMoveToParent",
                "child/0 loadView", "child/0 viewDidLoad", "child/0 didMoveToParent",
            ])
        #expect(await screen.appearance == .disappeared)
        try await screen.viewWillAppear()
        try await screen.viewDidAppear()
        #expect(try await screen.child(0).appearance == .appeared)
        try await clock.stop()
    }
}
