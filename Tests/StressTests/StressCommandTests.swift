import ScrollScenarios
import Testing

/// `scrollsim stress` as a library entry point: parsing, exit status, the screens extension point.
@Suite struct StressCommandTests {
    @Test func argumentsBecomeOptions() throws {
        let options = try StressCommand.parse([
            "--views", "12", "--seconds", "1.5", "--seed", "9", "--realtime", "--screens", "0",
        ])
        #expect(
            options.views == 12 && options.seconds == 1.5 && options.seed == 9 && options.realTime
                && options.screens == 0)
        // A value may be joined to its option, as `run --format=jsonl` takes it.
        let joined = try StressCommand.parse([
            "--views=12", "--seconds=1.5", "--seed=9", "--realtime", "--screens=0", "--trace-view=3",
        ])
        #expect(
            joined.views == 12 && joined.seconds == 1.5 && joined.seed == 9 && joined.realTime && joined.screens == 0
                && joined.traceView == 3)
        let defaults = try StressCommand.parse([])
        #expect(defaults.views == 1000 && defaults.seconds == 10 && defaults.seed == 1 && !defaults.realTime)
    }

    @Test(arguments: [
        (["--views"], "--views: expected a value"),
        (["--views", "many"], "--views: expected an integer, got \"many\""),
        (
            ["--seconds", "-1"],
            "--seconds: expected a time of at least one frame (0.016667 s at 60 Hz) and <= 600 s, got -1"
        ),
        (
            ["--seconds", "1e-300"],
            "--seconds: expected a time of at least one frame (0.016667 s at 60 Hz) and <= 600 s, got 1e-300"
        ),
        (
            ["--views", "10", "--trace-view", "99"],
            "--trace-view: expected the index of one of the 10 views, 0...9, got 99"
        ),
        (["--trace-view", "-1"], "--trace-view: expected the index of one of the 1000 views, 0...999, got -1"),
        (["--views", "10", "--views", "20"], "option '--views' given twice"),
        (["--realtime", "--seed", "1", "--realtime"], "option '--realtime' given twice"),
        (["--seconds", "inf"], "--seconds: expected a number of seconds, got \"inf\""),
        // Double reads hexadecimal: 0x10 was taken as 16 s.
        (["--seconds", "0x10"], "--seconds: expected a number of seconds, got \"0x10\""),
        (
            ["--views", "99999999999999999999"],
            "--views: expected an integer, got \"99999999999999999999\" (too many digits)"
        ),
        (["--seed", "-3"], "--seed: expected an integer >= 0, got \"-3\""),
        (["--fast"], "unknown option '--fast'"),
        (["--views", "100000000"], "--views: expected a count in 1...100000, got 100000000"),
        (
            ["--seconds", "1e300"],
            "--seconds: expected a time of at least one frame (0.016667 s at 60 Hz) and <= 600 s, got 1e+300"
        ),
        (
            ["--seconds", "1e15"],
            "--seconds: expected a time of at least one frame (0.016667 s at 60 Hz) and <= 600 s, got 1000000000000000"
        ),
        (["--screens", "5000"], "--screens: expected a count in 0...1000, got 5000"),
        (["--sed", "3"], "unknown option '--sed' (did you mean '--seed'?)"),
        (["--sed=3"], "unknown option '--sed=3' (did you mean '--seed'?)"),
        (["--views=many"], "--views: expected an integer, got \"many\""),
        (["--seconds=1", "--seconds", "2"], "option '--seconds' given twice"),
        (["--realtime=yes"], "--realtime is a flag and takes no value, got \"--realtime=yes\""),
        (["200"], "unexpected argument '200' (stress takes options only)"),
        (["--views", "10", "200"], "unexpected argument '200' (stress takes options only)"),
    ])
    func badArgumentsAreNamed(arguments: [String], message: String) {
        #expect(throws: StressError.self) { try StressCommand.parse(arguments) }
        do {
            _ = try StressCommand.parse(arguments)
        } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }

    @Test func oneFrameIsTheShortestRun() throws {
        #expect(try StressCommand.parse(["--seconds", "0.016667"]).seconds == 0.016667)
        #expect(throws: StressError.self) { try StressOptions(seconds: 0.01, framesPerSecond: 60).validate() }
        try StressOptions(seconds: 0.01, framesPerSecond: 120).validate()
    }

    /// The shortest runs still move every view: a first gesture after the run's last frame left a
    /// view that never moved, checked and "passed".
    @Test func theShortestRunsGestureWithEveryView() async throws {
        for (views, seconds) in [(1, 1.0 / 60), (1, 0.1), (5, 0.3)] {
            let result = try await StressHarness(options: StressOptions(views: views, seconds: seconds, seed: 7)).run()
            #expect(result.commands >= views, "\(views) views, \(seconds) s: \(result.commands) commands")
            #expect(result.eventsProcessed > 0)
        }
        let (summary, _) = await StressCommand.run(arguments: ["--views", "1", "--seconds", "0.1"])
        #expect(summary.hasPrefix("stress: 1 view, 0 screens, 0.1 s of gestures then settling"))
    }

    @Test func aCleanRunExitsWithZeroAndASummary() async {
        let (summary, status) = await StressCommand.run(arguments: ["--views", "30", "--seconds", "1", "--seed", "2"])
        #expect(status == StressCommand.exitSuccess)
        #expect(summary.contains("violations: 0"))
        #expect(summary.contains("events processed"))
        // The digest in full: sixteen hex digits, leading zeros included.
        let digestLine = summary.split(separator: "\n").first { $0.hasPrefix("  digest: ") }
        let digits = digestLine.map { $0.dropFirst("  digest: ".count) } ?? ""
        #expect(digits.count == 16 && digits.allSatisfy(\.isHexDigit), "\(summary)")
    }

    @Test func screensWithoutAFactoryAreAUsageError() async {
        let (summary, status) = await StressCommand.run(arguments: ["--views", "3", "--seconds", "1", "--screens", "2"])
        #expect(status == StressCommand.exitUsage)
        #expect(summary.contains("--screens"))
    }

    @Test func screensFromAFactoryAreDrivenAndReported() async throws {
        let factory = StressScreenFactory { index, _, seed in FakeScreen(index: index, seed: seed) }
        let options = StressOptions(views: 10, seconds: 2, seed: 4, screens: 3)
        let result = try await StressHarness(options: options, screenFactory: factory).run()
        // Each fake screen lists one violation and has found `index` more it does not list: those
        // count too (each screen's unlisted pages violations used to count once between them).
        #expect(result.violationCount == 3 + (0 + 1 + 2))
        #expect(result.violations.filter { $0.message.hasPrefix("screen") }.count == 3)
        let again = try await StressHarness(options: options, screenFactory: factory).run()
        #expect(result.digest == again.digest)
    }
}

/// A stand-in screen: counts its actions, reports them as one "violation" and as its event count.
actor FakeScreen: StressScreen {
    let index: Int
    var actions = 0
    var digest = StressDigest()

    init(index: Int, seed: UInt64) {
        self.index = index
        digest.combine(Int(truncatingIfNeeded: seed))
    }

    nonisolated func performRandomAction(using generator: inout SeededGenerator) async throws {
        await record(Int.random(in: 0..<100, using: &generator))
    }

    private func record(_ roll: Int) {
        actions += 1
        digest.combine(roll)
    }

    func finish() async -> StressScreenReport {
        StressScreenReport(
            events: actions, violations: ["screen \(index): \(actions) actions"], unlistedViolations: index,
            digest: digest.value)
    }
}
