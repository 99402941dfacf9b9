import ScreenModels
@_spi(Delivery) import ScrollSimulator

/// One paging screen (``PagingScreen``) in a stress run (`scrollsim stress --screens M`).
///
/// Its make-up is drawn from the screen's seed: 3 to 8 titles, a fixed or scrolling title bar,
/// any loading policy, no cache limit or a limit of 2 children. Each action is a title tap, a swipe
/// with a random velocity (turned inwards when the pages are past an edge) or, with a cache limit,
/// a memory warning. A swipe refused because the previous one is still playing is not a violation.
///
/// Checks, all deterministic:
/// - in frame: a ``LifecycleAudit`` fed by a screen observer sees every child lifecycle event as it
///   happens, and the pages scroll view has the stress harness's scroll-view monitor (event grammar,
///   bounds, rest on page boundaries and on announced targets, animations ending where asked);
/// - whenever the pages are idle before an action, and at the end: ``PagingScreen/restingProblems()``;
/// - at the end: ``PagingScreen/finalProblems(of:)`` against the in-frame audit, and the monitor's
///   end-of-run checks.
public actor PagingStressScreen: StressScreen {
    /// Builds screen `index` with ``init(index:clock:seed:)``: pass it to ``StressHarness`` or
    /// ``StressCommand/run(arguments:screenFactory:)``.
    public static let factory = StressScreenFactory { index, clock, seed in
        try await PagingStressScreen(index: index, clock: clock, seed: seed)
    }

    /// Titles to draw from (different widths, for the fixed title bar's indicator).
    static let titlePool = ["全部", "視頻", "聲音", "圖片", "段子", "头条", "科技", "Sport", "Headlines", "Tech"]

    /// The screen's index in the run (0-based).
    public nonisolated let index: Int
    /// The paging screen under stress.
    public nonisolated let screen: PagingScreen
    /// It runs on the screen's thread (its clock's), so that watching the screen crosses no thread.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { screen.unownedExecutor }
    /// `screen 3 (5 titles, fixed, onSettle, cache 2)`: the prefix of every violation.
    public nonisolated let name: String

    private let pagesMonitor: StressViewMonitor
    private var audit: LifecycleAudit
    private var digest = StressDigest()
    private var events = 0
    private var problems: [String] = []

    /// Draws the make-up of screen `index` from `seed`, builds it on `clock` and starts watching it.
    /// Throws what ``PagingScreen/init(clock:configuration:showing:)`` throws (a stopped clock).
    public init(index: Int, clock: DisplayClock, seed: UInt64) async throws {
        var rng = SeededGenerator(seed: seed)
        var configuration = Self.randomConfiguration(using: &rng)
        configuration.scrollViewIDPrefix = "s\(index)/"
        let screen = try await PagingScreen(clock: clock, configuration: configuration)
        let pages = screen.pages
        let spec = StressViewSpec(
            kind: .pages, geometry: await pages.configuration.geometry, decelerationRate: await pages.decelerationRate,
            rowSnap: nil)
        let name =
            "screen \(index) (\(configuration.pageCount) titles, \(configuration.titleBarStyle), "
            + "\(configuration.loadingPolicy), cache \(configuration.cacheLimit.map(String.init) ?? "none"), "
            + "\(configuration.appearance))"
        self.index = index
        self.screen = screen
        self.name = name
        self.pagesMonitor = StressViewMonitor(index: index, id: "screen \(index) pages", spec: spec)
        self.audit = LifecycleAudit(childCount: configuration.pageCount)
        // Nothing drives the screen before the harness has it, so the start's events (children added,
        // child 0 shown, eager loads) are all in the log, and every later one reaches the observer.
        for event in await screen.screenEvents { record(event) }
        // A synchronous observer: it runs on the screen's executor, which is this actor's, so it
        // enters the audit in place with no executor switch per event.
        weak let owner = self
        await screen.addSynchronousObserver { event in owner?.assumeIsolated(passing: event) { $0.record($1) } }
        let monitor = pagesMonitor
        await pages.addSynchronousDelegate { monitor.handle($0) }
    }

    /// A seeded make-up: 3...8 titles, either title bar style, any loading policy, cache limit nil or
    /// 2 (raised to what the policy keeps loaded), either appearance model.
    static func randomConfiguration(using rng: inout SeededGenerator) -> PagingScreenConfiguration {
        let count = Int.random(in: 3...8, using: &rng)
        let titles = (0..<count).map { _ in titlePool[Int.random(in: titlePool.indices, using: &rng)] }
        let style = PagingScreenConfiguration.TitleBarStyle.allCases.randomElement(using: &rng) ?? .fixed
        let policy = PagingScreenConfiguration.LoadingPolicy.allCases.randomElement(using: &rng) ?? .onSettle
        let limit: Int? =
            Bool.random(using: &rng)
            ? max(2, PagingScreenConfiguration.minimumCacheLimit(policy, pageCount: count)) : nil
        let appearance = AppearanceModel.allCases.randomElement(using: &rng) ?? .pageTransitions
        return PagingScreenConfiguration(
            titles: titles, titleBarStyle: style, loadingPolicy: policy, cacheLimit: limit, appearance: appearance)
    }

    /// The in-frame observer: audits, counts and digests one screen event.
    private func record(_ event: ScreenEvent) {
        events += 1
        digest.combine(event)
        audit.apply(event)
    }

    // MARK: StressScreen

    /// Checks the resting invariants if the pages are idle, then taps a title (40 %), swipes (50 %,
    /// or 60 % without a cache limit) with a velocity of 150...4000 pt/s, or sends a memory warning
    /// (10 %, with a cache limit only). Throws only what the screen throws unexpectedly.
    public nonisolated func performRandomAction(using generator: inout SeededGenerator) async throws {
        await noteResting(await screen.restingProblems(), at: screen.clock.frameIndex)
        let roll = Int.random(in: 0..<100, using: &generator)
        let pages = screen.pages
        // In real time a late frame can leave a swipe's touches due before this action queued:
        // they happen first, so that what is read here is what the action meets (see
        // `ScrollView.playTouchesDueBeforeInput()`).
        if screen.clock.mode == .realTime { try await pages.playTouchesDueBeforeInput() }
        if roll < 40 {
            let title = Int.random(in: 0..<screen.pageCount, using: &generator)
            let tracking = await pages.isTracking
            try await screen.tapTitle(title)
            if !tracking {
                // The tap's setContentOffset(animated: true), as the harness's driver tells its monitors.
                var animation: StressViewMonitor.PendingAnimation?
                if await pages.phase == .animating, let target = await pages.restingOffset {
                    animation = StressViewMonitor.PendingAnimation(target: target, isScrollToTop: false)
                }
                pagesMonitor.programmaticScroll(animation: animation)
            }
        } else if roll < 90 || screen.configuration.cacheLimit == nil {
            var direction: PagingScreen.SwipeDirection = Bool.random(using: &generator) ? .left : .right
            let velocity = Double.random(in: 150...4000, using: &generator)
            // Not further out past an edge: repeated outward releases there carry the content beyond
            // the monitor's one viewport (see `StressOptions.outwardReleasesPastEdges`).
            // Where the swipe's finger lands: its due frame's (later than the pages' last step in
            // a late real-time frame).
            let landing = try await pages.contentOffset(atFrame: LateInput.dueFrame ?? screen.clock.frameIndex)
            let overscroll = screen.geometry.range.overscroll(landing.x)
            if overscroll > 0 && direction == .left { direction = .right }
            if overscroll < 0 && direction == .right { direction = .left }
            do {
                try await screen.swipe(direction: direction, velocity: velocity)
                pagesMonitor.touchBegan()
            } catch SimulationError.invalidArgument(argument: "touch", _, _) {
                // The previous swipe is still playing on the pages: one finger at a time. Anything
                // else a swipe throws is the driver's to report.
            }
        } else {
            try await screen.memoryWarning()
        }
    }

    /// The final checks, once the run has settled: the in-frame audit's problems, the resting and
    /// end-of-run checks, and the pages monitor's; the event count (screen events and pages events)
    /// and a digest of both logs and of where the pages rest.
    public func finish() async -> StressScreenReport {
        let frame = screen.clock.frameIndex
        noteResting(await screen.restingProblems(), at: frame)
        var found = problems
        found += audit.problems.map { "\(name): \($0)" }
        found += await screen.finalProblems(of: audit).map { "\(name) at the end (frame \(frame)): \($0)" }
        pagesMonitor.finish(frame: frame, isInFlight: await screen.pages.isInFlight)
        let monitor = pagesMonitor.report
        found += monitor.violations.map { "\(name): \($0.message)" }
        var total = digest
        total.combine(monitor.digest)
        total.combine(await screen.pages.contentOffset)
        return StressScreenReport(
            events: events + monitor.events, violations: found,
            unlistedViolations: monitor.violationCount - monitor.violations.count, digest: total.value)
    }

    private func noteResting(_ found: [String], at frame: Int) {
        problems += found.map { "\(name) frame \(frame): \($0)" }
    }
}
