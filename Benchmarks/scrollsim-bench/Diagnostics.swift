import Foundation
import ScrollScenarios

/// Costs that explain the engine's figures: an actor hop, an AsyncStream element, and the
/// hand-over a sleeper wake would need on the global pool (resume a task, wait until it suspends).
enum Diagnostics {
    actor Counter {
        var n = 0
        func bump() { n += 1 }
    }

    /// Two parties that hand control back and forth through continuations, as the display clock
    /// and a woken sleeper do: the clock resumes the sleeper and waits; the sleeper runs to its next
    /// sleep, which resumes the clock.
    actor PingPong {
        private var waitingSleeper: CheckedContinuation<Void, Never>?
        private var waitingClock: CheckedContinuation<Void, Never>?

        /// The sleeper side: report being asleep, then wait to be woken.
        func sleep() async {
            if let clock = waitingClock {
                waitingClock = nil
                clock.resume()
            }
            await withCheckedContinuation { waitingSleeper = $0 }
        }

        /// The clock side: wake the sleeper and wait until it sleeps again.
        func wake() async {
            guard let sleeper = waitingSleeper else { return }
            waitingSleeper = nil
            await withCheckedContinuation { continuation in
                waitingClock = continuation
                sleeper.resume()
            }
        }

        var isAsleep: Bool { waitingSleeper != nil }
    }

    static func handOver(_ rounds: Int) async -> Double {
        let pair = PingPong()
        let sleeper = Task.detached { for _ in 0...rounds { await pair.sleep() } }
        while !(await pair.isAsleep) { await Task.yield() }
        let seconds = await Measure.seconds { for _ in 0..<rounds { await pair.wake() } }
        sleeper.cancel()
        return seconds / Double(rounds) * 1e9
    }

    /// Nanoseconds per `advance(frames: 1)` of a clock with one moving view, with and without the
    /// stall watchdog (which runs each advance's frames in a task of its own).
    static func advanceCost(_ advances: Int, stallTimeout: Duration?) async throws -> Double {
        let clock = try DisplayClock(stallTimeout: stallTimeout)
        return try await withTaskExecutorPreference(clock.taskExecutor) {
            let view = try ScrollView(
                id: "v", clock: clock, size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 1e9))
            try await view.fling(velocity: Point(x: 0, y: 3000))
            let seconds = try await Measure.seconds {
                for _ in 0..<advances { try await clock.advance(frames: 1) }
            }
            try await clock.stopAbandoningPendingWork()
            return seconds / Double(advances) * 1e9
        }
    }

    static func run(_ options: BenchOptions) async -> [Figure] {
        let hops = options.quick ? 100_000 : 1_000_000
        let counter = Counter()
        let hopSeconds = await Measure.seconds { for _ in 0..<hops { await counter.bump() } }

        let elements = options.quick ? 100_000 : 1_000_000
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let consumer = Task.detached {
            var n = 0
            for await _ in stream { n += 1 }
            return n
        }
        let streamSeconds = await Measure.seconds {
            for i in 0..<elements { continuation.yield(i) }
            continuation.finish()
            _ = await consumer.value
        }
        let handOver = await handOver(options.quick ? 20_000 : 200_000)
        let advances = options.quick ? 2_000 : 20_000
        let guarded = (try? await advanceCost(advances, stallTimeout: .seconds(5))) ?? .nan
        let unguarded = (try? await advanceCost(advances, stallTimeout: nil)) ?? .nan
        return [
            Figure(
                key: "advance_watchdog",
                name: "diagnostic: advance(frames: 1), one moving view, with the stall watchdog",
                value: guarded, limit: unguarded, unit: "ns", target: "-", met: nil, higherIsBetter: false,
                note: "limit: the same with stallTimeout: nil (no watchdog task)"),
            Figure(
                key: "wake_hand_over", name: "diagnostic: on the global pool, resume a task and wait until it suspends",
                value: handOver, limit: nil, unit: "ns", target: "-", met: nil, higherIsBetter: false,
                note: "why the clock has a thread of its own: there a wake is one task switch, not this round trip"),
            Figure(
                key: "actor_hop", name: "diagnostic: await an actor method from a task",
                value: hopSeconds / Double(hops) * 1e9,
                limit: nil, unit: "ns", target: "-", met: nil, higherIsBetter: false),
            Figure(
                key: "stream_element", name: "diagnostic: AsyncStream element yielded and consumed across tasks",
                value: streamSeconds / Double(elements) * 1e9, limit: nil, unit: "ns", target: "-", met: nil,
                higherIsBetter: false),
        ]
    }
}
