import ScrollSimulator

// Paging screens in a stress run (`scrollsim stress --screens M`).
//
// ``PagingStressScreen`` implements `StressScreen` for the paging screen actor, and
// `PagingStressScreen.factory` is the `StressScreenFactory` the command line passes. The harness
// gives each screen to a driver, which calls `performRandomAction` at seeded random frames (swipes,
// title taps, memory warnings: the screen's choice), and calls `finish` once everything is at rest.
// Checks that need every event (children loaded at most once per policy, balanced appearance calls)
// belong in the screen's own in-frame observers and delegates, so that they stay deterministic.

/// One paging screen under stress: the harness drives it and collects its findings.
public protocol StressScreen: Sendable {
    /// Performs one random action at the clock's current frame, drawing from `generator` only (so
    /// the run stays deterministic). Called from a task under simulation; it may start gestures on
    /// the screen's scroll views but must not advance the clock.
    func performRandomAction(using generator: inout SeededGenerator) async throws

    /// Called once, after the run has settled: the screen's final checks and counts.
    func finish() async -> StressScreenReport
}

/// What one screen found.
public struct StressScreenReport: Sendable, Hashable {
    /// Events the screen's monitors checked.
    public var events: Int
    /// Invariant violations, each naming the screen, the frame and what is wrong.
    public var violations: [String]
    /// Violations found beyond those listed in ``violations`` (each counts in the run's total).
    public var unlistedViolations: Int
    /// A digest of the screen's event log, for determinism checks (see ``StressDigest``).
    public var digest: UInt64

    /// Creates a report; `unlistedViolations` counts those found but not listed (default none).
    public init(events: Int, violations: [String], unlistedViolations: Int = 0, digest: UInt64) {
        self.events = events
        self.violations = violations
        self.unlistedViolations = unlistedViolations
        self.digest = digest
    }
}

/// Builds the paging screens of a stress run.
public struct StressScreenFactory: Sendable {
    /// Builds screen `index` (0-based) on `clock`, with its own `seed` for its random make-up.
    public var make: @Sendable (_ index: Int, _ clock: DisplayClock, _ seed: UInt64) async throws -> any StressScreen

    /// Creates a factory from a builder.
    public init(
        make: @escaping @Sendable (_ index: Int, _ clock: DisplayClock, _ seed: UInt64) async throws -> any StressScreen
    ) {
        self.make = make
    }
}
