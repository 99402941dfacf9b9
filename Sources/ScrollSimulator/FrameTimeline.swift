import Synchronization

/// The clock state that scroll views read synchronously: the current frame and whether the clock
/// has stopped. Written only by the ``DisplayClock`` actor.
final class FrameTimeline: Sendable {
    /// Frames per second (60 by default; 1...240, see ``DisplayClock/frameRates``).
    let framesPerSecond: Int
    private let frameIndex = Atomic<Int>(0)
    private let stoppedFlag = Atomic<Bool>(false)
    private let serials = Atomic<UInt64>(0)
    /// The next causal order number in the current frame (see ``nextOrder()``).
    private let orders = Atomic<Int>(0)
    /// Held while the frame changes, and by ``holdingFrame(onThread:_:)``; it keeps the frame last
    /// set and the frame's steps still to run on other threads (see ``StepGate``).
    private let frameChange = Locked(StepGate())
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

    /// The first frame whose ``time(ofFrame:)`` is at or after `time` (s, finite, >= 0).
    func frame(atOrAfterTime time: Double) -> Int {
        var n = Int((time * Double(framesPerSecond)).rounded())
        if self.time(ofFrame: n) < time { n += 1 }
        return n
    }

    /// Moves to frame n; a new frame starts its causal numbering from 0.
    func setFrame(_ n: Int) {
        guard isShared else { return moveFrame(to: n) }
        frameChange.withLock { gate in
            gate.frame = n  // a value of its own in the lock: the thread sanitizer misread a Locked<Void>
            moveFrame(to: n)
        }
    }

    /// Moves to frame n, restarting the causal numbering for a new frame.
    private func moveFrame(to n: Int) {
        if n != frameIndex.load(ordering: .relaxed) { orders.store(0, ordering: .relaxed) }
        frameIndex.store(n, ordering: .releasing)
    }

    /// Runs `body` while the frame cannot change, unless the frame's steps still have to run on
    /// `thread` (then nil, and ``stepsDone(onThread:)`` tells when they have). A command on a
    /// scroll view whose thread is not the clock's reads the frame, stamps its events (frame and
    /// order) and hands them to the merged stream inside it, so that none of them is stamped with
    /// one frame and a later frame's order, or reaches the merged stream after the clock has
    /// delivered its frame; nor is it numbered after the frame's step of its view while it happens
    /// before that step (the step would then come first in the merged stream, its cause after it).
    func holdingFrame<Result>(onThread thread: Int, _ body: () throws -> Result) rethrows -> Result? {
        guard isShared else { return try body() }
        return try frameChange.withLock { gate in gate.pendingThreads.contains(thread) ? nil : try body() }
    }

    /// Runs `body` while no command stamps events (see ``holdingFrame(onThread:_:)``): every event
    /// stamped so far has reached the merged stream.
    func withCommandsHeld<Result>(_ body: () -> Result) -> Result {
        guard isShared else { return body() }
        return frameChange.withLock { _ in body() }
    }

    /// Reserves the order numbers of a frame step over `views` scroll views, the views on
    /// `threads` (other than the clock's) still to be stepped there; returns the first number.
    /// Until each such thread reports ``stepsDone(onThread:)``, commands on its views wait.
    func reserveStepOrders(views: Int, steppedOn threads: [Int]) -> Int {
        guard isShared, !threads.isEmpty else { return reserveStepOrders(views: views) }
        // Marked and reserved at once: a command numbered between the two would follow the block
        // while its view's step, still to come, precedes it.
        return frameChange.withLock { gate in
            gate.pendingThreads.formUnion(threads)
            return reserveStepOrders(views: views)
        }
    }

    /// The frame's steps on `thread` are done: the commands waiting for them go on.
    func stepsDone(onThread thread: Int) {
        let waiters = frameChange.withLock { gate in gate.release(thread) }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once the current frame's steps on `thread` are done (at once if none are pending).
    func awaitSteps(onThread thread: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let waits = frameChange.withLock { gate in
                guard gate.pendingThreads.contains(thread) else { return false }
                gate.waiters.append((thread, continuation))
                return true
            }
            if !waits { continuation.resume() }
        }
    }
    func stop() {
        stoppedFlag.store(true, ordering: .releasing)
        // Nothing steps any more: whoever waits for a step goes on (and finds the clock stopped).
        guard isShared else { return }
        let waiters = frameChange.withLock { gate in
            defer { (gate.pendingThreads, gate.waiters) = ([], []) }
            return gate.waiters.map(\.continuation)
        }
        for waiter in waiters { waiter.resume() }
    }

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

/// What ``FrameTimeline``'s frame lock guards: the frame last set, and the threads whose views the
/// current frame has still to step, with the commands waiting for them.
private struct StepGate {
    var frame = 0
    var pendingThreads: Set<Int> = []
    var waiters: [(thread: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Marks `thread`'s steps done; returns the continuations of the commands that waited for them.
    mutating func release(_ thread: Int) -> [CheckedContinuation<Void, Never>] {
        pendingThreads.remove(thread)
        let done = waiters.filter { $0.thread == thread }.map(\.continuation)
        waiters.removeAll { $0.thread == thread }
        return done
    }
}
