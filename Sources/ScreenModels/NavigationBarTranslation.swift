/// Moving the navigation bar with the list (seed 003 section 6, `wr_setTranslationY`, as
/// WRNavigationBar's demos use it): once the list scrolls past the translation point the bar slides
/// up with it, until only the status bar shows.
///
/// With `up = offsetY - translationPoint` (pt): progress = clamp(up / barHeight, 0, 1) when
/// `offsetY > translationPoint`, else 0; the bar is translated by `-barHeight * progress` and its
/// bar button items' alpha is `1 - progress`. Leaving the screen resets it to 0. The demos'
/// variant (``snapsWhenScrollEnds``): when the scroll ends the bar animates over 0.3 s, ease in and
/// out, to progress 1 if `up >= barHeight / 2`, else to 0.
public struct NavigationBarTranslation: Sendable, Hashable {
    /// The navigation bar's height, 44 pt.
    public static let defaultBarHeight = 44.0
    /// How long the snap at the end of a scroll lasts, 0.3 s (UIView's default animation).
    public static let snapDuration = 0.3

    /// The list's offset y (pt) beyond which the bar moves (0 in the demos).
    public let translationPoint: Double
    /// The bar's height (pt, > 0): how far it moves at most.
    public let barHeight: Double
    /// Whether the bar snaps fully in or out when the scroll ends (the demos' variant).
    public let snapsWhenScrollEnds: Bool

    /// A translation that starts at `translationPoint` pt (default 0) for a bar `barHeight` pt high
    /// (default 44), snapping when the scroll ends if `snapsWhenScrollEnds` (default false).
    /// Throws for a non-finite point or a height that is not finite and > 0.
    public init(
        translationPoint: Double = 0, barHeight: Double = defaultBarHeight, snapsWhenScrollEnds: Bool = false
    ) throws(ScreenModelError) {
        try Check.finite(translationPoint, "translationPoint")
        try Check.positive(barHeight, "barHeight")
        self.translationPoint = translationPoint
        self.barHeight = barHeight
        self.snapsWhenScrollEnds = snapsWhenScrollEnds
    }

    /// The progress (0 or 1) the bar snaps to when the scroll ends at offset y `offsetY` (pt): 1
    /// once half the bar has moved (`up >= barHeight / 2`), else 0. Throws for a non-finite offset.
    public func snapTarget(atOffsetY offsetY: Double) throws(ScreenModelError) -> Double {
        try Check.finite(offsetY, "offsetY")
        return offsetY > translationPoint && offsetY - translationPoint >= barHeight / 2 ? 1 : 0
    }

    /// The progress during a snap from `from` to `to` that started at `startTime` s, at `time` s:
    /// eased in and out over ``snapDuration``, exactly `to` from its end on.
    public func snapProgress(from: Double, to: Double, startTime: Double, at time: Double) -> Double {
        let t = clamp((time - startTime) / Self.snapDuration, 0, 1)
        return t >= 1 ? to : lerp(from, to, TimingCurve.easeInOut.progress(at: t))
    }

    /// Progress (unitless, [0, 1]) at the list's offset y `offsetY` (pt). Throws for a non-finite offset.
    public func progress(atOffsetY offsetY: Double) throws(ScreenModelError) -> Double {
        try Check.finite(offsetY, "offsetY")
        return offsetY > translationPoint ? clamp((offsetY - translationPoint) / barHeight, 0, 1) : 0
    }

    /// The bar's translation y (pt, in [-barHeight, 0]) at `progress` ([0, 1]).
    public func translationY(progress: Double) -> Double { -barHeight * clamp(progress, 0, 1) }

    /// The bar button items' alpha (unitless) at `progress` ([0, 1]): 1 - progress.
    public func itemsAlpha(progress: Double) -> Double { 1 - clamp(progress, 0, 1) }
}
