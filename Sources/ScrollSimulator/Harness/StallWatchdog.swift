import Foundation

/// One thread for the whole process that checks, every few tens of milliseconds, that each frame
/// being advanced makes progress; a frame that does not move on within its clock's stall timeout
/// is reported to that clock's advance. The thread parks when no advance has run for a while
/// (``parkingDelay``), so that advances in quick succession (a suite of short runs) do not each
/// pay for waking it.
///
/// Stalled means stuck, not slow: the time counts only while the clock's simulation thread is idle
/// too. A frame whose work waits behind other clocks' on a busy thread (tests run in parallel, a
/// sanitizer slows everything), or whose own code runs for long, is not stalled; a frame whose code
/// waits for something that only a later frame provides leaves the thread with nothing to run, and
/// is.
final class StallWatchdog: @unchecked Sendable {
    static let shared = StallWatchdog()

    /// How often the watches are checked, in s.
    static let interval = 0.02
    /// How long the thread keeps checking with nothing to watch before it parks.
    static let parkingDelay = Duration.seconds(1)

    private struct Watch {
        var progress: FrameProgress
        var executor: SimulationExecutor
        var timeout: Duration
        var onStall: @Sendable (_ frame: Int, _ phase: String) -> Void
        var ticks: Int
        var activity: Int
        /// Since when neither the frame nor the thread has moved on.
        var since: ContinuousClock.Instant
    }

    private struct State {
        var watches: [ObjectIdentifier: Watch] = [:]
        /// Whether the thread waits for a watch (and must be signalled).
        var isParked = false
        /// When the last watch ended, or the thread started.
        var idleSince = ContinuousClock.now
    }

    // @unchecked: `state` is read and written only while `condition` is locked.
    private var state = State()
    private let condition = NSCondition()

    private init() {
        let thread = Thread { [self] in run() }
        thread.name = "ScrollSim stall watchdog"
        thread.start()
    }

    /// Starts watching an advance's frames, or the reactions to a command made outside an advance,
    /// which only the frames can bring on. `key` names the watch: one object per watch (not the
    /// clock's progress, which concurrent watches of one clock share: a spawn from outside during
    /// an advance replaced the advance's watch, then removed it, and the advance's stall went
    /// unreported).
    func watch(
        _ progress: FrameProgress, key: ObjectIdentifier, on executor: SimulationExecutor, timeout: Duration,
        onStall: @escaping @Sendable (_ frame: Int, _ phase: String) -> Void
    ) {
        let ticks = progress.tickCount
        let activity = executor.activity
        withState { state in
            state.watches[key] = Watch(
                progress: progress, executor: executor, timeout: timeout, onStall: onStall, ticks: ticks,
                activity: activity, since: .now)
            if state.isParked { condition.signal() }
        }
    }

    /// Stops watching (the advance ended); `key`: the one the watch began with.
    func unwatch(key: ObjectIdentifier) {
        withState { state in
            state.watches[key] = nil
            if state.watches.isEmpty { state.idleSince = .now }
        }
    }

    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return body(&state)
    }

    private func run() {
        while true {
            condition.lock()
            while state.watches.isEmpty && ContinuousClock.now - state.idleSince >= Self.parkingDelay {
                state.isParked = true
                condition.wait()
                state.isParked = false
            }
            condition.unlock()
            Thread.sleep(forTimeInterval: Self.interval)
            let now = ContinuousClock.now
            let stalled = withState { state -> [(Watch, Int, String)] in
                var stalled: [(Watch, Int, String)] = []
                for (key, var watch) in state.watches {
                    let ticks = watch.progress.tickCount
                    let activity = watch.executor.activity
                    // Moving on, or running code: a frame whose code keeps the thread busy is slow,
                    // not stuck (its advance resumes on that thread, so it could not report a stall
                    // before the code returns anyway).
                    if ticks != watch.ticks || activity != watch.activity || watch.executor.isRunningJobs {
                        watch.ticks = ticks
                        watch.activity = activity
                        watch.since = now
                        state.watches[key] = watch
                    } else if now - watch.since >= watch.timeout {
                        state.watches[key] = nil
                        if state.watches.isEmpty { state.idleSince = now }
                        let (frame, phase, _) = watch.progress.read()
                        stalled.append((watch, frame, phase))
                    }
                }
                return stalled
            }
            for (watch, frame, phase) in stalled { watch.onStall(frame, phase) }
        }
    }
}
