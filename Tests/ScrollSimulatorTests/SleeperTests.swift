import Synchronization
import Testing

@testable import ScrollSimulator

/// Issue 7: the display clock as a `Clock` for code under simulation.
@Suite struct SleeperTests {
    actor WakeLog {
        var wakes: [String] = []
        func append(_ s: String) { wakes.append(s) }
    }

    @Test func thousandTasksSleepingOneFrameAtATimeWakeInTheRightFramesDeterministically() async throws {
        func run() async throws -> [String] {
            let clock = try DisplayClock()
            let log = WakeLog()
            for task in 0..<1000 {
                await clock.spawn {
                    for expected in 1...60 {
                        try await clock.sleep(for: clock.minimumResolution)
                        let frame = clock.frameIndex
                        await log.append(
                            frame == expected ? "\(frame):\(task)" : "WRONG \(frame) != \(expected) for \(task)")
                    }
                }
            }
            try await clock.advance(frames: 60)
            #expect(await clock.statistics.wakes == 60_000)
            return await log.wakes
        }
        let a = try await run()
        #expect(a.count == 60_000)
        #expect(!a.contains { $0.hasPrefix("WRONG") })
        let expected = (1...60).flatMap { frame in (0..<1000).map { "\(frame):\($0)" } }
        #expect(a == expected, "first out of order: \(String(describing: zip(a, expected).first { $0 != $1 }))")
        let b = try await run()
        let firstDifference = a.indices.first { $0 < b.count && a[$0] != b[$0] }
        #expect(a.count == b.count && firstDifference == nil, "runs differ at \(String(describing: firstDifference))")
    }

    @Test func aCancelledSleeperThrowsAndTheRestAreUnaffected() async throws {
        let clock = try DisplayClock()
        let log = WakeLog()
        let victim = await clock.spawn {
            do {
                try await clock.sleep(for: .seconds(10))
                await log.append("victim woke")
            } catch is CancellationError {
                await log.append("victim cancelled")
            }
        }
        await clock.spawn {
            try await clock.sleep(for: .milliseconds(100))
            await log.append("other \(clock.frameIndex)")
        }
        try await clock.advance(frames: 2)
        victim.cancel()
        try await victim.value
        try await clock.advance(frames: 10)
        #expect(await log.wakes == ["victim cancelled", "other 6"])
        #expect(await clock.sleeperCount == 0)
    }

    @Test func aSpawnedTaskCancelledWhileRunningThrowsAtItsNextSleep() async throws {
        let clock = try DisplayClock()
        let log = WakeLog()
        await clock.spawn {
            try await clock.sleep(untilFrame: 1)
            withUnsafeCurrentTask { $0?.cancel() }  // cancelled while it runs, not asleep
            do {
                try await clock.sleep(untilFrame: 5)
                await log.append("woke")
            } catch is CancellationError {
                await log.append("cancelled in frame \(clock.frameIndex)")
            }
        }
        try await clock.advance(frames: 8)
        #expect(await log.wakes == ["cancelled in frame 1"])
        #expect(await clock.sleeperCount == 0)
    }

    @Test func aCancelledOutsideSleeperThrowsAtOnce() async throws {
        // A task the clock did not start sleeps with a cancellation handler of its own.
        let clock = try DisplayClock()
        let outside = Task {
            do {
                try await clock.sleep(until: DisplayClock.Instant(offset: .seconds(10)))
                return "woke"
            } catch {
                return "\(type(of: error)) in frame \(clock.frameIndex)"
            }
        }
        while await clock.sleeperCount < 1 { await Task.yield() }
        try await clock.advance(frames: 2)
        outside.cancel()
        #expect(await outside.value == "CancellationError in frame 2")
        #expect(await clock.sleeperCount == 0)
    }

    @Test func aChildTaskOfASpawnedTaskCancelledAloneThrowsAtOnce() async throws {
        // The child inherits the spawned task's context, not its cancellation handler: its sleep
        // has a handler of its own. (It is not run by the clock: the frame does not wait for it.
        // It runs on the clock's thread, so that the parent's wait does not depend on the pool.)
        let clock = try DisplayClock()
        let log = WakeLog()
        let parent = await clock.spawn {
            let child = Task(executorPreference: clock.taskExecutor) {
                do {
                    try await clock.sleep(until: DisplayClock.Instant(offset: .seconds(10)))
                    await log.append("child woke")
                } catch is CancellationError {
                    await log.append("child cancelled")
                }
            }
            try await clock.sleep(untilFrame: 1)
            child.cancel()
            try await child.value
        }
        try await clock.advance(frames: 3)
        try await parent.value
        #expect(await log.wakes == ["child cancelled"])
    }

    @Test func aChainRunsInTheExpectedFrames() async throws {
        let clock = try DisplayClock()
        let log = WakeLog()
        await clock.spawn {
            try await clock.sleep(untilFrame: 2)
            await log.append("A \(clock.frameIndex)")
            await clock.spawn {
                try await clock.sleep(for: clock.minimumResolution * 3)
                await log.append("B \(clock.frameIndex)")
            }
        }
        try await clock.advance(frames: 10)
        #expect(await log.wakes == ["A 2", "B 5"])
    }

    @Test func sameFrameSleepersWakeByDeadlineThenOrderOfSleeping() async throws {
        let clock = try DisplayClock()
        let log = WakeLog()
        // All three fall in frame 1 (t = 16.67 ms); deadlines 16, 10, 10 ms.
        for (name, ms) in [("late", 16), ("first", 10), ("second", 10)] {
            await clock.spawn {
                try await clock.sleep(until: DisplayClock.Instant(offset: .milliseconds(ms)))
                await log.append(name)
            }
        }
        try await clock.advance(frames: 1)
        #expect(await log.wakes == ["first", "second", "late"])
    }

    @Test func sleepersWithRandomDeadlinesWakeInDeadlineThenSleepOrder() async throws {
        // Deadlines out of order (the queue's heap) among deadlines in order (its run), with
        // cancelled sleepers among them: every wake is in its deadline's frame, in wake order.
        struct Wake: Equatable {
            var frame: Int
            var deadline: Duration
            var order: Int
        }
        let clock = try DisplayClock()
        let order = Mutex(0)
        let wakes = Mutex<[Wake]>([])
        for task in 0..<200 {
            let spawned = await clock.spawn {
                var random = SeededGenerator(seed: UInt64(task) + 1)
                for _ in 0..<20 {
                    let ahead = task % 3 == 0 ? 16_667 : Int.random(in: 1...120_000, using: &random)
                    let deadline = clock.now.offset + .microseconds(ahead)
                    // No suspension between taking the number and falling asleep.
                    let mine = order.withLock { next in
                        next += 1
                        return next
                    }
                    try await clock.sleep(until: DisplayClock.Instant(offset: deadline))
                    wakes.withLock { $0.append(Wake(frame: clock.frameIndex, deadline: deadline, order: mine)) }
                }
            }
            if task % 50 == 49 { spawned.cancel() }
        }
        try await clock.runUntilIdle()
        let log = wakes.withLock { $0 }
        #expect(log.count == 196 * 20)
        #expect(log == log.sorted { ($0.frame, $0.deadline, $0.order) < ($1.frame, $1.deadline, $1.order) })
        let frameRate = Double(clock.framesPerSecond)
        #expect(log.allSatisfy { Int(($0.deadline / .seconds(1) * frameRate).rounded(.up)) == $0.frame })
        try await clock.stop()
    }

    @Test func sleepersWakeBeforeScrollViewsAreStepped() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let log = await list.recordEvents()
        await clock.spawn {
            try await clock.sleep(untilFrame: 5)
            try await list.setContentOffset(Point(x: 0, y: 300), animated: true)
        }
        try await clock.advance(frames: 30)
        let events = await log.events
        #expect(events.first?.frame == 6)  // the animation starts at t_5, first moves at t_6
        #expect(events.last?.name == "didEndScrollingAnimation" && events.last?.frame == 23)
    }

    @Test func runUntilSkipsStraightFromDeadlineToDeadline() async throws {
        let clock = try DisplayClock()
        let log = WakeLog()
        await clock.spawn {
            for _ in 0..<3 {
                try await clock.sleep(for: .seconds(100))
                await log.append("\(clock.frameIndex)")
            }
        }
        try await clock.run(untilTime: 1000)
        #expect(await log.wakes == ["6000", "12000", "18000"])
        #expect(await clock.statistics.framesStepped == 4)  // three wakes and the final frame
        #expect(clock.frameIndex == 60_000)
    }

    @Test func advanceWithNobodySleepingIsOneStep() async throws {
        let clock = try DisplayClock()
        try await clock.advance(by: .seconds(3600))
        #expect(clock.frameIndex == 216_000)
        #expect(await clock.statistics.framesStepped == 1)
    }

    @Test func aSimulatedTaskMayNotAdvanceTheClock() async throws {
        let clock = try DisplayClock()
        let task = await clock.spawn { try await clock.advance(frames: 1) }
        await #expect(throws: SimulationError.self) { try await task.value }
    }

    /// A name that would not print as itself is refused: the body never runs, the task throws, and
    /// so does the next advance, for whoever does not await the task.
    @Test func aTaskNamedWithAControlCharacterIsRefusedLoudly() async throws {
        let clock = try DisplayClock()
        let ran = WakeLog()
        for name in ["", "bad\u{1B}[2Jname"] {
            let task = await clock.spawn(name: name) { await ran.append("ran") }
            await #expect(throws: SimulationError.self) { try await task.value }
            let error = await #expect(throws: SimulationError.self) { try await clock.advance(frames: 1) }
            #expect("\(error.map { "\($0)" } ?? "")".contains("name"))
        }
        #expect(await ran.wakes.isEmpty)
        try await clock.advance(frames: 1)  // the refusals were reported once each
    }

    /// A task the clock did not start may sleep on it too: it wakes in its frame beside the clock's
    /// own tasks, but the frame does not wait for it.
    @Test func anOutsideSleeperWakesInItsFrame() async throws {
        let clock = try DisplayClock()
        let log = WakeLog()
        await clock.spawn {
            try await clock.sleep(until: DisplayClock.Instant(offset: .milliseconds(40)))
            await log.append("spawned \(clock.frameIndex)")
        }
        let outside = Task {
            try await clock.sleep(until: DisplayClock.Instant(offset: .milliseconds(35)))
            await log.append("outside \(clock.frameIndex)")
        }
        while await clock.sleeperCount < 2 { await Task.yield() }
        try await clock.advance(frames: 3)
        try await outside.value
        #expect(await log.wakes.sorted() == ["outside 3", "spawned 3"])
        #expect(await clock.statistics.wakes == 2)
    }

    @Test func sleepOnAStoppedClockThrowsAtOnce() async throws {
        let clock = try DisplayClock()
        let log = WakeLog()
        let sleeper = await clock.spawn {
            do { try await clock.sleep(for: .seconds(1)) } catch { await log.append("\(error)") }
        }
        try await clock.advance(frames: 1)
        let abandoned = try await clock.stopAbandoningPendingWork()
        try await sleeper.value
        #expect(await log.wakes == ["the display clock has stopped"])
        #expect(abandoned.tasks == [PendingWork.SpawnedTask(name: "task 1", state: .sleeping(frame: 60, deadline: 1))])
    }
}
