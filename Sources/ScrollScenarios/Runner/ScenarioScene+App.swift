import ScreenModels
import ScrollSimulator

extension ScenarioScene {
    /// Builds the app around the paging screen (tab 0's root): its simple screens' lists join the
    /// recorded views as their views load.
    func buildApp(_ spec: PagingScreenSpec.App, spec screen: PagingScreenSpec, tabBar: TabBarController) async throws {
        guard var parts = paging else { return }
        let configuration = AppConfiguration(
            refusedTabs: Set(spec.refusedTabs), publishStyle: spec.publishStyle, publishSetup: spec.publishSetup,
            transitionDuration: screen.navigationBar?.transitionDuration ?? NavigationTransition.defaultDuration,
            modalDuration: spec.modalDuration, listContentHeight: screen.appListContentHeight)
        let app = try await AppScreen(
            pagingScreen: parts.screen, navigationBar: parts.navigationBar, tabBar: tabBar, configuration: configuration
        )
        parts.app = app
        paging = parts
        // A local function, not a closure: see `ScreenEventObserver`. It holds the app weakly, as it
        // holds the scene: the app keeps its observers, so a strong reference would be a cycle that
        // kept the whole run (the app, its screens and the clock) alive after it ended.
        weak let scene = self
        weak let weakApp = app
        @Sendable nonisolated(nonsending) func appDidEmit(_ event: ScreenEvent) async throws {
            guard let list = await weakApp?.list(of: event.source) else { return }
            try await scene?.add(list)
        }
        // Only a view's load concerns the scene: the app's other events are refused by a plain call.
        await app.addObserver(where: { $0.name == "viewDidLoad" }, appDidEmit)
    }

    /// Carries out `action` on the app if it is an app step; returns whether it was.
    func performOnApp(
        _ app: AppScreen, _ action: ScenarioAction, path: String, clock: DisplayClock
    ) async throws -> Bool {
        switch action {
        case .tapTab(let index): try await app.tapTab(index)
        case .push: try await app.push()
        case .pop: try await app.pop()
        case .tapPublish: try await app.tapPublish()
        case .tapTabBar(let x): try await app.tapTabBar(atX: x)
        case .present(let style): try await app.present(style)
        case .dismiss: try await app.dismiss()
        case .interactivePop(let progress, let release, _):
            try await app.beginInteractivePop()
            // The bar, on tab 0, follows the finger; the appearance ends with the release's animation.
            let bar = await app.selectedTab == 0 ? paging?.navigationBar : nil
            await driveInteractivePop(action, bar: bar, path: path, clock: clock) {
                try await app.releaseInteractivePop(finish: release == .finish, progress: progress)
            }
        default:
            return false
        }
        return true
    }
}
