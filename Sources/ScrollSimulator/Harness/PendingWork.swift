/// What a display clock still has to do: the tasks it runs that have not finished, the sleepers
/// waiting for a frame, and the scroll views with motion in flight.
///
/// ``DisplayClock/runUntilIdle(frameLimit:)`` waits for all three to be empty;
/// ``DisplayClock/stop()`` reports the first two as abandoned.
public struct PendingWork: Sendable, Hashable, CustomStringConvertible {
    /// A task started with ``DisplayClock/spawn(name:_:)`` that has not finished.
    public struct SpawnedTask: Sendable, Hashable, CustomStringConvertible {
        /// What it is doing.
        public enum State: Sendable, Hashable {
            /// Asleep on the clock until `frame`; `deadline` is the instant it asked for, in s.
            case sleeping(frame: Int, deadline: Double)
            /// Running: it has not reached its next sleep on the clock.
            case running
        }

        /// Its name (given to `spawn`, or `task N` in spawn order).
        public var name: String
        /// What it is doing.
        public var state: State

        /// Creates an entry.
        public init(name: String, state: State) {
            self.name = name
            self.state = state
        }

        /// The task's name and state, with its deadline in s and its frame.
        public var description: String {
            switch state {
            case .sleeping(let frame, let deadline):
                "\"\(name)\" (asleep until \(Self.seconds(deadline)) s, frame \(frame))"
            case .running: "\"\(name)\" (running)"
            }
        }

        static func seconds(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
        }
    }

    /// The spawned tasks that have not finished, in spawn order.
    public var tasks: [SpawnedTask] = []
    /// Deadlines (s) of tasks asleep on the clock that it did not spawn, in wake order.
    public var otherSleepers: [Double] = []
    /// Ids of the scroll views with motion in flight, in creation order.
    public var viewsInFlight: [String] = []

    /// Creates a report.
    public init(tasks: [SpawnedTask] = [], otherSleepers: [Double] = [], viewsInFlight: [String] = []) {
        self.tasks = tasks
        self.otherSleepers = otherSleepers
        self.viewsInFlight = viewsInFlight
    }

    /// Whether nothing is pending.
    public var isEmpty: Bool { tasks.isEmpty && otherSleepers.isEmpty && viewsInFlight.isEmpty }
    /// Whether a task or a sleeper is left (motion in flight aside).
    public var hasTasksOrSleepers: Bool { !tasks.isEmpty || !otherSleepers.isEmpty }

    /// The spawned tasks, sleepers and views in flight, as `stop()` and `notIdle` print them.
    public var description: String {
        var parts: [String] = []
        if !tasks.isEmpty { parts.append("spawned tasks " + tasks.map(\.description).joined(separator: ", ")) }
        if !otherSleepers.isEmpty {
            parts.append(
                "sleepers not spawned by the clock, due at "
                    + otherSleepers.map { SpawnedTask.seconds($0) + " s" }.joined(separator: ", "))
        }
        if !viewsInFlight.isEmpty {
            parts.append("scroll views in flight " + viewsInFlight.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        return parts.isEmpty ? "nothing" : parts.joined(separator: "; ")
    }
}
