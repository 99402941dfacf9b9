import Testing

@testable import ScrollSimulator

/// Stalls found while other work goes on (an outside review): each watch of a clock is its own, and
/// a stall lets go of everything still waiting for the frame.
@Suite struct StallWatchTests {
    /// Both watches of one clock were kept under the clock's progress: a spawn from outside during
    /// an advance replaced the advance's watch and removed it on returning, and when a later frame
    /// got stuck, nothing watched it: the advance never returned.
    @Test func aSpawnFromOutsideDuringAnAdvanceLeavesTheAdvanceItsWatch() async throws {
        let clock = try DisplayClock(stallTimeout: .seconds(2))
        let (atFrame5, reachedFrame5) = AsyncStream<Void>.makeStream()
        let (go, letGo) = AsyncStream<Void>.makeStream()
        let (never, endNever) = AsyncStream<Void>.makeStream()
        await clock.spawn(name: "stuck later") {
            try await clock.sleep(untilFrame: 5)
            reachedFrame5.yield()
            for await _ in go { break }  // until the spawn from outside runs
            try await clock.sleep(untilFrame: 300)
            for await _ in never {}  // waits for something no frame brings
        }
        let advance = Task { try await clock.advance(frames: 600) }
        for await _ in atFrame5 { break }
        // Returns once both tasks sleep, before frame 300 gets stuck.
        await clock.spawn(name: "late") {
            letGo.yield()
            try await clock.sleep(untilFrame: 10_000)
        }
        do {
            try await advance.value
            Issue.record("the advance returned")
        } catch SimulationError.stalled(let frame, _, _, _) {
            #expect(frame == 300)
        }
        endNever.finish()
        _ = try? await clock.stopAbandoningPendingWork()
    }

    /// A spawn from outside while a frame is stuck: the advance and the spawn both end with the
    /// stall (the spawn waited for a quiescence the stuck task never brings).
    @Test func aSpawnFromOutsideDuringAStuckFrameEndsWithTheAdvance() async throws {
        let clock = try DisplayClock(stallTimeout: .seconds(1))
        let (atStall, reachedStall) = AsyncStream<Void>.makeStream()
        let (never, endNever) = AsyncStream<Void>.makeStream()
        await clock.spawn(name: "stuck") {
            try await clock.sleep(untilFrame: 5)
            reachedStall.yield()
            for await _ in never {}  // waits for something no frame brings
        }
        let advance = Task { try await clock.advance(frames: 600) }
        for await _ in atStall { break }
        // From outside, while frame 5 waits for the stuck task.
        await clock.spawn(name: "late") { try await clock.sleep(untilFrame: 10_000) }
        do {
            try await advance.value
            Issue.record("the advance returned")
        } catch SimulationError.stalled(let frame, _, _, let pending) {
            #expect(frame == 5)
            #expect(pending.tasks.map(\.name).contains("stuck"))
        }
        #expect(clock.isStopped)
        endNever.finish()
        _ = try? await clock.stopAbandoningPendingWork()
    }

    /// The watchdog's side of it: two watches of one clock's progress are two watches, and ending
    /// one leaves the other to report its stall.
    @Test func endingOneWatchOfAClockLeavesTheOther() async {
        let progress = FrameProgress()
        let (first, second) = (StallRace<Void>(), StallRace<Void>())
        let stalled = await withCheckedContinuation { (stalled: CheckedContinuation<Bool, Never>) in
            StallWatchdog.shared.watch(
                progress, key: ObjectIdentifier(first), on: SimulationExecutor.pool[0], timeout: .milliseconds(50)
            ) { _, _ in stalled.resume(returning: true) }
            StallWatchdog.shared.watch(
                progress, key: ObjectIdentifier(second), on: SimulationExecutor.pool[0], timeout: .milliseconds(50)
            ) { _, _ in Issue.record("the ended watch reported") }
            StallWatchdog.shared.unwatch(key: ObjectIdentifier(second))
        }
        #expect(stalled)
    }

    /// After a stall the stuck task still counts as running, so the quiescence the advance's frames
    /// (or a spawn from outside) waited for never came: they waited for ever, holding the clock.
    @Test func aStallLetsGoOfWhoeverWaitsForQuiescence() async {
        let board = SleeperBoard()
        _ = board.taskStarted(name: "stuck")
        async let waited: Void = board.awaitQuiescence()
        // However the two interleave, the wait ends: released as it waits, or let through at once.
        board.releaseWaitersAfterStall()
        await waited
        await board.awaitQuiescence()  // a later wait returns at once
    }
}
