import ScrollSimulator

/// The outcome of running one scenario.
public struct ScenarioRun: Sendable {
    /// The scenario that ran.
    public var scenario: Scenario
    /// Every event of the run, in the order things happened (frame, then causal order); with
    /// ``ScenarioRunner/keepsEveryRecord`` off, only those its expectations need.
    public var records: [EventRecord]
    /// The content offset and velocity of each scroll view at each of its events, for plots (with
    /// ``ScenarioRunner/keepsEveryRecord`` off, only those its expectations need).
    public var samples: [OffsetSample]
    /// The number of events the run produced, kept or not.
    public var eventCount: Int
    /// Each expectation's result, in file order.
    public var results: [ExpectationResult]
    /// What the display clock did (frames, wakes; dropped frames and lateness in real time).
    public var statistics: ClockStatistics
    /// Wall-clock time the run took, in s.
    public var wallSeconds: Double
    /// How many steps the simulated UI refused in their frame, each recorded as a `stepRefused`
    /// event (a step on a list whose view is not loaded, a transition refused): they did nothing.
    public var refusedStepCount = 0

    /// Whether every expectation held.
    public var passed: Bool { results.allSatisfy(\.passed) }
    /// The expectations that failed.
    public var failures: [ExpectationResult] { results.filter { !$0.passed } }
    /// Simulated seconds per wall second (how much faster than real time the run was).
    public var speedup: Double { wallSeconds > 0 ? scenario.duration / wallSeconds : .infinity }
}
