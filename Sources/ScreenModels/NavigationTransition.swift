/// A non-interactive push or pop, during which the navigation bar blends from the old screen's
/// appearance to the new one's (seed 003, WRNavigationBar's swizzled push and pop).
///
/// The original counts display-link callbacks (`displayCount / (60 * 0.13)`); here progress is a
/// function of elapsed time only, `clamp((time - startTime) / duration, 0, 1)`, so a dropped frame
/// changes nothing and a 120 Hz clock gives the same values at the same times.
public struct NavigationTransition: Sendable, Hashable {
    /// Which way the navigation stack moves.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A new screen is pushed on top.
        case push
        /// The top screen is popped.
        case pop
        /// The top screen is popped by the edge-swipe gesture (``InteractivePop``), which may cancel.
        case interactivePop
    }

    /// The push and pop duration of WRNavigationBar's Swift version, 0.13 s.
    public static let defaultDuration = 0.13

    /// Push or pop.
    public let kind: Kind
    /// The appearance of the screen being left (progress 0).
    public let from: NavigationBarAppearance
    /// The appearance of the screen being shown (progress 1).
    public let to: NavigationBarAppearance
    /// The time the transition starts, in s (on the caller's clock).
    public let startTime: Double
    /// How long the transition lasts, in s (> 0).
    public let duration: Double

    /// Creates a transition from `from` to `to` starting at `startTime` s and lasting `duration` s
    /// (default 0.13). Throws for a non-finite start or a non-finite or non-positive duration.
    public init(
        kind: Kind, from: NavigationBarAppearance, to: NavigationBarAppearance, startTime: Double = 0,
        duration: Double = defaultDuration
    ) throws(ScreenModelError) {
        try Check.finite(startTime, "startTime")
        try Check.positive(duration, "duration")
        self.kind = kind
        self.from = from
        self.to = to
        self.startTime = startTime
        self.duration = duration
    }

    /// The time the transition ends, startTime + duration, in s.
    public var endTime: Double { startTime + duration }

    /// Progress (unitless, [0, 1]) at `time` (s): clamp((time - startTime) / duration, 0, 1); 0
    /// before the start, exactly 1 from the end on. Throws for a non-finite time.
    public func progress(at time: Double) throws(ScreenModelError) -> Double {
        try Check.finite(time, "time")
        // At the end time itself the quotient can round to just under 1 (0.7 - 0.5 over 0.2).
        return time >= endTime ? 1 : clamp((time - startTime) / duration, 0, 1)
    }

    /// Whether the transition is over at `time` (s): `time` has reached ``endTime``. Throws for a
    /// non-finite time.
    public func isFinished(at time: Double) throws(ScreenModelError) -> Bool {
        try Check.finite(time, "time")
        return time >= endTime
    }

    /// The bar's appearance at `time` (s): `from` interpolated to `to` by `progress(at:)`, the status
    /// bar style flipping at `NavigationBarAppearance.discreteSwitchProgress`. Throws for a
    /// non-finite time.
    public func appearance(at time: Double) throws(ScreenModelError) -> NavigationBarAppearance {
        from.interpolated(to: to, progress: try progress(at: time))
    }
}
