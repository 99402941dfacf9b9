import ScrollPhysics

/// One simulated `UIScrollView`: an actor that owns one ``ScrollMotion`` and publishes its delegate
/// calls as stamped ``ScrollViewEvent``s.
///
/// Inputs take effect at the clock's current frame time. Motion in flight (deceleration, bounce, page
/// snap, animation, scripted gestures) is stepped by the ``DisplayClock`` once per frame; an idle
/// scroll view costs nothing per frame. Sizes and offsets are in pt, velocities in pt/s.
public actor ScrollView: ClockStreamOwner {
    /// The source name stamped on every event (`list`, `pages`, `child/3/list`, ...).
    public nonisolated let id: String
    /// The clock that drives this scroll view.
    public nonisolated let clock: DisplayClock
    nonisolated let timeline: FrameTimeline
    /// Creation order on the clock: the order in which delegates react within a frame.
    nonisolated let serial: UInt64
    /// The simulation thread this view runs on: its index in ``SimulationExecutor/pool``.
    nonisolated let executorIndex: Int
    /// Whether the view runs on its clock's own simulation thread (the first block of views).
    package nonisolated var sharesClockThread: Bool { executorIndex == clock.homeExecutorIndex }

    /// The view's serial executor: the clock's thread for the clock's first views, so that stepping
    /// them and reacting to their events are plain calls (see ``DisplayClock/unownedExecutor``).
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        SimulationExecutor.pool[executorIndex].asUnownedSerialExecutor()
    }

    /// The state a frame step touches, in a class of its own so that the clock steps a view with a
    /// plain call (see ``StepState``); the actor reaches it through the properties below.
    nonisolated let stepState: StepState

    var motion: ScrollMotion {
        get { stepState.motion }
        _modify { yield &stepState.motion }
    }
    var script: GestureScript? {
        get { stepState.script }
        _modify { yield &stepState.script }
    }
    var isActive: Bool {
        get { stepState.isActive }
        set { stepState.isActive = newValue }
    }
    var subscribers: SubscriberList<ScrollViewEvent> {
        get { stepState.subscribers }
        _modify { yield &stepState.subscribers }
    }
    var delegates: [Delegate] {
        get { stepState.delegates }
        _modify { yield &stepState.delegates }
    }
    var nextDelegateToken: UInt64 = 0
    var willEndDraggingHook: WillEndDraggingHook? {
        get { stepState.willEndDraggingHook }
        set { stepState.willEndDraggingHook = newValue }
    }
    /// Events of the current step that in-frame delegates have yet to see.
    var undelivered: [ScrollViewEvent] {
        get { stepState.undelivered }
        _modify { yield &stepState.undelivered }
    }
    /// Events of the current command or step for the clock's merged stream.
    var hubBatch: [ScrollViewEvent] {
        get { stepState.hubBatch }
        _modify { yield &stepState.hubBatch }
    }
    var isObservedByClock = false

    /// Creates a scroll view on `clock`, at rest at `contentOffset` (default: the top-left resting
    /// offset, `(-inset.left, -inset.top)`). `id` names its events in every report: it must not be
    /// empty or hold a control or invisible formatting character (reports print it as it is), and
    /// should differ from the ids of the other views a `Recorder` records with it, which tells views
    /// apart by id.
    public init(
        id: String, clock: DisplayClock, configuration: ScrollViewConfiguration, contentOffset: Point? = nil
    ) throws {
        try clock.requireRunning()
        guard id.isPrintableName else {
            throw SimulationError.invalidArgument(
                argument: "id", expected: "a non-empty name without control characters", actual: id.debugDescription)
        }
        self.id = id
        self.clock = clock
        self.timeline = clock.timeline
        self.serial = clock.timeline.nextSerial()
        self.executorIndex = clock.executorIndex(forViewSerial: serial)
        self.stepState = StepState(
            motion: try ScrollMotion(
                configuration: configuration, contentOffset: contentOffset, time: clock.timeline.time),
            id: id, timeline: clock.timeline, hub: clock.hub, failures: clock.failures)
    }

    /// Creates a scroll view from UIKit's properties (pt).
    public init(
        id: String, clock: DisplayClock, size: Size, contentSize: Size, contentInset: EdgeInsets = .zero,
        contentOffset: Point? = nil, isPagingEnabled: Bool = false, bounces: Bool = true,
        alwaysBounceHorizontal: Bool = false, alwaysBounceVertical: Bool = false,
        decelerationRate: DecelerationRate = .normal
    ) throws {
        let geometry = try ScrollGeometry(
            boundsSize: size, contentSize: contentSize, contentInset: contentInset, bounces: bounces,
            alwaysBounceHorizontal: alwaysBounceHorizontal, alwaysBounceVertical: alwaysBounceVertical)
        try self.init(
            id: id, clock: clock,
            configuration: ScrollViewConfiguration(
                geometry: geometry, isPagingEnabled: isPagingEnabled, decelerationRate: decelerationRate),
            contentOffset: contentOffset)
    }

    // MARK: UIScrollView's properties

    /// `contentOffset`, in pt.
    public var contentOffset: Point { motion.contentOffset }
    /// The content offset's velocity at the latest frame, in pt/s.
    public var velocity: Point { motion.velocity }
    /// All the properties and chosen constants.
    public var configuration: ScrollViewConfiguration { motion.configuration }
    /// `contentSize`, in pt.
    public var contentSize: Size { motion.configuration.geometry.contentSize }
    /// `contentInset`, in pt.
    public var contentInset: EdgeInsets { motion.configuration.geometry.contentInset }
    /// `bounds.size`, in pt.
    public var size: Size { motion.configuration.geometry.boundsSize }
    /// `bounds`: origin = `contentOffset`, size = ``size``, in pt.
    public var bounds: Rect { Rect(origin: motion.contentOffset, size: size) }
    /// `isPagingEnabled`.
    public var isPagingEnabled: Bool { motion.configuration.isPagingEnabled }
    /// `bounces`.
    public var bounces: Bool { motion.configuration.geometry.bounces }
    /// `alwaysBounceVertical`.
    public var alwaysBounceVertical: Bool { motion.configuration.geometry.alwaysBounceVertical }
    /// `alwaysBounceHorizontal`.
    public var alwaysBounceHorizontal: Bool { motion.configuration.geometry.alwaysBounceHorizontal }
    /// `decelerationRate`.
    public var decelerationRate: DecelerationRate { motion.configuration.decelerationRate }
    /// `scrollsToTop`.
    public var scrollsToTop: Bool { motion.configuration.scrollsToTop }
    /// `isTracking`.
    public var isTracking: Bool { motion.isTracking }
    /// `isDragging`.
    public var isDragging: Bool { motion.isDragging }
    /// `isDecelerating`.
    public var isDecelerating: Bool { motion.isDecelerating }
    /// What the scroll view is doing.
    public var phase: MotionPhase { motion.phase }
    /// Whether a deceleration, bounce, snap, animation or scripted gesture is under way.
    public var isInFlight: Bool { motion.isInFlight || script != nil }
    /// Where the motion in flight will rest, in pt (nil when nothing is in flight).
    public var restingOffset: Point? { motion.restingOffset }

    /// Where the content is at the time of frame `frame` as the motion in flight carries it, in
    /// pt, changing nothing: where a touch given then lands (the current offset for a frame the
    /// motion has passed, or with a finger down). A frame the clock has not reached counts too.
    package func contentOffset(atFrame frame: Int) throws -> Point {
        var motion = self.motion
        _ = try motion.advance(to: max(timeline.time(ofFrame: frame), motion.time))
        return motion.contentOffset
    }

    /// The view is gone for good, as UIKit releases the view of a controller whose view unloads or
    /// whose screen is popped: from its next frame a motion in flight stops where it is, with no
    /// event (the frames no longer step it), and every later command throws
    /// ``SimulationError/invalidArgument(argument:expected:actual:)``. Its properties stay readable;
    /// its streams end with the clock. Callable from any thread; discarding twice changes nothing.
    public nonisolated func discard() { stepState.discarded.store(true, ordering: .relaxed) }

    /// Whether ``discard()`` was called.
    public nonisolated var isDiscarded: Bool { stepState.discarded.load(ordering: .relaxed) }

    // MARK: Changing properties

    /// Replaces every property at once (the clock's current time). See
    /// ``ScrollMotion/setConfiguration(_:at:emit:)`` for what happens to the motion.
    public func setConfiguration(_ configuration: ScrollViewConfiguration) async throws {
        try await perform { m, t, emit in try m.setConfiguration(configuration, at: t, emit: emit) }
    }

    /// Changes some properties: `change` edits a copy, which is validated before it is applied.
    public func configure(_ change: @Sendable (inout ScrollViewConfiguration) throws -> Void) async throws {
        var next = motion.configuration
        try change(&next)
        try await setConfiguration(next)
    }

    /// Sets `contentSize` (pt, finite and >= 0).
    public func setContentSize(_ contentSize: Size) async throws {
        let geometry = try motion.configuration.geometry.with(contentSize: contentSize)
        try await configure { $0.geometry = geometry }
    }

    /// Sets `bounds.size` (pt, finite and >= 0).
    public func setSize(_ size: Size) async throws {
        let geometry = try motion.configuration.geometry.with(boundsSize: size)
        try await configure { $0.geometry = geometry }
    }

    /// Sets `contentInset` (pt, finite).
    public func setContentInset(_ inset: EdgeInsets) async throws {
        let geometry = try motion.configuration.geometry.with(contentInset: inset)
        try await configure { $0.geometry = geometry }
    }

    /// Sets `isPagingEnabled`.
    public func setPagingEnabled(_ enabled: Bool) async throws { try await configure { $0.isPagingEnabled = enabled } }
    /// Sets `bounces`.
    public func setBounces(_ bounces: Bool) async throws {
        let geometry = try motion.configuration.geometry.with(bounces: bounces)
        try await configure { $0.geometry = geometry }
    }
    /// Sets `decelerationRate`.
    public func setDecelerationRate(_ rate: DecelerationRate) async throws {
        try await configure { $0.decelerationRate = rate }
    }
    /// Sets `scrollsToTop`.
    public func setScrollsToTop(_ enabled: Bool) async throws { try await configure { $0.scrollsToTop = enabled } }
    /// Sets `isDirectionalLockEnabled` (a drag under way keeps the axes it began with).
    public func setDirectionalLockEnabled(_ enabled: Bool) async throws {
        try await configure { $0.isDirectionalLockEnabled = enabled }
    }

    // MARK: Programmatic scrolling

    /// Brings a motion in flight up to the current frame now, as every command does first (its
    /// `didScroll`, and its end events if it ends in this frame), so that a container acting on
    /// the view early in a frame sees a motion that ends in that frame end before it acts, not in
    /// the middle of its command. Nothing when idle or already there.
    package func advanceToCurrentFrame() async throws {
        try await performAlone { m, t, emit in try m.advance(to: t, emit: emit) }
    }

    /// `setContentOffset(_:animated:)` (pt). Animated: ease in and out over the configured duration
    /// (0.3 s), `didScroll` per frame, then `didEndScrollingAnimation`. Not animated: one `didScroll`.
    public func setContentOffset(_ offset: Point, animated: Bool) async throws {
        try await perform { m, t, emit in try m.setContentOffset(offset, animated: animated, time: t, emit: emit) }
    }

    /// The plain assignment `contentOffset = offset` (pt): one `didScroll`, never
    /// `didEndScrollingAnimation`, and a deceleration goes on from the new offset. An animated
    /// `setContentOffset` in flight goes on, and its next frame overrides the assignment (as UIKit's
    /// animation does).
    public func assignContentOffset(_ offset: Point) async throws {
        try await perform { m, t, emit in try m.assignContentOffset(offset, time: t, emit: emit) }
    }

    /// `scrollRectToVisible(_:animated:)` (content coordinates, pt).
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) async throws {
        try await perform { m, t, emit in try m.scrollRectToVisible(rect, animated: animated, time: t, emit: emit) }
    }

    /// A status-bar tap: scrolls to `-contentInset.top` and then sends `didScrollToTop`, if
    /// `scrollsToTop` is on and `allowed` (the delegate's `scrollViewShouldScrollToTop`) is true.
    /// Returns whether it does: a view already at the top sends `didScrollToTop` at once (true),
    /// one with `scrollsToTop` off or not `allowed` does nothing (false).
    @discardableResult
    public func scrollToTop(allowed: Bool = true) async throws -> Bool {
        try clock.requireRunning()
        guard allowed else { return false }
        var scrolled = false
        try await perform { m, t, emit in scrolled = try m.scrollToTop(time: t, emit: emit) }
        return scrolled
    }
}

extension ScrollGeometry {
    func with(
        boundsSize: Size? = nil, contentSize: Size? = nil, contentInset: EdgeInsets? = nil, bounces: Bool? = nil
    ) throws -> ScrollGeometry {
        try ScrollGeometry(
            boundsSize: boundsSize ?? self.boundsSize, contentSize: contentSize ?? self.contentSize,
            contentInset: contentInset ?? self.contentInset, bounces: bounces ?? self.bounces,
            alwaysBounceHorizontal: alwaysBounceHorizontal, alwaysBounceVertical: alwaysBounceVertical)
    }
}
