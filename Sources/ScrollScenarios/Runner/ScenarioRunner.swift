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
    /// The scenario to run: ``run()`` checks it with ``Scenario/validate()`` first, unless it
    /// comes from ``ScenarioLoader`` unchanged (a scenario built or changed in memory gets the
    /// checks a file gets).
    public var scenario: Scenario
    /// The file it came from, for error messages.
    public var file: String
    /// Virtual time (default) or real time at the scenario's frame rate.
    public var mode: DisplayClock.Mode
    /// Called with each frame's records, in order, as the frame ends (to stream a report).
    public var onFrame: (@Sendable ([EventRecord]) -> Void)?
    /// Whether the run keeps every record and sample (for plots and the text timeline). When false,
    /// it keeps only what its expectations need (see ``ScenarioRun/records``): memory stays bounded
    /// however long the run, and `onFrame` sees everything.
    public var keepsEveryRecord: Bool
    /// The most events kept when ``keepsEveryRecord`` (a test lowers it).
    var keptEventLimit = ScenarioLimits.maximumKeptEvents

    /// Creates a runner.
    public init(
        scenario: Scenario, file: String = "<memory>", mode: DisplayClock.Mode = .virtual,
        keepsEveryRecord: Bool = true, onFrame: (@Sendable ([EventRecord]) -> Void)? = nil
    ) {
        self.scenario = scenario
        self.file = file
        self.mode = mode
        self.keepsEveryRecord = keepsEveryRecord
        self.onFrame = onFrame
    }

    /// Runs the scenario. Keeping every record, it throws ``RecordLimitError`` when the run would
    /// hold more than ``ScenarioLimits/maximumKeptEvents`` events. A step that the simulated UI refuses at its frame (a step on the list of a
    /// child whose view is not loaded, a push while an interactive pop is tracking) does nothing and
    /// is recorded as a `stepRefused` event of the step's source: a result of the run, which
    /// expectations can check. What the file alone decides is refused first, before anything runs,
    /// by ``Scenario/validate()`` (a ``ScenarioError`` with the field path).
    public func run() async throws -> ScenarioRun {
        let started = ContinuousClock.now
        if !scenario.validation.holds { try scenario.validate() }
        let clock = try DisplayClock(framesPerSecond: scenario.frameRate, mode: mode)
        // Build, drive and read the run from the clock's thread: no call below crosses threads.
        return try await withTaskExecutorPreference(clock.taskExecutor) {
            try await run(on: clock, started: started)
        }
    }

    /// Runs the scenario on `clock`, which must be new and have the scenario's frame rate and mode
    /// (internal so that a test can hold the clock weakly and see the run let go of everything).
    func run(on clock: DisplayClock, started: ContinuousClock.Instant) async throws -> ScenarioRun {
        let keepsEveryRecord = self.keepsEveryRecord
        let onFrame = self.onFrame
        // Kept only when the recorder keeps nothing: with every record kept, the checker reads them.
        let evidence = keepsEveryRecord ? nil : ExpectationEvidence(scenario: scenario)
        var handOver: (@Sendable ([EventRecord]) -> Void)?
        if evidence != nil || onFrame != nil {
            handOver = { frame in
                evidence?.take(frame)
                onFrame?(frame)
            }
        }
        let keepsNothing: @Sendable (EventRecord) -> Bool = { _ in false }
        let recorder = Recorder(
            clock: clock, keepsSamples: keepsEveryRecord, retaining: keepsEveryRecord ? nil : keepsNothing,
            onFrame: handOver, recordLimit: keepsEveryRecord ? keptEventLimit : nil)
        let scene = try await ScenarioScene.build(scenario, clock: clock, recorder: recorder)
        let steps = scenario.steps.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
        let scenario = self.scenario
        await clock.spawn(name: "steps") {
            for (index, step) in steps {
                let due = scenario.frame(atOrAfter: step.at)
                try await clock.sleep(untilFrame: due)
                let path = "steps[\(index)].\(step.action.kind.rawValue)"
                do {
                    // In real time the step may run frames late: its gesture still starts when due.
                    try await LateInput.$dueFrame.withValue(due) {
                        try await scene.perform(step.action, path: path, clock: clock)
                    }
                } catch {
                    await scene.recordRefusal(of: step.action, path: path, error)
                }
            }
        }
        if mode == .realTime, onFrame != nil {
            // Each frame's records go out as it ends, not when a later frame's first one arrives
            // (after a quiet second, the lines of the frame before it would wait a second).
            await clock.spawn(name: "live output") {
                while true {
                    try await clock.sleep(untilFrame: clock.frameIndex + 1)
                    await recorder.endFrames(before: clock.frameIndex)
                }
            }
        }
        do {
            try await clock.advance(frames: max(0, scenario.lastFrame - clock.frameIndex))
        } catch {
            throw await Self.stopping(clock, afterRunFailed: error)
        }
        let statistics = await clock.statistics
        // The run ends at its duration: work still scheduled past it (a step's gesture) is cut off
        // there, as the scenario says. What the run's own tasks threw is not cut off: it is thrown.
        try await clock.stopAbandoningPendingWork()
        let recording = await recorder.finish()
        var (records, samples) = (recording.records, recording.samples)
        var eventCount = records.count
        if let evidence {
            (records, samples) = evidence.evidence()
            samples = (recording.samples + samples).sorted { $0.frame < $1.frame }  // the initial offsets first
            eventCount = evidence.eventCount
        }
        let checker = ExpectationChecker(scenario: scenario, initialOffsets: await scene.initialOffsets)
        return ScenarioRun(
            scenario: scenario, records: records, samples: samples, eventCount: eventCount,
            results: checker.check(records: records, samples: samples), statistics: statistics,
            wallSeconds: (ContinuousClock.now - started) / .seconds(1), refusedStepCount: await scene.refusalCount)
    }

    /// Stops the clock of a run whose advance threw `error` (its steps' task, asleep on the clock,
    /// would otherwise hold it for good) and returns what to throw: a run too long to keep as
    /// itself when that is all that failed, else the run's error with what the stop reports: the
    /// failures of both in one list.
    private static func stopping(_ clock: DisplayClock, afterRunFailed error: any Error) async -> any Error {
        var failures: [SimulationFailure] = []
        if case SimulationError.failed(let list) = error { failures = list }
        do {
            try await clock.stopAbandoningPendingWork()
        } catch SimulationError.failed(let later) {
            failures += later
        } catch let stopError {
            // Only a stall kept after the advance threw could come here (nothing else runs on a
            // run's clock): were one kept, it is said, unless the run has failures to say first.
            if failures.isEmpty { return error is CancellationError ? error : stopError }
        }
        if !failures.isEmpty, failures.allSatisfy({ $0.error is RecordLimitError }),
            let full = failures.first?.error as? RecordLimitError
        {
            return full
        }
        return failures.isEmpty ? error : SimulationError.failed(failures)
    }
}
