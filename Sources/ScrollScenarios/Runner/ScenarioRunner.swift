import Foundation
import ScrollSimulator

/// Runs a scenario on a display clock: builds its scroll views (and paging screen), applies each
/// step at the first frame at or after its time, runs to the scenario's duration, and checks the
/// expectations.
///
/// In virtual time the same scenario gives byte-identical records on every run: steps are applied
/// by one task under simulation at the start of their frame, and events are collected by a
/// ``Recorder`` in the order things happened (frame, then causal order).
public struct ScenarioRunner: Sendable {
    /// The scenario to run (it must be valid: loaded by ``ScenarioLoader`` or ``Scenario/validate()``d).
    public var scenario: Scenario
    /// The file it came from, for error messages.
    public var file: String
    /// Virtual time (default) or real time at the scenario's frame rate.
    public var mode: DisplayClock.Mode

    /// Creates a runner.
    public init(scenario: Scenario, file: String = "<memory>", mode: DisplayClock.Mode = .virtual) {
        self.scenario = scenario
        self.file = file
        self.mode = mode
    }

    /// Runs the scenario; throws ``ScenarioStepError`` if a step cannot be carried out.
    public func run() async throws -> ScenarioRun {
        let started = ContinuousClock.now
        let clock = try DisplayClock(framesPerSecond: scenario.frameRate, mode: mode)
        // Build, drive and read the run from the clock's thread: no call below crosses threads.
        return try await withTaskExecutorPreference(clock.taskExecutor) {
            try await run(on: clock, started: started)
        }
    }

    private func run(on clock: DisplayClock, started: ContinuousClock.Instant) async throws -> ScenarioRun {
        let recorder = Recorder(clock: clock)
        let scene = try await ScenarioScene.build(scenario, clock: clock, recorder: recorder)
        let steps = scenario.steps.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
        let scenario = self.scenario, file = self.file
        await clock.spawn(name: "steps") {
            for (index, step) in steps {
                try await clock.sleep(untilFrame: scenario.frame(atOrAfter: step.at))
                let path = "steps[\(index)].\(step.action.kind.rawValue)"
                do {
                    try await scene.perform(step.action, path: path, clock: clock)
                } catch {
                    throw ScenarioStepError(file: file, path: path, reason: "\(error)")
                }
            }
        }
        do {
            try await clock.run(throughFrameOfTime: scenario.duration, frameRate: scenario.frameRate)
            // The run ends at its duration: work still scheduled past it (a step's gesture) is
            // cut off there, as the scenario says.
            let statistics = await clock.statistics
            try await clock.stopAbandoningPendingWork()
            let recording = await recorder.finish()
            let checker = ExpectationChecker(scenario: scenario, initialOffsets: await scene.initialOffsets)
            return ScenarioRun(
                scenario: scenario, records: recording.records, samples: recording.samples,
                results: checker.check(records: recording.records, samples: recording.samples), statistics: statistics,
                wallSeconds: (ContinuousClock.now - started) / .seconds(1))
        } catch SimulationError.failed(let failures) {
            // A step could not be carried out, or a step's own task (an interactive pop's finger)
            // threw: the run ends with the first, naming the step.
            _ = try? await clock.stopAbandoningPendingWork()
            let first = failures[0]
            if let error = first.error as? ScenarioStepError { throw error }
            let path = if case .task(let name) = first.origin { name } else { "steps" }
            throw ScenarioStepError(file: file, path: path, reason: "\(first.error) (frame \(first.frame))")
        }
    }
}

extension DisplayClock {
    /// Runs through the scenario's last frame (the first frame at or after `duration`).
    func run(throughFrameOfTime duration: Double, frameRate: Int) async throws {
        let last = Int((duration * Double(frameRate) - 1e-9).rounded(.up))
        try await advance(frames: max(0, last - frameIndex))
    }
}
