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

    @Test func theLastFrameCanBeReachedAndAGestureStillFitsAfterIt() async throws {
        let clock = try DisplayClock()
        let list = try ScrollView(
            id: "list", clock: clock, size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 3000))
        try await clock.advance(frames: DisplayClock.maximumFrame - 1)  // nothing moves: skipped at once
        try await list.fling(velocity: Point(x: 0, y: 1000))  // scheduled past the last frame
        await #expect(throws: SimulationError.self) { try await clock.runUntilSettled() }
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
