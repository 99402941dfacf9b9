import ScreenModels
import ScrollSimulator

/// The paging screen's parts in a scenario: the screen itself, its navigation bar and tab bar.
struct PagingScreenParts: Sendable {
    var screen: PagingScreen
    var navigationBar: NavigationBarController?
    var tabBar: TabBarController?
}

extension ScenarioScene {
    /// Builds the seeds' paging screen of `spec` on `clock`: its scroll views are recorded like the
    /// plain ones (children's lists as soon as they load) and its screen events become records.
    func buildPagingScreen(_ spec: PagingScreenSpec, clock: DisplayClock) async throws {
        let screen = try await PagingScreen(
            clock: clock, titles: spec.titles, size: spec.size,
            titleBarStyle: spec.titleBarStyle, loadingPolicy: spec.loadingPolicy, cacheLimit: spec.cacheLimit,
            childContentHeight: spec.childContentHeight, appearance: spec.appearance)
        var parts = PagingScreenParts(screen: screen)
        if let bar = spec.navigationBar {
            let fade = try NavigationBarFade(changePoint: bar.changePoint, fadeDistance: bar.fadeDistance)
            let controller = try NavigationBarController(
                clock: clock, fade: fade, transitionDuration: bar.transitionDuration,
                translation: try bar.translationPoint.map { point throws(ScreenModelError) in
                    try NavigationBarTranslation(translationPoint: point, snapsWhenScrollEnds: bar.translationSnaps)
                })
            await screen.embed(in: controller)
            parts.navigationBar = controller
        }
        if let bar = spec.tabBar {
            parts.tabBar = try TabBarController(clock: clock, width: spec.size.width, selectedIndex: bar.selectedIndex)
        }
        paging = parts
        await add(screen.pages)
        if let titleBar = screen.titleBar { await add(titleBar) }
        let publishers: [(any ScreenEventPublisher)?] = [screen, parts.navigationBar, parts.tabBar]
        for publisher in publishers.compactMap({ $0 }) {
            // What the parts did while they were built (child 0 loads and appears), then the rest.
            await recorder.record(publisher)
            await publisher.addObserver { [weak self] event in await self?.screenDidEmit(event) }
        }
        for index in await screen.loadedChildren { try await adoptList(ofChild: index) }
        try await bindNavigationBar()
    }

    /// Keeps up with the screen: a child's list joins the recorded views when the child loads, and
    /// the navigation bar follows the list of the page selected.
    private func screenDidEmit(_ event: ScreenEvent) async {
        switch event.detail {
        case .lifecycle(let index, .viewDidLoad):
            try? await adoptList(ofChild: index)
            try? await bindNavigationBar()
        case .titleSelection:
            try? await bindNavigationBar()
        default:
            break
        }
    }

    private func adoptList(ofChild index: Int) async throws {
        guard let list = try await paging?.screen.list(ofChild: index) else { return }
        await add(list)
    }

    private func bindNavigationBar() async throws {
        guard let paging, let bar = paging.navigationBar,
              let list = try await paging.screen.list(ofChild: paging.screen.selectedIndex) else { return }
        await bar.bind(to: list)
    }

    /// Carries out a paging-screen step.
    func performOnPagingScreen(_ action: ScenarioAction, path: String, clock: DisplayClock) async throws {
        guard let paging else {
            throw SimulationError.invalidArgument(argument: "step", expected: "a paging screen in the scenario", actual: action.kind.rawValue)
        }
        switch action {
        case .tapTitle(let index):
            try await paging.screen.tapTitle(index)
        case .swipe(let direction, let velocity):
            try await paging.screen.swipe(direction: direction == .left ? .left : .right, velocity: velocity)
        case .tapTab(let index):
            try await part(paging.tabBar, "tabBar").tapTab(index)
        case .push:
            try await part(paging.navigationBar, "navigationBar").push(to: .standard)
        case .pop:
            try await part(paging.navigationBar, "navigationBar").pop()
        case .interactivePop(let progress, let release, let duration):
            let bar = try part(paging.navigationBar, "navigationBar")
            // The finger reaches `progress` at a steady pace over `duration`, one update per frame.
            let start = clock.frameIndex
            let frames = FrameCount.frames(spanning: duration, framesPerSecond: clock.framesPerSecond)
            await clock.spawn(name: path) { [self] in
                do {
                    for frame in 0...frames {
                        try await clock.sleep(untilFrame: start + frame)
                        try await bar.interactivePop(progress: progress * Double(frame) / Double(frames))
                    }
                    try await bar.releaseInteractivePop(finish: release == .finish)
                } catch {
                    await recordRefusal(of: action, error)
                }
            }
        case .memoryWarning:
            _ = await paging.screen.memoryWarning()
        default:
            throw SimulationError.invalidArgument(argument: "step", expected: "a paging-screen step", actual: action.kind.rawValue)
        }
    }

    private func part<Part>(_ part: Part?, _ name: String) throws -> Part {
        guard let part else {
            throw SimulationError.invalidArgument(argument: "step", expected: "a \(name) in the paging screen", actual: "none")
        }
        return part
    }
}
