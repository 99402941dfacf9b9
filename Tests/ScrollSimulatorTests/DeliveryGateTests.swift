import Synchronization
import Testing

@testable import ScrollSimulator

/// Commands from several tasks of the program's at once, to a view whose delegate awaits: one
/// command's delivery, suspended at the delegate, let another's run beside it, and the delegate saw
/// two events at once and out of order (an outside audit: 248 of 417 calls out of sequence). One
/// delivery holds the gate; the others wait for it, and it delivers their events in turn.
@Suite struct DeliveryGateTests {
    actor Sink {
        func touch() {}
    }

    /// What a delegate saw: the sequence numbers in the order it saw them, and the most calls in
    /// flight at once.
    final class Seen: Sendable {
        let state = Mutex<(sequences: [Int], inFlight: Int, most: Int)>(([], 0, 0))
        func enter(_ event: ScrollViewEvent) {
            state.withLock {
                $0.sequences.append(event.sequence)
                $0.inFlight += 1
                $0.most = max($0.most, $0.inFlight)
            }
        }
        func leave() { state.withLock { $0.inFlight -= 1 } }
    }

    @Test(arguments: [1, 2])
    func commandsFromSeveralTasksReachAnAwaitingDelegateOneAtATimeInOrder(threads: Int) async throws {
        let clock = try DisplayClock(threads: threads)
        let list = try Make.list(clock)
        let (sink, seen) = (Sink(), Seen())
        @Sendable nonisolated(nonsending) func delegate(_ event: ScrollViewEvent) async throws {
            seen.enter(event)
            await sink.touch()
            seen.leave()
        }
        await list.addDelegate(delegate)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for k in 0..<40 {
                        let offset = Point(x: 0, y: Double(k * 10 + worker))
                        if (k + worker) % 2 == 0 {
                            try? await list.assignContentOffset(offset)
                        } else {
                            try? await list.setContentOffset(offset, animated: true)
                        }
                    }
                }
            }
            group.addTask { for _ in 0..<60 { try? await clock.advance(frames: 1) } }
        }
        try await clock.runUntilSettled()
        let (sequences, _, most) = seen.state.withLock { $0 }
        #expect(most == 1)
        #expect(sequences == Array(sequences.indices))
        try await clock.stop()
    }

    /// A waiter that comes after the delivery it meant to wait for has ended (its task was
    /// suspended between checking the gate and waiting) goes on at once: kept, it waited for good,
    /// and with it a driver's command (a stress program under the thread sanitizer hung in about
    /// one run in twenty). While another task's delivery holds the gate, a waiter is kept.
    @Test func aWaiterThatComesAfterTheDeliveryEndedGoesOnAtOnce() async {
        var gate = DeliveryGate()
        let kept = Mutex<[Int]>([])
        await withUnsafeContinuation { waiter in
            gate.wait(waiter)
            // What the gate kept is resumed here, so that the test fails rather than hangs.
            gate.enter()
            let waiters = gate.leave()
            kept.withLock { $0.append(waiters.count) }
            for waiter in waiters { waiter.resume() }
        }
        var held = await Task { () -> DeliveryGate in
            var gate = DeliveryGate()
            gate.enter()
            return gate
        }.value
        #expect(!held.admitsCaller)
        await withUnsafeContinuation { waiter in
            held.wait(waiter)
            let waiters = held.leave()  // the holder's delivery ends
            kept.withLock { $0.append(waiters.count) }
            for waiter in waiters { waiter.resume() }
        }
        #expect(kept.withLock { $0 } == [0, 1])
    }
}
