import ScrollPhysics
import Synchronization

/// The display clock: it ticks at `framesPerSecond` and drives every animation.
///
/// Frame n is at `t_n = n / framesPerSecond` seconds (derived from n, never summed). In frame n the
/// clock first wakes the tasks sleeping on it whose deadline has come (see ``sleep(until:tolerance:)``)
/// and waits until the tasks it started (``spawn(name:_:)``) have run to their next suspension on the
/// clock; then it steps every scroll view with motion in flight to t_n, in parallel shards, and lets
/// the in-frame delegates react, serially in scroll-view creation order. The frame ends when all of
/// that is done. Idle scroll views take no part.
///
/// Nothing it runs for you fails silently: an error thrown by a spawned task, a delegate or a
/// screen observer is thrown by the next advance (``SimulationError/failed(_:)``); ``stop()`` reports
/// tasks and sleepers it abandons; a frame that cannot finish is diagnosed by a watchdog
/// (``SimulationError/stalled(frame:timeout:phase:pending:)``); advancing from inside a frame is
/// refused.
///
/// - Virtual time (the default): the clock moves only when asked, as fast as the CPU allows, and
///   skips straight over frames in which nothing can happen.
/// - Real time: frames start on deadlines of the continuous clock; a frame that starts too late
///   skips the missed vsyncs (counted as dropped). Physics is still evaluated at the ideal t_n.
public actor DisplayClock: Clock {
    /// How frames are paced.
    public enum Mode: Sendable, Hashable {
        /// Frames run back to back, only when asked: deterministic and fast.
        case virtual
        /// Frames run on the wall clock's deadlines.
        case realTime
    }

    /// Frames per second, in Hz: 60 by default, any of ``frameRates`` (120 for ProMotion).
    public nonisolated let framesPerSecond: Int
    /// How frames are paced.
    public nonisolated let mode: Mode
    nonisolated let timeline: FrameTimeline
    nonisolated let hub = MergedEventHub()
    /// Where the clock runs: its index in ``SimulationExecutor/pool``. A clock created on a
    /// simulation thread stays there (see ``runOnSimulationThread(_:)``); others take the threads in turn.
    nonisolated let homeExecutorIndex = SimulationExecutor.currentIndex ?? SimulationExecutor.nextHomeIndex()

    /// Scroll views with motion in flight, in creation order.
    var active = ActiveViews()
    var activatedDuringFrame: [ScrollView] = []
    var isSteppingViews = false
    /// Each simulation thread's collector of the delegates' events of a frame, kept from frame to
    /// frame with its room (see ``delegateCollector(forThread:)``). Only the clock's own frames
    /// touch it, one at a time: the dynamic exclusivity check of each frame's access is left out.
    @exclusivity(unchecked) var delegateCollectors = SimulationExecutor.pool.map { _ in EventCollector(capacity: 0) }
    /// Owners of stream subscribers (scroll views, screens), to finish their streams when the clock stops.
    var streamOwners: [WeakStreamOwner] = []

    /// The tasks asleep on the clock and the tasks it runs.
    nonisolated let sleepers = SleeperBoard()
    /// Errors thrown by code the clock ran, not yet reported.
    nonisolated let failures = FailureLog()
    /// What the frame being run is doing, for the stall watchdog.
    nonisolated let progress = FrameProgress()
    var stopped = false
    /// Whether an advance is running frames (a second one would nest frames).
    var isAdvancing = false
    /// Set, from any thread, when the task awaiting the advance in progress is cancelled: the
    /// advance stops before its next frame.
    nonisolated let advanceCancelled = Atomic<Bool>(false)
    var realTimeStart: ContinuousClock.Instant?

    /// What the clock has done so far.
    public internal(set) var statistics = ClockStatistics()

    /// A clock let go without ``stop()`` ends its merged streams (`events()`, `frames()`) as a stop
    /// would, instead of leaving their consumers waiting for good. (A task asleep on the clock
    /// holds it, so a clock with sleepers is never let go: stop a clock when done; only `stop()`
    /// reports the work it abandons.)
    deinit { hub.finish() }

    /// How long a frame may be stuck (it and its simulation thread idle) on the wall clock before the
    /// advance gives up with ``SimulationError/stalled(frame:timeout:phase:pending:)`` (nil: wait for ever).
    public nonisolated let stallTimeout: Swift.Duration?

    /// The simulation threads this clock's scroll views spread over
    /// (see ``init(framesPerSecond:mode:threads:stallTimeout:)``).
    public nonisolated let threads: Int
    /// Scroll views per block: with several threads, creation order deals views out in blocks of
    /// this many, the first block on the clock's own thread.
    public static let viewsPerBlock = 512
    /// The frame rates a clock can tick at, in Hz (60 by default, 120 for ProMotion).
    public static let frameRates = 1...240

    /// Throws ``SimulationError/invalidArgument(argument:expected:actual:)`` unless `framesPerSecond`
    /// is one of ``frameRates``.
    static func checkFrameRate(_ framesPerSecond: Int) throws(SimulationError) {
        guard frameRates.contains(framesPerSecond) else {
            throw SimulationError.invalidArgument(
                argument: "framesPerSecond", expected: "a frame rate in 1...240 Hz", actual: "\(framesPerSecond)")
        }
    }

    /// The last frame a clock runs: 2^32, more than a year at 120 Hz. Up to it a frame's time
    /// (in s, a `Double`) keeps a resolution finer than 0.02 µs, so the physics, which works with
    /// differences of times, computes as it does near 0; an advance past it is refused.
    public static let maximumFrame = 1 << 32
    /// The most simulation threads a clock can use: one per core.
    public static var maximumThreads: Int { SimulationExecutor.pool.count }

    /// Creates a clock at frame 0.
    /// - Parameters:
    ///   - framesPerSecond: frame rate in Hz, 1...240 (60 by default, 120 for ProMotion).
    ///   - mode: virtual time (default) or real time.
    ///   - threads: the simulation threads its scroll views spread over, 1...``maximumThreads``.
    ///     With 1 (the default), the clock, its scroll views and the tasks it spawns share one thread,
    ///     like UIKit's main thread, and call each other without crossing threads. That thread is
    ///     the caller's when the caller runs on a simulation thread (code run by a clock, or inside
    ///     ``runOnSimulationThread(_:)``), else the next one in turn. More threads step
    ///     big scenes (thousands of moving views) in parallel, at the price of a cross-thread hand-over
    ///     per thread and frame. Results are the same either way.
    ///   - stallTimeout: how long one frame may be stuck on the wall clock (neither it nor its
    ///     simulation thread moving on: slow is not stuck) before an advance stops the clock and
    ///     throws ``SimulationError/stalled(frame:timeout:phase:pending:)``, naming what the frame
    ///     waited for (default 5 s; nil: no limit). It applies in real time too, and to the
    ///     delegates and observers that react to a command made outside an advance.
    public init(
        framesPerSecond: Int = 60, mode: Mode = .virtual, threads: Int = 1,
        stallTimeout: Swift.Duration? = .seconds(5)
    ) throws {
        try Self.checkFrameRate(framesPerSecond)
        guard (1...Self.maximumThreads).contains(threads) else {
            throw SimulationError.invalidArgument(
                argument: "threads", expected: "1...\(Self.maximumThreads) (one per core)", actual: "\(threads)")
        }
        if let stallTimeout, stallTimeout <= .zero {
            throw SimulationError.invalidArgument(
                argument: "stallTimeout", expected: "a duration > 0, or nil for no limit", actual: "\(stallTimeout)")
        }
        self.stallTimeout = stallTimeout
        self.framesPerSecond = framesPerSecond
        self.mode = mode
        statistics.isRealTime = mode == .realTime
        self.threads = threads
        self.timeline = FrameTimeline(framesPerSecond: framesPerSecond, isShared: threads > 1)
    }

    // MARK: Reading

    /// The current frame index.
    public nonisolated var frameIndex: Int { timeline.frame }
    /// The current frame's time t_n, in s.
    public nonisolated var time: Double { timeline.time }
    /// The current frame.
    public nonisolated var currentFrame: DisplayFrame {
        DisplayFrame(checkedIndex: timeline.frame, framesPerSecond: framesPerSecond)
    }
    /// Whether the clock has stopped.
    public nonisolated var isStopped: Bool { timeline.isStopped }
    /// Throws ``SimulationError/clockStopped`` once the clock has stopped: the check every command
    /// of a scroll view or screen makes first.
    package nonisolated func requireRunning() throws(SimulationError) {
        guard !isStopped else { throw SimulationError.clockStopped }
    }
    /// Whether any scroll view has motion in flight.
    public var hasMotionInFlight: Bool { !active.isEmpty }
    /// The number of scroll views with motion in flight.
    public var activeViewCount: Int { active.count }
    /// The number of tasks asleep on the clock.
    public var sleeperCount: Int { sleepers.count }
    /// What is still to do: spawned tasks not finished, sleepers, scroll views in flight.
    public var pendingWork: PendingWork {
        let (tasks, others) = sleepers.pending()
        return PendingWork(
            tasks: tasks, otherSleepers: others, viewsInFlight: (active.views + activatedDuringFrame).map(\.id))
    }

    // MARK: Executor

    /// The simulation thread the clock runs on.
    nonisolated var executor: SimulationExecutor { SimulationExecutor.pool[homeExecutorIndex] }

    /// The clock's serial executor: one simulation thread, shared with its scroll views (the first
    /// ``viewsPerBlock`` of them with several ``threads``) and with the tasks it spawns. An actor of
    /// yours that returns this as its own `unownedExecutor` calls the clock and those views without
    /// crossing threads.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// Whether the calling code runs on the clock's simulation thread: then an actor that returns
    /// ``unownedExecutor`` as its own may be entered with `assumeIsolated`, with no executor trip.
    package nonisolated var runsOnClockThread: Bool { executor.isCurrent }

    /// The clock's simulation thread as a task executor. Code that drives the simulation from
    /// outside (building a scene, issuing commands, advancing) runs there, and crosses no thread to
    /// reach the clock, its views and its screens, inside
    /// `withTaskExecutorPreference(clock.taskExecutor) { ... }`. It must not block the thread.
    public nonisolated var taskExecutor: any TaskExecutor { executor.tasks }

    /// The index in ``SimulationExecutor/pool`` of the thread for the scroll view with creation
    /// `serial` (1, 2, ...): blocks of ``viewsPerBlock`` views dealt out over the clock's threads,
    /// the first on the clock's own.
    nonisolated func executorIndex(forViewSerial serial: UInt64) -> Int {
        let block = Int(truncatingIfNeeded: (serial &- 1) / UInt64(Self.viewsPerBlock))
        return (homeExecutorIndex + block % threads) % SimulationExecutor.pool.count
    }
}
