import ScrollPhysics

extension ScrollView {
    /// A finger goes down at `location` (pt, in the view) at the current frame (for input given
    /// late, a real-time scenario's step run after a stall, at the time of the frame it was due in).
    /// A deceleration stops at once. Throws if a finger is already down or a scripted gesture is
    /// running.
    public func touchDown(at location: Point) async throws {
        try checkNoScript()
        let due = dueTime
        try await perform { m, t, emit in try m.touchDown(at: location, time: Self.touchTime(t, due, m), emit: emit) }
    }

    /// The finger moves to `location` (pt) at the current frame (late input: see ``touchDown(at:)``).
    public func touchMove(to location: Point) async throws {
        try checkNoScript()
        let due = dueTime
        try await perform { m, t, emit in try m.touchMove(to: location, time: Self.touchTime(t, due, m), emit: emit) }
    }

    /// The finger lifts at the current frame (late input: see ``touchDown(at:)``), with the velocity
    /// its samples give, or with `releaseVelocity` (content offset, pt/s) if given.
    public func touchUp(releaseVelocity: Point? = nil) async throws {
        try checkNoScript()
        let due = dueTime
        try await perform { [stepState, timeline] m, t, emit in
            // Stamped as `perform` will stamp willEndDragging, the lift's first event.
            let hook = stepState.stampedHook(frame: timeline.frame, time: t, order: timeline.peekNextOrder())
            try m.touchUp(
                time: Self.touchTime(t, due, m), releaseVelocity: releaseVelocity, adjustTarget: hook, emit: emit)
        }
    }

    /// Plays now the touches of a scripted gesture due before the frame the caller's input is due
    /// in (``LateInput``): a late real-time frame leaves them queued until the view's next step,
    /// and every command plays them first. For a caller that reads the view's state (``phase``,
    /// ``isTracking``) to choose a command, so that it reads what the command will meet. Nothing
    /// to play in virtual time.
    package func playTouchesDueBeforeInput() async throws {
        try await perform { _, _, _ in }
    }

    /// The time of the frame the input being given was due in (s): now, or earlier for late input.
    private var dueTime: Double { timeline.time(ofFrame: gestureStartFrame) }

    /// When a touch given at `now` (s) happens: at `due` (s), the time its frame was due (a real
    /// finger's touches queue through a stall and keep their own times, so a late step changes no
    /// later position), but never before the motion's own time (what it did since stands).
    private static func touchTime(_ now: Double, _ due: Double, _ motion: ScrollMotion) -> Double {
        min(now, max(due, motion.time))
    }

    /// A finger drag: down now at `start` (default: the middle of the view), then moving by
    /// `translation` (pt; the content moves the other way) in equal steps over the frames of
    /// `duration` (s), lifting in the last one with the velocity its samples give. Returns at once;
    /// the clock plays the gesture. Throws, changing nothing, for a drag that would lift after
    /// ``DisplayClock/maximumFrame``, the last frame an advance reaches (as do ``fling(velocity:from:)``
    /// and ``tap(frames:at:)``): its finger would never lift.
    public func drag(by translation: Point, duration: Double, from start: Point? = nil) async throws {
        try checkNoScript()
        try Validate.bounded(translation, "translation")
        try Validate.nonNegative(duration, "duration")
        let origin = try Validate.finite(start ?? middle, "start")
        let frame = gestureStartFrame
        try await begin(
            at: origin, inFrame: frame,
            GestureScript.drag(
                from: origin, by: translation, duration: duration, startFrame: frame,
                framesPerSecond: timeline.framesPerSecond), lengthFrom: "duration")
    }

    /// A fling: a short drag released with the content offset's velocity `velocity` (pt/s; the
    /// quantity willEndDragging reports in pt/ms). The finger moves the other way at constant speed
    /// for at least 0.05 s (``GestureTiming/minimumFlingDuration``: 3 frames at 60 Hz, 6 at 120 Hz)
    /// and until it has passed the touch slop, then lifts. Returns at once.
    /// Throws for a zero velocity: a finger that does not move is a ``tap(frames:at:)``; and for one
    /// so slow that the finger would pass the touch slop only after ``DisplayClock/maximumFrame``.
    public func fling(velocity: Point, from start: Point? = nil) async throws {
        try checkNoScript()
        try Validate.bounded(velocity, "velocity")
        guard velocity != .zero else {
            throw SimulationError.invalidArgument(
                argument: "velocity", expected: "a nonzero velocity (a touch that does not move is tap(frames:at:))",
                actual: "\(velocity)")
        }
        let origin = try Validate.finite(start ?? middle, "start")
        let frame = gestureStartFrame
        try await begin(
            at: origin, inFrame: frame,
            GestureScript.fling(
                from: origin, velocity: velocity, slop: motion.configuration.touchSlop, startFrame: frame,
                framesPerSecond: timeline.framesPerSecond), lengthFrom: "velocity (with the touch slop)")
    }

    /// A touch that goes down now and lifts `frames` frames later (0: in this frame) without moving:
    /// it stops a deceleration. Throws, changing nothing, for a lift after
    /// ``DisplayClock/maximumFrame``.
    public func tap(frames: Int = 0, at location: Point? = nil) async throws {
        try checkNoScript()
        guard frames >= 0 else {
            throw SimulationError.invalidArgument(argument: "frames", expected: "a count >= 0", actual: "\(frames)")
        }
        let origin = try Validate.finite(location ?? middle, "location")
        if frames == 0 {
            try await touchDown(at: origin)
            try await touchUp()
        } else {
            let frame = gestureStartFrame
            try await begin(
                at: origin, inFrame: frame,
                GestureScript.tap(startFrame: frame, frames: min(frames, FrameCount.maximum)),
                lengthFrom: "frames")
        }
    }

    private var middle: Point { Point(x: size.width / 2, y: size.height / 2) }

    /// The frame a scripted gesture starts in: now, or the earlier frame its input was due in
    /// (`LateInput`), but not before the motion's own time: a command run late since (in real
    /// time) set the view's clock to the frame it ran in, even one that moved nothing, and a
    /// gesture begun before that would have its touches squeezed into one instant (and a release
    /// velocity to match).
    private var gestureStartFrame: Int {
        let due = min(LateInput.dueFrame ?? timeline.frame, timeline.frame)
        return max(due, min(timeline.frame(atOrAfterTime: motion.time), timeline.frame))
    }

    /// Plays `gesture` from a touch at `origin` in frame `start` (now, or earlier for late input: the
    /// touch then happens at that frame's time unless the motion has moved on since); `argument`
    /// names what decides its length, for the refusal of one that would lift after
    /// ``DisplayClock/maximumFrame``, which no advance reaches: its finger would stay down for good,
    /// the view in flight.
    private func begin(
        at origin: Point, inFrame start: Int, _ gesture: GestureScript, lengthFrom argument: String
    ) async throws {
        try checkNoScript()
        guard gesture.liftFrame <= DisplayClock.maximumFrame else {
            // A length at `FrameCount.maximum` was capped there: its lift is only known to be later.
            let capped = gesture.liftFrame - start >= FrameCount.maximum
            throw SimulationError.invalidArgument(
                argument: argument,
                expected: "a gesture that lifts by frame 2^32 (DisplayClock.maximumFrame), the last an advance reaches",
                actual: capped
                    ? "a lift more than 2^40 frames after frame \(start)" : "a lift in frame \(gesture.liftFrame)")
        }
        let due = timeline.time(ofFrame: start)
        try await perform { m, t, emit in try m.touchDown(at: origin, time: Self.touchTime(t, due, m), emit: emit) }
        script = gesture
        await updateActivation()
    }

    /// Refuses a touch while the clock is stopped or a scripted gesture plays.
    private func checkNoScript() throws {
        guard !timeline.isStopped else { throw SimulationError.clockStopped }
        if let script {
            throw SimulationError.invalidArgument(
                argument: "touch", expected: "no scripted gesture in progress",
                actual: "a drag, fling or tap that lifts in frame \(script.liftFrame) (now \(timeline.frame))")
        }
    }
}
