import ScreenModels
import Testing

/// 100 paging screens on one clock, driven by seeded random title taps and swipes.
@Suite struct PagingScreenStressTests {
    static let screenCount = 100
    static let rounds = 80

    /// What one run produced: the problems found and a digest of everything that happened.
    struct Outcome {
        var problems: [String] = []
        var digest: [String] = []
        var taps = 0
        var swipes = 0
    }

    static func run(seed: UInt64) async throws -> Outcome {
        let clock = try DisplayClock()
        let policies = PagingScreenConfiguration.LoadingPolicy.allCases
        var screens: [PagingScreen] = []
        for index in 0..<screenCount {
            let titles = (0..<(3 + index % 6)).map { "T\($0)" }
            screens.append(try await PagingScreen(
                clock: clock, titles: titles, titleBarStyle: index % 3 == 0 ? .scrolling : .fixed,
                loadingPolicy: policies[index % policies.count], cacheLimit: index % 2 == 0 ? nil : 2))
        }
        var random = SeededGenerator(seed: seed)
        var outcome = Outcome()
        for round in 0..<rounds {
            for screen in screens {
                switch Int(random.next() % 20) {
                case 0..<8:
                    break
                case 8..<13:
                    try await screen.tapTitle(Int(random.next() % UInt64(screen.pageCount)))
                    outcome.taps += 1
                case 19 where screen.configuration.cacheLimit != nil:
                    await screen.memoryWarning()
                default:
                    let direction: PagingScreen.SwipeDirection = random.next() % 2 == 0 ? .left : .right
                    let velocity = 200 + Double(random.next() % 2800)
                    do {
                        try await screen.swipe(direction: direction, velocity: velocity)
                        outcome.swipes += 1
                    } catch is SimulationError {
                        // A swipe is still playing on this screen: one finger at a time.
                    }
                }
            }
            try await clock.advance(frames: 1 + Int(random.next() % 12))
            for (index, screen) in screens.enumerated() {
                outcome.problems += await restingProblems(screen, "round \(round) screen \(index)")
            }
        }
        try await clock.runUntilSettled(frameLimit: 2000)
        for (index, screen) in screens.enumerated() {
            let name = "screen \(index)"
            outcome.problems += await restingProblems(screen, name)
            outcome.problems += await finalProblems(screen, name)
            outcome.digest += await screen.screenEvents.map { "\(index) \($0)" }
            outcome.digest.append("\(index) at \(await screen.pages.contentOffset)")
        }
        return outcome
    }

    /// When the pages are idle: the selected title is the page at rest, which is exactly on a page,
    /// and no transition is pending.
    static func restingProblems(_ screen: PagingScreen, _ name: String) async -> [String] {
        let pages = screen.pages
        guard await !pages.isInFlight, await !pages.isTracking else { return [] }
        let x = await pages.contentOffset.x
        let page = screen.geometry.page(nearestTo: x)
        var problems: [String] = []
        if x != screen.geometry.offsetX(ofPage: page) { problems.append("\(name): at rest off a page, x = \(x)") }
        let selected = await screen.selectedIndex, visible = await screen.visibleIndex
        if selected != page || visible != page {
            problems.append("\(name): at rest on page \(page) with title \(selected) and child \(visible) shown")
        }
        if let pending = await screen.pendingIndex { problems.append("\(name): at rest with a transition to \(pending)") }
        if let limit = screen.configuration.cacheLimit, await screen.loadedChildren.count > limit {
            problems.append("\(name): \(await screen.loadedChildren.count) children loaded, limit \(limit)")
        }
        return problems
    }

    /// After the run: balanced, ordered lifecycle calls; loads at most once per policy.
    static func finalProblems(_ screen: PagingScreen, _ name: String) async -> [String] {
        let count = screen.pageCount
        let audit = LifecycleAudit.audit(await screen.screenEvents, childCount: count)
        var problems = audit.problems.map { "\(name): \($0)" }
        let visible = await screen.visibleIndex
        for index in 0..<count {
            let expected: AppearanceState = index == visible ? .appeared : .disappeared
            if audit.appearance[index] != expected {
                problems.append("\(name): child \(index) ended \(audit.appearance[index]), expected \(expected)")
            }
            let loads = (try? await screen.loadCount(ofChild: index)) ?? -1
            let unloads = (try? await screen.unloadCount(ofChild: index)) ?? -1
            let isLoaded = (try? await screen.child(index).isViewLoaded) ?? false
            if screen.configuration.cacheLimit == nil && loads > 1 {
                problems.append("\(name): child \(index) loaded \(loads) times without a cache limit")
            }
            if loads != unloads + (isLoaded ? 1 : 0) || isLoaded != audit.loaded[index] {
                problems.append("\(name): child \(index) loaded \(loads), unloaded \(unloads), loaded now \(isLoaded)")
            }
        }
        return problems
    }

    @Test func randomTapsAndSwipesKeepEveryScreenConsistent() async throws {
        let outcome = try await Self.run(seed: 2024)
        #expect(outcome.problems.isEmpty, "\(outcome.problems.prefix(10))")
        #expect(outcome.taps > 1000 && outcome.swipes > 1000)
    }

    @Test func theSameSeedGivesTheSameRun() async throws {
        let first = try await Self.run(seed: 7)
        let second = try await Self.run(seed: 7)
        #expect(first.digest == second.digest)
        #expect(first.problems.isEmpty, "\(first.problems.prefix(10))")
    }
}
