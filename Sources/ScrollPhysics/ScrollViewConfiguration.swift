/// Everything that shapes one scroll view's motion: its geometry and UIKit's properties, and the
/// chosen constants of the reference, each overridable.
///
/// Values marked *chosen* are ScrollSim's stand-ins for UIKit's private values (docs/physics.md).
public struct ScrollViewConfiguration: Sendable, Hashable {
    /// Bounds size, content size, inset, bounce settings.
    public var geometry: ScrollGeometry
    /// `isPagingEnabled`: rest only on multiples of the bounds size, at most one page per flick.
    public var isPagingEnabled: Bool
    /// `isDirectionalLockEnabled` (default false): a drag on a view that scrolls both ways moves it
    /// along one axis only, the one the finger had moved along most when dragging began.
    public var isDirectionalLockEnabled: Bool
    /// `decelerationRate` (default `.normal`).
    public var decelerationRate: DecelerationRate
    /// `scrollsToTop`: whether a status-bar tap scrolls this view to its top.
    public var scrollsToTop: Bool
    /// Finger travel before dragging begins (chosen: 10), in pt.
    public var touchSlop: Double
    /// Duration of animated `setContentOffset` and scroll to top (chosen: 0.3), in s, at most
    /// ``maximumAnimationDuration``. With 0, an animated call moves at once, as a plain one does
    /// (one `didScroll`, no `didEndScrollingAnimation`).
    public var animationDuration: Double
    /// Curve of animated `setContentOffset` (ease in and out): `x1`, `x2` in [0, 1], `y1`, `y2`
    /// within ±``maximumCurveOrdinate``.
    public var animationCurve: TimingCurve
    /// Stiffness of the bounce and page-snap spring, mass 1 (chosen: 100), in 1/s^2, at least
    /// ``minimumSpringStiffness``.
    public var springStiffness: Double
    /// Remaining distance at which a deceleration or spring ends on its target (chosen: 0.5), in pt.
    public var restThreshold: Double
    /// The rubber band applied while dragging past an edge (its coefficient in (0, 1]).
    public var rubberBand: RubberBand
    /// Release-velocity estimation from touch samples.
    public var velocityEstimator: VelocityEstimator
    /// Page-target selection.
    public var paging: Paging
    /// iOS 13 and later (true, the default): a touch that stops a deceleration and lifts without
    /// dragging sends `didEndDecelerating` after `didEndDragging`. Older iOS (false) sent none.
    public var sendsDidEndDeceleratingAfterInterruption: Bool
    /// What a release past an edge starts its spring with. False (the default, the reference's
    /// rule): the release velocity, the one `willEndDragging` reports. True (chosen, an
    /// alternative): the content's own velocity there, the release velocity times the rubber band's
    /// slope, so that outward flings repeated while the content bounces keep it within a viewport
    /// of the edge (with the release velocity each one carries it further out).
    public var rubberBandsReleaseVelocity: Bool

    /// Creates a configuration; every number is checked (finite, positive where it must be).
    public init(
        geometry: ScrollGeometry, isPagingEnabled: Bool = false, decelerationRate: DecelerationRate = .normal,
        scrollsToTop: Bool = true, touchSlop: Double = 10, animationDuration: Double = 0.3,
        animationCurve: TimingCurve = .easeInOut, springStiffness: Double = Spring.defaultStiffness,
        restThreshold: Double = Deceleration.defaultRestThreshold, rubberBand: RubberBand = RubberBand(),
        velocityEstimator: VelocityEstimator = VelocityEstimator(), paging: Paging = Paging(),
        sendsDidEndDeceleratingAfterInterruption: Bool = true, isDirectionalLockEnabled: Bool = false,
        rubberBandsReleaseVelocity: Bool = false
    ) throws(ScrollPhysicsError) {
        self.geometry = geometry
        self.isPagingEnabled = isPagingEnabled
        self.isDirectionalLockEnabled = isDirectionalLockEnabled
        self.decelerationRate = decelerationRate
        self.scrollsToTop = scrollsToTop
        self.touchSlop = touchSlop
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.springStiffness = springStiffness
        self.restThreshold = restThreshold
        self.rubberBand = rubberBand
        self.velocityEstimator = velocityEstimator
        self.paging = paging
        self.sendsDidEndDeceleratingAfterInterruption = sendsDidEndDeceleratingAfterInterruption
        self.rubberBandsReleaseVelocity = rubberBandsReleaseVelocity
        try validate()
    }

    /// The longest ``animationDuration``, in s: 10^6 (11.6 days). Longer, an animation would not
    /// end within the frames any advance reaches at the highest frame rates; no run would see it
    /// settle.
    public static let maximumAnimationDuration = 1e6

    /// The softest ``springStiffness``, in 1/s^2: 1 (β = 1/s, a bounce of 1,000 pt settling in about
    /// 10 s). Softer, a bounce or page snap takes hours to end and a run never settles.
    public static let minimumSpringStiffness = 1.0

    /// The largest magnitude of an animation curve's control point ordinate (`y1`, `y2`): 100.
    /// Overshooting curves use a few units at most; far beyond, an animation's offsets run off
    /// towards infinity.
    public static let maximumCurveOrdinate = 100.0

    /// Checks every number; the motion state machine calls this before accepting a configuration.
    public func validate() throws(ScrollPhysicsError) {
        try Validate.boundedNonNegative(geometry.boundsSize, "size")
        try Validate.boundedNonNegative(geometry.contentSize, "contentSize")
        try Validate.bounded(geometry.contentInset, "contentInset")
        try Validate.nonNegative(touchSlop, "touchSlop")
        try Validate.nonNegative(animationDuration, "animationDuration")
        guard animationDuration <= Self.maximumAnimationDuration else {
            throw ScrollPhysicsError(
                argument: "animationDuration", expected: "a duration in [0, 1e6] s (an animation that ends)",
                actual: "\(animationDuration)")
        }
        try Validate.positive(springStiffness, "springStiffness")
        guard springStiffness >= Self.minimumSpringStiffness else {
            throw ScrollPhysicsError(
                argument: "springStiffness", expected: "a stiffness >= 1 /s^2 (a spring that settles)",
                actual: "\(springStiffness)")
        }
        try Validate.positive(restThreshold, "restThreshold")
        try Validate.positive(rubberBand.coefficient, "rubberBand.coefficient")
        guard rubberBand.coefficient <= 1 else {  // past 1 the content would outrun the finger
            throw ScrollPhysicsError(
                argument: "rubberBand.coefficient", expected: "a number in (0, 1]", actual: "\(rubberBand.coefficient)")
        }
        try Validate.positive(velocityEstimator.window, "velocityEstimator.window")
        try Validate.nonNegative(paging.flickVelocityThreshold, "paging.flickVelocityThreshold")
        for (name, value) in [("x1", animationCurve.x1), ("x2", animationCurve.x2)] {
            try Validate.finite(value, "animationCurve.\(name)")
            guard (0...1).contains(value) else {
                throw ScrollPhysicsError(
                    argument: "animationCurve.\(name)", expected: "a number in [0, 1]", actual: "\(value)")
            }
        }
        for (name, value) in [("y1", animationCurve.y1), ("y2", animationCurve.y2)] {
            try Validate.finite(value, "animationCurve.\(name)")
            guard abs(value) <= Self.maximumCurveOrdinate else {
                throw ScrollPhysicsError(
                    argument: "animationCurve.\(name)", expected: "a number within ±100", actual: "\(value)")
            }
        }
        if isPagingEnabled {
            for axis in Axis.allCases where geometry.canScroll(axis) && geometry.boundsSize[axis] == 0 {
                throw ScrollPhysicsError(
                    argument: axis == .horizontal ? "size.width" : "size.height",
                    expected: "a page size > 0 for a paging scroll view", actual: "0")
            }
        }
    }
}
