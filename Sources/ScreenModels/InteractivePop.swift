/// An interactive pop (the edge-swipe back gesture) during which the navigation bar blends from the
/// top screen's appearance to the one below by the gesture's progress (seed 003).
///
/// While the finger is down, progress is whatever the gesture says (`update(progress:)`). On
/// release the pop either finishes, moving on to 1 over `duration * (1 - progress)`, or cancels,
/// moving back to 0 over `duration * progress`, along `releaseCurve`: the seed's
/// `dealInteractionChanges` sets the bar's end values inside `UIView.animate(withDuration:)` with no
/// options, whose curve is ease in and out. Progress after release is a function of time and ends
/// exactly at 1 or 0 from `endTime` on.
public struct InteractivePop: Sendable, Hashable {
    /// How a released gesture ends.
    public enum Outcome: String, Sendable, Hashable, Codable, CaseIterable {
        /// The pop completes: progress runs on to 1.
        case finish
        /// The pop is cancelled: progress runs back to 0.
        case cancel
    }

    /// Where the gesture is.
    public enum Phase: Sendable, Hashable {
        /// The finger is down; progress follows the gesture.
        case tracking
        /// The finger lifted at `releaseTime` (s) with the given outcome; progress runs to its end.
        case settling(outcome: Outcome, releaseTime: Double)
    }

    /// The appearance of the screen being popped (progress 0).
    public let from: NavigationBarAppearance
    /// The appearance of the screen underneath (progress 1).
    public let to: NavigationBarAppearance
    /// The full transition's duration, in s (> 0); default `NavigationTransition.defaultDuration`.
    public let duration: Double
    /// How progress moves to its end after release, over the settling's time (default
    /// `TimingCurve.easeInOut`, `UIView.animate`'s default curve).
    public let releaseCurve: TimingCurve
    /// The gesture's progress (unitless, [0, 1]) at the last update, or at release once settling.
    public private(set) var gestureProgress: Double
    /// Tracking or settling.
    public private(set) var phase: Phase

    /// Starts tracking a pop from `from` to `to` at progress `initialProgress` (default 0) with a
    /// full duration of `duration` s. Throws for a non-positive or non-finite duration or a
    /// progress outside [0, 1].
    public init(
        from: NavigationBarAppearance, to: NavigationBarAppearance,
        duration: Double = NavigationTransition.defaultDuration, initialProgress: Double = 0,
        releaseCurve: TimingCurve = .easeInOut
    ) throws(ScreenModelError) {
        try Check.positive(duration, "duration")
        try Check.unitInterval(initialProgress, "progress")
        self.from = from
        self.to = to
        self.duration = duration
        self.releaseCurve = releaseCurve
        self.gestureProgress = initialProgress
        self.phase = .tracking
    }

    /// Moves the gesture to `progress` (unitless, [0, 1]). Throws, changing nothing, for a progress
    /// outside [0, 1] or after release.
    public mutating func update(progress: Double) throws(ScreenModelError) {
        try requireTracking()
        try Check.unitInterval(progress, "progress")
        gestureProgress = progress
    }

    /// Lifts the finger at `time` (s): the pop finishes or cancels from the current progress.
    /// Throws, changing nothing, for a non-finite time or a second release.
    public mutating func release(at time: Double, outcome: Outcome) throws(ScreenModelError) {
        try requireTracking()
        try Check.finite(time, "time")
        phase = .settling(outcome: outcome, releaseTime: time)
    }

    /// How long the settling after release lasts, in s: duration * (1 - progress) to finish,
    /// duration * progress to cancel; nil while tracking.
    public var settleDuration: Double? {
        guard case .settling(let outcome, _) = phase else { return nil }
        return outcome == .finish ? duration * (1 - gestureProgress) : duration * gestureProgress
    }

    /// The time the settling ends, release time + settleDuration, in s; nil while tracking.
    public var endTime: Double? {
        guard case .settling(_, let releaseTime) = phase, let settle = settleDuration else { return nil }
        return releaseTime + settle
    }

    /// Progress (unitless, [0, 1]) at `time` (s). While tracking: the gesture's progress. After
    /// release: the release progress until the release time, then moving towards 1 (finish) or 0
    /// (cancel) along `releaseCurve` over ``settleDuration``, exactly 1 or 0 from `endTime` on.
    /// Throws for a non-finite time.
    public func progress(at time: Double) throws(ScreenModelError) -> Double {
        try Check.finite(time, "time")
        guard case .settling(let outcome, let releaseTime) = phase, let end = endTime, let settle = settleDuration
        else { return gestureProgress }
        let target = outcome == .finish ? 1.0 : 0.0
        if time >= end || settle <= 0 { return target }
        let eased = releaseCurve.progress(at: max(0, time - releaseTime) / settle)
        return min(1, max(0, gestureProgress + (target - gestureProgress) * eased))
    }

    /// Whether the pop is over at `time` (s): released and settled. Throws for a non-finite time.
    public func isFinished(at time: Double) throws(ScreenModelError) -> Bool {
        try Check.finite(time, "time")
        guard let end = endTime else { return false }
        return time >= end
    }

    /// The bar's appearance at `time` (s): `from` interpolated to `to` by `progress(at:)`, the
    /// status bar style flipping at `NavigationBarAppearance.discreteSwitchProgress`.
    /// Throws for a non-finite time.
    public func appearance(at time: Double) throws(ScreenModelError) -> NavigationBarAppearance {
        from.interpolated(to: to, progress: try progress(at: time))
    }

    private func requireTracking() throws(ScreenModelError) {
        if case .settling(let outcome, let releaseTime) = phase {
            throw ScreenModelError(
                argument: "phase", expected: "a gesture still tracking",
                actual: "released at \(releaseTime) s to \(outcome)")
        }
    }
}
