import ScrollPhysics

/// The display clock: it ticks at `framesPerSecond` and drives every animation.
///
/// Frame n is at `t_n = n / framesPerSecond` seconds (derived from n, never summed). In frame n the
/// clock first wakes the tasks sleeping on it whose deadline has come (see ``sleep(until:tolerance:)``)
/// and waits until the tasks it started (``spawn(_:)``) have run to their next suspension on the clock;
/// then it steps every scroll view with motion in flight to t_n, in parallel shards, and lets the
/// in-frame delegates react, serially in scroll-view creation order. The frame ends when all of that
/// is done. Idle scroll views take no part.
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

    /// Frames per second (60 by default; 120 allowed).
    public nonisolated let framesPerSecond: Int
    /// How frames are paced.
    public nonisolated let mode: Mode
    nonisolated let timeline: FrameTimeline
    nonisolated let hub = MergedEventHub()
    /// Where the clock runs: its index in ``SimulationExecutor/pool``.
    nonisolated let homeExecutorIndex = SimulationExecutor.nextHomeIndex()

    /// Scroll views with motion in flight, in creation order.
    private var active: [ScrollView] = []
    private var activatedDuringFrame: [ScrollView] = []
    private var isSteppingViews = false
    /// Scroll views with stream subscribers, to finish their streams when the clock stops.
    private var observed: [WeakScrollView] = []

    /// The tasks asleep on the clock and the count of those it runs.
    nonisolated let sleepers = SleeperBoard()
    private var stopped = false
    private var realTimeStart: ContinuousClock.Instant?

    /// What the clock has done so far.
    public private(set) var statistics = ClockStatistics()

    /// The simulation threads this clock's scroll views spread over (see ``init(framesPerSecond:mode:threads:)``).
    public nonisolated let threads: Int
    /// Scroll views per block: with several threads, creation order deals views out in blocks of
    /// this many, the first block on the clock's own thread.
    public static let viewsPerBlock = 512
    /// The most simulation threads a clock can use: one per core.
    public static var maximumThreads: Int { SimulationExecutor.pool.count }

    /// Creates a clock at frame 0.
    /// - Parameters:
    ///   - framesPerSecond: frame rate in Hz, 1...240 (60 by default, 120 for ProMotion).
    ///   - mode: virtual time (default) or real time.
    ///   - threads: the simulation threads its scroll views spread over, 1...``maximumThreads``.
    ///     With 1 (the default), the clock, its scroll views and the tasks it spawns share one thread,
    ///     like UIKit's main thread, and call each other without crossing threads. More threads step
    ///     big scenes (thousands of moving views) in parallel, at the price of a cross-thread hand-over
    ///     per thread and frame. Results are the same either way.
    public init(framesPerSecond: Int = 60, mode: Mode = .virtual, threads: Int = 1) throws {
        guard (1...240).contains(framesPerSecond) else {
            throw SimulationError.invalidArgument(
                argument: "framesPerSecond", expected: "a frame rate in 1...240 Hz", actual: "\(framesPerSecond)")
        }
        guard (1...Self.maximumThreads).contains(threads) else {
            throw SimulationError.invalidArgument(
                argument: "threads", expected: "1...\(Self.maximumThreads) (one per core)", actual: "\(threads)")
        }
        self.framesPerSecond = framesPerSecond
        self.mode = mode
        self.threads = threads
        self.timeline = FrameTimeline(framesPerSecond: framesPerSecond)
    }

    // MARK: Reading

    /// The current frame index.
    public nonisolated var frameIndex: Int { timeline.frame }
    /// The current frame's time t_n, in s.
    public nonisolated var time: Double { timeline.time }
    /// The current frame.
    public nonisolated var currentFrame: DisplayFrame { DisplayFrame(index: timeline.frame, framesPerSecond: framesPerSecond) }
    /// Whether the clock has stopped.
    public nonisolated var isStopped: Bool { timeline.isStopped }
    /// Whether any scroll view has motion in flight.
    public var hasMotionInFlight: Bool { !active.isEmpty }
    /// The number of scroll views with motion in flight.
    public var activeViewCount: Int { active.count }
    /// The number of tasks asleep on the clock.
    public var sleeperCount: Int { sleepers.count }

    // MARK: Advancing

    /// Runs the next `frames` frames (each at least 0).
    public func advance(frames: Int) async throws {
        guard frames >= 0 else {
            throw SimulationError.invalidArgument(argument: "frames", expected: "a count >= 0", actual: "\(frames)")
        }
        try await run(throughFrame: timeline.frame + frames)
    }

    /// Runs frames until the clock's time has moved on by `duration`: through the first frame at or
    /// after `now + duration`.
    public func advance(by duration: Swift.Duration) async throws {
        guard duration >= .zero else {
            throw SimulationError.invalidArgument(argument: "duration", expected: "a duration >= 0", actual: "\(duration)")
        }
        try await run(until: now.advanced(by: duration))
    }

    /// Runs frames through the first frame whose time is at or after `deadline`.
    public func run(until deadline: Instant) async throws {
        try await run(throughFrame: FrameMath.frame(atOrAfter: deadline, framesPerSecond: framesPerSecond))
    }

    /// Runs frames through the first frame whose time is at or after `seconds` (s).
    public func run(untilTime seconds: Double) async throws {
        guard seconds.isFinite, seconds >= 0 else {
            throw SimulationError.invalidArgument(argument: "seconds", expected: "a finite time >= 0", actual: "\(seconds)")
        }
        try await run(until: Instant(offset: .seconds(seconds)))
    }

    /// Runs frames until no scroll view has motion in flight; returns the frames it took.
    /// Sleepers are woken on the way but do not keep the run going.
    /// - Parameter frameLimit: the most frames to run before throwing ``SimulationError/didNotSettle(frameLimit:)``.
    @discardableResult
    public func runUntilSettled(frameLimit: Int = 60 * 60 * 10) async throws -> Int {
        try checkCallerIsNotSimulated()
        await sleepers.awaitQuiescence()
        var frames = 0
        while !active.isEmpty {
            guard frames < frameLimit else { throw SimulationError.didNotSettle(frameLimit: frameLimit) }
            try await runFrame(timeline.frame + 1)
            frames += 1
        }
        return frames
    }

    /// Stops the clock: sleepers throw ``SimulationError/clockStopped``, streams end, and every later
    /// command to the clock or its scroll views throws it.
    public func stop() async {
        guard !stopped else { return }
        stopped = true
        timeline.stop()
        sleepers.stop()
        hub.finish()
        for box in observed { await box.view?.finishStreams() }
        observed.removeAll()
        active.removeAll()
    }

    private func run(throughFrame last: Int) async throws {
        try checkCallerIsNotSimulated()
        guard !stopped else { throw SimulationError.clockStopped }
        await sleepers.awaitQuiescence()
        while timeline.frame < last {
            var next = timeline.frame + 1
            if mode == .virtual && active.isEmpty {
                // Nothing moves: jump straight to the next sleeper's frame (or the end).
                next = min(last, max(next, sleepers.nextFrame() ?? last))
            }
            try await runFrame(next, notAfter: last)
        }
    }

    /// Runs frame `requested`, or in real time a later one (never after `last`) if its deadline
    /// has passed.
    private func runFrame(_ requested: Int, notAfter last: Int = .max) async throws {
        guard !stopped else { throw SimulationError.clockStopped }
        let n = mode == .realTime ? await waitForDeadline(ofFrame: requested, notAfter: last) : requested
        timeline.setFrame(n)
        hub.flush(throughFrame: n - 1)
        await wakeSleepers(dueBy: n)
        await stepViews(frame: n)
        statistics.framesStepped += 1
    }

    // MARK: Scroll views

    /// Puts a scroll view whose motion took flight into the frames (from the next frame on if a frame
    /// is being stepped).
    func activate(_ view: ScrollView) {
        guard !stopped else { return }
        if isSteppingViews { activatedDuringFrame.append(view) } else { insertActive(view) }
    }

    /// Remembers a scroll view with subscribers, to end its streams when the clock stops.
    func observe(_ view: ScrollView) {
        observed.removeAll { $0.view == nil }
        observed.append(WeakScrollView(view: view))
    }

    private func insertActive(_ view: ScrollView) {
        let index = active.partitioningIndex { $0.serial > view.serial }
        if index > 0 && active[index - 1] === view { return }
        active.insert(view, at: index)
    }

    private func stepViews(frame n: Int) async {
        guard !active.isEmpty else { return }
        isSteppingViews = true
        let views = active
        let results = await step(views, frame: n)
        statistics.viewSteps += views.count
        // Delegates react serially, in creation order, so reactions are deterministic.
        for (view, result) in zip(views, results) where result.needsDelivery {
            await view.deliverPendingEvents()
        }
        if !results.allSatisfy(\.isActive) {
            active = zip(views, results).filter { $0.1.isActive }.map(\.0)
        }
        isSteppingViews = false
        let activated = activatedDuringFrame
        activatedDuringFrame.removeAll()
        for view in activated { insertActive(view) }
    }

    /// Steps views to frame n: the views that share the clock's thread in line (a plain call each),
    /// those on other simulation threads in one task per thread, in parallel.
    private func step(_ views: [ScrollView], frame n: Int) async -> [ScrollView.StepResult] {
        if threads == 1 { return await Self.stepShard(views, views.indices, frame: n, hub: hub, on: self) }
        var shards = [[Int]](repeating: [], count: SimulationExecutor.pool.count)
        for index in views.indices { shards[views[index].executorIndex].append(index) }
        let home = shards[homeExecutorIndex]
        shards[homeExecutorIndex] = []
        if shards.allSatisfy(\.isEmpty) { return await Self.stepShard(views, home, frame: n, hub: hub, on: self) }

        var results = [ScrollView.StepResult](repeating: .init(isActive: false, needsDelivery: false), count: views.count)
        await withTaskGroup(of: ([Int], [ScrollView.StepResult]).self) { group in
            for shard in shards where !shard.isEmpty {
                // A task isolated to one of the shard's views: it calls the others in line. (No
                // executor preference: a task that prefers the shard's thread would hop for each view.)
                let anchor = views[shard[0]]
                group.addTask { [hub] in
                    (shard, await Self.stepShard(views, shard, frame: n, hub: hub, on: anchor))
                }
            }
            for (index, result) in zip(home, await Self.stepShard(views, home, frame: n, hub: hub, on: self)) {
                results[index] = result
            }
            for await (shard, shardResults) in group {
                for (index, result) in zip(shard, shardResults) { results[index] = result }
            }
        }
        return results
    }

    /// Steps the views at `indices` in turn, on the thread they share with `anchor`: the runtime finds
    /// each view's executor already current, so each step is a plain call, with no hop.
    private static func stepShard(
        _ views: [ScrollView], _ indices: some Collection<Int>, frame n: Int, hub: MergedEventHub,
        on anchor: isolated any Actor
    ) async -> [ScrollView.StepResult] {
        let collector = MergeCollector()
        var results: [ScrollView.StepResult] = []
        results.reserveCapacity(indices.count)
        for index in indices { results.append(await views[index].step(frame: n, collector: collector)) }
        if !collector.events.isEmpty { hub.append(collector.events) }
        return results
    }

    // MARK: Real time

    private func waitForDeadline(ofFrame n: Int, notAfter last: Int) async -> Int {
        let wall = ContinuousClock()
        let start: ContinuousClock.Instant
        if let realTimeStart {
            start = realTimeStart
        } else {
            // Frame `n` is due now: the timeline starts so that its deadline is this instant.
            start = wall.now - frameDuration(n)
            realTimeStart = start
        }
        var frame = n
        try? await wall.sleep(until: start + frameDuration(frame), tolerance: nil)
        let lateBy = wall.now - start
        let due = min(last, Int((lateBy / .seconds(1)) * Double(framesPerSecond)))
        if due > frame {
            statistics.droppedFrames += due - frame
            frame = due
        }
        statistics.realTimeFrames += 1
        let lateness = (wall.now - (start + frameDuration(frame))) / .seconds(1)
        statistics.lateness.append(max(0, lateness))
        return frame
    }

    private func frameDuration(_ n: Int) -> Swift.Duration { FrameMath.instant(ofFrame: n, framesPerSecond: framesPerSecond).offset }

    // MARK: Merged stream

    /// Every event of every scroll view on this clock, ordered by (frame, source, sequence). A frame's
    /// events are delivered once the frame has ended (when the next frame begins or the clock stops).
    /// - Parameter buffering: the policy for a subscriber that falls behind (default: keep everything).
    public nonisolated func events(buffering: EventBuffering = .unbounded) -> AsyncStream<ScrollViewEvent> {
        hub.subscribe(buffering: buffering)
    }

    /// The same merged events, one element per frame: the frame's events in (source, sequence) order.
    /// Cheaper than ``events(buffering:)`` when many views move at once (one stream hand-over per
    /// frame instead of one per event); frames without events are skipped.
    /// - Parameter buffering: the policy, counted in frames, for a subscriber that falls behind.
    public nonisolated func frames(buffering: EventBuffering = .unbounded) -> AsyncStream<[ScrollViewEvent]> {
        hub.subscribeToFrames(buffering: buffering)
    }

    // MARK: Tasks under simulation

    /// Starts `body` as a task under simulation: the frame that wakes it does not end until it has
    /// run to its next sleep on this clock, or finished. Such a task must not itself advance the
    /// clock, and should wait only by sleeping on it: awaiting actors and scroll views is fine, but
    /// awaiting something only a later frame provides (a stream of this clock's events) would hold
    /// the frame for ever.
    ///
    /// Called from outside the simulation, `spawn` returns once the new task has run to its first
    /// sleep (so tasks spawned one after another fall asleep, and later wake, in that order). Called
    /// from a task under simulation, the new task runs beside its parent within the same frame.
    ///
    /// The task prefers the clock's simulation thread: its own code, and actors without an executor
    /// of their own that it calls, run there. It must not block that thread (no semaphores, no
    /// synchronous waits), or the clock stops with it.
    @discardableResult
    public func spawn(_ body: @escaping @Sendable () async throws -> Void) async -> Task<Void, any Error> {
        sleepers.taskStarted()
        let identity = ObjectIdentifier(timeline)
        let task = Task.detached(executorPreference: executor.tasks) { [sleepers] in
            defer { sleepers.taskSuspended() }  // it finished
            try await SimulatedTask.$clock.withValue(identity) { try await body() }
        }
        if SimulatedTask.clock != identity { await sleepers.awaitQuiescence() }
        return task
    }

    /// Wakes the sleepers due by frame n, one at a time (see ``SleeperBoard/wakeDue()``).
    private func wakeSleepers(dueBy n: Int) async {
        guard sleepers.reach(frame: n) else { return }
        // While it wakes them, the clock's own task also prefers the clock's thread, so that it
        // resumes there each time the woken code sleeps again, rather than on the global pool.
        statistics.wakes += await withTaskExecutorPreference(executor.tasks, isolation: self) {
            await sleepers.wakeDue()
        }
    }

    private func checkCallerIsNotSimulated() throws {
        if SimulatedTask.clock == ObjectIdentifier(timeline) {
            throw SimulationError.invalidArgument(
                argument: "caller", expected: "a task that is not run by this clock (it would wait for itself)",
                actual: "a task started with spawn")
        }
    }

    // MARK: Executor

    /// The simulation thread the clock runs on.
    nonisolated var executor: SimulationExecutor { SimulationExecutor.pool[homeExecutorIndex] }

    /// The clock's serial executor: one simulation thread, shared with its scroll views (the first
    /// ``viewsPerBlock`` of them with several ``threads``) and with the tasks it spawns. An actor of
    /// yours that returns this as its own `unownedExecutor` calls the clock and those views without
    /// crossing threads.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

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

    // MARK: Clock

    /// The current frame's time as an instant.
    public nonisolated var now: Instant { FrameMath.instant(ofFrame: timeline.frame, framesPerSecond: framesPerSecond) }

    /// One frame.
    public nonisolated var minimumResolution: Swift.Duration { FrameMath.instant(ofFrame: 1, framesPerSecond: framesPerSecond).offset }

    /// Suspends until the first frame whose time is at or after `deadline`, and wakes at the start of
    /// that frame, before scroll views are stepped. Sleepers due in the same frame wake in order of
    /// deadline, then of sleeping. A deadline not after the current frame returns at once.
    /// Throws `CancellationError` at once when the task is cancelled, and
    /// ``SimulationError/clockStopped`` when the clock has stopped or stops.
    public nonisolated func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        try Task.checkCancellation()
        try await sleepers.sleep(
            untilFrame: FrameMath.frame(atOrAfter: deadline, framesPerSecond: framesPerSecond), deadline: deadline.offset,
            isTracked: SimulatedTask.clock == ObjectIdentifier(timeline))
    }

    /// Suspends until frame `n` (at once if it is not in the future).
    public nonisolated func sleep(untilFrame n: Int) async throws {
        try await sleep(until: FrameMath.instant(ofFrame: n, framesPerSecond: framesPerSecond))
    }
}

/// The clock that started the current task, if it was started with ``DisplayClock/spawn(_:)``.
enum SimulatedTask {
    @TaskLocal static var clock: ObjectIdentifier?
}

struct WeakScrollView {
    weak var view: ScrollView?
}

extension Array {
    /// The first index whose element satisfies `belongsInSecondPartition` (the array is partitioned).
    func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if belongsInSecondPartition(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
