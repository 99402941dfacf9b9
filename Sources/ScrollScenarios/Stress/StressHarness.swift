import ScrollSimulator

/// The stress harness: many scroll views (seeded random lists and paging views) on one display
/// clock, commanded by a few concurrent driver tasks with seeded random gestures (drags, flings,
/// touches during deceleration, animated and plain offsets, assignments, scrolls to top) while
/// stream observers subscribe and cancel at random; every view's events are checked against the
/// invariants of `StressViewMonitor` inside the frame that produced them.
///
/// The drivers are tasks under simulation (``DisplayClock/spawn(name:_:)``) that sleep on the clock, so
/// the frame barrier orders their commands: in virtual time a seed gives the same events, the same
/// per-view digests and the same violations on every run, whatever the number of cores or drivers.
/// After the gestures' simulated time, the run goes on until every view rests, then checks that
/// nothing was left open (a drag, a deceleration, an animation).
public struct StressHarness: Sendable {
    /// What to run.
    public var options: StressOptions
    /// Builds the paging screens when ``StressOptions/screens`` > 0 (see ``StressScreen``).
    public var screenFactory: StressScreenFactory?
    /// Called about once per simulated second, and once when the gestures end.
    public var progress: (@Sendable (StressProgress) -> Void)?

    /// The most violations a result lists (all are counted).
    public static let listedViolations = 20

    /// Creates a harness.
    public init(
        options: StressOptions, screenFactory: StressScreenFactory? = nil,
        progress: (@Sendable (StressProgress) -> Void)? = nil
    ) {
        self.options = options
        self.screenFactory = screenFactory
        self.progress = progress
    }

    /// Runs the stress test; throws ``StressError`` for bad options, and the engine's errors if the
    /// clock cannot be made.
    public func run() async throws -> StressResult {
        try options.validate()
        guard options.screens == 0 || screenFactory != nil else { throw StressError.screensUnavailable }
        let started = ContinuousClock.now
        // One simulation thread for everything, driven from that thread: the drivers' commands and
        // the screens' reactions cross no thread (dealing the views over more threads made every
        // command to a view on another thread a kernel round trip).
        let clock = try DisplayClock(
            framesPerSecond: options.framesPerSecond, mode: options.realTime ? .realTime : .virtual)
        return try await withTaskExecutorPreference(clock.taskExecutor) {
            try await run(on: clock, started: started)
        }
    }

    private func run(on clock: DisplayClock, started: ContinuousClock.Instant) async throws -> StressResult {
        let monitors = try await makeViews(on: clock)
        let screens = try await makeScreens(on: clock)
        let tally = StressTally()
        let lastFrame = FrameCount.firstFrame(atOrAfter: options.seconds, framesPerSecond: options.framesPerSecond)
        let drivers = makeDrivers(
            clock: clock, monitors: monitors, screens: screens, lastFrame: lastFrame, tally: tally)
        for (index, driver) in drivers.enumerated() {
            await clock.spawn(name: "driver \(index)") {
                var driver = driver
                try await driver.run()
            }
        }
        var extra: [StressViolation] = []
        try await runGestures(clock: clock, monitors: monitors, started: started)
        do {
            try await clock.runUntilSettled(frameLimit: 120 * options.framesPerSecond)
        } catch {
            extra.append(
                StressViolation(frame: clock.frameIndex, view: -1, message: "the run did not settle: \(error)"))
        }
        let endFrame = clock.frameIndex
        for (monitor, view) in monitors { monitor.finish(frame: endFrame, isInFlight: await view.isInFlight) }
        var screenReports: [StressScreenReport] = []
        for screen in screens { screenReports.append(await screen.finish()) }
        let statistics = await clock.statistics
        do {
            try await clock.stop()
        } catch {
            // A driver's error, or a driver still waiting: nothing the harness ran may be lost.
            extra.append(StressViolation(frame: endFrame, view: -1, message: "stopping the clock: \(error)"))
        }
        var observedEvents = 0
        // Violations found beyond those the observers and screens describe: counted, not listed.
        var unlisted = 0
        for observer in await tally.observers {
            let report = await observer.value
            observedEvents += report.events
            extra += report.violations.map { StressViolation(frame: endFrame, view: -1, message: $0) }
            unlisted += report.violationCount - report.violations.count
        }
        extra += await tally.failures
        for (index, report) in screenReports.enumerated() {
            extra += report.violations.map {
                StressViolation(frame: endFrame, view: options.views + index, message: $0)
            }
            unlisted += report.unlistedViolations
        }
        return await result(
            monitors: monitors.map(\.monitor), screens: screenReports, extra: extra, unlisted: unlisted,
            statistics: statistics,
            observers: tally.observers.count, observedEvents: observedEvents, commands: tally.commands,
            wallSeconds: (ContinuousClock.now - started) / .seconds(1))
    }

    // MARK: Set-up

    private func makeViews(on clock: DisplayClock) async throws -> [(monitor: StressViewMonitor, view: ScrollView)] {
        let width = String(options.views - 1).count
        var made: [(monitor: StressViewMonitor, view: ScrollView)] = []
        made.reserveCapacity(options.views)
        for index in 0..<options.views {
            var rng = SeededGenerator(seed: Self.mix(options.seed, 1, UInt64(index)))
            let spec = try StressViewSpec.random(using: &rng)
            let digits = String(index)
            let id = "v" + String(repeating: "0", count: width - digits.count) + digits
            let view = try ScrollView(id: id, clock: clock, configuration: spec.configuration())
            let monitor = StressViewMonitor(
                index: index, id: id, spec: spec, trace: options.traceView == index ? StressTrace(id: id) : nil)
            await view.addSynchronousDelegate { monitor.handle($0) }
            if let hook = spec.willEndDraggingHook() { await view.setWillEndDraggingHook(hook) }
            made.append((monitor, view))
        }
        return made
    }

    private func makeScreens(on clock: DisplayClock) async throws -> [any StressScreen] {
        guard let screenFactory else { return [] }
        var screens: [any StressScreen] = []
        for index in 0..<options.screens {
            screens.append(try await screenFactory.make(index, clock, Self.mix(options.seed, 2, UInt64(index))))
        }
        return screens
    }

    private func makeDrivers(
        clock: DisplayClock, monitors: [(monitor: StressViewMonitor, view: ScrollView)], screens: [any StressScreen],
        lastFrame: Int, tally: StressTally
    ) -> [StressDriver] {
        // Each view's and screen's first gesture in the first half second, and within the run: a
        // run shorter than that would otherwise check views that never moved and report no violation.
        let firstFrames = 1...max(1, min(30, lastFrame))
        var slots = [[StressDriver.Slot]](repeating: [], count: options.drivers)
        for (index, entry) in monitors.enumerated() {
            var rng = SeededGenerator(seed: Self.mix(options.seed, 3, UInt64(index)))
            let first = Int.random(in: firstFrames, using: &rng)
            slots[index % options.drivers].append(
                StressDriver.Slot(view: entry.view, monitor: entry.monitor, rng: rng, nextFrame: first))
        }
        var screenSlots = [[StressDriver.ScreenSlot]](repeating: [], count: options.drivers)
        for (index, screen) in screens.enumerated() {
            var rng = SeededGenerator(seed: Self.mix(options.seed, 4, UInt64(index)))
            let first = Int.random(in: firstFrames, using: &rng)
            screenSlots[index % options.drivers].append(
                StressDriver.ScreenSlot(index: options.views + index, screen: screen, rng: rng, nextFrame: first))
        }
        return (0..<options.drivers).map { d in
            StressDriver(
                clock: clock, lastFrame: lastFrame, observe: options.observers,
                outwardReleasesPastEdges: options.outwardReleasesPastEdges, tally: tally, slots: slots[d],
                screens: screenSlots[d], seed: Self.mix(options.seed, 5, UInt64(d)))
        }
    }

    // MARK: Running

    /// Runs the clock through the gestures' time a simulated second at a time, reporting progress.
    private func runGestures(
        clock: DisplayClock, monitors: [(monitor: StressViewMonitor, view: ScrollView)],
        started: ContinuousClock.Instant
    ) async throws {
        var second = 0.0
        while second < options.seconds {
            second = min(options.seconds, second + 1)
            try await clock.run(untilTime: second)
            if let progress {
                var events = 0
                var violations = 0
                for (monitor, _) in monitors {
                    let report = monitor.counts
                    events += report.events
                    violations += report.violations
                }
                progress(
                    StressProgress(
                        simulatedSeconds: second, totalSeconds: options.seconds, events: events, violations: violations,
                        wallSeconds: (ContinuousClock.now - started) / .seconds(1)))
            }
        }
    }

    private func result(
        monitors: [StressViewMonitor], screens: [StressScreenReport], extra: [StressViolation], unlisted: Int,
        statistics: ClockStatistics, observers: Int, observedEvents: Int, commands: Int, wallSeconds: Double
    ) -> StressResult {
        var events = 0
        var violationCount = extra.count + unlisted
        var violations = extra
        var digests: [UInt64] = []
        var total = StressDigest()
        digests.reserveCapacity(monitors.count)
        for monitor in monitors {
            let report = monitor.report
            events += report.events
            violationCount += report.violationCount
            violations += report.violations
            digests.append(report.digest)
            total.combine(report.events)
            total.combine(report.digest)
        }
        for screen in screens {
            events += screen.events
            total.combine(screen.events)
            total.combine(screen.digest)
        }
        violations.sort { ($0.frame, $0.view) < ($1.frame, $1.view) }
        return StressResult(
            options: options, eventsProcessed: events, observedEvents: observedEvents, observersStarted: observers,
            commands: commands, wallSeconds: wallSeconds, frames: statistics.framesStepped,
            viewSteps: statistics.viewSteps,
            violations: Array(violations.prefix(Self.listedViolations)), violationCount: violationCount,
            framesDropped: statistics.droppedFrames, realTimeFrames: statistics.realTimeFrames,
            latenessP99: statistics.latenessPercentile(99), viewDigests: digests, digest: total.value,
            traceFailure: monitors.lazy.compactMap { $0.trace?.firstFailure }.first)
    }

    /// Derives an independent seed for one stream of random choices (SplitMix64 finaliser).
    static func mix(_ seed: UInt64, _ stream: UInt64, _ index: UInt64) -> UInt64 {
        var rng = SeededGenerator(seed: seed ^ (stream &* 0x9E37_79B9_7F4A_7C15) ^ (index &* 0xD1B5_4A32_D192_ED03))
        return rng.next()
    }
}
