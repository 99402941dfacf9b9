extension DisplayClock {
    // MARK: Advancing

    /// Runs the next `frames` frames (each at least 0).
    ///
    /// Like every advance (``advance(by:)``, ``run(until:)``, ``run(untilTime:)``,
    /// ``runUntilSettled(frameLimit:)``, ``runUntilIdle(frameLimit:)``), it stops before its next
    /// frame once the calling task is cancelled, throwing `CancellationError`: the frames it ran
    /// stay run, and the clock can advance again.
    public func advance(frames: Int) async throws {
        guard frames >= 0 else {
            throw SimulationError.invalidArgument(argument: "frames", expected: "a count >= 0", actual: "\(frames)")
        }
        let (last, overflow) = timeline.frame.addingReportingOverflow(frames)
        guard !overflow, last <= Self.maximumFrame else {
            throw SimulationError.invalidArgument(
                argument: "frames", expected: "a count that ends at or before frame 2^32 (DisplayClock.maximumFrame)",
                actual: "\(frames)")
        }
        try await run(throughFrame: last)
    }

    /// Runs frames until the clock's time has moved on by `duration`: through the first frame at or
    /// after `now + duration`.
    public func advance(by duration: Swift.Duration) async throws {
        guard duration >= .zero else {
            throw SimulationError.invalidArgument(
                argument: "duration", expected: "a duration >= 0", actual: "\(duration)")
        }
        try await run(throughFrame: lastFrame(until: now.advanced(by: duration), argument: "duration", "\(duration)"))
    }

    /// Runs frames through the first frame whose time is at or after `deadline`.
    public func run(until deadline: Instant) async throws {
        try await run(throughFrame: lastFrame(until: deadline, argument: "deadline", "\(deadline.offset)"))
    }

    /// The first frame at or after `deadline`; throws if it lies past ``maximumFrame``.
    private func lastFrame(until deadline: Instant, argument: String, _ actual: String) throws -> Int {
        let last = FrameMath.frame(atOrAfter: deadline, framesPerSecond: framesPerSecond)
        guard last <= Self.maximumFrame else {
            throw SimulationError.invalidArgument(
                argument: argument, expected: "a time no later than frame 2^32 (DisplayClock.maximumFrame)",
                actual: actual)
        }
        return last
    }

    /// Runs frames through the first frame whose time is at or after `seconds` (s).
    public func run(untilTime seconds: Double) async throws {
        guard seconds.isFinite, seconds >= 0 else {
            throw SimulationError.invalidArgument(
                argument: "seconds", expected: "a finite time >= 0", actual: "\(seconds)")
        }
        guard seconds <= Double(Self.maximumFrame) / Double(framesPerSecond) else {
            throw SimulationError.invalidArgument(
                argument: "seconds", expected: "a time no later than frame 2^32 (DisplayClock.maximumFrame)",
                actual: "\(seconds)")
        }
        try await run(
            throughFrame: lastFrame(until: Instant(offset: .seconds(seconds)), argument: "seconds", "\(seconds)"))
    }

    /// Runs frames until no scroll view has motion in flight; returns the frames it took.
    ///
    /// Only motion counts: a spawned task asleep until a later frame neither keeps the run going nor
    /// is woken (with nothing in flight the run returns after 0 frames). To run a scripted user to
    /// its end as well, use ``runUntilIdle(frameLimit:)``.
    /// - Parameter frameLimit: the most frames to run before throwing
    ///   ``SimulationError/didNotSettle(frameLimit:viewsInFlight:)``.
    @discardableResult
    public func runUntilSettled(frameLimit: Int = 60 * 60 * 10) async throws -> Int {
        guard frameLimit >= 0 else {
            throw SimulationError.invalidArgument(
                argument: "frameLimit", expected: "a count >= 0", actual: "\(frameLimit)")
        }
        return try await runGuarded { clock in
            var frames = 0
            while !clock.active.isEmpty {
                guard frames < frameLimit else {
                    throw SimulationError.didNotSettle(
                        frameLimit: frameLimit, viewsInFlight: clock.pendingWork.viewsInFlight)
                }
                try await clock.runFrame(clock.timeline.frame + 1)
                frames += 1
            }
            return frames
        }
    }

    /// Runs frames until the simulation is idle: no scroll view has motion in flight, no task sleeps
    /// on the clock and no task it spawned is still running. Returns the frames of clock time it
    /// took (in virtual time, frames in which nothing moves are skipped to the next sleeper's).
    ///
    /// This is the call that runs a scripted user (``spawn(name:_:)`` with sleeps) to its end, like
    /// flutter_test's `pumpAndSettle`; ``runUntilSettled(frameLimit:)`` waits for motion only.
    /// - Parameter frameLimit: the most frames of clock time to run; past it the run throws
    ///   ``SimulationError/notIdle(frameLimit:pending:)``, naming the tasks, sleepers (with their
    ///   deadlines) and scroll views still pending.
    @discardableResult
    public func runUntilIdle(frameLimit: Int = 60 * 60 * 10) async throws -> Int {
        guard frameLimit >= 0 else {
            throw SimulationError.invalidArgument(
                argument: "frameLimit", expected: "a count >= 0", actual: "\(frameLimit)")
        }
        return try await runGuarded { clock in
            let start = clock.timeline.frame
            let last = min(Self.maximumFrame, start + min(frameLimit, Self.maximumFrame))
            while !clock.active.isEmpty || clock.sleepers.count > 0 {
                guard clock.timeline.frame < last else {
                    throw SimulationError.notIdle(frameLimit: frameLimit, pending: clock.pendingWork)
                }
                try await clock.runFrame(clock.nextFrame(notAfter: last), notAfter: last)
            }
            return clock.timeline.frame - start
        }
    }

    /// Stops the clock: sleepers throw ``SimulationError/clockStopped``, streams end, and every later
    /// command to the clock or its scroll views throws it.
    ///
    /// Like a test framework that fails on a pending timer, it then throws: first
    /// ``SimulationError/failed(_:)`` if code the clock ran threw and no advance has reported it yet,
    /// else ``SimulationError/abandonedWork(_:)`` if spawned tasks or sleepers were still waiting
    /// (motion in flight is not counted: a run may end mid-fling). The clock is stopped either way.
    /// Use ``stopAbandoningPendingWork()`` when abandoning them is intended.
    public func stop() async throws {
        let pending = await stopNow()
        try throwFailures()
        if pending.hasTasksOrSleepers { throw SimulationError.abandonedWork(pending) }
    }

    /// Stops the clock as ``stop()`` does, abandoning the spawned tasks and sleepers still waiting,
    /// and returns what was pending. Still throws ``SimulationError/failed(_:)`` for errors no
    /// advance has reported.
    @discardableResult
    public func stopAbandoningPendingWork() async throws -> PendingWork {
        let pending = await stopNow()
        try throwFailures()
        return pending
    }

    /// Stops everything; returns what was pending just before (nothing if the clock had stopped),
    /// less the spawned task that stops it, if one does: it is not abandoned, it is stopping.
    func stopNow() async -> PendingWork {
        guard !stopped else { return PendingWork() }
        let (tasks, others) = sleepers.pending(excluding: SimulatedTask.spawnedTaskRunning(on: timeline))
        let pending = PendingWork(
            tasks: tasks, otherSleepers: others, viewsInFlight: (active.views + activatedDuringFrame).map(\.id))
        stopped = true
        timeline.stop()
        sleepers.stop()
        hub.finish()
        for owner in streamOwners { await owner.owner?.finishStreams() }
        streamOwners.removeAll()
        active.removeAll()
        activatedDuringFrame.removeAll()
        return pending
    }

    // MARK: The frame loop

    func run(throughFrame last: Int) async throws {
        try await runGuarded { clock in
            while clock.timeline.frame < last {
                try await clock.runFrame(clock.nextFrame(notAfter: last), notAfter: last)
            }
        }
    }

    /// The next frame to run: the next one, or in virtual time with nothing in flight, the next
    /// sleeper's frame (never after `last`).
    private func nextFrame(notAfter last: Int) -> Int {
        let next = timeline.frame + 1
        guard mode == .virtual && active.isEmpty else { return next }
        return min(last, max(next, sleepers.nextFrame() ?? last))
    }

    /// Runs frame `requested`, or in real time a later one (never after `last`) if its deadline
    /// has passed; throws the failures of code the frame ran, once the frame has ended.
    @inline(__always)
    func runFrame(_ requested: Int, notAfter last: Int = .max) async throws {
        guard !stopped else {
            // Stopped inside the last frame (a task or a delegate called stop()): what the code it
            // ran threw comes first, then why the advance ends.
            try throwFailures()
            throw SimulationError.clockStopped
        }
        // The caller's task was cancelled: the advance ends between frames, the clock usable.
        if advanceCancelled.load(ordering: .relaxed) { throw CancellationError() }
        guard requested <= Self.maximumFrame else {  // only a run with no limit of its own gets here
            throw SimulationError.invalidArgument(
                argument: "frame", expected: "at most 2^32 (DisplayClock.maximumFrame)", actual: "\(requested)")
        }
        let n = mode == .realTime ? try await waitForDeadline(ofFrame: requested, notAfter: last) : requested
        timeline.setFrame(n)
        progress.begin(frame: n)
        hub.flush(throughFrame: n - 1)
        // Each await costs a trip through the executor even on the clock's own thread, so a frame
        // awaits only what has work: due sleepers, views in flight, delegates to run.
        if sleepers.reach(frame: n) { await wakeDueSleepers() }
        if !active.isEmpty { await stepViews(frame: n) }
        statistics.framesStepped += 1
        try throwFailures()
    }

    /// Throws the failures (or the stall) not yet reported, if any.
    func throwFailures() throws {
        guard !failures.isEmpty, let error = failures.takeError() else { return }
        throw error
    }

    /// Runs `frames` (one advance's frames) under the clock's rules: it refuses a caller inside a
    /// frame, reports earlier failures first, and, with a ``stallTimeout``, runs the frames in a task
    /// of their own while a watchdog checks that each frame finishes in time. On a stall the clock
    /// stops and the error names what the frame waited for.
    func runGuarded<Result: Sendable>(
        _ frames: @escaping @Sendable (isolated DisplayClock) async throws -> Result
    ) async throws -> Result {
        try checkCallerIsNotSimulated()
        guard !isAdvancing else { throw SimulationError.advancedInsideFrame(frame: timeline.frame) }
        try throwFailures()
        guard !stopped else { throw SimulationError.clockStopped }
        isAdvancing = true
        defer { isAdvancing = false }
        advanceCancelled.store(false, ordering: .relaxed)
        // However the advance ends, nobody waits for the next one to see the events of the frame
        // it ended in (whole frames still come once that frame has ended).
        defer { hub.deliverEarly(throughFrame: timeline.frame, holding: timeline) }
        // The frames run in a task of their own (see `watchingForStalls`): the caller's
        // cancellation reaches them through the flag, which each frame checks before it starts.
        let result = try await withTaskCancellationHandler {
            try await watchingForStalls { clock in
                clock.progress.enter(.awaitingQuiescence)
                await clock.sleepers.awaitQuiescence()
                return try await frames(clock)
            }
        } onCancel: {
            self.advanceCancelled.store(true, ordering: .relaxed)
        }
        // Stopped inside a frame (by a delegate, an observer or a spawned task): the run did not
        // get where it was asked to (with the motion gone, a run until idle or settled ends early).
        if stopped {
            try throwFailures()
            throw SimulationError.clockStopped
        }
        return result
    }

    /// Runs `work` and, with a ``stallTimeout``, runs it in a task of its own while the watchdog
    /// checks that the frame it is in keeps moving. On a stall the clock stops and the error
    /// names what the frame waited for.
    func watchingForStalls<Result: Sendable>(
        _ work: @escaping @Sendable (isolated DisplayClock) async throws -> Result
    ) async throws -> Result {
        // The frames run with the clock's thread as the preferred task executor, so that the
        // nonisolated async code they call (a delegate closure, a screen observer) runs there too,
        // instead of hopping to the global pool and back for every call.
        guard let stallTimeout else {
            return try await withTaskExecutorPreference(taskExecutor) { try await work(self) }
        }
        let outcome = StallRace<Result>()
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Swift.Result<Result, any Error>, Never>) in
            outcome.start(continuation)
            // On the clock's thread, never the global pool: the watchdog judges a stall by that
            // thread's activity, and a busy pool must not look like a stuck frame.
            Task(executorPreference: executor.tasks) {
                let result: Swift.Result<Result, any Error>
                do { result = .success(try await work(self)) } catch { result = .failure(error) }
                // Let go after a stall (see below), the frames may have taken failures from the
                // log on their way out: they go back, for the next advance or stop to throw.
                if !outcome.finish(result), case .failure(let error as SimulationError) = result {
                    self.failures.putBack(error)
                }
            }
            StallWatchdog.shared.watch(progress, key: ObjectIdentifier(outcome), on: executor, timeout: stallTimeout) {
                [sleepers] frame, phase in
                let (tasks, others) = sleepers.pending()
                outcome.finish(
                    .failure(
                        SimulationError.stalled(
                            frame: frame, timeout: stallTimeout / .seconds(1), phase: phase,
                            pending: PendingWork(tasks: tasks, otherSleepers: others))))
            }
        }
        StallWatchdog.shared.unwatch(key: ObjectIdentifier(outcome))
        if case .failure(SimulationError.stalled) = result {
            _ = await stopNow()
            // The frames' task (and any other caller) still waits for a quiescence the stuck task
            // never brings: let it go, to find the clock stopped and end.
            sleepers.releaseWaitersAfterStall()
        }
        return try result.get()
    }

    /// Refuses a caller the simulation runs: a task this clock spawned, or a delegate or observer
    /// reacting to an event (in a frame, or in a command made from outside), which would run frames
    /// in the middle of what it reacts to.
    func checkCallerIsNotSimulated() throws {
        if isCallerSimulated { throw SimulationError.advancedInsideFrame(frame: timeline.frame) }
    }

    /// Starts the stall watchdog's watch over reactions that await (see ``ReactionWatch``), run by
    /// `reactors` on the clock's thread in answer to a command. Nil under the simulation or
    /// without a stall timeout.
    package nonisolated func watchReactions(of reactors: String) -> ReactionWatch? {
        ReactionWatch.start(on: self, executor: executor, reactors: reactors)
    }

    /// Whether the caller runs under the simulation: a task this clock spawned (or one it
    /// started), or a delegate or observer reacting to an event.
    nonisolated var isCallerSimulated: Bool {
        SimulatedTask.current?.clock == ObjectIdentifier(timeline)
            || InFrameReaction.isRunning(on: ObjectIdentifier(timeline))
    }
}
