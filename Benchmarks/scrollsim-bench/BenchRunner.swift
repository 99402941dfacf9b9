import Foundation
import ScrollScenarios

/// Runs every figure in turn, printing progress to standard error, then the table and the JSON.
struct BenchRunner: Sendable {
    var options: BenchOptions

    func run() async -> Int32 {
        let started = ContinuousClock.now
        var figures: [Figure] = []
        do {
            if let profile = options.profile {
                try await EngineBench.profile(profile, options)
                return 0
            }
            let groups = options.groups
            if groups.contains("physics") {
                step("physics core")
                figures.append(PhysicsBench.run(options))
            }
            var plainRate = 2.5e7
            if groups.contains("engine") || groups.contains("scenarios") {
                step("engine, virtual time")
                let engine = try await EngineBench.run(options)
                plainRate = engine.first?.limit ?? plainRate
                if groups.contains("engine") { figures += engine }
            }
            if groups.contains("scenarios") {
                step("scenarios")
                figures += await ScenarioBench.run(options, plainViewFramesPerSecond: plainRate)
            }
            if groups.contains("memory") {
                step("memory per idle view")
                let memory = try await IdleBench.memory(options)
                figures.append(memory.figure)
                step("idle view cost")
                figures.append(try await IdleBench.idleCost(options, crowded: memory.clock, idle: memory.views.count))
                try await memory.clock.stop()
                blackHole(memory.views)
            }
            if groups.contains("sleepers") {
                step("sleepers")
                figures.append(try await SleeperBench.run(options))
            }
            if groups.contains("realtime") {
                step("real time (\(Format.number(options.realTimeDuration)) s)")
                figures += try await RealTimeBench.run(options)
            }
            if groups.contains("diagnostics") {
                step("diagnostics")
                figures += await Diagnostics.run(options)
            }
        } catch {
            FileHandle.standardError.write(Data("scrollsim-bench: \(error)\n".utf8))
            return 1
        }
        let total = (ContinuousClock.now - started) / .seconds(1)
        let report = BenchReport(figures: figures, quick: options.quick, totalSeconds: total)
        print(report.table())
        let json = report.json()
        print(json)
        if let path = options.jsonPath {
            do {
                try Data((json + "\n").utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                FileHandle.standardError.write(Data("scrollsim-bench: --json \(path): \(error)\n".utf8))
                return 1
            }
        }
        return 0
    }

    private func step(_ name: String) {
        FileHandle.standardError.write(Data("scrollsim-bench: \(name)...\n".utf8))
    }
}
