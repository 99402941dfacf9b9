import Testing

@testable import ScrollSimulator

/// The batched sequences as a user meets them, on a virtual clock.
@Suite struct EventSequenceTests {
    @Test func everySubscriberOfTheMergedStreamGetsEveryEventInCausalOrder() async throws {
        let clock = try DisplayClock(threads: DisplayClock.maximumThreads)
        var views: [ScrollView] = []
        for i in 0..<600 { views.append(try Make.list(clock, id: "v\(i)")) }
        let first = clock.events()
        let second = clock.events()
        let frames = clock.frames()
        for view in views { try await view.fling(velocity: Point(x: 0, y: 2000)) }
        try await clock.advance(frames: 5)
        try await clock.stop()
        var a: [ScrollViewEvent] = []
        var b: [ScrollViewEvent] = []
        var c: [ScrollViewEvent] = []
        for await event in first { a.append(event) }
        for await event in second { b.append(event) }
        for await frame in frames {
            #expect(Set(frame.map(\.frame)).count == 1)
            c += frame
        }
        #expect(a.count > 600 * 5)
        #expect(a == b && a == c)
        #expect(a.isSorted(by: ScrollViewEvent.precedes))
        #expect(zip(a, a.dropFirst()).allSatisfy { ScrollViewEvent.precedes($0, $1) })
    }

    @Test func commandsFromAnotherTaskDuringTheFramesKeepTheMergedStreamInOrder() async throws {
        // The last view is on the clock's second thread; commands to it from a task of their own
        // run there while the clock moves from frame to frame. Each command's events must carry
        // one frame's stamp and reach the stream before the clock delivers that frame (they were
        // once stamped with a frame and the next frame's order, and arrived after it was delivered).
        let clock = try DisplayClock(threads: 2)
        var views: [ScrollView] = []
        for i in 0..<600 { views.append(try Make.list(clock, id: "v\(i)")) }
        let commanded = try #require(views.last)
        #expect(!commanded.sharesClockThread)
        let events = clock.events()
        let frames = clock.frames()
        for view in views.prefix(512) { try await view.fling(velocity: Point(x: 0, y: 2000)) }
        let commander = Task.detached {
            var y = 0.0
            while !Task.isCancelled {
                y = y == 0 ? 1 : 0
                do { try await commanded.assignContentOffset(Point(x: 0, y: y)) } catch { return }
            }
        }
        for _ in 0..<200 { try await clock.advance(frames: 1) }
        commander.cancel()
        await commander.value
        try await clock.stop()
        var merged: [ScrollViewEvent] = []
        for await event in events { merged.append(event) }
        var frameNumbers: [Int] = []
        for await frame in frames { frameNumbers.append(frame[0].frame) }
        #expect(merged.contains { $0.source == commanded.id })
        #expect(zip(merged, merged.dropFirst()).allSatisfy { ScrollViewEvent.precedes($0, $1) })
        #expect(frameNumbers == frameNumbers.sorted() && Set(frameNumbers).count == frameNumbers.count)
    }

    /// When an advance returns, `events()` has the frame it ended in: a consumer need not wait for
    /// the next advance or the stop. `frames()` still gets that frame whole once it has ended,
    /// events of a command made after the advance included.
    @Test(.timeLimit(.minutes(1))) func anAdvancesLastFrameReachesTheEventsWithoutAnotherAdvance() async throws {
        func start() async throws -> (DisplayClock, [ScrollView]) {
            let clock = try DisplayClock(threads: 2)
            var views: [ScrollView] = []
            for i in 0..<600 { views.append(try Make.list(clock, id: "v\(i)")) }
            for view in views { try await view.fling(velocity: Point(x: 0, y: 2000)) }
            return (clock, views)
        }
        // What frames 0 to 12 give, read after the stop.
        let (reference, _) = try await start()
        let all = reference.events()
        try await reference.advance(frames: 12)
        try await reference.stop()
        var expected: [ScrollViewEvent] = []
        for await event in all { expected.append(event) }
        #expect(Set(expected.map(\.frame)).contains(12))
        // The same run, read right after the advance: exactly as many events, with no stop.
        let (clock, views) = try await start()
        let events = clock.events()
        let frames = clock.frames()
        try await clock.advance(frames: 12)
        var iterator = events.makeAsyncIterator()
        var early: [ScrollViewEvent] = []
        while early.count < expected.count, let event = await iterator.next() { early.append(event) }
        let sameEvents = early == expected
        #expect(sameEvents, "\(early.count) of \(expected.count) events read right after the advance")
        // A command in the same frame after the advance comes next, in order.
        try await views[0].assignContentOffset(Point(x: 0, y: 10))
        try await clock.stopAbandoningPendingWork()
        var rest: [ScrollViewEvent] = []
        while let event = await iterator.next() { rest.append(event) }
        #expect(rest.map(\.name) == ["didScroll"] && rest.map(\.frame) == [12])
        #expect(rest.first.map { ScrollViewEvent.precedes(expected.last!, $0) } == true)
        var lastFrame: [ScrollViewEvent] = []
        for await frame in frames where frame[0].frame == 12 { lastFrame = frame }
        let wholeFrame = lastFrame == expected.filter { $0.frame == 12 } + rest
        #expect(wholeFrame, "frames() gave frame 12 as \(lastFrame.count) events")
    }

    @Test func theMergedStreamCountsWhatABoundedSubscriberDrops() async throws {
        let clock = try DisplayClock(threads: DisplayClock.maximumThreads)
        var views: [ScrollView] = []
        for i in 0..<1_200 { views.append(try Make.list(clock, id: "v\(i)")) }
        let stream = clock.events(buffering: .newest(700))
        let all = clock.events()
        for view in views { try await view.fling(velocity: Point(x: 0, y: 2000)) }
        try await clock.advance(frames: 10)
        try await clock.stop()
        // Both frames' stretches are trimmed across the shards' runs: the newest 700 are kept.
        var kept: [ScrollViewEvent] = []
        for await event in stream { kept.append(event) }
        var every: [ScrollViewEvent] = []
        for await event in all { every.append(event) }
        #expect(kept == Array(every.suffix(700)))
        #expect(clock.droppedEventCount == every.count - 700)
    }

    @Test func aCancelledMergedSubscriberIsRemovedAtOnce() async throws {
        let clock = try DisplayClock()
        let stream = clock.events()
        let reader = Task { for await _ in stream {} }
        while clock.hub.subscriberCount == 0 { await Task.yield() }
        #expect(clock.hub.isListening)
        reader.cancel()
        await reader.value
        // The cancellation handler removed it synchronously: nothing to wait for.
        #expect(clock.hub.subscriberCount == 0)
        #expect(!clock.hub.isListening)
        try await clock.stop()
    }

    /// A view's cancelled subscriber no longer counts at once, though the view removes it from
    /// its list only when the hop its termination makes arrives (it counted until then).
    @Test func aCancelledViewSubscriberNoLongerCountsAtOnce() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let stream = await list.events()
        let reader = Task { for await _ in stream {} }
        #expect(await list.subscriberCount == 1)
        reader.cancel()
        await reader.value
        #expect(await list.subscriberCount == 0)
        try await clock.stop()
    }

    @Test func aTaskCancelledWhileBusyGetsNoEventSentAfterItsCancellation() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let stream = await list.events()
        let (tookFirst, tookFirstSignal) = AsyncStream<Void>.makeStream()
        let (goOn, goOnSignal) = AsyncStream<Void>.makeStream()
        let reader = Task {
            var iterator = stream.makeAsyncIterator()
            var taken = [await iterator.next()]
            tookFirstSignal.finish()
            // Busy with something that ignores cancellation.
            await withCheckedContinuation { continuation in
                Task {
                    for await _ in goOn {}
                    continuation.resume()
                }
            }
            while let event = await iterator.next() { taken.append(event) }
            return taken.compactMap { $0 }
        }
        try await list.assignContentOffset(Point(x: 0, y: 100))  // a didScroll in frame 0
        for await _ in tookFirst {}
        reader.cancel()
        try await list.fling(velocity: Point(x: 0, y: 1200))
        try await clock.advance(frames: 10)  // the fling's events, sent while the reader is busy
        goOnSignal.finish()
        let taken = await reader.value
        // What it had taken, then the end: nothing of the later frames.
        #expect(taken.map(\.frame) == [0])
        #expect(await list.subscriberCount == 0)
        try await clock.stop()
    }

    @Test func aDroppedSequenceIsRemoved() async throws {
        let clock = try DisplayClock()
        do { _ = clock.events() }
        #expect(clock.hub.subscriberCount == 0)
        try await clock.stop()
    }

    @Test func aSubscriberAfterTheStopEndsAtOnce() async throws {
        let clock = try DisplayClock()
        try await clock.stop()
        for await _ in clock.events() { Issue.record("an event after the stop") }
        let list = try? Make.list(clock)
        #expect(list == nil)
    }

    @Test func aViewStreamYieldsACommandsEventsInOrderAndEndsWithTheClock() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let events = await list.events()
        try await list.fling(velocity: Point(x: 0, y: 1500))
        try await clock.runUntilSettled()
        try await clock.stop()
        var sequences: [Int] = []
        for await event in events { sequences.append(event.sequence) }
        #expect(!sequences.isEmpty)
        #expect(sequences == Array(0..<sequences.count))
    }

    /// A loop left with `break` and a second loop over the same sequence: the second goes on with
    /// the rest of the batch the first had taken, then with what came since, as with an
    /// `AsyncStream`. The rest of that batch was lost, uncounted, and the second loop waited for
    /// the clock to stop.
    @Test(.timeLimit(.minutes(1))) func aSecondLoopGoesOnWhereTheFirstBrokeOff() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let events = await list.events()
        let merged = clock.events()
        try await list.fling(velocity: Point(x: 0, y: 1200))
        try await clock.runUntilSettled()
        var seen: [String] = []
        for await event in events {
            seen.append(event.name)
            if event.name == "willBeginDragging" { break }
        }
        for await event in merged where event.name == "willBeginDragging" { break }
        var rest: [String] = []
        for await event in events where event.name != "didScroll" {
            rest.append(event.name)
            if event.name == "didEndDecelerating" { break }
        }
        #expect(seen == ["willBeginDragging"])
        #expect(rest == ["willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating"])
        #expect(await list.droppedEventCount == 0)
        try await list.tap()
        try await clock.stop()
        // The merged stream too: after its break, the next loop sees the rest, then the end.
        var mergedRest: [String] = []
        for await event in merged where event.name != "didScroll" { mergedRest.append(event.name) }
        #expect(mergedRest == ["willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating"])
    }

    /// A clock and a view let go without `stop()`: the streams of both end, instead of leaving
    /// their consumers waiting for good.
    @Test(.timeLimit(.minutes(1))) func streamsEndWhenTheirClockAndViewAreLetGo() async throws {
        func run() async throws -> (merged: Task<Int, Never>, view: Task<Int, Never>) {
            let clock = try DisplayClock()
            let list = try Make.list(clock)
            let merged = clock.events()
            let own = await list.events()
            try await list.fling(velocity: Point(x: 0, y: 1000))
            try await clock.runUntilSettled()
            return (
                Task {
                    var n = 0
                    for await _ in merged { n += 1 }
                    return n
                },
                Task {
                    var n = 0
                    for await _ in own { n += 1 }
                    return n
                }
            )
        }
        let (merged, view) = try await run()
        #expect(await merged.value > 0)
        #expect(await view.value > 0)
    }
}
