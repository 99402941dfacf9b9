/// The state behind ``MotionPhase``, with what each phase needs to go on: idle, a touch, a
/// ballistic flight or an animation, never two at once (the constructors below are the only way
/// to make one).
///
/// Why not an enum with payloads: a switch over one went through the enum's outlined copy and a
/// destructive projection of the 217-byte flight, every frame (with a store-forwarding stall, a
/// quarter of a frame step's profile). An optional per phase is a plain copy of bytes at most.
/// It is a plain value (no references: the touch's samples live in ``ScrollMotion/touchSamples``).
@usableFromInline struct Activity: Sendable {
    /// Which phase, for a `switch`.
    @usableFromInline enum Kind: Sendable {
        case idle, touching, ballistic, animating
    }

    // In the order a frame step reads them (the phase, then the animation or the flight), so
    // that they share cache lines.
    /// Which phase it is.
    @usableFromInline private(set) var kind: Kind
    /// The programmatic animation, while animating.
    private(set) var animation: Animation?
    /// ``ballistic``'s storage, meaningful only while ``kind`` is `.ballistic`. Not optional: the
    /// frame step reads the flight's fields where they are (``flightState(at:)``), where reading
    /// an optional copied all 233 bytes of it to the stack first, a tenth of a frame step.
    private var flight = Ballistic.none
    /// The flight, while decelerating, bouncing or snapping.
    var ballistic: Ballistic? { kind == .ballistic ? flight : nil }
    /// The finger, while touching.
    private(set) var touch: Touch?

    /// Nothing moves.
    static let idle = Activity(kind: .idle)
    /// A finger is down.
    static func touching(_ touch: Touch) -> Activity { Activity(kind: .touching, touch: touch) }
    /// The content moves on after the finger lifted.
    static func ballistic(_ ballistic: Ballistic) -> Activity { Activity(kind: .ballistic, flight: ballistic) }
    /// A programmatic animation runs.
    static func animating(_ animation: Animation) -> Activity { Activity(kind: .animating, animation: animation) }

    /// Where the flight is at absolute time `time` (s), while there is one: see
    /// ``Ballistic/flightState(at:)``.
    @inline(__always) func ballisticFlightState(
        at time: Double
    ) -> (position: Point, velocity: Point, endCall: DelegateCall?)? {
        kind == .ballistic ? flight.flightState(at: time) : nil
    }
}

/// A finger on the scroll view.
@usableFromInline struct Touch: Sendable {
    // The points first and the small fields last, so that the band's stretch (in single
    // precision) fits where padding was: a touch takes no more room in every motion than before.
    /// Where the finger went down (pt).
    var downLocation: Point
    /// The finger location that corresponds to ``rawOrigin`` (pt).
    var anchor: Point
    /// The content offset, before the rubber band, when the finger was at ``anchor`` (pt).
    var rawOrigin: Point
    /// The page under the finger at touch-down, per axis (paging views).
    var startPage: (x: Int, y: Int)
    private var stretch: (x: Float, y: Float)
    /// Whether the finger has moved past the slop.
    var isDragging = false
    /// Whether the pan failed as the finger passed the slop (a move along an axis the view does not
    /// scroll): the touch stays a tap until it lifts.
    var panFailed = false
    /// What the finger landed on (and stopped, if it moved).
    var landing: Landing
    /// With `isDirectionalLockEnabled` on a view that scrolls both ways: the one axis the drag
    /// moves, chosen when dragging began (nil: every axis that scrolls).
    var lockedAxis: Axis? = nil

    /// The stretch of the rubber band's extent on each axis (unitless): 1, unless the finger landed
    /// on content far past an edge (``RubberBand/landing(onOverscroll:dimension:)``). Kept in
    /// single precision: ``ScrollMotion/rawOffset(for:)`` computes the raw origin with the rounded
    /// value, so the two agree exactly.
    var bandStretch: Point {
        get { Point(x: Double(stretch.x), y: Double(stretch.y)) }
        set { stretch = (Float(newValue.x), Float(newValue.y)) }
    }

    init(
        downLocation: Point, anchor: Point, rawOrigin: Point, bandStretch: Point, startPage: (x: Int, y: Int),
        landing: Landing
    ) {
        self.downLocation = downLocation
        self.anchor = anchor
        self.rawOrigin = rawOrigin
        self.startPage = startPage
        self.stretch = (Float(bandStretch.x), Float(bandStretch.y))
        self.landing = landing
    }

    /// What a finger lands on: what a tap (a touch that lifts without dragging) then does.
    enum Landing: Sendable {
        /// Content at rest: a tap sends nothing and moves nothing.
        case rest
        /// An animation (`setContentOffset(animated:)`, scroll to top), stopped without its end
        /// callback: a tap lifts with no velocity, bouncing back or snapping if it must.
        case animation
        /// A deceleration, bounce or snap, stopped: a tap ends it (`didEndDragging`, §6).
        case deceleration
    }

    /// The finger's movement as the content follows it (pt): without the locked axis's cross motion.
    func followed(_ movement: Point) -> Point {
        guard let lockedAxis else { return movement }
        var result = movement
        result[lockedAxis.other] = 0
        return result
    }
}

/// The motion after the finger lifted: one trajectory per axis from a common start time.
@usableFromInline struct Ballistic: Sendable {
    var startTime: Double
    var x: AxisTrajectory
    var y: AxisTrajectory
    var isPageSnap: Bool

    /// A flight that goes nowhere, for storage that holds none.
    static let none = Ballistic(startTime: 0, x: .rest(at: 0), y: .rest(at: 0), isPageSnap: false)

    var endTime: Double { max(x.endTime, y.endTime) }
    var target: Point { Point(x: x.target, y: y.target) }
    var isRest: Bool { x.isRest && y.isRest }

    func velocity(at elapsed: Double) -> Point { Point(x: x.velocity(at: elapsed), y: y.velocity(at: elapsed)) }
    /// Offset (pt) and velocity (pt/s) at absolute time `time` (s), and `didEndDecelerating` once
    /// the flight has ended (then exactly on its target).
    @inline(__always) func flightState(at time: Double) -> (position: Point, velocity: Point, endCall: DelegateCall?) {
        let elapsed = time - startTime
        if elapsed + ScrollMotion.timeTolerance >= endTime { return (target, .zero, .didEndDecelerating) }
        let (position, velocity) = state(at: elapsed)
        return (position, velocity, nil)
    }
    /// Position (pt) and velocity (pt/s) at `elapsed` seconds (inlined into the frame step).
    @inline(__always) func state(at elapsed: Double) -> (position: Point, velocity: Point) {
        let (px, vx) = x.state(at: elapsed)
        let (py, vy) = y.state(at: elapsed)
        return (Point(x: px, y: py), Point(x: vx, y: vy))
    }
    func isSpringing(at time: Double) -> Bool {
        x.stage(at: time - startTime) == .springing || y.stage(at: time - startTime) == .springing
    }
}

/// A programmatic animation of the offset on a timing curve.
@usableFromInline struct Animation: Sendable {
    @usableFromInline enum Purpose: Sendable {
        /// `setContentOffset(_:animated: true)` or `scrollRectToVisible(_:animated: true)`.
        case setContentOffset
        /// A status-bar tap.
        case scrollToTop

        var endCall: DelegateCall { self == .scrollToTop ? .didScrollToTop : .didEndScrollingAnimation }
    }

    var from: Point
    var to: Point
    var startTime: Double
    var duration: Double
    /// The configuration's curve when the animation began: it keeps its timing, as it keeps its
    /// duration (and a frame step need not read the configuration).
    var curve: TimingCurve
    var purpose: Purpose

    /// Offset (pt) and velocity (pt/s) at absolute time `time` (s), and the call that ends the
    /// animation once it has ended (then exactly on its target).
    @inline(__always) func flightState(at time: Double) -> (position: Point, velocity: Point, endCall: DelegateCall?) {
        let elapsed = time - startTime
        if elapsed + ScrollMotion.timeTolerance >= duration { return (to, .zero, purpose.endCall) }
        // The velocity is the curve's own derivative at the same point: d offset / d t =
        // (to - from) x d progress / d x / duration. (A central difference over ±0.1 ms took two
        // more solves of the curve, two thirds of an animating view's frame.)
        let (progress, rate) = curve.progressAndRate(at: elapsed / duration)
        return (from + (to - from) * progress, (to - from) * (rate / duration), nil)
    }
}
