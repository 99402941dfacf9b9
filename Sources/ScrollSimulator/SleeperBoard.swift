/// The tasks asleep on a display clock and the count of the tasks it runs, behind one lock.
///
/// The frame barrier: in frame n the due sleepers wake one at a time, in order of deadline then of
/// sleeping, and each runs alone until every task the clock runs is asleep again or finished
/// (quiescent) before the next wakes. The board passes that turn like a baton: the task whose
/// suspension makes the simulation quiescent resumes the next due sleeper itself, and the clock is
/// resumed only when none is left. So a wake costs one task switch, not two (sleeper, clock,
/// sleeper, ...), and a woken task that sleeps again never hops to the clock actor.
///
/// Its continuations are unsafe ones (no checking allocation on the hot path): each is resumed
/// exactly once, by whoever removes it from the board under the lock.
final class SleeperBoard: Sendable {
    private struct State {
        var queue = SleeperQueue()
        /// Tasks started by the clock that are running (not asleep on the clock, not finished).
        var running = 0
        /// The names of the tasks started by the clock that have not finished, by id (spawn order).
        var tasks: [UInt64: String] = [:]
        var nextTaskID: UInt64 = 1
        /// Who waits for quiescence outside a frame's wake (a run starting, a spawn returning).
        var quiescenceWaiters: [UnsafeContinuation<Void, Never>] = []
        /// The latest frame whose sleepers are woken: a deadline at or before it has passed.
        var frame = 0
        /// The clock, while it waits for frame `frame`'s sleepers to be woken.
        var clockWaiter: UnsafeContinuation<Void, Never>?
        /// Sleepers woken in the current frame.
        var wakes = 0
        var isStopped = false
        /// Set after a stall: a task the clock runs is stuck on something else, so quiescence will
        /// not come; whoever waits for it is let go at once (see ``releaseWaitersAfterStall()``).
        var isAbandoned = false
    }

    /// What a change of the board leaves to resume once the lock is released, in this order.
    private struct Resumptions {
        /// Sleepers the clock does not run, woken on the way (rare: they slept outside its tasks).
        var untracked: [SleeperQueue.Sleeper] = []
        /// The sleeper whose turn it is.
        var sleeper: SleeperQueue.Sleeper?
        var clock: UnsafeContinuation<Void, Never>?
        var quiescenceWaiters: [UnsafeContinuation<Void, Never>] = []

        func perform() {
            for sleeper in untracked { sleeper.continuation.resume() }
            sleeper?.continuation.resume()
            clock?.resume()
            for waiter in quiescenceWaiters { waiter.resume() }
        }
    }

    private let state = Locked(State())

    /// The number of tasks asleep.
    var count: Int { state.withLock { $0.queue.count } }

    /// The frame of the earliest sleeper, if any.
    func nextFrame() -> Int? { state.withLock { $0.queue.nextFrame() } }

    /// Marks frame `n` as reached (a later sleep until it or an earlier frame returns at once) and
    /// says whether a sleeper is due by then.
    func reach(frame n: Int) -> Bool {
        state.withLock { state in
            state.frame = max(state.frame, n)
            return state.queue.nextFrame().map { $0 <= n } ?? false
        }
    }

    /// A task started by the clock begins running; returns its id and its name (`name`, or
    /// `task N` for the N-th task spawned).
    func taskStarted(name: String?) -> (id: UInt64, name: String) {
        state.withLock { state in
            let id = state.nextTaskID
            state.nextTaskID += 1
            let name = name ?? "task \(id)"
            state.tasks[id] = name
            state.running += 1
            return (id, name)
        }
    }

    /// A task started by the clock finished.
    func taskFinished(_ id: UInt64) {
        state.withLock { state in
            state.tasks[id] = nil
            state.running -= 1
            return Self.passTurn(&state)
        }.perform()
    }

    /// The spawned tasks that have not finished (in spawn order) and the deadlines (s) of the other
    /// sleepers (in wake order).
    /// `excluding`: a task not to list (the one asking, which is not waiting for itself).
    func pending(excluding excluded: UInt64? = nil) -> (tasks: [PendingWork.SpawnedTask], otherSleepers: [Double]) {
        state.withLock { state in
            var asleep: [UInt64: SleeperQueue.Key] = [:]
            var others: [Double] = []
            for (key, sleeper) in state.queue.entries() {
                if let task = sleeper.taskID { asleep[task] = key } else { others.append(key.deadline.inSeconds) }
            }
            let tasks = state.tasks.filter { $0.key != excluded }.sorted { $0.key < $1.key }.map { id, name in
                PendingWork.SpawnedTask(
                    name: name,
                    state: asleep[id].map { .sleeping(frame: $0.frame, deadline: $0.deadline.inSeconds) }
                        ?? .running)
            }
            return (tasks, others)
        }
    }

    /// Returns once every task started by the clock is asleep on it or finished.
    func awaitQuiescence() async {
        guard state.withLock({ $0.running > 0 && !$0.isAbandoned }) else { return }
        await withUnsafeContinuation { (waiter: UnsafeContinuation<Void, Never>) in
            let isQuiescent = state.withLock { state in
                if state.running == 0 || state.isAbandoned { return true }
                state.quiescenceWaiters.append(waiter)
                return false
            }
            if isQuiescent { waiter.resume() }
        }
    }

    /// Wakes the sleepers due by the frame last ``reach(frame:)``ed (see the type's description) and
    /// returns how many woke. The clock calls it only when `reach` said a sleeper is due; it runs
    /// on the clock's executor (`nonisolated(nonsending)`: no hop off the clock and back).
    nonisolated(nonsending) func wakeDue() async -> Int {
        await withUnsafeContinuation { (clock: UnsafeContinuation<Void, Never>) in
            state.withLock { state in
                state.wakes = 0
                guard !state.isAbandoned else { return Resumptions(clock: clock) }
                state.clockWaiter = clock
                return Self.passTurn(&state)
            }.perform()
        }
        return state.withLock { $0.wakes }
    }

    /// Suspends the calling task until the clock wakes frame `frame`, at once if that frame's
    /// sleepers have been woken already. `task`: the caller's id if the caller is a task the clock
    /// started; its cancellation handler, installed once by ``DisplayClock/spawn(name:_:)``,
    /// cancels the sleep (see ``cancelSleep(ofTask:)``). Any other caller's sleep installs a
    /// handler of its own. Throws `CancellationError` when the task is cancelled and
    /// ``SimulationError/clockStopped`` when the clock has stopped or stops.
    ///
    /// A spawned task's sleep adds no status record to the task: a handler per sleep added and
    /// removed one, each under the runtime's status-record lock (with the hops in and out of
    /// `withTaskCancellationHandler`, a third of a wake's cost).
    @inline(__always)  // into the clock's sleep: one nonisolated async call (one executor hop) fewer per sleep
    func sleep(untilFrame frame: Int, deadline: Duration, task: UInt64?) async throws {
        let id: UInt64? = try state.withLock { state in
            guard !state.isStopped else { throw SimulationError.clockStopped }
            return frame > state.frame ? state.queue.reserveID() : nil
        }
        guard let id else { return }
        if task != nil {
            try await suspend(id: id, frame: frame, deadline: deadline, task: task)
        } else {
            try await sleepWithHandler(id: id, frame: frame, deadline: deadline)
        }
    }

    /// ``suspend(id:frame:deadline:task:)`` with a cancellation handler of its own, for a task the
    /// clock does not run.
    private func sleepWithHandler(id: UInt64, frame: Int, deadline: Duration) async throws {
        try await withTaskCancellationHandler {
            try await suspend(id: id, frame: frame, deadline: deadline, task: nil)
        } onCancel: {
            cancel(id)
        }
    }

    /// Queues the caller as sleeper `id` and suspends it until it is woken, cancelled or the
    /// board stops.
    private func suspend(id: UInt64, frame: Int, deadline: Duration, task: UInt64?) async throws {
        try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
            var refusal: (any Error)?
            var isPast = false
            state.withLock { state -> Resumptions in
                if state.isStopped {
                    refusal = SimulationError.clockStopped
                } else if Task.isCancelled {
                    // A cancellation that came before this point found nothing to cancel.
                    refusal = CancellationError()
                } else if frame <= state.frame {
                    // The clock got there first (only a task it does not run can be so late).
                    isPast = true
                } else {
                    state.queue.insert(
                        id: id, frame: frame, deadline: deadline,
                        sleeper: SleeperQueue.Sleeper(continuation: continuation, taskID: task))
                    if task != nil {
                        state.running -= 1
                        return Self.passTurn(&state)
                    }
                }
                return Resumptions()
            }.perform()
            if let refusal {
                continuation.resume(throwing: refusal)
            } else if isPast {
                continuation.resume()
            }
        }
    }

    /// Cancels the sleep of spawned task `task`, if it is asleep: called by the task's cancellation
    /// handler. (A task not asleep sees its cancellation when it next sleeps: the check and the
    /// queueing happen under the lock this takes.)
    func cancelSleep(ofTask task: UInt64) { cancel { $0.remove(taskID: task) } }

    /// Stops the board: every sleeper throws ``SimulationError/clockStopped`` (in wake order), and so
    /// does every later sleep.
    func stop() {
        let sleepers = state.withLock { state -> [SleeperQueue.Sleeper] in
            state.isStopped = true
            let sleepers = state.queue.removeAll()
            // Each tracked sleeper runs again, until it ends.
            state.running += sleepers.count { $0.isTracked }
            return sleepers
        }
        for sleeper in sleepers { sleeper.continuation.resume(throwing: SimulationError.clockStopped) }
    }

    /// After a stall (the board stopped): resumes the clock and whoever waits for quiescence, and
    /// lets every later wait for it return at once. A stuck task still counts as running, so the
    /// turn would never come back: the advance's frames would wait for ever, holding the clock.
    func releaseWaitersAfterStall() {
        state.withLock { state -> Resumptions in
            state.isAbandoned = true
            var resumptions = Resumptions()
            resumptions.clock = state.clockWaiter.take()
            resumptions.quiescenceWaiters = state.quiescenceWaiters
            state.quiescenceWaiters.removeAll()
            return resumptions
        }.perform()
    }

    /// Cancels sleeper `id`, if it is asleep (its own cancellation handler).
    private func cancel(_ id: UInt64) { cancel { $0.remove(id: id) } }

    /// Takes the sleeper `remove` finds out of the queue and resumes it with `CancellationError`.
    /// Not queued: it is being woken, or it is not queued yet and will see the cancellation.
    private func cancel(removing remove: (inout SleeperQueue) -> SleeperQueue.Sleeper?) {
        let sleeper = state.withLock { state -> SleeperQueue.Sleeper? in
            guard let sleeper = remove(&state.queue) else { return nil }
            if sleeper.isTracked { state.running += 1 }
            return sleeper
        }
        sleeper?.continuation.resume(throwing: CancellationError())
    }

    /// At quiescence, the turn goes to the next sleeper due in the frame being woken; when there is
    /// none, to the clock and to whoever waits for quiescence. Sleepers that the clock does not run
    /// are not waited for, so the turn passes on through them at once.
    private static func passTurn(_ state: inout State) -> Resumptions {
        var resumptions = Resumptions()
        guard state.running == 0 else { return resumptions }
        if state.clockWaiter != nil {
            while let sleeper = state.queue.popDue(atOrBefore: state.frame) {
                state.wakes += 1
                guard sleeper.isTracked else {
                    resumptions.untracked.append(sleeper)
                    continue
                }
                state.running += 1
                resumptions.sleeper = sleeper
                return resumptions
            }
            resumptions.clock = state.clockWaiter.take()
        }
        resumptions.quiescenceWaiters = state.quiescenceWaiters
        state.quiescenceWaiters.removeAll()
        return resumptions
    }
}
