import Foundation

/// One thread for the whole process that checks, every few tens of milliseconds, that each frame
/// being advanced makes progress; a frame that does not move on within its clock's stall timeout
/// is reported to that clock's advance. The thread parks when no advance is running.
///
/// Stalled means stuck, not slow: the time counts only while the clock's simulation thread is idle
/// too. A frame whose work waits behind other clocks' on a busy thread (tests run in parallel, a
/// sanitizer slows everything) is not stalled; a frame whose code waits for something that only a
/// later frame provides leaves the thread with nothing to run, and is.
final class StallWatchdog: Sendable {
    static let shared = StallWatchdog()

    /// How often the watches are checked.
    static let interval = 0.02

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

    private let condition = NSCondition()
    private let watches = Locked<[ObjectIdentifier: Watch]>([:])

    private init() {
        let thread = Thread { [self] in run() }
        thread.name = "ScrollSim stall watchdog"
        thread.start()
    }

    /// Starts watching an advance's frames.
    func watch(
        _ progress: FrameProgress, on executor: SimulationExecutor, timeout: Duration,
        onStall: @escaping @Sendable (_ frame: Int, _ phase: String) -> Void
    ) {
        let ticks = progress.tickCount
        let activity = executor.activity
        watches.withLock {
            $0[ObjectIdentifier(progress)] = Watch(
                progress: progress, executor: executor, timeout: timeout, onStall: onStall, ticks: ticks,
                activity: activity, since: .now)
        }
        condition.lock()
        condition.signal()
        condition.unlock()
    }

    /// Stops watching (the advance ended).
    func unwatch(_ progress: FrameProgress) {
        watches.withLock { $0[ObjectIdentifier(progress)] = nil }
    }

    private func run() {
        while true {
            condition.lock()
            while watches.withLock({ $0.isEmpty }) { condition.wait() }
            condition.unlock()
            Thread.sleep(forTimeInterval: Self.interval)
            let now = ContinuousClock.now
            let stalled = watches.withLock { watches -> [(Watch, Int, String)] in
                var stalled: [(Watch, Int, String)] = []
                for (key, var watch) in watches {
                    let ticks = watch.progress.tickCount
                    let activity = watch.executor.activity
                    if ticks != watch.ticks || activity != watch.activity {
                        watch.ticks = ticks
                        watch.activity = activity
                        watch.since = now
                        watches[key] = watch
                    } else if now - watch.since >= watch.timeout {
                        watches[key] = nil
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
