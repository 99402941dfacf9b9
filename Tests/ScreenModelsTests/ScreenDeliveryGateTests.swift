import ScrollSimulator
import Synchronization
import Testing

@testable import ScreenModels

/// Title taps from several tasks at once to a screen whose observer awaits: the observer saw two
/// events at once and out of order (an outside audit). One delivery holds the gate; the others wait
/// for it, and it delivers their events in turn.
@Suite struct ScreenDeliveryGateTests {
    actor Sink {
        func touch() {}
    }

    @Test func tapsFromSeveralTasksReachAnAwaitingObserverOneAtATimeInOrder() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: ["a", "b", "c", "d", "e"])
        let sink = Sink()
        let seen = Mutex<(orders: [(Int, Int)], inFlight: Int, most: Int)>(([], 0, 0))
        await screen.addObserver { event in
            seen.withLock {
                $0.orders.append((event.frame, event.order))
                $0.inFlight += 1
                $0.most = max($0.most, $0.inFlight)
            }
            await sink.touch()
            seen.withLock { $0.inFlight -= 1 }
        }
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<3 {
                group.addTask {
                    for k in 0..<20 { try? await screen.tapTitle((k + worker) % 5) }
                }
            }
            group.addTask { for _ in 0..<40 { try? await clock.advance(frames: 1) } }
        }
        try await clock.runUntilSettled(frameLimit: 600)
        let (orders, _, most) = seen.withLock { $0 }
        #expect(most == 1)
        #expect(zip(orders, orders.dropFirst()).allSatisfy { $0 < $1 })
        try await clock.stop()
    }
}
