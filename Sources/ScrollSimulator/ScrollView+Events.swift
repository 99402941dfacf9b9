import ScrollPhysics

/// A handler that takes part in the frame: the frame does not end until it returns. An error it
/// throws is kept by the clock and thrown by the next advance (see ``SimulationError/failed(_:)``).
/// It runs on the caller's executor (`nonisolated(nonsending)`): the scroll view's simulation
/// thread, so that calling it is a plain call, not a hop to the global pool and back.
///
/// Swift (6.3) infers `nonisolated(nonsending)` only for a closure that captures nothing: a closure
/// with a capture list or a captured variable is `@concurrent`, so each call leaves the caller's
/// executor and comes back (two queued jobs on the simulation thread; the results are the same).
/// For a handler that runs every frame, declare it as a local
/// `@Sendable nonisolated(nonsending) func` (with `weak let` for a weak capture) and pass the function.
/// A handler that does not await is cheaper still as a ``SynchronousEventHandler``.
public typealias EventHandler = nonisolated(nonsending) @Sendable (ScrollViewEvent) async throws -> Void
/// A delegate called as UIKit calls one: a plain synchronous call, inside the frame, on the thread
/// that delivers the event (the view's simulation thread), with no executor switch at all (an
/// ``EventHandler`` costs two task switches per call, entering and leaving it). It cannot await; to
/// act on an actor that shares the thread it may use `assumeIsolated`. What it throws is kept and
/// thrown by the next advance, as an ``EventHandler``'s is.
public typealias SynchronousEventHandler = @Sendable (ScrollViewEvent) throws -> Void

/// A delegate that handles an event with a plain call and returns what is left to await, if
/// anything: the rest runs inside the frame, before the next delegate sees the event. For the
/// package's own screens, whose reaction is usually synchronous and sometimes awaits another actor.
package typealias StagedEventHandler = @Sendable (ScrollViewEvent) throws -> InFrameWork?

/// An in-frame delegate, of any kind, with the token that removes it.
struct Delegate: InFrameHandler {
    enum Kind: Sendable {
        /// Added with ``ScrollView/addDelegate(_:)``: awaited.
        case awaited(EventHandler)
        /// Added with ``ScrollView/addSynchronousDelegate(_:)``: called.
        case synchronous(SynchronousEventHandler)
        /// Added with `addStagedDelegate(_:)`: called, then its follow-up, if any, awaited.
        case staged(StagedEventHandler)
    }

    let token: UInt64
    let kind: Kind

    func handle(_ event: ScrollViewEvent) throws -> InFrameWork? {
        switch kind {
        case .synchronous(let handle):
            try handle(event)
            return nil
        case .awaited(let handle):
            @Sendable nonisolated(nonsending) func call() async throws { try await handle(event) }
            return call
        case .staged(let handle): return try handle(event)
        }
    }
}

/// The synchronous `willEndDragging` hook: given the event, return a new target offset (pt) or nil
/// to keep the proposed one. Ignored for paging views.
public typealias WillEndDraggingHook = @Sendable (ScrollViewEvent) -> Point?

/// Identifies an in-frame delegate, to remove it.
public struct DelegateToken: Sendable, Hashable {
    let value: UInt64
}

extension ScrollView {
    // MARK: Subscribing

    /// A stream of every event of this scroll view, in order. Each call makes a new subscriber that
    /// gets every later event; a subscriber that stops iterating or is cancelled is removed and never
    /// blocks the simulation. The stream ends when the clock stops. Its iterator takes the events
    /// of a step or a command as one batch (see ``EventSequence``).
    /// - Parameter buffering: the policy for a subscriber that falls behind (default: keep everything).
    public func events(buffering: EventBuffering = .unbounded) async -> EventSequence<ScrollViewEvent> {
        let stream = subscribers.subscribe(buffering: buffering) { [weak self] id in
            Task { await self?.removeSubscriber(id) }
        }
        if !isObservedByClock {
            isObservedByClock = true
            await clock.register(streamOwner: self)
        } else if timeline.isStopped {
            subscribers.finishAll()
        }
        return stream
    }

    /// The number of live stream subscribers.
    public var subscriberCount: Int { subscribers.count }
    /// Events dropped for stream subscribers with a bounded buffer.
    public var droppedEventCount: Int { subscribers.droppedCount }

    /// Adds a delegate whose handling of each event is part of the frame: the frame (or the command
    /// that caused the event) does not go on until `handler` returns. Handlers of different scroll
    /// views run serially in scroll-view creation order, so reactions are deterministic. A handler
    /// may command scroll views and screens; it must not advance the clock, nor wait for a later
    /// frame, nor await a child task (`async let`, a task group) that commands this view: the
    /// view's events are delivered by one task at a time, and the child would wait for the handler
    /// that waits for it (a stall, reported as one with a ``DisplayClock/stallTimeout``). What it
    /// throws surfaces from the clock's next advance, naming this view. Added on a stopped clock,
    /// it is never called: the view sends no more events.
    @discardableResult
    public func addDelegate(_ handler: @escaping EventHandler) -> DelegateToken {
        add(.awaited(handler))
    }

    /// Adds a delegate that handles each event with a plain synchronous call, as UIKit calls its
    /// delegates: like ``addDelegate(_:)`` (in the frame, in order with the other delegates, its
    /// errors kept for the next advance, removed with ``removeDelegate(_:)``), with no executor
    /// switch per call; it cannot await.
    @discardableResult
    public func addSynchronousDelegate(_ handler: @escaping SynchronousEventHandler) -> DelegateToken {
        add(.synchronous(handler))
    }

    /// Adds a delegate whose handling starts with a plain call and may return a follow-up to await
    /// (see `StagedEventHandler`), in order with the other delegates, removed with
    /// ``removeDelegate(_:)``.
    @discardableResult
    package func addStagedDelegate(_ handler: @escaping StagedEventHandler) -> DelegateToken {
        add(.staged(handler))
    }

    private func add(_ kind: Delegate.Kind) -> DelegateToken {
        let token = nextDelegateToken
        nextDelegateToken += 1
        delegates.append(Delegate(token: token, kind: kind))
        return DelegateToken(value: token)
    }

    /// Removes a delegate added with ``addDelegate(_:)`` or ``addSynchronousDelegate(_:)``.
    public func removeDelegate(_ token: DelegateToken) {
        delegates.removeAll { $0.token == token.value }
    }

    /// Sets (or clears, with nil) the synchronous `willEndDragging` hook that may change the target
    /// offset of a deceleration; the motion then rests exactly there (moved into the range). A
    /// target that is not finite is the hook's error, reported by the next advance (as a
    /// delegate's, naming the view): the finger lifts as if the hook had answered nil.
    public func setWillEndDraggingHook(_ hook: WillEndDraggingHook?) {
        willEndDraggingHook = hook
    }

    func removeSubscriber(_ id: UInt64) { subscribers.remove(id) }

    package func finishStreams() { subscribers.finishAll() }

    // MARK: Publishing

    /// Runs one command on the motion at the current frame, atomically: if it throws, the motion is
    /// left as it was and no event of it is published (the touches of a scripted gesture due
    /// before it, which it plays first, stand). Then delegates react and the clock learns of any
    /// motion that took flight.
    ///
    /// A motion in flight first comes up to the command's time on its own, and the delegates react
    /// to what that brings before the command acts, as UIKit's would have in the display link's
    /// tick before the code ran: a `setContentOffset` in the frame where the pages come to rest
    /// slipped in between their `didEndDecelerating` and the screen's reaction to it, which then
    /// acted on a page no longer shown. (A command refused after that leaves the flight where the
    /// frame brings it anyway.)
    func perform(_ command: (inout ScrollMotion, Double, (ScrollEvent) -> Void) throws -> Void) async throws {
        if motion.isInFlight { try await performAlone { m, t, emit in try m.advance(to: t, emit: emit) } }
        try await performAlone(command)
    }

    /// ``perform(_:)`` without bringing the motion up to the command's time first.
    func performAlone(_ command: (inout ScrollMotion, Double, (ScrollEvent) -> Void) throws -> Void) async throws {
        while true {
            // Another task delivers this view's events (another command's): their delegates react
            // first, and the command after them.
            if !stepState.deliveryGate.admitsCaller {
                await stepState.joinDelivery(isolation: self)
                continue
            }
            if try apply(command) != nil { break }
            // The frame has still to step this view's thread: the step comes first (numbered before
            // the command, it must also happen before it).
            await timeline.awaitSteps(onThread: executorIndex)
        }
        try await deliverPendingEvents()
        await updateActivation()
    }

    /// Runs `command` and stamps its events, or returns nil, changing nothing, while the current
    /// frame has still to step this view's thread (see `FrameTimeline.holdingFrame(onThread:_:)`).
    private func apply(_ command: (inout ScrollMotion, Double, (ScrollEvent) -> Void) throws -> Void) throws -> Void? {
        guard !timeline.isStopped else { throw SimulationError.clockStopped }
        guard !stepState.discarded.load(ordering: .relaxed) else {
            throw SimulationError.invalidArgument(
                argument: "view", expected: "a scroll view still in use", actual: "\(id.debugDescription), discarded")
        }
        // From reading the frame to handing the events over, the clock (on another thread, for a
        // view it dealt to one) cannot move to the next frame.
        return try timeline.holdingFrame(onThread: executorIndex) {
            let frame = timeline.frame
            let time = timeline.time(ofFrame: frame)
            let toHub = clock.hub.isListening
            // A scripted gesture's touches due before this command happen first, as they would
            // have had the frames come in time: in real time a command run late (its due frame
            // from `LateInput`, or this frame) finds the touches due since the last step still
            // queued, and would otherwise act before them. With the finger still down the command
            // happens at its due time too, before the touches due with it or after (the next
            // step's); otherwise when it runs. In virtual time none are left, and it is due now.
            let due = min(LateInput.dueFrame ?? frame, frame)
            if script != nil {
                stepState.playScript(
                    dueThrough: due - 1, frame: frame, time: time, hookOrder: timeline.peekNextOrder,
                    publish: {
                        stepState.publish($0, frame: frame, time: time, order: timeline.nextOrder(), toHub: toHub)
                    }
                )
            }
            let commandTime = script != nil ? max(timeline.time(ofFrame: due), motion.time) : time
            var next = motion
            var events: [ScrollEvent] = []
            try command(&next, commandTime) { events.append($0) }
            motion = next
            for event in events {
                stepState.publish(event, frame: frame, time: time, order: timeline.nextOrder(), toHub: toHub)
            }
            flushToHub()
        }
    }

    /// Hands the events stamped for the merged stream to the clock's hub.
    func flushToHub() {
        guard !hubBatch.isEmpty else { return }
        clock.hub.append(hubBatch)
        // The hub keeps the array as a run; an empty batch holds no storage of its own, so a frame
        // step's check for leftovers reads the shared empty array, not a line of its own.
        hubBatch = []
    }

    /// Lets every in-frame delegate handle the queued events, in order. Throws `stalled` when a
    /// delegate awaits a later frame that no advance brings (see ``ReactionWatch``).
    func deliverPendingEvents() async throws {
        guard let suspension = stepState.deliverSynchronously(clock: clock) else {
            // Another task's delivery is under way: it delivers this command's events in turn.
            if !stepState.deliveryGate.admitsCaller { await stepState.joinDelivery(isolation: self) }
            return
        }
        let watch = ReactionWatch.start(
            on: clock, executor: SimulationExecutor.pool[executorIndex], reactors: "scroll view \"\(id)\"'s delegates")
        await stepState.finishDelivery(suspension, isolation: self, clock: clock)
        if let stall = watch?.takeStall() { throw stall }
    }

    func updateActivation() async {
        guard !isActive, motion.isInFlight || script != nil else { return }
        isActive = true
        await clock.activate(self)
    }
}
