import ScrollPhysics

/// An engine-level error. Bad arguments to the physics are thrown as ``ScrollPhysicsError`` instead,
/// naming the argument.
public enum SimulationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The display clock has been stopped: it takes no more commands and wakes no more sleepers.
    /// Also thrown by an advance during which code it ran (a delegate, an observer, a spawned task)
    /// stopped the clock.
    case clockStopped
    /// A run did not settle within its frame limit (the limit, in frames); `viewsInFlight` names
    /// the scroll views still moving then, in creation order.
    case didNotSettle(frameLimit: Int, viewsInFlight: [String])
    /// ``DisplayClock/runUntilIdle(frameLimit:)`` reached its frame limit with work still pending.
    case notIdle(frameLimit: Int, pending: PendingWork)
    /// Code the simulation ran for you threw: a spawned task, a delegate, a screen observer. Thrown
    /// once, by the first advance (or stop) after it happened (after a stall, by the call after the
    /// one that throws the stall); the frame it happened in ran to its end. A `CancellationError`,
    /// and the `clockStopped` thrown once the clock has stopped, are not failures.
    case failed([SimulationFailure])
    /// ``DisplayClock/stop()`` found spawned tasks or sleepers still waiting: they were abandoned
    /// (their sleeps threw ``clockStopped``). The clock is stopped all the same.
    case abandonedWork(PendingWork)
    /// Frame `frame` did not finish within `timeout` seconds of wall time, or, for a command made
    /// outside an advance, its delegates or observers waited that long for a frame no advance
    /// brought (`phase` names them). `pending` names the spawned tasks still running; `phase` says
    /// what the frame was doing. The clock has stopped.
    case stalled(frame: Int, timeout: Double, phase: String, pending: PendingWork)
    /// The clock was asked to advance while it was running a frame: from a delegate, a screen
    /// observer or a spawned task (a frame cannot run inside another), or from a second caller.
    case advancedInsideFrame(frame: Int)
    /// An argument of the engine's own API is wrong (its name, what was expected, what was given).
    case invalidArgument(argument: String, expected: String, actual: String)

    /// The most scroll views ``didNotSettle(frameLimit:viewsInFlight:)`` names in its description.
    static let namesShown = 10

    /// What went wrong, in a sentence that names the tasks, views or argument involved.
    public var description: String {
        switch self {
        case .clockStopped: "the display clock has stopped"
        case .didNotSettle(let limit, let views):
            "motion did not settle within \(limit) frames: scroll views still in flight "
                + views.prefix(Self.namesShown).map { "\"\($0)\"" }.joined(separator: ", ")
                + (views.count > Self.namesShown ? " and \(views.count - Self.namesShown) more" : "")
        case .notIdle(let limit, let pending):
            "the clock did not become idle within \(limit) frames: pending \(pending)"
        case .failed(let failures): failures.map(\.description).joined(separator: "; ")
        case .abandonedWork(let pending):
            "the clock stopped with work pending, which was abandoned: \(pending) (run until idle first, or stop with stopAbandoningPendingWork())"
        case .stalled(let frame, let timeout, let phase, let pending):
            "frame \(frame) did not finish within \(PendingWork.SpawnedTask.seconds(timeout)) s of wall time while \(phase); pending \(pending). "
                + "A task under simulation waited for something only a later frame provides (such as this clock's event streams): "
                + "code the clock runs may await actors and sleep on the clock, nothing else"
        case .advancedInsideFrame(let frame):
            "the clock was asked to advance while running frame \(frame): a delegate, a screen observer or a spawned task cannot advance the clock (sleep on it instead), and only one caller may advance at a time"
        case .invalidArgument(let argument, let expected, let actual):
            "\(argument): expected \(expected), got \(actual)"
        }
    }
}
