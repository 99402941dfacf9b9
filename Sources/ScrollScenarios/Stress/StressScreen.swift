import ScrollSimulator

// EXTENSION POINT: paging screens (`scrollsim stress --screens M`).
//
// The paging screen actor is being written separately. To put M screens into a stress run,
// implement `StressScreen` for it (one value per screen, wrapping the actor) and pass a
// `StressScreenFactory` that builds one on the run's clock. The harness then gives each screen to a
// driver, which calls `performRandomAction` at seeded random frames (swipes, tab and title taps,
// memory warnings: the screen's choice), and calls `finish` once everything is at rest. Checks that
// need every event (children loaded at most once per policy, balanced appearance calls) belong in
// the screen's own in-frame delegates, so that they stay deterministic.

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
    /// A digest of the screen's event log, for determinism checks (see ``StressDigest``).
    public var digest: UInt64

    /// Creates a report.
    public init(events: Int, violations: [String], digest: UInt64) {
        self.events = events
        self.violations = violations
        self.digest = digest
    }
}

/// Builds the paging screens of a stress run.
public struct StressScreenFactory: Sendable {
    /// Builds screen `index` (0-based) on `clock`, with its own `seed` for its random make-up.
    public var make: @Sendable (_ index: Int, _ clock: DisplayClock, _ seed: UInt64) async throws -> any StressScreen

    /// Creates a factory from a builder.
    public init(make: @escaping @Sendable (_ index: Int, _ clock: DisplayClock, _ seed: UInt64) async throws -> any StressScreen) {
        self.make = make
    }
}
