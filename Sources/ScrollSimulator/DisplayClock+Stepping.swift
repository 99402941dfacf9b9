extension DisplayClock {
    // MARK: Scroll views in flight

    /// Puts a scroll view whose motion took flight into the frames (from the next frame on if a frame
    /// is being stepped).
    func activate(_ view: ScrollView) {
        guard !stopped else { return }
        if isSteppingViews { activatedDuringFrame.append(view) } else { active.insert(view) }
    }

    /// Steps the views in flight to frame n, then lets their delegates react, serially in creation
    /// order. The step events are numbered before any reaction's (see ``FrameTimeline/stepOrderStride``).
    @inline(__always)
    func stepViews(frame n: Int) async {
        guard !active.isEmpty else { return }
        isSteppingViews = true
        progress.enter(.steppingViews)
        var inFlight = active
        // With one thread (or all views in flight on the clock's), the steps are plain calls: no await.
        let outcome: ShardOutcome
        if threads == 1 {
            let firstOrder = timeline.reserveStepOrders(views: inFlight.count)
            // One range, not an array of one: no allocation per frame.
            outcome = Self.stepRanges(
                inFlight.states, CollectionOfOne(inFlight.states.indices), frame: n, firstOrder: firstOrder, hub: hub,
                delegateEvents: delegateCollector(forThread: homeExecutorIndex))
        } else {
            outcome = await stepInParallel(inFlight, frame: n)
        }
        statistics.viewSteps += inFlight.count
        // Serially in creation order; a stretch of views on another thread in one trip there (a
        // trip per view would cross threads twice for each).
        var next = 0
        let delivering = outcome.needingDelivery
        if !delivering.isEmpty { progress.beginDelivery(of: inFlight.views) }
        while next < delivering.count {
            let thread = inFlight.views[delivering[next]].executorIndex
            var end = next + 1
            while end < delivering.count && inFlight.views[delivering[end]].executorIndex == thread { end += 1 }
            let stretch = delivering[next..<end]
            if thread == homeExecutorIndex {
                // The views share the clock's thread: deliver from here, without entering each view.
                for (offset, index) in zip(stretch.indices, stretch) {
                    let ahead = offset &+ StepState.prefetchDistance
                    if ahead < stretch.endIndex { StepState.prefetch(inFlight.states, at: delivering[ahead], lines: 3) }
                    progress.deliver(at: index)
                    // Borrowed, not retained (`inFlight` keeps it alive), until delivery must await.
                    let suspension = Unmanaged.passUnretained(inFlight.states[index])._withUnsafeGuaranteedRef {
                        $0.deliverSynchronously(clock: self)
                    }
                    if let suspension {
                        await inFlight.states[index].finishDelivery(suspension, isolation: self, clock: self)
                    } else if !inFlight.states[index].deliveryGate.admitsCaller {
                        // Another task's delivery is under way: it delivers these events in turn.
                        await inFlight.states[index].joinDelivery(isolation: self)
                    }
                }
            } else {
                await Self.deliver(inFlight, stretch, clock: self, on: inFlight.views[stretch.first!])
            }
            next = end
        }
        if !delivering.isEmpty { progress.endDelivery() }
        if !outcome.stopped.isEmpty && !stopped {
            // What the delegates started waits in `activatedDuringFrame`, so `inFlight` is still the
            // frame's list (unless a delegate stopped the clock, which emptied it). Dropping the
            // clock's reference first lets the removal happen in place: a copy of the list retained
            // every view in flight, in every frame in which one came to rest.
            active = ActiveViews()
            inFlight.remove(atSortedOffsets: outcome.stopped)
            active = inFlight
        }
        isSteppingViews = false
        let activated = activatedDuringFrame
        activatedDuringFrame.removeAll()
        for view in activated { active.insert(view) }
    }

    /// Lets the delegates of the views at `indices`, which share `anchor`'s thread, handle their
    /// events, view by view in order, on that thread.
    private static func deliver(
        _ inFlight: ActiveViews, _ indices: ArraySlice<Int>, clock: DisplayClock, on anchor: isolated any Actor
    ) async {
        for index in indices {
            clock.progress.deliver(at: index)
            let state = inFlight.states[index]
            if let suspension = state.deliverSynchronously(clock: clock) {
                await state.finishDelivery(suspension, isolation: anchor, clock: clock)
            } else if !state.deliveryGate.admitsCaller {
                await state.joinDelivery(isolation: anchor)
            }
        }
    }

    /// Steps views to frame n: the views that share the clock's thread in line (a plain call each),
    /// those on other simulation threads in one task per thread, in parallel.
    private func stepInParallel(_ inFlight: ActiveViews, frame n: Int) async -> ShardOutcome {
        let (views, states) = (inFlight.views, inFlight.states)
        var shards = Self.shards(of: views)
        let home = shards[homeExecutorIndex]
        shards[homeExecutorIndex] = []
        let homeCollector = delegateCollector(forThread: homeExecutorIndex)
        // Until a thread has stepped its views, commands on them wait: see `FrameTimeline`.
        let firstOrder = timeline.reserveStepOrders(
            views: views.count, steppedOn: shards.indices.filter { !shards[$0].isEmpty })
        if shards.allSatisfy(\.isEmpty) {
            return Self.stepRanges(
                states, home, frame: n, firstOrder: firstOrder, hub: hub, delegateEvents: homeCollector)
        }
        return await withTaskGroup(of: ShardOutcome.self) { group in
            for (thread, shard) in shards.enumerated() where !shard.isEmpty {
                // A task that starts on the shard's thread (inheriting the clock's preference, it
                // would queue behind this frame on the clock's thread, and the shards would run one
                // after the other), isolated to one of the shard's views: it calls the others in line.
                let anchor = views[shard[0].lowerBound]
                let collector = delegateCollector(forThread: thread)
                group.addTask(executorPreference: SimulationExecutor.pool[thread].tasks) { [hub, timeline] in
                    await Self.stepShard(
                        states, shard, frame: n, firstOrder: firstOrder, hub: hub, timeline: timeline, thread: thread,
                        delegateEvents: collector, on: anchor)
                }
            }
            var outcome = Self.stepRanges(
                states, home, frame: n, firstOrder: firstOrder, hub: hub, delegateEvents: homeCollector)
            for await shardOutcome in group { outcome.add(shardOutcome) }
            return outcome
        }
    }

    /// The views' positions per simulation thread, as ranges: `views` is in creation order, and
    /// creation order deals views out in blocks of ``viewsPerBlock``, so each block in flight is one
    /// range, found by galloping (no work per view on the clock's thread).
    private static func shards(of views: [ScrollView]) -> [[Range<Int>]] {
        var shards = [[Range<Int>]](repeating: [], count: SimulationExecutor.pool.count)
        var start = 0
        while start < views.count {
            let block = (views[start].serial &- 1) / UInt64(viewsPerBlock)
            let end = views.partitioningIndex(from: start + 1) { ($0.serial &- 1) / UInt64(viewsPerBlock) != block }
            shards[views[start].executorIndex].append(start..<end)
            #if DEBUG
                for view in views[start..<end] where view.executorIndex != views[start].executorIndex {
                    preconditionFailure("a shard steps only the views of its own thread: \(view.id)")
                }
            #endif
            start = end
        }
        return shards
    }

    /// Steps another thread's shard there: see ``stepRanges(_:_:frame:firstOrder:hub:delegateEvents:)``.
    private static func stepShard(
        _ states: [StepState], _ ranges: [Range<Int>], frame n: Int, firstOrder: Int, hub: MergedEventHub,
        timeline: FrameTimeline, thread: Int, delegateEvents: EventCollector, on anchor: isolated any Actor
    ) async -> ShardOutcome {
        defer { timeline.stepsDone(onThread: thread) }  // then the commands waiting on this thread go on
        return stepRanges(states, ranges, frame: n, firstOrder: firstOrder, hub: hub, delegateEvents: delegateEvents)
    }

    /// Thread `thread`'s collector for this frame's delegate events, empty: the last frame's with
    /// its room, once every view has taken its stretch (nothing else holds it), or else a new one.
    private func delegateCollector(forThread thread: Int) -> EventCollector {
        if isKnownUniquelyReferenced(&delegateCollectors[thread]) {
            delegateCollectors[thread].events.removeAll(keepingCapacity: true)
        } else {
            delegateCollectors[thread] = EventCollector(capacity: 0)
        }
        return delegateCollectors[thread]
    }

    /// Steps the views at the positions in `ranges` in turn, on the calling thread, which must be
    /// theirs (the clock's own shard runs in the clock's isolation, another thread's in a task
    /// isolated to one of its views): each step is a plain call on the view's ``StepState``, with
    /// no task switch. The view at position i numbers its events from `firstOrder + i * stepOrderStride`;
    /// the events for its delegates go to `delegateEvents`, the shard's own.
    private static func stepRanges(
        _ states: [StepState], _ ranges: some Collection<Range<Int>>, frame n: Int, firstOrder: Int,
        hub: MergedEventHub, delegateEvents: EventCollector
    ) -> ShardOutcome {
        var outcome = ShardOutcome()
        guard let first = ranges.first(where: { !$0.isEmpty }) else { return outcome }
        let time = states[first.lowerBound].timeline.time(ofFrame: n)
        // A run for the merged stream only while it listens (read once per shard).
        let toHub = hub.isListening
        var collector = EventCollector.unused
        if toHub {
            // Room for a didScroll of every view: grown by doubling, the run was copied about once
            // more on the way (a tenth of a merged-stream frame). No more: with one shard the run
            // itself is what subscribers hold until they take it, and a quarter more room cost
            // 7 MB of peak memory in a stress run whose observers fall behind.
            collector = EventCollector(capacity: ranges.reduce(0) { $0 + $1.count })
        }
        for range in ranges {
            for index in range {
                if index &+ StepState.prefetchDistance < range.upperBound {
                    StepState.prefetch(states, at: index &+ StepState.prefetchDistance, lines: 8)
                }
                let order = firstOrder + index * FrameTimeline.stepOrderStride
                // A plain call: the view runs on this thread (see `StepState`'s proof, and the
                // check in `shards(of:)`).
                // Borrowed, not retained: `states` keeps every state alive for the whole shard, and
                // a counted reference per view and frame was a tenth of the step's cost.
                let result = Unmanaged.passUnretained(states[index])._withUnsafeGuaranteedRef {
                    $0.step(
                        frame: n, time: time, toHub: toHub, firstOrder: order, hubEvents: collector,
                        delegateEvents: delegateEvents)
                }
                if !result.isActive { outcome.stopped.append(index) }
                if result.needsDelivery { outcome.needingDelivery.append(index) }
            }
        }
        if toHub && !collector.events.isEmpty { hub.append(collector.events) }
        return outcome
    }
}

/// What a frame's steps left for the clock's thread to do, as positions in the frame's view list,
/// in increasing order: usually nothing, so that the clock does no work per view after a step.
struct ShardOutcome: Sendable {
    /// Views whose motion has ended.
    var stopped: [Int] = []
    /// Views whose in-frame delegates have events to handle.
    var needingDelivery: [Int] = []

    /// Adds another shard's positions, keeping each list in increasing order.
    mutating func add(_ other: ShardOutcome) {
        stopped = Self.merged(stopped, other.stopped)
        needingDelivery = Self.merged(needingDelivery, other.needingDelivery)
    }

    private static func merged(_ a: [Int], _ b: [Int]) -> [Int] {
        if b.isEmpty { return a }
        if a.isEmpty { return b }
        return (a + b).sorted()
    }
}
