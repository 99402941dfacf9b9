import Foundation
import ScrollScenarios

/// Issue 7: sleeper wakes per second, 1,000 tasks each sleeping one frame at a time for 60 frames,
/// against a naive clock that lets woken tasks run by yielding to the scheduler.
enum SleeperBench {
    static func run(_ options: BenchOptions) async throws -> Figure {
        let sleepers = options.sleepers
        let frames = options.sleeperFrames
        let clock = try DisplayClock()
        for _ in 0..<sleepers {
            await clock.spawn {
                for _ in 0..<frames { try await clock.sleep(untilFrame: clock.frameIndex + 1) }
            }
        }
        let before = await clock.statistics.wakes
        let seconds = try await Measure.seconds { try await clock.advance(frames: frames) }
        let wakes = await clock.statistics.wakes - before
        try await clock.stop()
        let rate = Double(wakes) / seconds

        let naive = await NaiveYieldingClock.wakesPerSecond(
            sleepers: min(sleepers, 200), frames: options.quick ? 5 : 10)
        return Figure(
            key: "sleeper_wakes", name: "sleeper wakes, \(sleepers) sleepers x \(frames) frames",
            value: rate, limit: naive, unit: "wakes/s", target: ">= 1M", met: rate >= 1e6, higherIsBetter: true,
            note: "\(wakes) wakes; limit column: a naive clock that yields 20 times per wake "
                + "(as popular test clocks do), so ratio < 1 means faster than it")
    }
}

/// A clock as popular test clocks build it: advancing resumes each due sleeper, then yields to the
/// scheduler a fixed number of times and hopes the woken task has run to its next sleep. It is
/// here only to be measured against.
actor NaiveYieldingClock {
    private var frame = 0
    private var sleepers: [(frame: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var wakes = 0

    func sleep(untilFrame n: Int) async {
        await withCheckedContinuation { sleepers.append((n, $0)) }
    }

    var now: Int { frame }

    func advance(frames: Int) async {
        for _ in 0..<frames {
            frame += 1
            while let index = sleepers.firstIndex(where: { $0.frame <= frame }) {
                let sleeper = sleepers.remove(at: index)
                wakes += 1
                sleeper.continuation.resume()
                for _ in 0..<20 { await Task.yield() }
            }
        }
    }

    var wakeCount: Int { wakes }

    static func wakesPerSecond(sleepers: Int, frames: Int) async -> Double {
        let clock = NaiveYieldingClock()
        var tasks: [Task<Void, Never>] = []
        for _ in 0..<sleepers {
            tasks.append(
                Task.detached {
                    for _ in 0..<frames { await clock.sleep(untilFrame: await clock.now + 1) }
                    await clock.taskFinished()
                })
        }
        // Let every task reach its first sleep (the naive way: yield and hope).
        for _ in 0..<(sleepers * 4) { await Task.yield() }
        let seconds = await Measure.seconds { await clock.advance(frames: frames) }
        let wakes = await clock.wakeCount
        // Let the stragglers finish: keep advancing until every task is done.
        while await clock.finished < sleepers {
            await clock.advance(frames: 1)
            await Task.yield()
        }
        for task in tasks { await task.value }
        return Double(wakes) / seconds
    }

    private(set) var finished = 0
    func taskFinished() { finished += 1 }
}
