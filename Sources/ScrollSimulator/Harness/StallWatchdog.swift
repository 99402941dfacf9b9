import Foundation

/// One thread for the whole process that checks, every few tens of milliseconds, that each frame
/// being advanced makes progress; a frame that does not move on within its clock's stall timeout
/// is reported to that clock's advance. The thread parks when no advance is running.
final class StallWatchdog: Sendable {
    static let shared = StallWatchdog()

    /// How often the watches are checked.
    static let interval = 0.02

    private struct Watch {
        var progress: FrameProgress
        var timeout: Duration
        var onStall: @Sendable (_ frame: Int, _ phase: String) -> Void
        var ticks: Int
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
        _ progress: FrameProgress, timeout: Duration, onStall: @escaping @Sendable (_ frame: Int, _ phase: String) -> Void
    ) {
        let ticks = progress.tickCount
        watches.withLock {
            $0[ObjectIdentifier(progress)] = Watch(
                progress: progress, timeout: timeout, onStall: onStall, ticks: ticks, since: .now)
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
                    if ticks != watch.ticks {
                        watch.ticks = ticks
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
