import ScreenModels
import ScrollSimulator

/// The paging screen's parts in a scenario: the screen itself, its navigation bar and tab bar,
/// and the app around it.
struct PagingScreenParts: Sendable {
    var screen: PagingScreen
    var navigationBar: NavigationBarController?
    var tabBar: TabBarController?
    var app: AppScreen?
}

extension ScenarioScene {
    /// Builds the seeds' paging screen of `spec` on `clock`: its scroll views are recorded like the
    /// plain ones (children's lists as soon as they load) and its screen events become records.
    func buildPagingScreen(_ spec: PagingScreenSpec, clock: DisplayClock) async throws {
        var configuration = PagingScreenConfiguration(
            titles: spec.titles, size: spec.size, titleBarStyle: spec.titleBarStyle, loadingPolicy: spec.loadingPolicy,
            cacheLimit: spec.cacheLimit, childContentHeight: spec.childContentHeight, appearance: spec.appearance)
        configuration.titleLookup = spec.titleLookup
        // In an app, the app's launch loads and shows the screen; alone, it shows at once.
        let screen = try await PagingScreen(clock: clock, configuration: configuration, showing: spec.app == nil)
        var parts = PagingScreenParts(screen: screen)
        if let bar = spec.navigationBar {
            let fade = try NavigationBarFade(changePoint: bar.changePoint, fadeDistance: bar.fadeDistance)
            let controller = try NavigationBarController(
                clock: clock, fade: fade, transitionDuration: bar.transitionDuration,
                translation: try bar.translationPoint.map { point throws(ScreenModelError) in
                    try NavigationBarTranslation(translationPoint: point, snapsWhenScrollEnds: bar.translationSnaps)
                })
            // In an app, the app drives the root's appearance; alone, the bar's transitions do.
            if spec.app == nil { try await screen.embed(in: controller) }
            parts.navigationBar = controller
        }
        if spec.tabBar != nil || spec.app != nil {
            parts.tabBar = try TabBarController(
                clock: clock, width: spec.size.width, selectedIndex: spec.tabBar?.selectedIndex ?? 0)
        }
        paging = parts
        try await add(screen.pages)
        if let titleBar = screen.titleBar { try await add(titleBar) }
        if let app = spec.app, let tabBar = parts.tabBar { try await buildApp(app, spec: spec, tabBar: tabBar) }
        let publishers: [(any ScreenEventPublisher)?] = [screen, parts.navigationBar, parts.tabBar, paging?.app]
        for publisher in publishers.compactMap({ $0 }) {
            // What the parts did while they were built (child 0 loads and appears), then the rest.
            try await recorder.record(publisher)
        }
        // The paging screen's own events only: the app's are of other screens (a pushed screen's
        // `viewDidLoad` carries its depth, not a child's index).
        // A local function, not a closure: see `ScreenEventObserver`.
        weak let scene = self
        @Sendable nonisolated(nonsending) func screenDidEmit(_ event: ScreenEvent) async throws {
            try await scene?.screenDidEmit(event)
        }
        // Most events concern the scene not at all: those are refused by a plain call.
        await screen.addObserver(where: Self.concernsScene, screenDidEmit)
        for index in await screen.loadedChildren { try await adoptList(ofChild: index) }
        try await bindNavigationBar()
    }

    /// Whether ``screenDidEmit(_:)`` acts on `event`: a child's `viewDidLoad` or a title selection.
    @Sendable private nonisolated static func concernsScene(_ event: ScreenEvent) -> Bool {
        switch event.detail {
        case .lifecycle(_, .viewDidLoad), .titleSelection: true
        default: false
        }
    }

    /// Keeps up with the screen: a child's list joins the recorded views when the child loads, and
    /// the navigation bar follows the list of the page selected. What fails here (a list that
    /// could not be recorded would be missing from every output) is the observer's error: the
    /// clock keeps it, and the run fails with it, naming the screen.
    private func screenDidEmit(_ event: ScreenEvent) async throws {
        switch event.detail {
        case .lifecycle(let index, .viewDidLoad):
            try await adoptList(ofChild: index)
            try await bindNavigationBar()
        case .titleSelection:
            try await bindNavigationBar()
        default:
            break
        }
    }

    private func adoptList(ofChild index: Int) async throws {
        guard let list = try await paging?.screen.list(ofChild: index) else { return }
        try await add(list)
    }

    private func bindNavigationBar() async throws {
        guard let paging, let bar = paging.navigationBar,
            let list = try await paging.screen.list(ofChild: paging.screen.selectedIndex)
        else { return }
        try await bar.bind(to: list)
    }

    /// Throws, naming what covers it, unless a finger can reach the paging screen: in an app, the
    /// app's rules; alone under a navigation bar, nothing pushed over it and no transition.
    private func checkPagingScreenReachable(_ paging: PagingScreenParts) async throws {
        if let app = paging.app {
            try await app.checkPagingScreenReachable()
        } else if let bar = paging.navigationBar {
            try await bar.checkRootInReach()
        }
    }

    /// Throws, naming what covers it, unless a finger can reach the scroll view `id`: one of the
    /// paging screen's (its pages, title bar or a child's list) needs the paging screen in reach,
    /// one of the app's simple screens' lists its screen (its tab selected, on top of its stack,
    /// nothing presented, no transition). The scenario's own scroll views are always in reach.
    func checkFingerReaches(view id: String) async throws {
        guard let paging else { return }
        if id == paging.screen.pages.id || id == paging.screen.titleBar?.id
            || (0..<paging.screen.pageCount).contains(where: { paging.screen.listID(ofChild: $0) == id })
        {
            return try await checkPagingScreenReachable(paging)
        }
        if let app = paging.app, id.hasPrefix("tab/"), id.hasSuffix("/list") {
            try await app.checkScreenReachable(String(id.dropLast("/list".count)))
        }
    }

    /// Carries out a paging-screen step.
    func performOnPagingScreen(_ action: ScenarioAction, path: String, clock: DisplayClock) async throws {
        guard let paging else {
            throw SimulationError.invalidArgument(
                argument: "step", expected: "a paging screen in the scenario", actual: action.kind.rawValue)
        }
        if let app = paging.app, try await performOnApp(app, action, path: path, clock: clock) { return }
        // A finger on the paging screen needs it in reach: not on another tab, under a pushed or
        // presented screen, or in a transition (with no app, its navigation bar's stack says).
        if action.touchesPagingScreen { try await checkPagingScreenReachable(paging) }
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
        case .interactivePop:
            let bar = try part(paging.navigationBar, "navigationBar")
            // A second edge swipe while a transition runs: refused, not taken as the first one's finger.
            try await bar.checkNoTransition()
            await driveInteractivePop(action, bar: bar, path: path, clock: clock)
        case .memoryWarning:
            _ = try await paging.screen.memoryWarning()
        case .pan(_, let location, let by, let duration):
            try await paging.screen.pan(at: location, by: by, duration: duration)
        default:
            throw SimulationError.invalidArgument(
                argument: "step", expected: "a paging-screen step", actual: action.kind.rawValue)
        }
    }

    /// Runs an `interactivePop` step from a task under simulation: the finger reaches `progress`
    /// at a steady pace over `duration`, one update of `bar` per frame (at each frame, the share
    /// of `duration` elapsed), and lifts in the first frame at or after its end; `released`
    /// follows the bar's release. A refusal on the way is recorded as the step's.
    func driveInteractivePop(
        _ action: ScenarioAction, bar: NavigationBarController?, path: String, clock: DisplayClock,
        released: (@Sendable () async throws -> Void)? = nil
    ) async {
        guard case .interactivePop(let progress, let release, let duration) = action else { return }
        let start = clock.frameIndex
        let frames = FrameCount.frames(spanning: duration, framesPerSecond: clock.framesPerSecond)
        // The duration in frames; one that is a whole number of them (within the frame count's
        // slack) spans exactly those.
        let span = duration * Double(clock.framesPerSecond)
        let pace = abs(span - Double(frames)) <= 1e-9 ? Double(frames) : span
        await clock.spawn(name: path) { [self] in
            do {
                for frame in 0...frames {
                    try await clock.sleep(untilFrame: start + frame)
                    let share = frame == frames ? 1 : min(1, Double(frame) / pace)
                    try await bar?.interactivePop(progress: progress * share)
                }
                try await bar?.releaseInteractivePop(finish: release == .finish)
                try await released?()
            } catch {
                await recordRefusal(of: action, path: path, error)
            }
        }
    }

    private func part<Part>(_ part: Part?, _ name: String) throws -> Part {
        guard let part else {
            throw SimulationError.invalidArgument(
                argument: "step", expected: "a \(name) in the paging screen", actual: "none")
        }
        return part
    }
}
