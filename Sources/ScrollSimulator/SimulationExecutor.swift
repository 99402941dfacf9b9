import Foundation
import Synchronization

/// A thread of the simulation's own: the simulation's "main thread". As a serial executor it runs a
/// clock and its first scroll views (see ``DisplayClock/viewsPerBlock``); as a task executor
/// (``tasks``) it runs the tasks the clock spawns, and the clock's own task while it wakes them.
///
/// Why: waking a sleeper means resuming its task and letting it run until it sleeps again. On the
/// global pool each such hand-over crosses threads (a kernel wake-up, about 1 µs). Here the tasks
/// take turns on one thread and a hand-over is a queue push; actors that share the serial executor
/// call each other without any hop at all.
///
/// The executors form a fixed pool, one per core, that lives as long as the process (so no job can
/// outlive its executor); clocks take them in turn. Code running on one must not block its thread.
final class SimulationExecutor: SerialExecutor, Sendable {
    /// The same thread as a task executor.
    final class Tasks: TaskExecutor, Sendable {
        private let queue: SimulationJobQueue
        fileprivate init(queue: SimulationJobQueue) { self.queue = queue }
        func enqueue(_ job: consuming ExecutorJob) { queue.push(UnownedJob(job), isIsolated: false) }
    }

    private let queue = SimulationJobQueue()
    /// This thread as a task executor.
    let tasks: Tasks

    /// The pool, one executor per core.
    static let pool: [SimulationExecutor] = (0..<ProcessInfoCores.count).map { SimulationExecutor(index: $0) }
    private static let nextHome = Atomic<Int>(0)

    /// The index in ``pool`` of the executor for a new clock (clocks take the pool in turn).
    static func nextHomeIndex() -> Int {
        (nextHome.add(1, ordering: .relaxed).oldValue & Int.max) % pool.count
    }

    /// The index in ``pool`` of the executor whose thread runs the caller, if any.
    static var currentIndex: Int? { pool.firstIndex { $0.isCurrent } }

    private init(index: Int) {
        tasks = Tasks(queue: queue)
        queue.start(
            name: "ScrollSim simulation \(index)", serial: asUnownedSerialExecutor(),
            tasks: tasks.asUnownedTaskExecutor())
    }

    func enqueue(_ job: consuming ExecutorJob) { queue.push(UnownedJob(job), isIsolated: true) }

    /// A count that moves on while the thread runs jobs.
    var activity: Int { queue.activity }

    /// Whether the thread is running jobs now.
    var isRunningJobs: Bool { queue.isRunningJobs }

    /// Whether the calling code runs on this executor's thread.
    var isCurrent: Bool { queue.isCurrent }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }

    func checkIsolated() {
        precondition(
            queue.isCurrent,
            "expected to run on a ScrollSim simulation thread, not \(Thread.current.name ?? "this one")")
    }
}
