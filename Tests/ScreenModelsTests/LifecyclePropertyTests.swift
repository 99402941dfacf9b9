import ScreenModels
import Testing

/// The lifecycle under seeded random interleavings of title taps, swipes, touches and drags that
/// catch animations, memory warnings, pushes, pops and interactive pops: paging screens, each the
/// root of its own navigation bar, on one clock, every event checked inside its frame. Every fifth
/// screen is tab 0's root in seed 000's whole app (``AppScreen``), which adds tab switches (some
/// refused), presentations of both styles and dismissals, its own events checked by ``AppChecker``.
///
/// Properties: `viewDidAppear` only for a child on screen (under page transitions, any part of its
/// page visible; under the seeds' model, while the screen is on screen); no view released while any
/// part of its page shows; at most one `viewWillAppear` per child per user action (a finger that
/// drags the content back across the page it left makes two transitions, as in Parchment: those
/// actions count until the pages rest); every transition balanced (``LifecycleAudit`` and the screens' resting and final checks); the same
/// log on every run.
@Suite struct LifecyclePropertyTests {
    static let screensPerRun = 100
    static let rounds = 24

    /// Checks one screen's events as they happen.
    actor Checker {
        let name: String
        let screen: PagingScreen
        var audit: LifecycleAudit
        var problems: [String] = []
        var log: [String] = []
        var beginsSinceAction: [Int: Int] = [:]
        /// A drag's transitions are counted apart until the pages rest.
        var dragging = false

        /// Checks `screen` from now on; `start` are the events it made while it was built.
        init(name: String, screen: PagingScreen, start: [ScreenEvent]) {
            self.name = name
            self.screen = screen
            self.audit = LifecycleAudit.audit(start, childCount: screen.pageCount)
        }

        func actionStarts(isDrag: Bool) async {
            beginsSinceAction = [:]
            if isDrag {
                dragging = true
            } else if await !screen.pages.isInFlight, await !screen.pages.isTracking {
                dragging = false
            }
        }

        func record(_ line: String) { log.append(line) }

        func check(_ event: ScreenEvent) async {
            audit.apply(event)
            let x = await screen.pages.contentOffset.x
            log.append("\(event.frame) \(event.source) \(event.name) x=\(x)")
            let width = screen.geometry.pageWidth
            func shows(_ page: Int) -> Bool { Double(page) * width < x + width && Double(page + 1) * width > x }
            switch event.detail {
            case .lifecycle(let index, .viewDidAppear):
                if await screen.appearance != .appeared {
                    problems.append(
                        "\(name) frame \(event.frame): child \(index) appeared while the screen is \(await screen.appearance)"
                    )
                }
                if screen.configuration.appearance == .pageTransitions, !shows(index) {
                    problems.append("\(name) frame \(event.frame): child \(index) appeared off screen at x \(x)")
                }
            case .lifecycle(let index, .viewWillAppear):
                beginsSinceAction[index, default: 0] += 1
                if beginsSinceAction[index]! > 1, !dragging {
                    problems.append("\(name) frame \(event.frame): child \(index) began appearing twice in one action")
                }
            case .unloaded(let index, _) where shows(index):
                problems.append("\(name) frame \(event.frame): child \(index) unloaded on screen at x \(x)")
            default:
                break
            }
        }

        func finish() async -> (problems: [String], log: [String]) {
            var all = problems + audit.problems.map { "\(name): \($0)" }
            all += await screen.restingProblems().map { "\(name): \($0)" }
            all += await screen.finalProblems(of: audit).map { "\(name): \($0)" }
            return (all, log + ["at \(await screen.pages.contentOffset)"])
        }
    }

    /// One screen under test: the screen, its navigation bar and its checker, and the app around
    /// it if it has one.
    struct Subject {
        var screen: PagingScreen
        var bar: NavigationBarController
        var checker: Checker
        var app: (screen: AppScreen, checker: AppChecker)?
    }

    /// One run of `screensPerRun` random interleavings from `seed`: the problems and the logs.
    static func run(seed: UInt64) async throws -> (problems: [String], log: [String], actions: Int) {
        let clock = try DisplayClock()
        let policies = PagingScreenConfiguration.LoadingPolicy.allCases
        var subjects: [Subject] = []
        for index in 0..<screensPerRun {
            let titles = (0..<(3 + index % 4)).map { "T\($0)" }
            let policy = policies[index % policies.count]
            // A limit of 2, or what the policy keeps loaded if that is more.
            let limit = max(2, PagingScreenConfiguration.minimumCacheLimit(policy, pageCount: titles.count))
            let screen = try await PagingScreen(
                clock: clock,
                configuration: PagingScreenConfiguration(
                    titles: titles, loadingPolicy: policy,
                    cacheLimit: index % 3 == 0 ? limit : nil, scrollViewIDPrefix: "s\(index)/",
                    appearance: index % 4 == 3 ? .seeds : .pageTransitions),
                showing: index % 5 != 4)  // an app's launch shows it
            let bar = try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0))
            let checker = Checker(
                name: "seed \(seed) screen \(index)", screen: screen, start: await screen.screenEvents)
            await screen.addObserver { await checker.check($0) }
            var subject = Subject(screen: screen, bar: bar, checker: checker)
            if index % 5 == 4 {
                subject.app = try await AppChecker.app(around: screen, bar: bar, name: "seed \(seed) app \(index)")
            } else {
                try await screen.embed(in: bar)
            }
            subjects.append(subject)
        }
        var random = SeededGenerator(seed: seed)
        var actions = 0
        for _ in 0..<rounds {
            for subject in subjects {
                let action = Int(random.next() % (subject.app == nil ? 20 : 24))
                await subject.checker.actionStarts(isDrag: action == 7 || action == 8)
                await subject.checker.record("action \(action)")
                actions += try await perform(action, on: subject, clock: clock, random: &random) ? 1 : 0
            }
            try await clock.advance(frames: 1 + Int(random.next() % 15))
        }
        try await clock.advance(frames: 60)  // navigation transitions run on sleepers
        try await clock.runUntilSettled(frameLimit: 3000)
        var problems: [String] = []
        var log: [String] = []
        for subject in subjects {
            let outcome = await subject.checker.finish()
            problems += outcome.problems
            log += outcome.log
            if let app = subject.app {
                let appOutcome = await app.checker.finish(app.screen)
                problems += appOutcome.problems
                log += appOutcome.log
            }
        }
        return (problems, log, actions)
    }

    /// Carries out random action `action` (0..<20, 0..<24 in an app) on `subject`; returns whether
    /// it did something.
    static func perform(
        _ action: Int, on subject: Subject, clock: DisplayClock, random: inout SeededGenerator
    ) async throws -> Bool {
        if let app = subject.app?.screen, action >= 10 {
            return await AppChecker.perform(action, on: app, random: &random)
        }
        let screen = subject.screen
        let bar = subject.bar
        let canNavigate = await !bar.isTransitioning
        let depth = await bar.depth
        switch action {
        case 0..<3:
            try await screen.tapTitle(Int(random.next() % UInt64(screen.pageCount)))
        case 3..<6:
            let direction: PagingScreen.SwipeDirection = random.next() % 2 == 0 ? .left : .right
            guard (try? await screen.swipe(direction: direction, velocity: 200 + Double(random.next() % 2800))) != nil
            else { return false }
        case 6:
            guard (try? await screen.pages.tap()) != nil else { return false }
        case 7, 8:
            let dx = (random.next() % 2 == 0 ? 1.0 : -1.0) * Double(30 + random.next() % 400)
            let duration = 0.05 + Double(random.next() % 20) / 100
            guard (try? await screen.pages.drag(by: Point(x: dx, y: 0), duration: duration)) != nil else {
                return false
            }
        case 9:
            try await screen.memoryWarning()
        case 10 where canNavigate && depth < 3:
            try await bar.push(to: .standard)
        case 11 where canNavigate && depth > 1:
            try await bar.pop()
        case 12 where canNavigate && depth == 2:
            let progress = Double(random.next() % 100) / 100
            let finish = random.next() % 2 == 0
            let frames = 1 + Int(random.next() % 10)
            let start = clock.frameIndex
            await clock.spawn {
                for frame in 0...frames {
                    try await clock.sleep(untilFrame: start + frame)
                    try await bar.interactivePop(progress: progress * Double(frame) / Double(frames))
                }
                try await bar.releaseInteractivePop(finish: finish)
            }
        default:
            return false
        }
        return true
    }

    @Test(arguments: 0..<24)
    func randomInterleavingsKeepTheLifecycleRight(run: Int) async throws {
        let outcome = try await Self.run(seed: 1300 + UInt64(run))
        #expect(outcome.problems.isEmpty, "\(outcome.problems.prefix(8))")
        #expect(outcome.actions > Self.screensPerRun * Self.rounds / 3)
    }

    @Test func theSameSeedGivesTheSameLog() async throws {
        let first = try await Self.run(seed: 99)
        let second = try await Self.run(seed: 99)
        #expect(first.log == second.log)
        #expect(first.problems.isEmpty, "\(first.problems.prefix(8))")
    }
}
