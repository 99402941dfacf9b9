import ScrollScenarios
import Testing

/// The stress harness at a size that runs in seconds: every invariant holds, and a seed gives the
/// same run every time.
@Suite struct StressHarnessTests {
    static func run(
        seed: UInt64, views: Int = 200, seconds: Double = 3, drivers: Int = 2, observers: Bool = true
    ) async throws -> StressResult {
        let options = StressOptions(views: views, seconds: seconds, seed: seed, drivers: drivers, observers: observers)
        return try await StressHarness(options: options).run()
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func twoHundredViewsForThreeSecondsBreakNoInvariant(seed: UInt64) async throws {
        let result = try await Self.run(seed: seed)
        #expect(result.violationCount == 0, "\(result.summary)")
        #expect(result.violations.isEmpty)
        #expect(result.eventsProcessed > 10_000)
        #expect(result.commands > 500)
        #expect(result.observersStarted > 0)
        #expect(result.viewDigests.count == 200)
    }

    @Test func theSameSeedGivesTheSameEventsAndDigests() async throws {
        let first = try await Self.run(seed: 7)
        let second = try await Self.run(seed: 7)
        #expect(first.eventsProcessed == second.eventsProcessed)
        #expect(first.commands == second.commands)
        #expect(first.viewDigests == second.viewDigests)
        #expect(first.digest == second.digest)
        #expect(first.frames == second.frames)
    }

    @Test func aViewsLogDoesNotDependOnHowManyDriversShareTheViews() async throws {
        let two = try await Self.run(seed: 11, drivers: 2)
        let three = try await Self.run(seed: 11, drivers: 3, observers: false)
        #expect(two.viewDigests == three.viewDigests)
        #expect(two.eventsProcessed == three.eventsProcessed)
    }

    @Test func anotherSeedGivesAnotherRun() async throws {
        let a = try await Self.run(seed: 21, views: 50, seconds: 1)
        let b = try await Self.run(seed: 22, views: 50, seconds: 1)
        #expect(a.digest != b.digest)
    }

    @Test func realTimeRunsOnTheWallClockAndReportsLateness() async throws {
        let options = StressOptions(views: 50, seconds: 0.5, seed: 3, realTime: true)
        let result = try await StressHarness(options: options).run()
        #expect(result.violationCount == 0, "\(result.summary)")
        #expect(result.realTimeFrames > 0)
        #expect(result.wallSeconds >= 0.5)
        #expect(result.summary.contains("lateness p99"))
    }

    @Test func progressIsReportedOncePerSimulatedSecond() async throws {
        let seen = ProgressLog()
        let options = StressOptions(views: 20, seconds: 2.5, seed: 5)
        let result = try await StressHarness(options: options) { seen.append($0) }.run()
        let reports = seen.all
        #expect(reports.map(\.simulatedSeconds) == [1, 2, 2.5])
        #expect(reports.last?.events ?? 0 <= result.eventsProcessed)
        #expect(reports.allSatisfy { $0.violations == 0 })
        // The line says what it counts, the scroll views' events so far: the summary's total adds
        // the screens' and the settling's, and the two read as the same count.
        let last = try #require(reports.last)
        #expect(
            last.line.hasPrefix(
                "stress: 2.5/2.5 s of gestures; scroll views so far: \(last.events) events, 0 violations; "),
            "\(last.line)")
    }

    @Test func badOptionsAreRefusedWithTheirName() async throws {
        await #expect(throws: StressError.invalidOption("--views: expected a count in 1...100000, got 0")) {
            _ = try await StressHarness(options: StressOptions(views: 0)).run()
        }
        await #expect(throws: StressError.screensUnavailable) {
            _ = try await StressHarness(options: StressOptions(views: 1, screens: 2)).run()
        }
    }
}
