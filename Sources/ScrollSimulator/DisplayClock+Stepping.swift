extension DisplayClock {
    // MARK: Scroll views in flight

    /// Puts a scroll view whose motion took flight into the frames (from the next frame on if a frame
    /// is being stepped).
    func activate(_ view: ScrollView) {
        guard !stopped else { return }
        if isSteppingViews { activatedDuringFrame.append(view) } else { insertActive(view) }
    }

    private func insertActive(_ view: ScrollView) {
        let index = active.partitioningIndex { $0.serial > view.serial }
        if index > 0 && active[index - 1] === view { return }
        active.insert(view, at: index)
    }

    /// Steps the views in flight to frame n, then lets their delegates react, serially in creation
    /// order. The step events are numbered before any reaction's (see ``FrameTimeline/stepOrderStride``).
    func stepViews(frame n: Int) async {
        guard !active.isEmpty else { return }
        isSteppingViews = true
        progress.enter(.steppingViews)
        let views = active
        let firstOrder = timeline.reserveStepOrders(views: views.count)
        let results = await step(views, frame: n, firstOrder: firstOrder)
        statistics.viewSteps += views.count
        for (view, result) in zip(views, results) where result.needsDelivery {
            progress.enter(.delivering(view: view.id))
            await view.deliverPendingEvents()
        }
        if !results.allSatisfy(\.isActive) {
            active = zip(views, results).filter { $0.1.isActive }.map(\.0)
        }
        isSteppingViews = false
        let activated = activatedDuringFrame
        activatedDuringFrame.removeAll()
        for view in activated { insertActive(view) }
    }

    /// Steps views to frame n: the views that share the clock's thread in line (a plain call each),
    /// those on other simulation threads in one task per thread, in parallel.
    private func step(_ views: [ScrollView], frame n: Int, firstOrder: Int) async -> [StepState.StepResult] {
        if threads == 1 {
            return await Self.stepShard(views, views.indices, frame: n, firstOrder: firstOrder, hub: hub, on: self)
        }
        var shards = [[Int]](repeating: [], count: SimulationExecutor.pool.count)
        for index in views.indices { shards[views[index].executorIndex].append(index) }
        let home = shards[homeExecutorIndex]
        shards[homeExecutorIndex] = []
        if shards.allSatisfy(\.isEmpty) {
            return await Self.stepShard(views, home, frame: n, firstOrder: firstOrder, hub: hub, on: self)
        }

        var results = [StepState.StepResult](
            repeating: .init(isActive: false, needsDelivery: false), count: views.count)
        await withTaskGroup(of: ([Int], [StepState.StepResult]).self) { group in
            for (thread, shard) in shards.enumerated() where !shard.isEmpty {
                // A task that starts on the shard's thread (inheriting the clock's preference, it
                // would queue behind this frame on the clock's thread, and the shards would run one
                // after the other), isolated to one of the shard's views: it calls the others in line.
                let anchor = views[shard[0]]
                group.addTask(executorPreference: SimulationExecutor.pool[thread].tasks) { [hub] in
                    (shard, await Self.stepShard(views, shard, frame: n, firstOrder: firstOrder, hub: hub, on: anchor))
                }
            }
            let homeResults = await Self.stepShard(views, home, frame: n, firstOrder: firstOrder, hub: hub, on: self)
            for (index, result) in zip(home, homeResults) { results[index] = result }
            for await (shard, shardResults) in group {
                for (index, result) in zip(shard, shardResults) { results[index] = result }
            }
        }
        return results
    }

    /// Steps the views at `indices` in turn, on the thread they share with `anchor`: each step is a
    /// plain call on the view's ``StepState``, with no task switch. The view at
    /// index i numbers its events from `firstOrder + i * stepOrderStride`.
    private static func stepShard(
        _ views: [ScrollView], _ indices: some Collection<Int>, frame n: Int, firstOrder: Int, hub: MergedEventHub,
        on anchor: isolated any Actor
    ) async -> [StepState.StepResult] {
        let collector = MergeCollector()
        var results: [StepState.StepResult] = []
        results.reserveCapacity(indices.count)
        guard let first = indices.first else { return [] }
        let time = views[first].timeline.time(ofFrame: n)
        let toHub = hub.isListening
        for index in indices {
            let order = firstOrder + index * FrameTimeline.stepOrderStride
            // A plain call: the view runs on `anchor`'s thread (see `StepState`'s proof).
            #if DEBUG
                views[index].assertIsolated("a shard steps only the views of its own thread")
            #endif
            // Borrowed, not retained: `views` keeps every view (and so its state) alive for the whole
            // shard, and a counted reference per view and frame was a tenth of the step's cost.
            let result = Unmanaged.passUnretained(views[index].stepState)._withUnsafeGuaranteedRef {
                $0.step(frame: n, time: time, toHub: toHub, firstOrder: order, collector: collector)
            }
            results.append(result)
        }
        if !collector.events.isEmpty { hub.append(collector.events) }
        return results
    }
}
