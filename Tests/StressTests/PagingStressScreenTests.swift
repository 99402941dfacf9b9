import ScrollScenarios
import Testing

/// Paging screens in the stress harness (`scrollsim stress --screens M`): every invariant holds, a
/// seed gives the same run, and the lifecycle audit catches a broken log.
@Suite struct PagingStressScreenTests {
    static func run(seed: UInt64, views: Int = 50, screens: Int = 20, seconds: Double = 3) async throws -> StressResult
    {
        let options = StressOptions(views: views, seconds: seconds, seed: seed, screens: screens, drivers: 2)
        return try await StressHarness(options: options, screenFactory: PagingStressScreen.factory).run()
    }

    @Test(arguments: [1, 2] as [UInt64])
    func fiftyViewsAndTwentyScreensForThreeSecondsBreakNoInvariant(seed: UInt64) async throws {
        let result = try await Self.run(seed: seed)
        #expect(result.violationCount == 0, "\(result.summary)")
        let viewsOnly = try await StressHarness(
            options: StressOptions(views: 50, seconds: 3, seed: seed, drivers: 2)
        ).run()
        // The screens' events (lifecycle calls, title selections, pages events) are counted too.
        #expect(result.eventsProcessed > viewsOnly.eventsProcessed + 20 * 20)
        #expect(result.commands > viewsOnly.commands + 20 * 3)
    }

    @Test func theSameSeedGivesTheSameDigests() async throws {
        let first = try await Self.run(seed: 7)
        let second = try await Self.run(seed: 7)
        #expect(first.digest == second.digest)
        #expect(first.viewDigests == second.viewDigests)
        #expect(first.eventsProcessed == second.eventsProcessed)
        #expect(first.frames == second.frames)
        let other = try await Self.run(seed: 8)
        #expect(other.digest != first.digest)
    }

    /// One screen driven by hand, twice from the same seeds: the same report, and a clean one.
    @Test func aScreensReportDependsOnlyOnItsSeeds() async throws {
        func drive() async throws -> StressScreenReport {
            let clock = try DisplayClock()
            let screen = try await PagingStressScreen(index: 3, clock: clock, seed: 99)
            var rng = SeededGenerator(seed: 5)
            for _ in 0..<150 {
                try await screen.performRandomAction(using: &rng)
                try await clock.advance(frames: Int.random(in: 1...20, using: &rng))
            }
            try await clock.runUntilSettled(frameLimit: 1200)
            let report = await screen.finish()
            try await clock.stop()
            return report
        }
        let first = try await drive()
        let second = try await drive()
        #expect(first == second)
        #expect(first.violations.isEmpty, "\(first.violations.prefix(5))")
        #expect(first.events > 500)
    }

    @Test func theCommandLineDrivesScreensThroughTheFactory() async {
        let (summary, status) = await StressCommand.run(
            arguments: ["--views", "10", "--seconds", "1", "--seed", "3", "--screens", "4"],
            screenFactory: PagingStressScreen.factory)
        #expect(status == StressCommand.exitSuccess, "\(summary)")
        #expect(summary.contains("4 screens") && summary.contains("violations: 0"))
    }

    // MARK: The audit catches what it must

    static func event(_ frame: Int, _ index: Int, _ call: ChildLifecycleCall) -> ScreenEvent {
        ScreenEvent(
            frame: frame, time: Double(frame) / 60, source: "child/\(index)", sequence: 0, order: 0, name: call.name,
            detail: .lifecycle(index: index, call: call))
    }

    @Test func aBrokenLogIsCaughtByTheLifecycleAudit() {
        let log = [
            Self.event(0, 0, .willMoveToParent(hasParent: true)),
            Self.event(0, 0, .viewWillAppear),  // no view loaded yet: allowed (lazy loading)
            Self.event(1, 0, .viewDidAppear),  // appears without a view
            Self.event(1, 0, .loadView),
            Self.event(1, 0, .viewDidLoad),
            Self.event(2, 0, .viewDidAppear),  // a second "did"
            Self.event(3, 0, .viewDidAppear),  // a second "did"
            ScreenEvent(
                frame: 4, time: 4.0 / 60, source: "child/0", sequence: 0, order: 0, name: "unloadView",
                detail: .unloaded(index: 0, reason: .memoryWarning)),  // while on screen
            Self.event(5, 1, .viewDidDisappear),  // never appeared
            Self.event(6, 1, .loadView),
            Self.event(6, 1, .loadView),  // loaded twice
        ]
        let audit = LifecycleAudit.audit(log, childCount: 2)
        #expect(
            audit.problems == [
                "frame 1: child 0 got viewDidAppear without a view",
                "frame 2: child 0 got viewDidAppear while appeared",
                "frame 3: child 0 got viewDidAppear while appeared",
                "frame 4: child 0 unloaded while appeared",
                "frame 5: child 1 got viewDidDisappear while disappeared",
                "frame 6: child 1 got loadView between loadView and viewDidLoad",
                "frame 6: child 1 loaded twice",
            ])
        #expect(audit.appearance == [.appeared, .disappeared])
        #expect(audit.loaded == [false, true])
        #expect(audit.loadCounts == [1, 2] && audit.unloadCounts == [1, 0])
    }

    /// A second viewDidLoad for one loadView, a loadView whose viewDidLoad never came, and a
    /// didMove(toParent: nil) without its willMove(toParent: nil) all passed the audit.
    @Test func theAuditHoldsEachLoadToOneViewDidLoadAndEachRemovalToItsWillMove() {
        let log = [
            Self.event(0, 0, .willMoveToParent(hasParent: true)),
            Self.event(0, 0, .loadView),
            Self.event(0, 0, .viewDidLoad),
            Self.event(1, 0, .viewDidLoad),  // twice
            Self.event(2, 0, .didMoveToParent(hasParent: true)),
            Self.event(3, 0, .didMoveToParent(hasParent: false)),  // no willMove(toParent: nil)
            Self.event(4, 1, .loadView),
            Self.event(5, 1, .willMoveToParent(hasParent: true)),  // before its viewDidLoad
        ]
        #expect(
            LifecycleAudit.audit(log, childCount: 2).problems == [
                "frame 1: child 0 viewDidLoad twice for one loadView",
                "frame 3: child 0 removeFromParent out of order",
                "frame 5: child 1 got willMoveToParent between loadView and viewDidLoad",
            ])
    }

    @Test func aLogThatLosesAnEventDisagreesWithTheScreen() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: ["A", "B", "C"])
        try await screen.tapTitle(2)
        try await clock.runUntilSettled(frameLimit: 600)
        #expect(await screen.restingProblems() == [])
        #expect(await screen.finalProblems() == [])
        // Without child 0's viewDidDisappear the log leaves it disappearing.
        let events = await screen.screenEvents.filter { !($0.source == "child/0" && $0.name == "viewDidDisappear") }
        let audit = LifecycleAudit.audit(events, childCount: 3)
        #expect(audit.problems.isEmpty)
        #expect(
            await screen.finalProblems(of: audit) == [
                "child 0 ended disappearing in the log and disappeared in the screen, expected disappeared"
            ])
        try await clock.stop()
    }
}
