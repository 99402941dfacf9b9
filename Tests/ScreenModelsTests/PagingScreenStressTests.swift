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
            let policy = policies[index % policies.count]
            // A limit of 2, or what the policy keeps loaded if that is more.
            let limit = max(2, PagingScreenConfiguration.minimumCacheLimit(policy, pageCount: titles.count))
            screens.append(
                try await PagingScreen(
                    clock: clock, titles: titles, titleBarStyle: index % 3 == 0 ? .scrolling : .fixed,
                    loadingPolicy: policy, cacheLimit: index % 2 == 0 ? nil : limit))
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
                    try await screen.memoryWarning()
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
                outcome.problems += await screen.restingProblems().map { "round \(round) screen \(index): \($0)" }
            }
        }
        try await clock.runUntilSettled(frameLimit: 2000)
        for (index, screen) in screens.enumerated() {
            let name = "screen \(index)"
            outcome.problems += await screen.restingProblems().map { "\(name): \($0)" }
            outcome.problems += await screen.finalProblems().map { "\(name): \($0)" }
            outcome.digest += await screen.screenEvents.map { "\(index) \($0)" }
            outcome.digest.append("\(index) at \(await screen.pages.contentOffset)")
        }
        return outcome
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
