import ScrollPhysics

/// A handler that takes part in the frame: the frame does not end until it returns.
public typealias EventHandler = @Sendable (ScrollViewEvent) async -> Void
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
    /// blocks the simulation. The stream ends when the clock stops.
    /// - Parameter buffering: the policy for a subscriber that falls behind (default: keep everything).
    public func events(buffering: EventBuffering = .unbounded) async -> AsyncStream<ScrollViewEvent> {
        let stream = subscribers.subscribe(buffering: buffering) { [weak self] id in
            Task { await self?.removeSubscriber(id) }
        }
        if timeline.isStopped { subscribers.finishAll() }
        if !isObservedByClock {
            isObservedByClock = true
            await clock.observe(self)
        }
        return stream
    }

    /// The number of live stream subscribers.
    public var subscriberCount: Int { subscribers.count }
    /// Events dropped for stream subscribers with a bounded buffer.
    public var droppedEventCount: Int { subscribers.droppedCount }

    /// Adds a delegate whose handling of each event is part of the frame: the frame (or the command
    /// that caused the event) does not go on until `handler` returns. Handlers of different scroll
    /// views run serially in scroll-view creation order, so reactions are deterministic.
    @discardableResult
    public func addDelegate(_ handler: @escaping EventHandler) -> DelegateToken {
        let token = nextDelegateToken
        nextDelegateToken += 1
        delegates.append((token, handler))
        return DelegateToken(value: token)
    }

    /// Removes a delegate added with ``addDelegate(_:)``.
    public func removeDelegate(_ token: DelegateToken) {
        delegates.removeAll { $0.token == token.value }
    }

    /// Sets (or clears, with nil) the synchronous `willEndDragging` hook that may change the target
    /// offset of a deceleration; the motion then rests exactly there (moved into the range).
    public func setWillEndDraggingHook(_ hook: WillEndDraggingHook?) {
        willEndDraggingHook = hook
    }

    func removeSubscriber(_ id: UInt64) { subscribers.remove(id) }

    func finishStreams() { subscribers.finishAll() }

    // MARK: Publishing

    /// Runs one command on the motion at the current frame, atomically: if it throws, the motion is
    /// left as it was and no event is published. Then delegates react and the clock learns of any
    /// motion that took flight.
    func perform(_ command: (inout ScrollMotion, Double, (ScrollEvent) -> Void) throws -> Void) async throws {
        guard !timeline.isStopped else { throw SimulationError.clockStopped }
        let frame = timeline.frame
        let time = timeline.time(ofFrame: frame)
        var next = motion
        var events: [ScrollEvent] = []
        try command(&next, time) { events.append($0) }
        motion = next
        let toHub = clock.hub.isListening
        for event in events { publish(event, frame: frame, time: time, toHub: toHub) }
        flushToHub()
        await deliverPendingEvents()
        await updateActivation()
    }

    /// Stamps one event and hands it to the streams, the merged batch and the delegates' queue.
    func publish(_ event: ScrollEvent, frame: Int, time: Double, toHub: Bool) {
        guard toHub || !subscribers.isEmpty || !delegates.isEmpty else {
            // Nobody listens: only the numbering moves on (no stamped copy to build and drop).
            sequence += 1
            return
        }
        let stamped = ScrollViewEvent(
            frame: frame, time: time, source: id, sequence: sequence, event: event)
        sequence += 1
        if !subscribers.isEmpty { subscribers.yield(stamped) }
        if toHub { hubBatch.append(stamped) }
        if !delegates.isEmpty { undelivered.append(stamped) }
    }

    /// Hands the events stamped for the merged stream to the clock's hub.
    func flushToHub() {
        guard !hubBatch.isEmpty else { return }
        clock.hub.append(hubBatch)
        hubBatch.removeAll(keepingCapacity: true)
    }

    /// Lets every in-frame delegate handle the queued events, in order.
    func deliverPendingEvents() async {
        while !undelivered.isEmpty {
            let batch = undelivered
            undelivered.removeAll()
            let handlers = delegates.map(\.handler)
            for event in batch {
                for handler in handlers { await handler(event) }
            }
        }
    }

    func updateActivation() async {
        guard !isActive, motion.isInFlight || script != nil else { return }
        isActive = true
        await clock.activate(self)
    }

    /// The hook as the motion calls it, with the event stamped as it was published.
    func stampedHook(frame: Int, time: Double) -> ((ScrollEvent) -> Point?)? {
        guard let hook = willEndDraggingHook else { return nil }
        let source = id
        return { [sequence] event in
            // Called right after the motion emitted willEndDragging, which `publish` numbered last.
            hook(ScrollViewEvent(frame: frame, time: time, source: source, sequence: sequence, event: event))
        }
    }

    // MARK: Stepping

    /// What a frame step left behind.
    struct StepResult: Sendable {
        /// Whether the view still needs frames.
        var isActive: Bool
        /// Whether in-frame delegates have events to handle.
        var needsDelivery: Bool
    }

    /// Steps the motion to frame `n`: scripted touches due, then the flight at t_n. Events for the
    /// merged stream go to `collector`.
    func step(frame n: Int, collector: MergeCollector) -> StepResult {
        let time = timeline.time(ofFrame: n)
        let toHub = clock.hub.isListening
        // Closure literals at each call (not a stored closure) keep the hot path free of heap
        // allocations: a non-escaping literal's context lives on the stack.
        if var script {
            while let step = script.nextDue(atOrBefore: n) {
                // Each touch happens at its own frame's time, even if that frame was dropped, but
                // never before the latest input: in real time a command issued in this frame has
                // already moved the motion to t_n, and an earlier time would throw and leave the
                // finger down for good.
                let touchTime = max(timeline.time(ofFrame: step.frame), motion.time)
                do {
                    switch step.action {
                    case .move(let location):
                        try motion.touchMove(to: location, time: touchTime) { publish($0, frame: n, time: time, toHub: toHub) }
                    case .lift(let releaseVelocity):
                        try motion.touchUp(
                            time: touchTime, releaseVelocity: releaseVelocity,
                            adjustTarget: stampedHook(frame: n, time: time)
                        ) { publish($0, frame: n, time: time, toHub: toHub) }
                    }
                } catch {
                    // The gesture cannot go on (its touch was ended by another command): lift the
                    // finger if it is still down, and drop the rest of the script.
                    if motion.isTracking {
                        try? motion.touchUp(time: touchTime) { publish($0, frame: n, time: time, toHub: toHub) }
                    }
                    script.cancel()
                    break
                }
            }
            self.script = script.isFinished ? nil : script
        }
        // The calls come back as values, so that the motion is updated in place (a closure that
        // reached back into this actor during the update would make it a copy).
        if let (first, second) = try? motion.advance(to: time) {
            if let first { publish(first, frame: n, time: time, toHub: toHub) }
            if let second { publish(second, frame: n, time: time, toHub: toHub) }
        }
        if !hubBatch.isEmpty {
            collector.events.append(contentsOf: hubBatch)
            hubBatch.removeAll(keepingCapacity: true)
        }
        isActive = motion.isInFlight || script != nil
        return StepResult(isActive: isActive, needsDelivery: !undelivered.isEmpty)
    }
}
