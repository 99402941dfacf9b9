import ScrollSimulator
import Testing

/// The harness a user meets: each test reproduces one way the library used to fail without a word.
@Suite struct HarnessTests {
    /// A scripted user: a fling now, a tap on the deceleration 1 s later, another fling 1 s after.
    static func scriptUser(_ clock: DisplayClock, _ list: ScrollView) async {
        await clock.spawn(name: "user") {
            try await list.fling(velocity: Point(x: 0, y: 1200))
            try await clock.sleep(for: .seconds(1))
            try await list.tap()
            try await clock.sleep(for: .seconds(1))
            try await list.fling(velocity: Point(x: 0, y: -800))
        }
    }

    // 1. runUntilSettled returned after 0 frames with the script asleep; its later error vanished.
    @Test func runUntilIdleRunsAScriptedUserToItsEndWhereRunUntilSettledStops() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let recording = await list.recordEvents()
        await clock.spawn(name: "user") {
            try await clock.sleep(for: .seconds(0.5))
            try await list.fling(velocity: Point(x: 0, y: 1200))
        }
        #expect(try await clock.runUntilSettled() == 0)  // nothing moves yet: motion only
        let frames = try await clock.runUntilIdle()
        // The fling starts at frame 30, releases at 33 and rests 3.541 s later, in frame 246.
        #expect(frames == 246)
        #expect(await recording.names.last == "didEndDecelerating")
        #expect(await clock.pendingWork.isEmpty)
        try await clock.stop()
    }

    @Test func stoppingWithAScriptStillAsleepReportsItInsteadOfLosingIt() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        await Self.scriptUser(clock, list)
        // Motion only: the tap at 1 s stops the fling, and the run ends with the user asleep.
        #expect(try await clock.runUntilSettled() == 60)
        await #expect(
            throws: SimulationError.abandonedWork(
                PendingWork(
                    tasks: [.init(name: "user", state: .sleeping(frame: 120, deadline: 2))]))
        ) {
            try await clock.stop()
        }
        #expect(clock.isStopped)
    }

    /// A task that stops the clock from inside a frame gets what that stop reports (here another
    /// task's error); its own error used to be dropped, as the clock had stopped, and the advance
    /// said only that the clock had stopped.
    @Test func whatAStopFromInsideAFrameReportsReachesTheAdvance() async throws {
        struct Boom: Error {}
        let clock = try DisplayClock()
        await clock.spawn(name: "failing") {
            try await clock.sleep(untilFrame: 60)
            throw Boom()
        }
        await clock.spawn(name: "quitter") {
            try await clock.sleep(untilFrame: 60)
            try await clock.stop()
        }
        do {
            try await clock.runUntilIdle()
            Issue.record("the advance returned")
        } catch let SimulationError.failed(failures) {
            #expect(failures.map(\.origin) == [.task(name: "quitter")])
            #expect("\(failures[0].error)".contains(#"spawned task "failing" threw in frame 60: Boom()"#))
        }
        try await clock.stop()  // already stopped: nothing more to report
        // A stop meant to abandon the rest throws nothing, and the advance says only that it ended.
        let calm = try DisplayClock()
        await calm.spawn(name: "user") { try await calm.sleep(untilFrame: 600) }
        await calm.spawn(name: "quitter") {
            try await calm.sleep(untilFrame: 60)
            try await calm.stopAbandoningPendingWork()
        }
        await #expect(throws: SimulationError.clockStopped) { try await calm.runUntilIdle() }
    }

    @Test func runUntilIdleNamesWhatIsPendingAtItsLimit() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        await Self.scriptUser(clock, list)
        await #expect(
            throws: SimulationError.notIdle(
                frameLimit: 30,
                pending: PendingWork(
                    tasks: [.init(name: "user", state: .sleeping(frame: 60, deadline: 1))], viewsInFlight: ["list"]))
        ) {
            try await clock.runUntilIdle(frameLimit: 30)
        }
        #expect(try await clock.runUntilIdle() > 0)
        try await clock.stop()
    }

    // 2. A spawned task awaiting this clock's stream hung the process for ever. (The timeout is
    // generous: the simulation threads are shared by every test running in parallel.)
    @Test func aTaskWaitingForALaterFrameIsDiagnosedAsAStallWithinItsTimeout() async throws {
        let clock = try DisplayClock(stallTimeout: .seconds(2))
        let list = try Make.list(clock)
        await clock.spawn(name: "user") { try await clock.sleep(for: .seconds(0.5)) }
        await clock.spawn(name: "waits for the fling") {
            try await clock.sleep(for: .seconds(0.1))
            let events = await list.events()
            try await list.fling(velocity: Point(x: 0, y: 1200))
            for await event in events where event.name == "didEndDecelerating" { break }
        }
        do {
            try await clock.advance(frames: 300)
            Issue.record("the advance did not report the stall")
        } catch SimulationError.stalled(let frame, let timeout, let phase, let pending) {
            #expect(frame == 6 && timeout == 2)
            #expect(phase == "waiting for the tasks woken in the frame to sleep on the clock again or finish")
            #expect(
                pending.tasks == [
                    .init(name: "user", state: .sleeping(frame: 30, deadline: 0.5)),
                    .init(name: "waits for the fling", state: .running),
                ])
        }
        #expect(clock.isStopped)
        let message = "\(SimulationError.stalled(frame: 0, timeout: 0.3, phase: "p", pending: PendingWork()))"
        #expect(message.contains("waited for something only a later frame provides"))
    }

    /// Code that keeps the simulation thread busy for longer than the stall timeout is slow, not
    /// stuck: it used to be reported as a stall once it returned, and the clock stopped, though
    /// the run then went on as it should. (The task spins for 0.6 s of wall time, three timeouts.)
    @Test func codeBusyForLongerThanTheStallTimeoutIsSlowNotStuck() async throws {
        let clock = try DisplayClock(stallTimeout: .seconds(0.2))
        await clock.spawn(name: "busy") {
            try await clock.sleep(untilFrame: 3)
            let end = ContinuousClock.now + .seconds(0.6)
            while ContinuousClock.now < end {}
            try await clock.sleep(untilFrame: 5)
        }
        try await clock.advance(frames: 10)
        #expect(clock.frameIndex == 10)
        try await clock.stop()
    }

    @Test func aDelegateWaitingForALaterFrameIsDiagnosedWithItsScrollView() async throws {
        let clock = try DisplayClock(stallTimeout: .seconds(2))
        let calm = try Make.list(clock, id: "calm")
        let stuck = try Make.list(clock, id: "stuck")
        await calm.addSynchronousDelegate { _ in }
        @Sendable nonisolated(nonsending) func waitForALaterFrame(_ event: ScrollViewEvent) async throws {
            try await clock.sleep(untilFrame: event.frame + 1)
        }
        await stuck.addDelegate(waitForALaterFrame)
        try await calm.fling(velocity: Point(x: 0, y: 1200))
        try await stuck.fling(velocity: Point(x: 0, y: 1200))
        do {
            try await clock.advance(frames: 10)
            Issue.record("the advance did not report the stall")
        } catch SimulationError.stalled(let frame, _, let phase, _) {
            #expect(frame == 1)
            #expect(phase == "scroll view \"stuck\"'s delegates (and the screens they drive) handled its events")
        }
        #expect(clock.isStopped)
    }

    @Test func aTaskThatNeverReachesItsFirstSleepIsDiagnosedToo() async throws {
        let clock = try DisplayClock(stallTimeout: .seconds(2))
        let list = try Make.list(clock)
        await clock.spawn(name: "waits at once") {
            for await _ in await list.events() {}
        }
        do {
            try await clock.advance(frames: 1)
            Issue.record("the stall was lost")
        } catch SimulationError.stalled(let frame, _, let phase, let pending) {
            #expect(frame == 0)
            #expect(phase == "waiting for spawned task \"waits at once\" to reach its first sleep on the clock")
            #expect(pending.tasks == [.init(name: "waits at once", state: .running)])
        }
        #expect(clock.isStopped)
    }

    @Test func aFailureBeforeAStallIsStillReportedAfterIt() async throws {
        let clock = try DisplayClock(stallTimeout: .seconds(2))
        let list = try Make.list(clock)
        struct Refusal: Error {}
        await list.addSynchronousDelegate { _ in throw Refusal() }
        try await list.assignContentOffset(Point(x: 0, y: 3))  // the delegate's error, kept
        await clock.spawn(name: "waits at once") {
            for await _ in await list.events() {}
        }
        await #expect(throws: SimulationError.self) { try await clock.advance(frames: 1) }  // the stall
        // The stall used to take the delegate's error with it: stop threw nothing.
        do {
            try await clock.stop()
            Issue.record("the delegate's error was lost")
        } catch SimulationError.failed(let failures) {
            #expect(failures.map(\.origin) == [.delegate(view: "list")])
        }
    }

    /// A spawned task that stops the clock is stopping it, not abandoned by it: with nothing else
    /// pending, its stop throws nothing and the advance says only that the clock stopped. It
    /// reported itself as abandoned work, and that report as its own failure.
    @Test func aTaskThatStopsTheClockIsNotAbandonedByItsOwnStop() async throws {
        let clock = try DisplayClock()
        await clock.spawn(name: "stopper") {
            try await clock.sleep(untilFrame: 2)
            try await clock.stop()
        }
        await #expect(throws: SimulationError.clockStopped) { try await clock.runUntilIdle() }
        try await clock.stop()
    }

    @Test func aRunDuringWhichTheClockWasStoppedSaysSo() async throws {
        // A delegate stops the clock: the motion is gone, so a run until idle used to return as if
        // the run had settled.
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        @Sendable nonisolated(nonsending) func stopOnRelease(_ event: ScrollViewEvent) async throws {
            if event.name == "didEndDragging" { try await clock.stopAbandoningPendingWork() }
        }
        await list.addDelegate(stopOnRelease)
        try await list.drag(by: Point(x: 0, y: -200), duration: 0.2)
        await #expect(throws: SimulationError.clockStopped) { try await clock.runUntilIdle() }
        #expect(clock.isStopped)
        #expect(clock.frameIndex == 12)
    }

    // 3. A delegate that advanced the clock nested frames: 213 frames instead of 216.
    @Test func advancingFromADelegateIsRefusedAndTheRunKeepsItsFrameCount() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        await list.addDelegate { event in
            if event.name == "didEndDragging" { try await clock.advance(frames: 10) }
        }
        try await list.fling(velocity: Point(x: 0, y: 1200))
        await #expect(
            throws: SimulationError.failed([
                SimulationFailure(
                    origin: .delegate(view: "list"), frame: 3, error: SimulationError.advancedInsideFrame(frame: 3))
            ])
        ) {
            try await clock.runUntilSettled()
        }
        // The failing frame ran to its end; the rest of the run is as without the delegate.
        #expect(clock.frameIndex == 3)
        #expect(try await clock.runUntilSettled() == 213)
        #expect(clock.frameIndex == 216)
        try await clock.stop()
    }

    /// A delegate reacting to a command made from outside the simulation (no frame running) ran
    /// whole frames inside that command: refused too, and the command leaves the clock where it was.
    /// A task the delegate starts is another task, free to advance once the reaction is over.
    @Test func advancingFromADelegateOfACommandIsRefusedToo() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let later = TaskSlot()
        await list.addDelegate { event in
            guard event.name == "didScroll" else { return }
            if event.contentOffset.y == 30 { try await clock.advance(frames: 50) }
            if event.contentOffset.y == 40 {
                await later.keep(Task { try await clock.advance(frames: 5) })
            }
        }
        try await list.assignContentOffset(Point(x: 0, y: 30))
        #expect(clock.frameIndex == 0)
        await #expect(
            throws: SimulationError.failed([
                SimulationFailure(
                    origin: .delegate(view: "list"), frame: 0, error: SimulationError.advancedInsideFrame(frame: 0))
            ])
        ) {
            try await clock.advance(frames: 1)
        }
        try await list.assignContentOffset(Point(x: 0, y: 40))
        try await #require(await later.task).value
        #expect(clock.frameIndex == 5)
        try await clock.stop()
    }

    /// The refusal is the clock's own: a delegate of one clock's view may advance another clock
    /// (it was refused as if inside that clock's frame: the mark was process-wide).
    @Test func aDelegateOfOneClockMayAdvanceAnother() async throws {
        let clock = try DisplayClock()
        let other = try DisplayClock()
        let list = try Make.list(clock)
        await list.addDelegate { event in
            guard event.name == "didScroll" else { return }
            try await other.advance(frames: 3)
        }
        try await list.assignContentOffset(Point(x: 0, y: 30))
        try await clock.advance(frames: 1)  // no delegate failure to report
        #expect(other.frameIndex == 3)
        try await clock.stop()
        try await other.stop()
    }

    /// Cancelling the task that awaits an advance stops it between frames, with
    /// `CancellationError`; the frames run stay run, and the clock goes on. (The frames run in a
    /// task of their own, which the caller's cancellation did not reach: the advance ran to its end.)
    @Test func cancellingTheTaskThatAdvancesStopsItBetweenFrames() async throws {
        let clock = try DisplayClock()
        let slot = TaskSlot()
        await clock.spawn(name: "canceller") {
            try await clock.sleep(untilFrame: 100)
            while await slot.task == nil { await Task.yield() }
            await slot.task?.cancel()
        }
        let advancing = Task { try await clock.advance(frames: 1_000) }
        await slot.keep(advancing)
        await #expect(throws: CancellationError.self) { try await advancing.value }
        #expect(clock.frameIndex == 100)
        try await clock.advance(frames: 5)
        #expect(clock.frameIndex == 105)
        // In real time too, within a frame of the cancellation.
        let realTime = try DisplayClock(mode: .realTime)
        let playing = Task { try await realTime.advance(by: .seconds(60)) }
        while realTime.frameIndex < 3 { await Task.yield() }
        playing.cancel()
        await #expect(throws: CancellationError.self) { try await playing.value }
        #expect(realTime.frameIndex < 60)
        try await realTime.stop()
        try await clock.stop()
    }

    /// A cancellation during a real-time frame's wait for its deadline was dropped: that frame ran
    /// at once, early, and the advance ended only before the next. (One frame a second: the
    /// cancellation comes long before the deadline.)
    @Test func aRealTimeFrameWaitingForItsDeadlineDoesNotRunOnceCancelled() async throws {
        let clock = try DisplayClock(framesPerSecond: 1, mode: .realTime, stallTimeout: nil)
        let began = ContinuousClock.now
        let playing = Task { try await clock.advance(frames: 10) }
        while clock.frameIndex < 1 { await Task.yield() }  // frame 1 is due at once, frame 2 a second later
        for _ in 0..<1_000 { await Task.yield() }  // let the advance get into frame 2's wait
        playing.cancel()
        await #expect(throws: CancellationError.self) { try await playing.value }
        // Each frame ran only once its deadline had passed: frame n is due n - 1 s after the
        // first (a busy machine, under the thread sanitizer, may take seconds to cancel).
        #expect(ContinuousClock.now - began >= .seconds(clock.frameIndex - 1))
        try await clock.stop()
    }

    @Test func aSpawnedTaskCannotAdvanceItsClock() async throws {
        let clock = try DisplayClock()
        await clock.spawn(name: "impatient") { try await clock.advance(frames: 1) }
        await #expect(
            throws: SimulationError.failed([
                SimulationFailure(
                    origin: .task(name: "impatient"), frame: 0, error: SimulationError.advancedInsideFrame(frame: 0))
            ])
        ) {
            try await clock.advance(frames: 1)
        }
        try await clock.stop()
    }

    // 4. After stop, a tap threw "expected no scripted gesture in progress".
    @Test func aStoppedClockAnswersEveryCommandWithClockStopped() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        try await list.fling(velocity: Point(x: 0, y: 1200))
        try await clock.stop()
        await #expect(throws: SimulationError.clockStopped) { try await list.tap() }
        await #expect(throws: SimulationError.clockStopped) { try await list.fling(velocity: Point(x: 0, y: 1)) }
        await #expect(throws: SimulationError.clockStopped) { try await list.drag(by: Point(x: 0, y: 1), duration: 1) }
        await #expect(throws: SimulationError.clockStopped) { try await list.touchDown(at: Point(x: 1, y: 1)) }
        await #expect(throws: SimulationError.clockStopped) { try await list.setContentOffset(.zero, animated: true) }
        await #expect(throws: SimulationError.clockStopped) { try await clock.advance(frames: 1) }
        await #expect(throws: SimulationError.clockStopped) { try await clock.runUntilIdle() }
    }

    // 5. Delegates could not throw; every command needed try? and its error was lost.
    @Test func aDelegatesErrorSurfacesFromTheNextAdvanceNamingTheView() async throws {
        let clock = try DisplayClock()
        let feed = try Make.list(clock, id: "feed")
        await feed.addDelegate { event in
            // Load more: a command that throws (a negative size) inside the frame.
            if event.name == "didEndDecelerating" { try await feed.setContentSize(Size(width: 375, height: -1)) }
        }
        let failure = try await flingExpectingOneDelegateFailure(feed, clock: clock)
        #expect(failure.map { "\($0)" }?.hasPrefix("a delegate of scroll view \"feed\" threw in frame 216: ") == true)
        try await clock.stop()  // reported once: nothing left to throw
    }

    @Test func aSpawnedTasksErrorSurfacesOnceFromTheNextAdvanceOrFromStop() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        await clock.spawn(name: "bad user") {
            try await clock.sleep(for: .seconds(0.1))
            try await list.touchUp()  // no finger down
        }
        await #expect(throws: SimulationError.self) { try await clock.advance(frames: 10) }
        #expect(clock.frameIndex == 6)  // the run stopped at the end of the failing frame
        try await clock.advance(frames: 1)  // reported once
        await clock.spawn(name: "late") { try await list.touchUp() }
        do {
            try await clock.stop()
            Issue.record("stop lost the error")
        } catch SimulationError.failed(let failures) {
            #expect(failures.map(\.origin) == [.task(name: "late")])
        }
    }

    // 7. The merged stream ordered a frame by source name; now by what caused what.
    @Test func aReactionComesAfterItsCauseInTheMergedStreamWhateverTheNames() async throws {
        let clock = try DisplayClock()
        let b = try Make.list(clock, id: "b")
        let a = try Make.list(clock, id: "a")  // created after b, named before it
        await b.addDelegate { event in
            if event.name == "didEndDragging" { try await a.setContentOffset(Point(x: 0, y: 0), animated: false) }
        }
        let merged = clock.events()
        try await b.fling(velocity: Point(x: 0, y: 1200))
        try await clock.advance(frames: 3)
        try await clock.stop()
        var frame3: [String] = []
        for await event in merged where event.frame == 3 { frame3.append("\(event.source) \(event.name)") }
        // b's step comes first, all of it, then the reaction it caused (a is stepped by nobody).
        #expect(
            frame3 == [
                "b didScroll", "b willEndDragging", "b didEndDragging", "b willBeginDecelerating", "a didScroll",
            ])
    }

    // 9. No approximate comparison: the exact one failed and hid the value.
    @Test func offsetsCompareWithinATolerance() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        try await list.fling(velocity: Point(x: 0, y: 1200))
        try await clock.runUntilIdle()
        let offset = await list.contentOffset
        #expect(offset != Point(x: 0, y: 560.3998))
        #expect(offset.isApproximatelyEqual(to: Point(x: 0, y: 560.3998), tolerance: 1e-4))
        #expect(!offset.isApproximatelyEqual(to: Point(x: 0, y: 560.3998), tolerance: 1e-8))
        #expect(Size(width: 1, height: 2).isApproximatelyEqual(to: Size(width: 1.05, height: 2), tolerance: 0.06))
        try await clock.stop()
    }
}

/// A task kept for the test to await, set from a delegate.
private actor TaskSlot {
    private(set) var task: Task<Void, any Error>?
    func keep(_ task: Task<Void, any Error>) { self.task = task }
}
