/// One input of a scenario: an action applied at the first frame whose time is at or after `at`.
///
/// JSON: `{ "at": 0.5, "fling": { "view": "list", "velocity": { "x": 0, "y": 1200 } } }`, exactly
/// one action member beside `at`.
public struct ScenarioStep: Sendable, Hashable {
    /// When the action takes effect, in s from the start, in `[0, duration]`.
    public var at: Double
    /// What happens.
    public var action: ScenarioAction

    /// Creates a step.
    public init(at: Double, action: ScenarioAction) {
        self.at = at
        self.action = action
    }
}

/// Which way a page swipe moves the finger.
public enum SwipeDirection: String, Sendable, Hashable, CaseIterable {
    /// Finger moves left: the content offset grows, towards the next page.
    case left
    /// Finger moves right: the content offset shrinks, towards the previous page.
    case right
}

/// How an interactive pop gesture ends.
public enum PopRelease: String, Sendable, Hashable, CaseIterable {
    /// The pop completes over `duration * (1 - progress)`.
    case finish
    /// The pop is cancelled over `duration * progress`.
    case cancel
}
