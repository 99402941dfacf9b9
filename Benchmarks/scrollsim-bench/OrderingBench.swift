import Foundation
import ScrollScenarios
import ScrollSimulator

/// What causal ordering costs a merged observer: a frame's events numbered as the stepping shards
/// number them (`base + position * stepOrderStride`), handed over as two threads' runs (blocks of
/// ``DisplayClock/viewsPerBlock`` views interleaved) in the wrong order, and put in (frame, order)
/// order by the merged stream's machine, as the clock does when a frame ends.
enum OrderingBench {
    /// Nanoseconds per view-frame spent ordering (finding the stretches of the runs in order),
    /// timed around the ordering alone, frame by frame, the runs built outside the timed part; the
    /// best of three passes. (Timing it as building plus ordering minus building alone put it
    /// within the noise of the building, and a negative difference read as zero.)
    static func orderingCost(views: Int, frames: Int) -> Double {
        let event = ScrollEvent(.didScroll, contentOffset: .zero)
        let block = DisplayClock.viewsPerBlock
        let stride = 1 << 20
        // Stamped as a scroll view stamps them: its identifier entered once, not per event.
        let template = ScrollViewEvent(frame: 0, time: 0, source: "view", sequence: 0, order: 0, event: event)
        var sink = 0
        func runs(_ frame: Int) -> ([ScrollViewEvent], [ScrollViewEvent]) {
            var first: [ScrollViewEvent] = []
            var second: [ScrollViewEvent] = []
            first.reserveCapacity(views / 2 + block)
            second.reserveCapacity(views / 2 + block)
            for i in 0..<views {
                var stamped = template
                stamped.frame = frame
                stamped.time = Double(frame) / 60
                stamped.sequence = frame
                stamped.order = i * stride
                if (i / block) % 2 == 0 { first.append(stamped) } else { second.append(stamped) }
            }
            return (first, second)
        }
        var machine = MergeStateMachine<Int>()
        _ = machine.subscribe { _ in 0 }
        var best = Duration.seconds(Int64.max)
        for _ in 0..<3 {
            var ordering = Duration.zero
            for frame in 1...frames {
                let (first, second) = runs(frame)
                let start = ContinuousClock.now
                machine.append(second)
                machine.append(first)
                sink &+= machine.endFrame(frame).first?.stretches.count ?? 0
                ordering += ContinuousClock.now - start
            }
            best = min(best, ordering)
        }
        blackHole(sink)
        return best / .nanoseconds(1) / Double(views * frames)
    }
}
