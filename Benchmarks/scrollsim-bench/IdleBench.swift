import Foundation
import ScrollScenarios

/// Memory per idle scroll view, and the cost of idle views per frame.
enum IdleBench {
    /// Creates `count` idle scroll views and measures the RSS they add, against an array of the
    /// same number of bare ``ScrollMotion`` structs (the state with no actor around it).
    static func memory(
        _ options: BenchOptions
    ) async throws -> (figure: Figure, clock: DisplayClock, views: [ScrollView]) {
        let count = options.idleViews
        let configuration = try EngineBench.configuration()
        let beforePlain = Measure.residentBytes()
        var motions: [ScrollMotion] = []
        motions.reserveCapacity(count)
        for _ in 0..<count { motions.append(try ScrollMotion(configuration: configuration)) }
        let plainBytes = Double(Measure.residentBytes() - beforePlain) / Double(count)
        blackHole(motions)
        motions = []

        let clock = try DisplayClock()
        let before = Measure.residentBytes()
        var views: [ScrollView] = []
        views.reserveCapacity(count)
        for i in 0..<count { views.append(try ScrollView(id: "idle\(i)", clock: clock, configuration: configuration)) }
        let bytes = Double(Measure.residentBytes() - before) / Double(count)
        let figure = Figure(
            key: "memory_per_idle_view", name: "memory per idle scroll view (\(count) views, RSS delta)",
            value: bytes, limit: plainBytes, unit: "bytes", target: "<= 4 KiB", met: bytes <= 4096,
            higherIsBetter: false,
            note:
                "limit: [ScrollMotion] of the same size; MemoryLayout<ScrollMotion>.stride = \(MemoryLayout<ScrollMotion>.stride)"
        )
        return (figure, clock, views)
    }

    /// The cost of a frame with one moving view on a clock that also holds `idle` idle views,
    /// against the same on a clock with no idle views.
    static func idleCost(_ options: BenchOptions, crowded: DisplayClock, idle: Int) async throws -> Figure {
        let frames = options.quick ? 200 : 1_000
        func perFrame(_ clock: DisplayClock) async throws -> Double {
            // A long animation keeps one view in flight for every measured frame.
            var configuration = try EngineBench.configuration()
            configuration.animationDuration = Double(frames + 10) / 60 + 1
            let mover = try ScrollView(id: "mover", clock: clock, configuration: configuration)
            try await mover.setContentOffset(Point(x: 0, y: 100_000), animated: true)
            var best = Double.infinity
            for _ in 0..<3 {
                let seconds = try await Measure.seconds { try await clock.advance(frames: frames / 3) }
                best = min(best, seconds / Double(frames / 3))
            }
            return best
        }
        let empty = try DisplayClock()
        let baseline = try await perFrame(empty)
        let withIdle = try await perFrame(crowded)
        let baselineAgain = try await perFrame(try DisplayClock())
        let limit = min(baseline, baselineAgain)
        return Figure(
            key: "idle_view_cost", name: "frame with 1 moving + \(idle) idle views vs 1 moving + 0 idle",
            value: withIdle * 1e9, limit: limit * 1e9, unit: "ns/frame", target: "idle views not visited (ratio ~1)",
            met: withIdle <= limit * 1.5 + 2e-6, higherIsBetter: false,
            note: "per-idle-view cost: \(Format.number(max(0, withIdle - limit) / Double(idle) * 1e9)) ns/frame")
    }
}
