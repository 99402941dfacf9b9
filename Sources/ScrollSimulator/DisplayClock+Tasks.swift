extension DisplayClock {
    // MARK: Tasks under simulation

    /// Starts `body` as a task under simulation: the frame that wakes it does not end until it has
    /// run to its next sleep on this clock, or finished.
    ///
    /// What such a task may await: this clock's sleeps, and actors (scroll views, screens, your own),
    /// which answer within the frame. Nothing that only a later frame provides: a stream of this
    /// clock's events, a continuation resumed by a later frame's delegate. Doing so holds the frame;
    /// after ``stallTimeout`` the advance throws ``SimulationError/stalled(frame:timeout:phase:pending:)``
    /// naming the task. It must not advance the clock either (``SimulationError/advancedInsideFrame(frame:)``).
    /// A task it starts in turn (`Task { ... }`) is not run by the clock: its sleeps wake in their
    /// frame, but no frame waits for it.
    ///
    /// On a stopped clock the body never runs: the task returned throws
    /// ``SimulationError/clockStopped``. Nor does it with a `name` that is empty or holds a control
    /// or invisible formatting character: the task throws
    /// ``SimulationError/invalidArgument(argument:expected:actual:)``, and so does the next advance.
    ///
    /// An error it throws is not lost: the next advance, or ``stop()``, throws it inside
    /// ``SimulationError/failed(_:)`` with the task's name. (`CancellationError`, and the
    /// `clockStopped` thrown once the clock has stopped, are not failures; ``stop()`` reports the
    /// tasks it abandons, other than one that calls it.)
    ///
    /// Called from outside the simulation, `spawn` returns once the new task has run to its first
    /// sleep (so tasks spawned one after another fall asleep, and later wake, in that order). With a
    /// ``stallTimeout``, a task that waits for something else (and never sleeps on the clock) for
    /// that long is a stall: the clock stops, `spawn` returns, and the next advance or ``stop()``
    /// throws ``SimulationError/stalled(frame:timeout:phase:pending:)`` (commands in between throw
    /// ``SimulationError/clockStopped``). Called from a task under simulation, the new task runs
    /// beside its parent within the same frame.
    ///
    /// The task prefers the clock's simulation thread: its own code, and actors without an executor
    /// of their own that it calls, run there. It must not block that thread (no semaphores, no
    /// synchronous waits), or the clock stops with it.
    /// - Parameters:
    ///   - name: how errors and reports name the task (default: `task N`, N counting spawns from 1);
    ///     not empty, and printable as it is.
    ///   - body: the task's code.
    @discardableResult
    public func spawn(
        name: String? = nil, _ body: @escaping @Sendable () async throws -> Void
    ) async -> Task<Void, any Error> {
        // A stopped clock answers with clockStopped: the body never runs, and the task says why.
        guard !timeline.isStopped else { return Task.detached { throw SimulationError.clockStopped } }
        if let name, !name.isPrintableName {
            // Refused, and said twice: by the task, and by the next advance (a task nobody awaits).
            let error = SimulationError.invalidArgument(
                argument: "name", expected: "a non-empty name without control characters", actual: name.debugDescription
            )
            failures.record(SimulationFailure(origin: .task(name: "spawn(name:)"), frame: timeline.frame, error: error))
            return Task.detached { throw error }
        }
        let (id, taskName) = sleepers.taskStarted(name: name)
        let context = SimulatedTask.Context(clock: ObjectIdentifier(timeline), task: id)
        let task = Task.detached(executorPreference: executor.tasks) { [sleepers, failures, timeline] in
            defer { sleepers.taskFinished(id) }
            do {
                // One cancellation handler for the task's life: its sleeps add none of their own.
                try await withTaskCancellationHandler {
                    var context = context
                    context.taskAddress = SimulatedTask.currentTaskAddress
                    try await SimulatedTask.$current.withValue(context) { try await body() }
                } onCancel: {
                    sleepers.cancelSleep(ofTask: id)
                }
            } catch {
                if !FailureLog.isEnding(error, stopped: timeline.isStopped) {
                    failures.record(
                        SimulationFailure(origin: .task(name: taskName), frame: timeline.frame, error: error))
                }
                throw error
            }
        }
        if SimulatedTask.current?.clock != context.clock {
            do {
                try await watchingForStalls { clock in
                    clock.progress.enter(.startingTask(name: taskName))
                    await clock.sleepers.awaitQuiescence()
                }
            } catch let stall as SimulationError {
                // The task never reached its first sleep (the clock has stopped): the next advance
                // or stop throws the diagnosis.
                failures.recordStall(stall)
            } catch {
                failures.record(SimulationFailure(origin: .task(name: taskName), frame: timeline.frame, error: error))
            }
        }
        return task
    }

    /// Wakes the sleepers due by the frame the board last reached, one at a time (see
    /// ``SleeperBoard/reach(frame:)`` and ``SleeperBoard/wakeDue()``).
    @inline(__always)
    func wakeDueSleepers() async {
        progress.enter(.wakingSleepers)
        // Called only from an advance's frames, whose task prefers the clock's thread (see
        // `watchingForStalls`): the clock resumes there each time the woken code sleeps again,
        // rather than on the global pool. (A preference of its own here cost a status record
        // added and removed, each under the task's lock, and two executor switches per frame.)
        statistics.wakes += await sleepers.wakeDue()
    }

    // MARK: Clock

    /// The current frame's time as an instant.
    public nonisolated var now: Instant { FrameMath.instant(ofFrame: timeline.frame, framesPerSecond: framesPerSecond) }

    /// One frame.
    public nonisolated var minimumResolution: Swift.Duration {
        FrameMath.instant(ofFrame: 1, framesPerSecond: framesPerSecond).offset
    }

    /// Suspends until the first frame whose time is at or after `deadline`, and wakes at the start of
    /// that frame, before scroll views are stepped. Sleepers due in the same frame wake in order of
    /// deadline, then of sleeping. A deadline not after the current frame returns at once.
    /// Throws `CancellationError` at once when the task is cancelled,
    /// ``SimulationError/clockStopped`` when the clock has stopped or stops, and
    /// ``SimulationError/invalidArgument(argument:expected:actual:)`` for a deadline after
    /// ``maximumFrame``, which no advance reaches: the sleep would never end.
    @inline(__always)  // into sleep(untilFrame:): one executor hop fewer per sleep
    public nonisolated func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        try Task.checkCancellation()
        let frame = FrameMath.frame(atOrAfter: deadline, framesPerSecond: framesPerSecond)
        guard frame <= Self.maximumFrame else {
            throw SimulationError.invalidArgument(
                argument: "deadline",
                expected: "a time no later than frame 2^32 (DisplayClock.maximumFrame), the last an advance reaches",
                actual: frame == .max ? "a time past every frame" : "a time in frame \(frame)")
        }
        try await sleepers.sleep(
            untilFrame: frame, deadline: deadline.offset, task: SimulatedTask.spawnedTaskRunning(on: timeline))
    }

    /// Suspends until frame `n` (at once if it is not in the future); throws as
    /// ``sleep(until:tolerance:)`` does, and for a frame after ``maximumFrame``.
    public nonisolated func sleep(untilFrame n: Int) async throws {
        guard n <= Self.maximumFrame else {
            throw SimulationError.invalidArgument(
                argument: "frame",
                expected: "a frame no later than 2^32 (DisplayClock.maximumFrame), the last an advance reaches",
                actual: "\(n)")
        }
        try await sleep(until: FrameMath.instant(ofFrame: n, framesPerSecond: framesPerSecond))
    }
}

/// The clock and task id of the current task, if it was started with ``DisplayClock/spawn(name:_:)``.
enum SimulatedTask {
    struct Context: Sendable {
        var clock: ObjectIdentifier
        var task: UInt64
        /// The spawned task's own address (see ``currentTaskAddress``): a task it starts inherits
        /// the context, but is not the task the clock runs (nor covered by its cancellation handler).
        var taskAddress: UInt = 0
    }

    @TaskLocal static var current: Context?

    /// The id of the task this clock spawned, if the current task is that task itself (a task
    /// it starts inherits its context, but is not run by the clock).
    static func spawnedTaskRunning(on timeline: FrameTimeline) -> UInt64? {
        guard let context = current, context.clock == ObjectIdentifier(timeline),
            context.taskAddress == currentTaskAddress
        else { return nil }
        return context.task
    }

    /// The current task's address, or 0 outside a task: which task runs, cheaply compared.
    static var currentTaskAddress: UInt {
        withUnsafeCurrentTask { task in task.map { unsafeBitCast($0, to: UInt.self) } ?? 0 }
    }
}
