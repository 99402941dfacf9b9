/// What one scroll view is doing (docs/physics.md §6). ``ScrollMotion/phase`` reports it.
public enum MotionPhase: String, Sendable, Hashable, CaseIterable {
    /// At rest, no finger down.
    case idle
    /// A finger is down but has not moved past the slop (`isTracking` only).
    case tracking
    /// The finger drags the content (`isTracking` and `isDragging`).
    case dragging
    /// Exponential deceleration after a flick (`isDecelerating`).
    case decelerating
    /// The spring back from past an edge (`isDecelerating`).
    case bouncing
    /// The spring onto a page boundary of a paging view (`isDecelerating`).
    case pageSnapping
    /// An animated `setContentOffset`, `scrollRectToVisible` or scroll to top (no flag set).
    case animating
}

/// The motion state machine of one scroll view: pure, deterministic, frame-rate independent.
///
/// Inputs (touches, programmatic offsets, geometry changes) and ``advance(to:emit:)`` take the absolute
/// time in seconds at which they happen; times never go backwards. Each returns through `emit` the
/// delegate calls that happened, in UIKit's order. Positions in flight are evaluated in closed form at
/// absolute time, so sampling at 60 Hz, 120 Hz or with dropped frames gives the same offsets, and a
/// motion that settles lands bit-exactly on its target.
public struct ScrollMotion: Sendable {
    // The frame step's fields first, the configuration it rarely reads last: with many views in
    // flight each step is a few cache misses, and fields read together share a cache line.
    /// `contentOffset` (= bounds origin), in pt.
    public internal(set) var contentOffset: Point
    /// The velocity of the content offset at the last evaluated time, in pt/s.
    public internal(set) var velocity: Point = .zero
    /// The time of the latest input or advance, in s.
    public internal(set) var time: Double

    @usableFromInline var activity: Activity = .idle
    /// The finger's recent samples, for the release velocity: those of the current touch while
    /// ``activity`` is `touching` (kept out of it so that the activity holds no reference).
    var touchSamples: [TouchSample] = []
    /// The scroll view's properties and chosen constants.
    public internal(set) var configuration: ScrollViewConfiguration

    /// Creates a scroll view at rest at `contentOffset` (pt; default: the top-left resting offset,
    /// `(-inset.left, -inset.top)`), at `time` (s).
    public init(
        configuration: ScrollViewConfiguration, contentOffset: Point? = nil, time: Double = 0
    ) throws(ScrollPhysicsError) {
        try configuration.validate()
        self.configuration = configuration
        self.contentOffset = try Validate.bounded(
            contentOffset ?? configuration.geometry.minimumOffset, "contentOffset")
        self.time = try Validate.finite(time, "time")
    }

    /// What the scroll view is doing now.
    public var phase: MotionPhase {
        if let touch = activity.touch { return touch.isDragging ? .dragging : .tracking }
        if activity.animation != nil { return .animating }
        guard let ballistic = activity.ballistic else { return .idle }
        if ballistic.isPageSnap { return .pageSnapping }
        return ballistic.isSpringing(at: time) ? .bouncing : .decelerating
    }

    /// `isTracking`: a finger is down.
    public var isTracking: Bool { activity.kind == .touching }
    /// `isDragging`: the finger has moved past the slop and drags the content.
    public var isDragging: Bool { activity.touch?.isDragging ?? false }
    /// `isDecelerating`: the content moves on after the finger lifted (deceleration, bounce, snap).
    public var isDecelerating: Bool { activity.kind == .ballistic }
    /// Whether the motion needs frames: it decelerates, bounces, snaps or animates.
    @inlinable public var isInFlight: Bool {
        switch activity.kind {
        case .ballistic, .animating: true
        case .idle, .touching: false
        }
    }

    /// Where the current flight will rest, in pt (nil when nothing is in flight).
    public var restingOffset: Point? {
        activity.ballistic?.target ?? activity.animation?.to
    }

    // MARK: Time

    /// Tolerance when comparing a frame time with the end of a motion, in s: sums of frame times are
    /// not exact in binary floating point, and a motion due at 0.3 s must end in the frame at 0.3 s.
    public static let timeTolerance = 1e-9

    /// Evaluates the motion in flight at absolute time `t` (s): emits `didScroll` if the offset
    /// changed, and the end events if the motion settled (then exactly on its target). At the
    /// motion's current ``time`` it does nothing.
    public mutating func advance(to t: Double, emit: (ScrollEvent) -> Void) throws(ScrollPhysicsError) {
        // At the motion's own time there is nothing to bring up to date: a command made then (which
        // brought the flight up to that time first) stands until time moves on. Evaluating again
        // undid an assignment during an animation in the frame it was made, with a second didScroll.
        let timeMoves = t != time
        try moveClock(to: t)
        if timeMoves { step(emit: emit) }
    }

    /// The same as ``advance(to:emit:)``, returning the calls instead: an advance makes at most two,
    /// a `didScroll` and then the end of the motion, in that order. For hot loops that step many
    /// motions: no closure is involved.
    public mutating func advance(to t: Double) throws(ScrollPhysicsError) -> (ScrollEvent?, ScrollEvent?) {
        var first: ScrollEvent?
        var second: ScrollEvent?
        try advance(to: t) { event in
            if first == nil { first = event } else { second = event }
        }
        return (first, second)
    }

    mutating func moveClock(to t: Double) throws(ScrollPhysicsError) {
        try Validate.finite(t, "time")
        guard t >= time else {
            throw ScrollPhysicsError(
                argument: "time", expected: "a time >= \(time) (time never goes backwards)", actual: "\(t)")
        }
        time = t
    }

    /// Brings the motion in flight up to ``time``.
    mutating func step(emit: (ScrollEvent) -> Void) {
        guard let flight = flightState() else { return }
        velocity = flight.velocity
        move(to: flight.position, emit: emit)
        if let endCall = flight.endCall {
            activity = .idle
            emit(event(endCall))
        }
    }

    /// Where the motion in flight is at ``time``: offset (pt), velocity (pt/s) and, if it has
    /// ended, the call that ends it (nil: nothing in flight). It only reads, and is inlined into
    /// ``step(emit:)``.
    @inline(__always)
    private func flightState() -> (position: Point, velocity: Point, endCall: DelegateCall?)? {
        if let state = activity.ballisticFlightState(at: time) { return state }
        return activity.animation?.flightState(at: time)
    }

    /// The call `call` at the current offset and velocity.
    func event(_ call: DelegateCall) -> ScrollEvent {
        ScrollEvent(call, contentOffset: contentOffset, velocity: velocity)
    }

    /// Sets the offset, with one `didScroll` if it changed.
    mutating func move(to offset: Point, emit: (ScrollEvent) -> Void) {
        guard offset != contentOffset else { return }
        contentOffset = offset
        emit(event(.didScroll))
    }

    // MARK: Configuration

    /// Replaces the configuration at time `t` (s): a change of size, content size, insets, paging,
    /// rate or constants. At rest, an offset now outside the range moves into it (one `didScroll`);
    /// a deceleration in flight is re-planned from its current offset and velocity; an animation
    /// in flight goes on with the duration and curve it began with.
    public mutating func setConfiguration(
        _ newConfiguration: ScrollViewConfiguration, at t: Double, emit: (ScrollEvent) -> Void
    ) throws(ScrollPhysicsError) {
        try newConfiguration.validate()
        try moveClock(to: t)
        step(emit: emit)
        configuration = newConfiguration
        switch activity.kind {
        case .idle:
            move(to: configuration.geometry.clamp(contentOffset), emit: emit)
        case .ballistic:
            if let ballistic = activity.ballistic { activity = .ballistic(replan(ballistic)) }
        case .touching, .animating:
            break
        }
    }
}
