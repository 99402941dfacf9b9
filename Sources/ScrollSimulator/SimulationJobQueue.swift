import Dispatch
import Foundation
import Synchronization

/// The jobs of one simulation thread, in order, and the thread that runs them.
///
/// A push is a short critical section; the thread takes the queued jobs a batch at a time and waits
/// on a semaphore only when there have been none for a moment, so a push from the thread itself, or
/// one soon after the thread ran out of work, wakes nothing.
final class SimulationJobQueue: Sendable {
    private struct State {
        var jobs: [(job: UnownedJob, isIsolated: Bool)] = []
        /// Whether the thread is waiting (or about to wait) on `wakeUp`.
        var isParked = false
        /// Batches of jobs taken so far: it moves on while the thread is busy.
        var batchesTaken = 0
    }

    private let state = Locked(State())
    private let wakeUp = DispatchSemaphore(value: 0)
    /// The thread's ``currentThreadID``, once it runs (0 before).
    private let threadID = Atomic<UInt>(0)
    /// Whether the thread is running a batch of jobs (see ``isRunningJobs``).
    private let running = Atomic<Bool>(false)

    /// Queues `job`; `isIsolated`: it was enqueued on the serial executor (else on the task executor).
    func push(_ job: UnownedJob, isIsolated: Bool) {
        let wasParked = state.withLock { state in
            state.jobs.append((job, isIsolated))
            defer { state.isParked = false }
            return state.isParked
        }
        if wasParked { wakeUp.signal() }
    }

    /// How long a thread out of work watches for more before it parks.
    static let spinBeforeParking: Duration = .microseconds(50)

    /// Whether a job arrives within ``spinBeforeParking``, watching with the core yielded between looks.
    private func awaitsJobBriefly() -> Bool {
        let deadline = ContinuousClock.now + Self.spinBeforeParking
        repeat {
            if state.withLock({ !$0.jobs.isEmpty }) { return true }
            sched_yield()
        } while ContinuousClock.now < deadline
        return false
    }

    /// A count that moves on while the thread runs jobs (see ``StallWatchdog``).
    var activity: Int { state.withLock { $0.batchesTaken } }

    /// Whether the thread is running jobs now: code that runs for long (a slow delegate, a task
    /// busy for seconds) takes no new batch, yet the frame is slow, not stuck (see ``StallWatchdog``).
    var isRunningJobs: Bool { running.load(ordering: .relaxed) }

    /// Whether the calling code runs on this queue's thread.
    /// (Asked on every in-frame delegate's path: a comparison of thread ids, where reading
    /// `Thread.current` under a lock cost more than the delegate's work.)
    var isCurrent: Bool { threadID.load(ordering: .acquiring) == Self.currentThreadID }

    /// The calling thread's POSIX id, as a number.
    private static var currentThreadID: UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }

    /// Starts the thread, which runs the queue's jobs for as long as the process lives.
    func start(name: String, serial: UnownedSerialExecutor, tasks: UnownedTaskExecutor) {
        let thread = Thread { [self] in run(serial: serial, tasks: tasks) }
        thread.name = name
        thread.start()
    }

    private func run(serial: UnownedSerialExecutor, tasks: UnownedTaskExecutor) {
        threadID.store(Self.currentThreadID, ordering: .releasing)
        var batch: [(job: UnownedJob, isIsolated: Bool)] = []
        while true {
            state.withLock { state in
                swap(&state.jobs, &batch)
                if !batch.isEmpty { state.batchesTaken &+= 1 }
            }
            if batch.isEmpty {
                // Out of work: first watch for more for a moment, yielding the core meanwhile, since
                // a frame's hand-overs come back within microseconds (a shard's result, the next
                // step) and waking a parked thread costs tens of them; then park.
                if awaitsJobBriefly() { continue }
                let parks = state.withLock { state in
                    state.isParked = state.jobs.isEmpty
                    return state.isParked
                }
                if parks { wakeUp.wait() }
                continue
            }
            running.store(true, ordering: .relaxed)
            defer { running.store(false, ordering: .relaxed) }
            for (job, isIsolated) in batch {
                if isIsolated {
                    // With this thread as its task executor as well: a task that prefers the thread
                    // (the clock's frames, its spawned tasks) then moves between the actors here and
                    // the nonisolated code it calls with no trip through the queue. Run on the serial
                    // executor alone, each such await saw another task executor and queued itself
                    // again: 8 jobs per frame for one moving view, 1 now.
                    job.runSynchronously(isolatedTo: serial, taskExecutor: tasks)
                } else {
                    job.runSynchronously(on: tasks)
                }
            }
            batch.removeAll(keepingCapacity: true)
        }
    }
}
