import Foundation
import ScrollScenarios

/// Real time: N views animating at 60 Hz on the wall clock; dropped frames and lateness.
enum RealTimeBench {
    static func run(_ options: BenchOptions) async throws -> [Figure] {
        var figures: [Figure] = []
        for count in options.realTimeViewCounts {
            figures += try await run(views: count, seconds: options.realTimeDuration)
        }
        return figures
    }

    /// Dropped frames and p99 lateness of `count` views animating for `duration` s of wall time.
    /// The lateness target holds up to 10,000 views; beyond, one frame's work nears the 16.7 ms
    /// budget on a 2-core machine, so the lateness is reported against that work, with no target.
    static func run(views count: Int, seconds duration: Double) async throws -> [Figure] {
        var configuration = try EngineBench.configuration()
        configuration.animationDuration = duration + 2
        let clock = try DisplayClock(mode: .realTime, threads: DisplayClock.maximumThreads)
        var views: [ScrollView] = []
        for i in 0..<count {
            let view = try ScrollView(id: "a\(i)", clock: clock, configuration: configuration)
            try await view.setContentOffset(Point(x: 0, y: 50_000 + Double(i)), animated: true)
            views.append(view)
        }
        try await clock.advance(by: .milliseconds(Int64(duration * 1000)))
        let statistics = await clock.statistics
        try await clock.stop()
        blackHole(views)

        // The same per-frame work as a plain loop: N animations evaluated on the timing curve.
        var motions: [ScrollMotion] = []
        for i in 0..<count {
            var motion = try ScrollMotion(configuration: configuration)
            try motion.setContentOffset(Point(x: 0, y: 50_000 + Double(i)), animated: true, time: 0) { _ in }
            motions.append(motion)
        }
        let plainFrames = 60
        let plain = Measure.best(of: 1) {
            for frame in 1...plainFrames {
                for i in motions.indices { try? motions[i].advance(to: Double(frame) / 60) { _ in } }
            }
        }
        let plainMs = plain / Double(plainFrames) * 1000

        let ran = statistics.realTimeFrames
        let dropped = statistics.droppedFrames
        let droppedPercent = ran + dropped > 0 ? 100 * Double(dropped) / Double(ran + dropped) : 0
        let p99 = statistics.latenessPercentile(99) * 1000
        let note = "\(count) views, \(Format.number(duration)) s wall, \(ran) frames run, \(dropped) dropped"
        let suffix = count == 10_000 ? "" : "_\(count)"
        let latenessTarget = count <= 10_000 ? "<= 4 ms" : "reported"
        return [
            Figure(
                key: "realtime_dropped_percent\(suffix)",
                name: "real time, \(count) animating views at 60 Hz: dropped frames",
                value: droppedPercent, limit: nil, unit: "%", target: "<= 1 %", met: droppedPercent <= 1,
                higherIsBetter: false, note: note),
            Figure(
                key: "realtime_p99_lateness\(suffix)", name: "real time, the same: p99 frame lateness",
                value: p99, limit: plainMs, unit: "ms", target: latenessTarget,
                met: count <= 10_000 ? p99 <= 4 : nil, higherIsBetter: false,
                note: "limit: a plain loop's work for one frame of the same animations (of a 16.7 ms budget)"),
        ]
    }
}
