/// Touch input: down, move, up (docs/physics.md §3 rubber band, §4 paging, §6 event order).
extension ScrollMotion {
    /// A finger goes down at `location` (pt, in the scroll view) at time `t` (s).
    ///
    /// A deceleration, bounce or snap in flight stops at once where it is; an animation stops without
    /// its end callback. No delegate call is made until the finger moves past the slop.
    public mutating func touchDown(
        at location: Point, time t: Double, emit: (ScrollEvent) -> Void
    ) throws(ScrollPhysicsError) {
        try Validate.bounded(location, "location")
        guard !isTracking else {
            throw ScrollPhysicsError(
                argument: "touchDown", expected: "no finger already down", actual: "one down")
        }
        try moveClock(to: t)
        step(emit: emit)
        let landing: Touch.Landing =
            switch activity.kind {
            case .ballistic: .deceleration
            case .animating: .animation
            case .idle, .touching: .rest
            }
        velocity = .zero
        touchSamples.removeAll(keepingCapacity: true)
        touchSamples.append(TouchSample(time: t, location: location))
        let (raw, stretch) = rawOffset(for: contentOffset)
        activity = .touching(
            Touch(
                downLocation: location, anchor: location, rawOrigin: raw, bandStretch: stretch,
                startPage: currentPages, landing: landing))
    }

    /// The page nearest to the current offset on each axis (the page a touch starts from).
    var currentPages: (x: Int, y: Int) {
        let geometry = configuration.geometry
        func page(_ axis: Axis) -> Int {
            Paging.nearestPage(
                to: contentOffset[axis], pageSize: geometry.boundsSize[axis], range: geometry.pageRange(axis))
        }
        return (page(.horizontal), page(.vertical))
    }

    /// The finger moves to `location` (pt) at time `t` (s). Past the slop (distance from where it went
    /// down) dragging begins with `willBeginDragging`; then the content follows the finger, through the
    /// rubber band past an edge, with a `didScroll` per change. The pan recogniser fails, and the touch
    /// stays a tap until it lifts, if the view cannot scroll along the movement as it passes the slop
    /// (its dominant axis, vertical on a tie; a view that scrolls both ways takes any movement): a
    /// list that scrolls only vertically does not begin on a mostly horizontal move.
    public mutating func touchMove(
        to location: Point, time t: Double, emit: (ScrollEvent) -> Void
    ) throws(ScrollPhysicsError) {
        try Validate.bounded(location, "location")
        guard var touch = activity.touch else {
            throw ScrollPhysicsError(argument: "touchMove", expected: "a finger down", actual: "no touch")
        }
        try moveClock(to: t)
        touchSamples.append(TouchSample(time: t, location: location))
        configuration.velocityEstimator.trim(&touchSamples, at: t)
        if !touch.isDragging {
            let move = location - touch.downLocation
            guard !touch.panFailed, move.length > configuration.touchSlop else {
                activity = .touching(touch)
                return
            }
            guard canScroll(along: move) else {
                touch.panFailed = true
                activity = .touching(touch)
                return
            }
            touch.isDragging = true
            touch.lockedAxis = lockedAxis(forMove: location - touch.downLocation)
            activity = .touching(touch)
            emit(event(.willBeginDragging))
        }
        activity = .touching(touch)
        // While dragging, the velocity is the one a release now would have (pt/s).
        velocity = rubberBanded(touch.followed(fingerVelocityAsContentVelocity(touchSamples, at: t)), under: touch)
        move(
            to: displayedOffset(forRaw: touch.rawOrigin - touch.followed(location - touch.anchor), under: touch),
            emit: emit)
    }

    /// Whether the view can scroll along `move` (pt): along its dominant axis (vertical on a tie,
    /// within ``lockTieTolerance``), or either way for a view that scrolls both ways.
    func canScroll(along move: Point) -> Bool {
        let geometry = configuration.geometry
        if geometry.canScroll(.horizontal) && geometry.canScroll(.vertical) { return true }
        return geometry.canScroll(Self.dominantAxis(of: move))
    }

    /// The axis `move` (pt) goes along most: vertical on a tie (within ``lockTieTolerance``).
    static func dominantAxis(of move: Point) -> Axis {
        abs(move.x) > abs(move.y) * (1 + lockTieTolerance) ? .horizontal : .vertical
    }

    /// The axis a drag that begins after the finger moved by `move` (pt) is locked to: the one it
    /// moved along most (vertical on a tie, within ``lockTieTolerance``), if
    /// `isDirectionalLockEnabled` is on and the view scrolls both ways; nil otherwise.
    func lockedAxis(forMove move: Point) -> Axis? {
        let geometry = configuration.geometry
        guard configuration.isDirectionalLockEnabled, geometry.canScroll(.horizontal), geometry.canScroll(.vertical)
        else { return nil }
        return Self.dominantAxis(of: move)
    }

    /// How much more, relatively (unitless), the finger must have moved horizontally than
    /// vertically for a directional lock to pick the horizontal axis: a 45° pan's two components,
    /// computed from different start points, differ in their last bits.
    public static let lockTieTolerance = 1e-9

    /// The content offset's velocity that the finger's samples give at `t` (pt/s): the finger's,
    /// reversed, on the axes that scroll.
    func fingerVelocityAsContentVelocity(_ samples: [TouchSample], at t: Double) -> Point {
        var velocity = configuration.velocityEstimator.velocity(of: samples, releaseTime: t) * -1
        for axis in Axis.allCases where !configuration.geometry.canScroll(axis) { velocity[axis] = 0 }
        return velocity
    }

    /// The finger lifts at time `t` (s), at its last location.
    ///
    /// After a drag: `willEndDragging` with the release velocity (pt/ms) and the target, then
    /// `didEndDragging(willDecelerate:)` and, if the content moves on, `willBeginDecelerating`.
    /// Throws with no finger down, for a time before the motion's, and, with nothing emitted and
    /// the finger still down, for a target from `adjustTarget` that is not finite.
    /// - Parameters:
    ///   - t: the time of the release, in s.
    ///   - releaseVelocity: the content offset's velocity (pt/s) to release with instead of the one
    ///     estimated from the touch samples (used by flings that state their velocity).
    ///   - adjustTarget: the synchronous `willEndDragging` hook: given the event, it may return a new
    ///     target offset; the deceleration then rests exactly there (moved into the range). Ignored
    ///     for paging views, as UIKit ignores it.
    ///   - emit: receives each delegate call the release makes, in order.
    public mutating func touchUp(
        time t: Double, releaseVelocity: Point? = nil, adjustTarget: ((ScrollEvent) -> Point?)? = nil,
        emit: (ScrollEvent) -> Void
    ) throws(ScrollPhysicsError) {
        guard let touch = activity.touch else {
            throw ScrollPhysicsError(argument: "touchUp", expected: "a finger down", actual: "no touch")
        }
        if let releaseVelocity { try Validate.bounded(releaseVelocity, "velocity") }
        try moveClock(to: t)
        let geometry = configuration.geometry
        guard touch.isDragging else {
            // A tap on content at rest: no drag began, so no delegate hears of it, and the content
            // stays where it is, even out of range or off its page (where a plain offset put it).
            if touch.landing == .rest {
                activity = .idle
                return
            }
            // A tap that stopped a motion: lift with no velocity (bounce back or snap if needed).
            var ballistic = plan(from: contentOffset, velocity: .zero, startPage: touch.startPage)
            ballistic.startTime = t
            let interrupted = touch.landing == .deceleration
            guard interrupted || !ballistic.isRest else {
                move(to: ballistic.target, emit: emit)
                activity = .idle
                return
            }
            finishRelease(ballistic, emit: emit, interrupted: interrupted)
            return
        }
        var contentVelocity = touch.followed(releaseVelocity ?? fingerVelocityAsContentVelocity(touchSamples, at: t))
        for axis in Axis.allCases where !geometry.canScroll(axis) { contentVelocity[axis] = 0 }
        let springVelocity =
            configuration.rubberBandsReleaseVelocity
            ? rubberBanded(contentVelocity, under: touch) : contentVelocity
        var ballistic = plan(from: contentOffset, velocity: springVelocity, startPage: touch.startPage)
        ballistic.startTime = t
        let willEnd = ScrollEvent(
            .willEndDragging(velocity: contentVelocity * 0.001, targetContentOffset: ballistic.target),
            contentOffset: contentOffset, velocity: contentVelocity)
        // The hook (UIKit's delegate method) answers before the call is emitted, so that a target
        // that is not finite throws with nothing emitted and the finger still down.
        let wanted = configuration.isPagingEnabled ? nil : adjustTarget?(willEnd)
        if let wanted { _ = try Validate.finite(wanted, "the willEndDragging hook's targetContentOffset") }
        emit(willEnd)
        if let wanted, wanted != ballistic.target {
            let target = geometry.clamp(wanted)
            ballistic = Ballistic(
                startTime: t,
                x: .decelerate(
                    from: contentOffset.x, restingAt: target.x, rate: configuration.decelerationRate,
                    restThreshold: configuration.restThreshold),
                y: .decelerate(
                    from: contentOffset.y, restingAt: target.y, rate: configuration.decelerationRate,
                    restThreshold: configuration.restThreshold),
                isPageSnap: false)
        }
        finishRelease(ballistic, emit: emit, interrupted: false)
    }

    /// The content's own velocity for a finger moving at `velocity` (pt/s) at the current offset:
    /// past an edge the content follows the finger through the rubber band, so it moves at the
    /// finger's velocity times the slope there of the band, its extent stretched by the touch's
    /// landing, and not at all where the band holds it at its limit (the velocity while dragging,
    /// and with ``ScrollViewConfiguration/rubberBandsReleaseVelocity`` the spring's after a release).
    func rubberBanded(_ velocity: Point, under touch: Touch) -> Point {
        var result = velocity
        let geometry = configuration.geometry
        guard geometry.bounces else { return result }
        for axis in Axis.allCases {
            let past = geometry.range(axis).overscroll(contentOffset[axis])
            guard past != 0 else { continue }
            let dimension = geometry.boundsSize[axis] * touch.bandStretch[axis]
            guard abs(past) < bandLimit(axis, under: touch) else {
                result[axis] = 0
                continue
            }
            let raw = configuration.rubberBand.overscroll(forOffset: past, dimension: dimension)
            result[axis] *= configuration.rubberBand.slope(atOverscroll: raw, dimension: dimension)
        }
        return result
    }

    /// How far past an edge (pt) a drag can pull the content on `axis`: one viewport (§3), or where
    /// the finger landed on it if that was further out (an outward release or an assignment can
    /// put it there). A band stretched by a landing would otherwise carry it out towards its
    /// stretched extent, up to twice as far as where it landed.
    func bandLimit(_ axis: Axis, under touch: Touch) -> Double {
        let geometry = configuration.geometry
        let landed = configuration.rubberBand.offset(
            forOverscroll: geometry.range(axis).overscroll(touch.rawOrigin[axis]),
            dimension: geometry.boundsSize[axis] * touch.bandStretch[axis])
        return max(geometry.boundsSize[axis], abs(landed))
    }

    /// Emits `didEndDragging` and starts the flight, or ends at rest.
    ///
    /// A release that plans no flight still rests where the plan says: without `bounces`, an offset
    /// assigned past an edge while the finger was down stops dead at the edge (one `didScroll`)
    /// instead of staying outside the range (stress seed 2, view v0649).
    private mutating func finishRelease(_ ballistic: Ballistic, emit: (ScrollEvent) -> Void, interrupted: Bool) {
        let willDecelerate = !ballistic.isRest
        if !willDecelerate { move(to: ballistic.target, emit: emit) }
        velocity = willDecelerate ? ballistic.velocity(at: 0) : .zero
        emit(event(.didEndDragging(willDecelerate: willDecelerate)))
        if willDecelerate {
            activity = .ballistic(ballistic)
            emit(event(.willBeginDecelerating))
        } else {
            activity = .idle
            if interrupted && configuration.sendsDidEndDeceleratingAfterInterruption {
                emit(event(.didEndDecelerating))
            }
        }
    }

    /// The flight of a release at `offset` (pt) with `velocity` (pt/s): a page snap for paging views,
    /// otherwise deceleration with its edges. The start time is left at 0 for the caller to set.
    /// A paging view snaps to the page the release picks from `startPage`, or with `keepsPage` to
    /// `startPage` itself (within the content's pages): a flight re-planned after an assignment.
    func plan(from offset: Point, velocity: Point, startPage: (x: Int, y: Int), keepsPage: Bool = false) -> Ballistic {
        let c = configuration
        let geometry = c.geometry
        func trajectory(_ axis: Axis, _ startPage: Int) -> AxisTrajectory {
            let range = geometry.range(axis)
            guard geometry.canScroll(axis) else {
                // Content no larger than the bounds sits at the range's start (§1). An offset left
                // elsewhere (the content shrank under a flight, a drag or an assignment) springs
                // back there, or with `bounces` off stops there.
                let start = range.clamp(offset[axis])
                guard offset[axis] != start, geometry.bounces else { return .rest(at: start) }
                return .spring(
                    from: offset[axis], velocity: velocity[axis], to: start, stiffness: c.springStiffness,
                    restThreshold: c.restThreshold)
            }
            guard c.isPagingEnabled else {
                return .release(
                    from: offset[axis], velocity: velocity[axis], range: range, bounces: geometry.bounces,
                    rate: c.decelerationRate, stiffness: c.springStiffness, restThreshold: c.restThreshold)
            }
            let pageSize = geometry.boundsSize[axis]
            let pages = geometry.pageRange(axis)
            let page =
                keepsPage
                ? min(max(startPage, 0), Paging.lastPage(of: pages, pageSize: pageSize))
                : c.paging.targetPage(
                    offset: offset[axis], velocity: velocity[axis], pageSize: pageSize, startPage: startPage,
                    range: pages)
            let target = Paging.offset(ofPage: page, pageSize: pageSize, range: range)
            return .spring(
                from: offset[axis], velocity: velocity[axis], to: target, stiffness: c.springStiffness,
                restThreshold: c.restThreshold, stoppingAt: geometry.bounces ? nil : range)
        }
        return Ballistic(
            startTime: 0, x: trajectory(.horizontal, startPage.x), y: trajectory(.vertical, startPage.y),
            isPageSnap: c.isPagingEnabled)
    }

    /// Re-plans a flight from the current offset and velocity (after an assignment or a geometry
    /// change): paging views keep their target page (the nearest one left, if the content shrank),
    /// as a deceleration goes on after an assignment (reference §5).
    func replan(_ ballistic: Ballistic) -> Ballistic {
        let geometry = configuration.geometry
        func page(_ axis: Axis) -> Int {
            Paging.nearestPage(
                to: ballistic.target[axis], pageSize: geometry.boundsSize[axis], range: geometry.pageRange(axis))
        }
        var next = plan(
            from: contentOffset, velocity: velocity, startPage: (page(.horizontal), page(.vertical)), keepsPage: true)
        next.startTime = time
        return next
    }

    /// The displayed offset for a raw (finger-driven) offset: the rubber band past an edge (its
    /// extent stretched by the touch's landing on each axis, and never further out than
    /// ``bandLimit(_:under:)``), or the edge itself when `bounces` is off; axes that cannot scroll
    /// keep their offset.
    func displayedOffset(forRaw raw: Point, under touch: Touch) -> Point {
        var shown = contentOffset
        let geometry = configuration.geometry
        for axis in Axis.allCases where geometry.canScroll(axis) {
            let range = geometry.range(axis)
            let past = range.overscroll(raw[axis])
            if past == 0 {
                shown[axis] = raw[axis]
            } else if geometry.bounces {
                let edge = range.clamp(raw[axis])
                let dimension = geometry.boundsSize[axis] * touch.bandStretch[axis]
                let limit = bandLimit(axis, under: touch)
                let band = configuration.rubberBand.offset(forOverscroll: past, dimension: dimension)
                shown[axis] = edge + min(max(band, -limit), limit)
            } else {
                shown[axis] = range.clamp(raw[axis])
            }
        }
        return shown
    }

    /// The raw offset a finger landing on `offset` starts from, and the stretch of the band on
    /// each axis: the inverse rubber band past an edge (``RubberBand/landing(onOverscroll:dimension:)``).
    func rawOffset(for offset: Point) -> (raw: Point, stretch: Point) {
        var raw = offset
        var stretch = Point(x: 1, y: 1)
        let geometry = configuration.geometry
        for axis in Axis.allCases {
            let range = geometry.range(axis)
            let past = range.overscroll(offset[axis])
            guard past != 0 else { continue }
            let dimension = geometry.boundsSize[axis]
            // The stretch in the precision the touch keeps it, and the raw origin computed with that
            // value (the landing's own, from the exact stretch, would differ in its last bits).
            let landing = Double(
                Float(configuration.rubberBand.stretch(landingOnOverscroll: past, dimension: dimension)))
            raw[axis] =
                range.clamp(offset[axis])
                + configuration.rubberBand.overscroll(forOffset: past, dimension: dimension * landing)
            stretch[axis] = landing
        }
        return (raw, stretch)
    }
}
