import Foundation

/// The benchmark's command line:
/// `scrollsim-bench [--quick] [--json PATH] [--realtime-seconds S] [--only GROUP,...]`.
struct BenchOptions: Sendable {
    /// A fast smoke run with smaller sizes (seconds, for tests and CI).
    var quick = false
    /// Where to write the JSON summary as well (it is always printed).
    var jsonPath: String?
    /// Wall time of the real-time figure, in s (10 by default, 1 with --quick).
    var realTimeSeconds: Double?
    /// The groups of figures to run (all by default).
    var groups: Set<String> = Set(BenchOptions.allGroups)
    /// Views in the real-time figure (10,000 by default, 1,000 with --quick).
    var realTimeViewCount: Int?
    /// One engine configuration to run repeatedly under a profiler (`--profile`, one of ``EngineBench/profiles``).
    var profile: String?
    /// Passes over the scenario files in each round of `--profile scenarios` (20 by default).
    var profileScenarioPasses = 20

    /// The groups of figures, in the order they run.
    static let allGroups = ["physics", "engine", "scenarios", "memory", "sleepers", "realtime", "diagnostics"]

    static let usage =
        "usage: scrollsim-bench [--quick] [--json PATH] [--realtime-seconds S] [--realtime-views N] [--only "
        + allGroups.joined(separator: ",") + "] [--profile WHAT [--scenario-passes N]]"

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--json":
                guard let path = rest.popFirst() else { throw BenchError("--json: expected a path") }
                options.jsonPath = path
            case "--realtime-seconds":
                guard let text = rest.popFirst(), let s = Double(text), s.isFinite, s > 0 else {
                    throw BenchError("--realtime-seconds: expected a duration > 0 s")
                }
                options.realTimeSeconds = s
            case "--only":
                guard let list = rest.popFirst() else { throw BenchError("--only: expected groups") }
                let groups = list.split(separator: ",").map(String.init)
                for group in groups where !allGroups.contains(group) {
                    throw BenchError("--only: unknown group \"\(group)\"\n\(usage)")
                }
                options.groups = Set(groups)
            case "--realtime-views":
                guard let text = rest.popFirst(), let n = Int(text), n > 0 else {
                    throw BenchError("--realtime-views: expected a count > 0")
                }
                options.realTimeViewCount = n
            case "--profile":
                // Runs one engine configuration over and over for a profiler, printing nothing else.
                guard let what = rest.popFirst(), EngineBench.profiles.contains(what) else {
                    throw BenchError(EngineBench.profileUsage)
                }
                options.profile = what
            case "--scenario-passes":
                guard let text = rest.popFirst(), let n = Int(text), n > 0 else {
                    throw BenchError("--scenario-passes: expected a count > 0")
                }
                options.profileScenarioPasses = n
            case "--help", "-h": throw BenchError(usage)
            default: throw BenchError("unknown argument \"\(argument)\"\n\(usage)")
            }
        }
        return options
    }

    /// Scroll views in the engine figures.
    var engineViews: Int { quick ? 1_000 : 10_000 }
    /// Frames stepped in the engine figures.
    var engineFrames: Int { quick ? 30 : 120 }
    /// Idle views in the memory and idle-cost figures.
    var idleViews: Int { quick ? 10_000 : 100_000 }
    /// Views in the real-time figures: 10,000 and 100,000 (1,000 with --quick), or --realtime-views.
    var realTimeViewCounts: [Int] {
        if let realTimeViewCount { return [realTimeViewCount] }
        return quick ? [1_000] : [10_000, 100_000]
    }
    /// Duration of the real-time figure, in s.
    var realTimeDuration: Double { realTimeSeconds ?? (quick ? 1 : 10) }
    /// Sleepers and frames in the sleeper figure.
    var sleepers: Int { quick ? 200 : 1_000 }
    var sleeperFrames: Int { 60 }
    /// Axis-frames in the physics figure.
    var physicsAxes: Int { quick ? 1_000 : 10_000 }
    var physicsFrames: Int { quick ? 60 : 240 }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
