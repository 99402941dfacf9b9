import Testing

@testable import ScrollSimulator

/// The clock's end of time and its other limits: refused up front, never a trap later.
@Suite struct ClockLimitTests {
    @Test func anAdvancePastTheLastFrameIsRefusedAndChangesNothing() async throws {
        let clock = try DisplayClock()
        let list = try ScrollView(
            id: "list", clock: clock, size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 3000))
        await #expect(
            throws: SimulationError.invalidArgument(
                argument: "duration", expected: "a time no later than frame 2^32 (DisplayClock.maximumFrame)",
                actual: "\(Duration.seconds(Int64.max))")
        ) { try await clock.advance(by: .seconds(Int64.max)) }
        await #expect(throws: SimulationError.self) { try await clock.run(untilTime: 1e300) }
        await #expect(throws: SimulationError.self) {
            try await clock.run(until: DisplayClock.Instant(offset: .seconds(Int64.max)))
        }
        await #expect(throws: SimulationError.self) { try await clock.advance(frames: DisplayClock.maximumFrame + 1) }
        #expect(clock.frameIndex == 0)
        // The clock still works: a fling plays and rests.
        try await list.fling(velocity: Point(x: 0, y: 1000))
        #expect(try await clock.runUntilIdle() > 0)
        try await clock.stop()
    }

    /// A percentile out of 0...100 trapped (a NaN, or 1e300 with two samples or more).
    @Test func latenessPercentilesTakeAnyNumber() {
        var statistics = ClockStatistics()
        #expect(statistics.latenessPercentile(99) == 0)
        statistics.lateness = [0.003, 0.001, 0.002]
        #expect(statistics.latenessPercentile(0) == 0.001)
        #expect(statistics.latenessPercentile(50) == 0.002)
        #expect(statistics.latenessPercentile(1e300) == 0.003)
        #expect(statistics.latenessPercentile(-.infinity) == 0.001)
        #expect(statistics.latenessPercentile(.nan).isNaN)
    }

    /// A sleep past the last frame an advance reaches was taken and never ended (only a
    /// cancellation did): it is refused, naming the frame.
    @Test func aSleepPastTheLastFrameIsRefused() async throws {
        let clock = try DisplayClock()
        await #expect(
            throws: SimulationError.invalidArgument(
                argument: "frame",
                expected: "a frame no later than 2^32 (DisplayClock.maximumFrame), the last an advance reaches",
                actual: "\(Int.max)")
        ) { try await clock.sleep(untilFrame: .max) }
        await #expect(throws: SimulationError.self) {
            try await clock.sleep(until: DisplayClock.Instant(offset: .seconds(Int64.max)))
        }
        // Instants whose frame lands within a frame rate of Int.max, or whose seconds no longer fit
        // in 64 bits, trapped on the way to the refusal (an outside review's inputs).
        let nearlyMax = Duration(
            secondsComponent: 153_722_867_280_912_930, attosecondsComponent: 999_999_999_999_999_999)
        await #expect(throws: SimulationError.self) { try await clock.sleep(until: .init(offset: nearlyMax)) }
        await #expect(throws: SimulationError.self) { try await clock.run(until: .init(offset: nearlyMax)) }
        try await clock.advance(frames: 1)
        await #expect(throws: SimulationError.self) { try await clock.advance(by: .seconds(Int64.max)) }
        #expect(FrameMath.frame(atOrAfter: .init(offset: .seconds(Int64.max) * 4), framesPerSecond: 1) == .max)
        #expect(DisplayClock.Instant(offset: .seconds(Int64.max) * 4).seconds == 4 * Double(Int64.max))
        #expect(await clock.sleeperCount == 0)
        // The last frame itself is a deadline an advance reaches.
        let sleeper = Task { try await clock.sleep(untilFrame: DisplayClock.maximumFrame) }
        while await clock.sleeperCount < 1 { await Task.yield() }
        try await clock.stopAbandoningPendingWork()
        await #expect(throws: SimulationError.clockStopped) { try await sleeper.value }
    }

    /// A gesture whose finger would lift after the last frame an advance reaches would keep the view
    /// in flight for good: refused up front, the view left idle.
    @Test func aGestureThatWouldNeverLiftIsRefused() async throws {
        let clock = try DisplayClock()
        let list = try ScrollView(
            id: "list", clock: clock, size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 3000))
        let events = await list.recordEvents()
        let expected = "a gesture that lifts by frame 2^32 (DisplayClock.maximumFrame), the last an advance reaches"
        await #expect(
            throws: SimulationError.invalidArgument(
                argument: "frames", expected: expected, actual: "a lift more than 2^40 frames after frame 0")
        ) { try await list.tap(frames: .max) }
        await #expect(
            throws: SimulationError.invalidArgument(
                argument: "duration", expected: expected, actual: "a lift more than 2^40 frames after frame 0")
        ) { try await list.drag(by: Point(x: 0, y: -100), duration: 1e300) }
        // A length that fits in 2^40 frames but not by frame 2^32 names its lift.
        await #expect(
            throws: SimulationError.invalidArgument(
                argument: "frames", expected: expected, actual: "a lift in frame \(DisplayClock.maximumFrame + 1)")
        ) { try await list.tap(frames: DisplayClock.maximumFrame + 1) }
        // 1e-9 pt/s passes the 10 pt slop after 6e11 frames.
        await #expect(throws: SimulationError.self) { try await list.fling(velocity: Point(x: 0, y: 1e-9)) }
        await #expect(throws: SimulationError.self) { try await list.fling(velocity: Point(x: 0, y: 1e-300)) }
        #expect(await !list.isInFlight)
        #expect(await events.events.isEmpty)
        // At the longest that fits, the gesture is taken.
        try await list.tap(frames: DisplayClock.maximumFrame)
        try await clock.stopAbandoningPendingWork()
    }

    @Test func theLastFrameCanBeReachedAndOnlyAGestureThatLiftsByItIsTaken() async throws {
        let clock = try DisplayClock()
        let list = try ScrollView(
            id: "list", clock: clock, size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 3000))
        try await clock.advance(frames: DisplayClock.maximumFrame - 1)  // nothing moves: skipped at once
        // A fling's 3 frames would lift past the last frame: refused, not left down for good.
        await #expect(throws: SimulationError.self) { try await list.fling(velocity: Point(x: 0, y: 1000)) }
        try await list.tap(frames: 1)  // lifts in the last frame
        try await clock.runUntilSettled()
        #expect(clock.frameIndex == DisplayClock.maximumFrame)
        #expect(await !list.isInFlight)
        try await clock.stop()
    }

    /// A run that does not settle names what still moves, as a run that does not become idle does.
    @Test func aRunThatDoesNotSettleNamesTheViewsInFlight() async throws {
        let clock = try DisplayClock()
        var views: [ScrollView] = []
        for i in 0..<12 { views.append(try Make.list(clock, id: "v\(i)")) }
        for view in views { try await view.fling(velocity: Point(x: 0, y: 1000)) }
        await #expect(throws: SimulationError.didNotSettle(frameLimit: 5, viewsInFlight: views.map(\.id))) {
            try await clock.runUntilSettled(frameLimit: 5)
        }
        let error = SimulationError.didNotSettle(frameLimit: 5, viewsInFlight: views.map(\.id))
        #expect(
            error.description
                == #"motion did not settle within 5 frames: scroll views still in flight "v0", "v1", "v2", "v3", "#
                + #""v4", "v5", "v6", "v7", "v8", "v9" and 2 more"#)
        try await clock.stopAbandoningPendingWork()
    }

    @Test func negativeFrameLimitsAreRefused() async throws {
        let clock = try DisplayClock()
        await #expect(
            throws: SimulationError.invalidArgument(argument: "frameLimit", expected: "a count >= 0", actual: "-1")
        ) { try await clock.runUntilSettled(frameLimit: -1) }
        try await clock.stop()
    }

    @Test func aStoppedClockRunsNoSpawnedBody() async throws {
        let clock = try DisplayClock()
        try await clock.stop()
        let ran = Locked(false)
        let task = await clock.spawn { ran.withLock { $0 = true } }
        await #expect(throws: SimulationError.clockStopped) { try await task.value }
        #expect(!ran.withLock { $0 })
    }
}
