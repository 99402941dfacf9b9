internal import CacheHint
import ScrollPhysics
import Synchronization

/// The part of a ``ScrollView``'s state that a frame step reads and writes: the motion, the
/// gesture script, the numbering and where stamped events go. The actor reaches it through
/// forwarding properties; the clock's stepping shards call ``step(frame:time:toHub:firstOrder:hubEvents:delegateEvents:)``
/// on it directly, as a plain call with no task switch.
final class StepState: @unchecked Sendable {
    // @unchecked: every access runs on the scroll view's simulation thread, one job at a time.
    // (a) The actor's isolated methods reach the state through its forwarding properties, in jobs
    // on the view's serial executor (`SimulationExecutor.pool[executorIndex]`). (b) The clock steps
    // the view and delivers its events (`DisplayClock.stepRanges`, `deliver`) in a job isolated to
    // the clock, when the view shares the clock's thread, or to another view of the same thread:
    // a shard holds only views whose `executorIndex` is its thread's, and checks it
    // (`assertIsolated`, in debug builds). A simulation executor is one thread that runs one job at
    // a time, so (a) and (b) never overlap, and its queue orders them (happens-before) when one job
    // follows another. Hence also `@exclusivity(unchecked)` on the stored properties: no two
    // accesses to one of them can overlap, and the dynamic check cost a tenth of a frame step.

    // The fields a frame step reads first (the flag, the flags and lists it checks, the queues
    // it lends), then the script and the motion: with many views in flight a step is a few cache
    // misses, and these share lines (a queue at the far end of the state was one more).
    /// Set, from any thread, by ``ScrollView/discard()``: the view is gone for good.
    let discarded = Atomic<Bool>(false)
    @exclusivity(unchecked) var isActive = false
    /// Whether `delegates` has any: read by every step, which would otherwise load the list's own
    /// storage (a cache miss per view and frame) to learn its count.
    @exclusivity(unchecked) private(set) var hasDelegates = false
    /// One delivery to the delegates at a time (see ``DeliveryGate``).
    @exclusivity(unchecked) var deliveryGate = DeliveryGate()
    /// `id` as the number events carry: read by every step that stamps an event, so it sits in the
    /// flags' padding, on the line the step loads first (at the far end it was a miss per event).
    let sourceName: SourceName
    @exclusivity(unchecked) var sequence = 0
    @exclusivity(unchecked) var subscribers = SubscriberList<ScrollViewEvent>()
    @exclusivity(unchecked) var delegates: [Delegate] = [] {
        didSet { hasDelegates = !delegates.isEmpty }
    }
    /// This frame's step events for the in-frame delegates: a stretch of the shard's collector,
    /// which the delivery takes before anything queued in `undelivered` (they happened first).
    @exclusivity(unchecked) var stepEvents: (collector: EventCollector, range: Range<Int>)?
    /// Events that in-frame delegates have yet to see, other than `stepEvents`. Empty, it holds no
    /// storage: a step checks it, and a buffer of its own would be a cache miss per view and frame.
    @exclusivity(unchecked) var undelivered: [ScrollViewEvent] = []
    /// Events of the current command or step for the clock's merged stream.
    @exclusivity(unchecked) var hubBatch: [ScrollViewEvent] = []
    @exclusivity(unchecked) var script: GestureScript?
    @exclusivity(unchecked) var motion: ScrollMotion
    @exclusivity(unchecked) var willEndDraggingHook: WillEndDraggingHook?
    let id: String
    let timeline: FrameTimeline
    let hub: MergedEventHub
    /// Where a scripted release's failure goes (its clock's log), for the next advance to throw.
    let failures: FailureLog

    init(motion: ScrollMotion, id: String, timeline: FrameTimeline, hub: MergedEventHub, failures: FailureLog) {
        self.motion = motion
        self.id = id
        sourceName = SourceName(id)
        self.timeline = timeline
        self.hub = hub
        self.failures = failures
    }

    /// A view let go while subscribers still iterate its events ends their streams, as its clock's
    /// stop would: they would otherwise wait for good for events nobody can send.
    deinit { subscribers.finishAll() }

    /// Stamps one event with its causal `order` in the frame and hands it to the streams, the
    /// merged batch and the delegates' queue.
    func publish(_ event: ScrollEvent, frame: Int, time: Double, order: Int, toHub: Bool) {
        guard toHub || hasDelegates || !subscribers.isEmpty else {
            // Nobody listens: only the numbering moves on (no stamped copy to build and drop).
            sequence += 1
            return
        }
        let stamped = ScrollViewEvent(
            frame: frame, time: time, sourceName: sourceName, sequence: sequence, order: order, event: event)
        sequence += 1
        if !subscribers.isEmpty { subscribers.yield(stamped) }
        if toHub { hubBatch.append(stamped) }
        if hasDelegates { undelivered.append(stamped) }
    }

    /// The hook as the motion calls it, with the event stamped as it is published: `willEndDragging`
    /// is the first event of a lift, so it gets this view's next sequence and the order `order`.
    func stampedHook(frame: Int, time: Double, order: Int) -> ((ScrollEvent) -> Point?)? {
        guard let hook = willEndDraggingHook else { return nil }
        return { [sequence, sourceName] event in
            // Called as the motion emits willEndDragging, which `publish` then stamps with these numbers.
            hook(
                ScrollViewEvent(
                    frame: frame, time: time, sourceName: sourceName, sequence: sequence, order: order,
                    event: event))
        }
    }

    // MARK: Delegates

    /// Lets the in-frame delegates handle the queued events with plain calls, in order, as far as
    /// they go without awaiting. Returns nil when every queued event is delivered; otherwise where
    /// delivery stopped, to hand to ``finishDelivery(_:isolation:clock:)``. Errors go to `clock`'s
    /// failure log.
    /// A delivery that stops holds the gate from here, before any await (the call to finish it may
    /// itself be a hop); while another task's delivery holds it, this delivers nothing and returns
    /// nil: ``joinDelivery(isolation:)`` then waits for that delivery, which takes these events in
    /// turn.
    @inline(__always)
    func deliverSynchronously(clock: DisplayClock) -> DeliveryRound<Delegate>.Suspension? {
        guard deliveryGate.admitsCaller else { return nil }
        let suspension = DeliveryRound.runSynchronously(next: takeRound, recycle: recycle) { report($0, clock: clock) }
        if suspension != nil { deliveryGate.enter() }
        return suspension
    }

    /// Goes on with a delivery that stopped at a delegate to await, in `isolation` (the view
    /// itself, or the clock for a view on the clock's thread: the clock delivers a frame's events
    /// without entering each view), until every queued event is delivered; then it lets go of the
    /// gate ``deliverSynchronously(clock:)`` took.
    func finishDelivery(
        _ suspension: DeliveryRound<Delegate>.Suspension, isolation: isolated any Actor, clock: DisplayClock
    ) async {
        await DeliveryRound.finish(
            suspension, next: takeRound, recycle: recycle, report: { report($0, clock: clock) }, clock: clock,
            isolation: isolation)
        for waiter in deliveryGate.leave() { waiter.resume() }
    }

    /// Waits, in `isolation`, for another task's delivery under way to end (it delivers what is
    /// queued now too); returns at once when there is none.
    func joinDelivery(isolation: isolated any Actor) async {
        guard !deliveryGate.admitsCaller else { return }
        await withUnsafeContinuation(isolation: isolation) { deliveryGate.wait($0) }
    }

    /// The queued events and the delegates to see them, or nil when none are queued: the step's
    /// events first.
    private func takeRound() -> DeliveryRound<Delegate>? {
        if let (collector, range) = stepEvents {
            stepEvents = nil
            return DeliveryRound(batch: collector.events, range: range, handlers: delegates)
        }
        return DeliveryRound.take(from: &undelivered, handlers: delegates)
    }

    /// Moves the step's events, if any, to the front of `undelivered`, for a step that cannot lend
    /// it to the collector.
    private func queueStepEvents() {
        guard let (collector, range) = stepEvents else { return }
        stepEvents = nil
        undelivered.insert(contentsOf: collector.events[range], at: 0)
    }

    /// Keeps what a delegate threw in `clock`'s failure log, naming this view. Not inlined: the
    /// delivery would read the name, at the far end of the state, before every round.
    @inline(never)
    private func report(_ error: any Error, clock: DisplayClock) {
        clock.report(error, from: .delegate(view: id))
    }

    /// Lets a delivered round's storage go: `undelivered` holds none while empty (see there), and
    /// a round of step events is a stretch of the shard's collector, read in place.
    private func recycle(_ batch: inout [ScrollViewEvent]) {}

    // MARK: Stepping

    /// What a frame step left behind.
    struct StepResult: Sendable {
        /// Whether the view still needs frames.
        var isActive: Bool
        /// Whether in-frame delegates have events to handle.
        var needsDelivery: Bool
    }

    /// Steps the motion to frame `n`: scripted touches due, then the flight at t_n. Its events are
    /// numbered from `firstOrder` on (see ``FrameTimeline/stepOrderStride``); those for the merged
    /// stream go to `hubEvents`, which is not touched unless `toHub` (the merged stream listens),
    /// those for the delegates to `delegateEvents` (see ``stepEvents``). `time` is t_n (s).
    func step(
        frame n: Int, time: Double, toHub: Bool, firstOrder: Int, hubEvents: EventCollector,
        delegateEvents: EventCollector
    ) -> StepResult {
        if discarded.load(ordering: .relaxed) { return stopForGood() }
        var order = firstOrder
        // The delegates' events go to the shard's collector the same way, side by side with the
        // other views' (a queue of each view's own would be two cache misses per view and frame),
        // unless something is still queued that they must follow (rare: a frame whose delivery
        // never came, or events caused outside a command). Moved to the queue, the stretch lets
        // go of its collector and is delivered (or dropped, with no delegate left) this frame.
        if stepEvents != nil { queueStepEvents() }
        let lendsQueue = hasDelegates && undelivered.isEmpty
        let firstDelegateEvent = lendsQueue ? delegateEvents.events.count : 0
        if lendsQueue { swap(&undelivered, &delegateEvents.events) }
        // The events for the merged stream go straight into the shard's run: `hubBatch` (empty
        // between commands, which flush it) lends its place to the collector's array for the
        // step, with no copy of each event.
        if toHub {
            if !hubBatch.isEmpty {
                hubEvents.events.append(contentsOf: hubBatch)
                hubBatch = []
            }
            swap(&hubBatch, &hubEvents.events)
        }
        defer { if toHub { swap(&hubBatch, &hubEvents.events) } }
        // Closure literals at each call (not a stored closure) keep the hot path free of heap
        // allocations: a non-escaping literal's context lives on the stack. Called only with a
        // script: a decelerating view's step (the common one) then forms no closure at all.
        if script != nil {
            playScript(
                dueThrough: n, frame: n, time: time, hookOrder: { order },
                publish: {
                    publish($0, frame: n, time: time, order: order, toHub: toHub)
                    order += 1
                })
        }
        // The calls come back as values, so that the motion is updated in place (a closure that
        // reached back into this actor during the update would make it a copy). A frame's time is
        // finite and never before the motion's (commands stamp at most the current frame's), so
        // the motion cannot refuse it: were it to, the view would stay in flight for ever, silent.
        let first: ScrollEvent?
        let second: ScrollEvent?
        do {
            (first, second) = try motion.advance(to: time)
        } catch {
            preconditionFailure("scroll view \(id.debugDescription) could not step to frame \(n) (\(time) s): \(error)")
        }
        if let first {
            publish(first, frame: n, time: time, order: order, toHub: toHub)
            order += 1
        }
        if let second { publish(second, frame: n, time: time, order: order, toHub: toHub) }
        isActive = motion.isInFlight || script != nil
        var needsDelivery = false
        if lendsQueue {
            swap(&undelivered, &delegateEvents.events)
            let end = delegateEvents.events.count
            if end > firstDelegateEvent {
                stepEvents = (delegateEvents, firstDelegateEvent..<end)
                needsDelivery = true
            }
        } else {
            // Also with no delegate left: a round with none drops what was queued for the ones
            // removed (an empty queue holds no storage, so this reads no line of the view's own).
            needsDelivery = !undelivered.isEmpty
        }
        return StepResult(isActive: isActive, needsDelivery: needsDelivery)
    }

    /// Plays the scripted gesture's touches due in frames up to `last`, stamped in frame `n` at
    /// `time` (s): `publish` stamps and hands on each event, and `hookOrder` is the order the next
    /// one will get (the `willEndDragging` hook's event is stamped with it). Each touch happens at
    /// its own frame's time, even if that frame was dropped, but never before the latest input: in
    /// real time a command issued in this frame has already moved the motion to t_n, and an earlier
    /// time would throw and leave the finger down for good.
    @inline(__always)
    func playScript(
        dueThrough last: Int, frame n: Int, time: Double, hookOrder: () -> Int, publish: (ScrollEvent) -> Void
    ) {
        guard var script else { return }
        while let step = script.nextDue(atOrBefore: last) {
            let touchTime = max(timeline.time(ofFrame: step.frame), motion.time)
            do {
                switch step.action {
                case .move(let location):
                    try motion.touchMove(to: location, time: touchTime, emit: publish)
                case .lift(let releaseVelocity):
                    try motion.touchUp(
                        time: touchTime, releaseVelocity: releaseVelocity,
                        adjustTarget: stampedHook(frame: n, time: time, order: hookOrder()), emit: publish)
                }
            } catch {
                // The gesture cannot go on: its touch was ended by another command, or, with the
                // finger still down, its release failed (the willEndDragging hook answered a
                // target that is not finite). That is the hook's error, kept for the next
                // advance to throw; the finger lifts as if the hook had answered nothing, and
                // the rest of the script is dropped.
                if motion.isTracking {
                    failures.report(error, from: .delegate(view: id), in: timeline)
                    try? motion.touchUp(time: touchTime, emit: publish)
                }
                script.cancel()
                break
            }
        }
        self.script = script.isFinished ? nil : script
    }

    /// A discarded view's step: whatever flew stops where it is, with no event, and the view
    /// leaves the frames.
    private func stopForGood() -> StepResult {
        script = nil
        // Whatever is still queued stays queued, apart from the frame's collector.
        queueStepEvents()
        if motion.isInFlight,
            let stopped = try? ScrollMotion(
                configuration: motion.configuration, contentOffset: motion.contentOffset, time: motion.time)
        {
            motion = stopped
        }
        isActive = false
        return StepResult(isActive: false, needsDelivery: false)
    }
}

extension StepState {
    /// How many views ahead a frame loop asks for the state it will reach (see
    /// ``prefetch(_:at:lines:)``).
    static let prefetchDistance = 2

    /// Starts loading the first `lines` cache lines (64 bytes each) of the state at `position` in
    /// `states`, without waiting for them: a frame loop asks for a view's state a few views ahead,
    /// so that its misses overlap the work on the views before it (with thousands of views in
    /// flight, a state is rarely still in the cache from the frame before).
    @inline(__always)
    static func prefetch(_ states: [StepState], at position: Int, lines: Int) {
        assert(states.indices.contains(position))
        // The state's address, read from the array's storage as a plain pointer: a counted
        // reference would touch the state and wait for it, the very miss this is to hide.
        let address = states.withUnsafeBufferPointer {
            UnsafeRawPointer($0.baseAddress!).load(
                fromByteOffset: position &* MemoryLayout<StepState>.stride, as: UnsafeRawPointer.self)
        }
        for line in 0..<lines { scrollsim_prefetch(address + line &* 64) }
    }
}
