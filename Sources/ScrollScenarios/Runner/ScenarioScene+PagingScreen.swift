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
    func buildPagingScreen(_ spec: PagingScreenSpec, clock: DisplayClock, recorder: RunRecorder) async throws {
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
        await add(screen.pages, recorder: recorder)
        if let titleBar = screen.titleBar { await add(titleBar, recorder: recorder) }
        let publishers: [(any ScreenEventPublisher)?] = [screen, parts.navigationBar, parts.tabBar]
        for publisher in publishers.compactMap({ $0 }) {
            // What the parts did while they were built (child 0 loads and appears), then the rest.
            for event in await publisher.screenEvents { await recorder.record(Self.record(event)) }
            await publisher.addObserver { [weak self] event in
                await recorder.record(Self.record(event))
                await self?.screenDidEmit(event, recorder: recorder)
            }
        }
        for index in await screen.loadedChildren { try await adoptList(ofChild: index, recorder: recorder) }
        try await bindNavigationBar()
    }

    /// Keeps up with the screen: a child's list joins the recorded views when the child loads, and
    /// the navigation bar follows the list of the page selected.
    private func screenDidEmit(_ event: ScreenEvent, recorder: RunRecorder) async {
        switch event.detail {
        case .lifecycle(let index, .viewDidLoad):
            try? await adoptList(ofChild: index, recorder: recorder)
            try? await bindNavigationBar()
        case .titleSelection:
            try? await bindNavigationBar()
        default:
            break
        }
    }

    private func adoptList(ofChild index: Int, recorder: RunRecorder) async throws {
        guard let list = try await paging?.screen.list(ofChild: index) else { return }
        await add(list, recorder: recorder)
    }

    private func bindNavigationBar() async throws {
        guard let paging, let bar = paging.navigationBar,
              let list = try await paging.screen.list(ofChild: paging.screen.selectedIndex) else { return }
        await bar.bind(to: list)
    }

    /// Carries out a paging-screen step.
    func performOnPagingScreen(_ action: ScenarioAction, clock: DisplayClock) async throws {
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
            let frames = max(1, Int((duration * Double(clock.framesPerSecond) - 1e-9).rounded(.up)))
            await clock.spawn {
                for frame in 0...frames {
                    try await clock.sleep(untilFrame: start + frame)
                    try await bar.interactivePop(progress: progress * Double(frame) / Double(frames))
                }
                try await bar.releaseInteractivePop(finish: release == .finish)
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

    /// A screen event as a report record: the index it concerns, and for the navigation bar's fade
    /// the bound list's offset.
    static func record(_ event: ScreenEvent) -> EventRecord {
        var record = EventRecord(
            time: event.time, frame: event.frame, source: event.source, sequence: event.sequence, event: event.name,
            contentOffset: .zero)
        record.screen = ScreenFields(event.detail)
        switch event.detail {
        case .titleSelection(let index, _), .tabSelection(let index, _), .badge(let index, _), .titleScale(let index, _):
            record.index = index
        case .barAppearance(let appearance, _):
            record.alpha = appearance.backgroundAlpha
        case .navigationFade(let alpha, _, let offsetY):
            record.contentOffset = Point(x: 0, y: offsetY)
            record.alpha = alpha
        case .navigationTransition(_, let progress, let alpha):
            record.progress = progress
            record.alpha = alpha
        default:
            break
        }
        return record
    }
}
