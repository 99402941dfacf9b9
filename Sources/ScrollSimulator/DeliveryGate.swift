/// One delivery of an owner's queued events at a time (a scroll view's to its delegates, a screen's
/// to its observers). A delivery that suspends at a handler that awaits holds the gate until it
/// ends; a delivery wanted meanwhile by another task (a command from a task of the program's, a
/// frame another task advances) waits for it, since the one under way takes the newly queued events
/// in turn, in order; one wanted by the same task (a handler's own command) runs at once, nested, as
/// UIKit's synchronous delegate calls do. Without the gate the two deliveries ran side by side and
/// a handler saw events out of order. Used only in its owner's isolation.
package struct DeliveryGate: Sendable {
    /// The task whose delivery holds the gate (its address; 0: none), and how deep it is nested.
    private var holder: UInt = 0
    private var depth = 0
    /// The deliveries waiting for the one under way to end.
    private var waiters: [UnsafeContinuation<Void, Never>] = []

    package init() {}

    /// Whether a delivery may run now: no delivery is suspended, or the caller's task holds it.
    @inline(__always)
    package var admitsCaller: Bool { holder == 0 || holder == SimulatedTask.currentTaskAddress }

    /// A delivery that may suspend begins in the caller's task.
    package mutating func enter() {
        holder = SimulatedTask.currentTaskAddress
        depth += 1
    }

    /// The delivery begun with ``enter()`` has ended: returns the deliveries to resume when it was
    /// the outermost.
    package mutating func leave() -> [UnsafeContinuation<Void, Never>] {
        depth -= 1
        guard depth == 0 else { return [] }
        holder = 0
        defer { waiters = [] }
        return waiters
    }

    /// Keeps `waiter` to resume when the delivery under way ends, or resumes it at once when none
    /// holds the gate from another task any more. A caller checks ``admitsCaller`` before it waits,
    /// but may be suspended between the check and this call (entering the continuation hops to
    /// the owner's executor): the delivery can end meanwhile, and a waiter kept then would never
    /// be resumed. A driver's command stayed suspended for good that way (about one run in twenty
    /// of a stress program under the thread sanitizer).
    package mutating func wait(_ waiter: UnsafeContinuation<Void, Never>) {
        if admitsCaller {
            waiter.resume()
        } else {
            waiters.append(waiter)
        }
    }
}
