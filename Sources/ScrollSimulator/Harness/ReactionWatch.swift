/// The stall watchdog's watch over the reactions to a command made outside an advance: a delegate
/// or screen observer that awaits a later frame there waits for an advance that another task may
/// still make, so the command waits too. When no frame runs and the reacting thread stays idle for
/// the clock's ``DisplayClock/stallTimeout``, the watch keeps the `stalled` diagnosis in the clock's
/// failure log and stops the clock, which ends the wait (the sleep throws `clockStopped`).
package final class ReactionWatch: Sendable {
    private let clock: DisplayClock
    private let outcome = Locked(Outcome())

    /// Whether the watch has ended, and whether it found a stall first (the later one is ignored).
    private struct Outcome {
        var ended = false
        var stalled = false

        /// The watchdog found a stall: returns whether it counts (the watch has not ended).
        mutating func stall() -> Bool {
            stalled = !ended
            return stalled
        }

        /// The reactions are over: returns whether a stall came first.
        mutating func end() -> Bool {
            ended = true
            return stalled
        }
    }

    private init(clock: DisplayClock) { self.clock = clock }

    /// Starts a watch over reactions that await, unless the caller runs under the simulation (a
    /// spawned task or another reaction, which the advance running it watches already) or the
    /// clock has no stall timeout. `reactors` names who reacts (`scroll view "list"'s delegates`);
    /// `executor` is the thread they run on.
    static func start(on clock: DisplayClock, executor: SimulationExecutor, reactors: String) -> ReactionWatch? {
        guard let timeout = clock.stallTimeout, !clock.isCallerSimulated else { return nil }
        let watch = ReactionWatch(clock: clock)
        StallWatchdog.shared.watch(clock.progress, key: ObjectIdentifier(watch), on: executor, timeout: timeout) {
            [weak watch] frame, _ in
            // Ended meanwhile (the reactions finished as the watchdog looked): no stall.
            guard let watch, watch.outcome.withLock({ $0.stall() }) else { return }
            let (tasks, others) = clock.sleepers.pending()
            clock.failures.recordStall(
                .stalled(
                    frame: frame, timeout: timeout / .seconds(1),
                    phase: "\(reactors) reacted to a command made outside an advance, "
                        + "and no advance brought the later frame they waited for",
                    pending: PendingWork(tasks: tasks, otherSleepers: others)))
            Task { _ = await clock.stopNow() }
        }
        return watch
    }

    /// Ends the watch; returns whether it found a stall (kept in the failure log, for the next
    /// advance or `stop()` to throw, unless the caller takes it with ``takeStall()``).
    @discardableResult
    package func end() -> Bool {
        StallWatchdog.shared.unwatch(key: ObjectIdentifier(self))
        return outcome.withLock { $0.end() }
    }

    /// Ends the watch; returns the stall it found, if any, taken from the failure log (it counts as
    /// reported), for a command that throws it itself.
    func takeStall() -> SimulationError? {
        end() ? clock.failures.takeError() : nil
    }
}
