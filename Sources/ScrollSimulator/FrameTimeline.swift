import Synchronization

/// The clock state that scroll views read synchronously: the current frame and whether the clock
/// has stopped. Written only by the ``DisplayClock`` actor.
final class FrameTimeline: Sendable {
    /// Frames per second (60 by default, 120 allowed).
    let framesPerSecond: Int
    private let frameIndex = Atomic<Int>(0)
    private let stoppedFlag = Atomic<Bool>(false)
    private let serials = Atomic<UInt64>(0)
    /// The next causal order number in the current frame (see ``nextOrder()``).
    private let orders = Atomic<Int>(0)
    /// Held while the frame changes, and by ``holdingFrame(_:)``; it keeps the frame last set.
    private let frameChange = Locked(0)
    /// Whether scroll views run on threads other than the clock's (a clock of several threads):
    /// only then can a command read and stamp the frame while the clock changes it. With one
    /// thread the clock and every command take turns on it, and the lock is left out (a lock
    /// pair in every frame of every run).
    private let isShared: Bool

    /// The order numbers a frame step reserves for each scroll view it steps: a view stepped in
    /// position p of the frame's active list numbers its events from `base + p * stepOrderStride`,
    /// so parallel shards number their views' events without talking to each other and the numbers
    /// follow creation order whatever the thread count. A step emits a handful of events (one
    /// per scripted touch due and at most two of the flight), far fewer than the stride.
    static let stepOrderStride = 1 << 20

    init(framesPerSecond: Int, isShared: Bool) {
        self.framesPerSecond = framesPerSecond
        self.isShared = isShared
    }

    /// The current frame index n.
    var frame: Int { frameIndex.load(ordering: .acquiring) }
    /// The current frame time t_n = n / framesPerSecond, in s.
    var time: Double { time(ofFrame: frame) }
    /// Whether the clock has stopped.
    var isStopped: Bool { stoppedFlag.load(ordering: .acquiring) }

    /// t_n = n / framesPerSecond, in s, derived from the index (never by summing durations).
    func time(ofFrame n: Int) -> Double { Double(n) / Double(framesPerSecond) }

    /// Moves to frame n; a new frame starts its causal numbering from 0.
    func setFrame(_ n: Int) {
        guard isShared else { return moveFrame(to: n) }
        frameChange.withLock { current in
            current = n  // a value of its own in the lock: the thread sanitizer misread a Locked<Void>
            moveFrame(to: n)
        }
    }

    /// Moves to frame n, restarting the causal numbering for a new frame.
    private func moveFrame(to n: Int) {
        if n != frameIndex.load(ordering: .relaxed) { orders.store(0, ordering: .relaxed) }
        frameIndex.store(n, ordering: .releasing)
    }

    /// Runs `body` while the frame cannot change. A command on a scroll view whose thread is not
    /// the clock's reads the frame, stamps its events (frame and order) and hands them to the
    /// merged stream inside it, so that none of them is stamped with one frame and a later frame's
    /// order, or reaches the merged stream after the clock has delivered its frame.
    func holdingFrame<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard isShared else { return try body() }
        return try frameChange.withLock { _ in try body() }
    }
    func stop() { stoppedFlag.store(true, ordering: .releasing) }

    /// The next causal order number of the current frame. Taken only where the simulation is
    /// serial (commands, screen events, reactions), so the numbers are the same on every run.
    func nextOrder() -> Int { orders.add(1, ordering: .relaxed).oldValue }

    /// The number ``nextOrder()`` will return next.
    func peekNextOrder() -> Int { orders.load(ordering: .relaxed) }

    /// Reserves the order numbers of a frame step over `views` scroll views; returns the first.
    func reserveStepOrders(views: Int) -> Int {
        orders.add(views * Self.stepOrderStride, ordering: .relaxed).oldValue
    }

    /// A new creation serial: scroll views are ordered by it wherever order must not depend on timing.
    func nextSerial() -> UInt64 { serials.add(1, ordering: .relaxed).newValue }
}
