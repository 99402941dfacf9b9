import Testing

@testable import ScrollSimulator

/// Issue 3: determinism, real time, streams, bad input.
@Suite struct EngineDeterminismTests {
    /// A script of gestures for view `i`, the same whatever else runs beside it.
    static func drive(_ view: ScrollView, clock: DisplayClock, seed: UInt64) async throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<4 {
            try await clock.advance(frames: Int.random(in: 1...30, using: &rng))
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: try await view.fling(velocity: Point(x: 0, y: Double.random(in: -3000...3000, using: &rng)))
            case 1: try await view.drag(by: Point(x: 0, y: Double.random(in: -400...400, using: &rng)), duration: 0.2)
            case 2:
                try await view.setContentOffset(
                    Point(x: 0, y: Double.random(in: 0...2000, using: &rng)), animated: true)
            default: try await view.tap()
            }
        }
    }

    /// Runs `count` views with per-view scripts played in lockstep by one driver, returning each
    /// view's log as text.
    static func run(count: Int, focus: Int) async throws -> [String] {
        let clock = try DisplayClock()
        var views: [ScrollView] = []
        var logs: [EventRecording] = []
        for i in 0..<count {
            let view = try Make.list(clock, id: "v\(i)")
            views.append(view)
            logs.append(await view.recordEvents())
        }
        // Every view gets a gesture at the same frames; scripts are seeded per view.
        var rngs = (0..<count).map { SeededGenerator(seed: UInt64($0 == focus ? 42 : 1000 + $0)) }
        for _ in 0..<6 {
            try await clock.advance(frames: 20)
            for i in 0..<count {
                let v = Double.random(in: -3000...3000, using: &rngs[i])
                if Bool.random(using: &rngs[i]) {
                    try await views[i].fling(velocity: Point(x: 0, y: v))
                } else if !(await views[i].isTracking) {
                    try await views[i].setContentOffset(Point(x: 0, y: abs(v) / 2), animated: true)
                }
            }
        }
        try await clock.runUntilSettled()
        return await logs[focus].lines
    }

    @Test func oneViewAndSixtyFourViewsGiveTheSameLogByteForByte() async throws {
        let alone = try await Self.run(count: 1, focus: 0)
        let crowded = try await Self.run(count: 64, focus: 0)
        #expect(!alone.isEmpty)
        #expect(alone.joined(separator: "\n") == crowded.joined(separator: "\n"))
        let again = try await Self.run(count: 64, focus: 0)
        #expect(crowded == again)
    }

    @Test func steppingThousandsOfViewsOnOneThreadOrManyGivesTheSameLog() async throws {
        func run(threads: Int) async throws -> [String] {
            let clock = try DisplayClock(threads: threads)
            let stream = clock.events()
            let collector = Task {
                var lines: [String] = []
                for await e in stream { lines.append(e.description) }
                return lines
            }
            var views: [ScrollView] = []
            for i in 0..<1200 { views.append(try Make.list(clock, id: String(format: "v%04d", i))) }
            for (i, view) in views.enumerated() { try await view.fling(velocity: Point(x: 0, y: Double(100 + 3 * i))) }
            try await clock.advance(frames: 40)
            try await clock.stop()
            return await collector.value
        }
        let a = try await run(threads: DisplayClock.maximumThreads)
        let b = try await run(threads: DisplayClock.maximumThreads)
        let c = try await run(threads: 1)
        #expect(a.count > 1200 * 30)
        #expect(a == b)
        #expect(a == c)
    }

    /// A command from outside the simulation on a view of another thread, while the clock steps
    /// frames: it used to be numbered after the frame's step of its view although it ran before
    /// that step (between the frame's start and the other thread's steps), so the merged stream
    /// listed the effect before its cause. Each view's events must keep their own order there.
    @Test func aCommandOnAnotherThreadNeverFollowsTheStepItCaused() async throws {
        guard DisplayClock.maximumThreads >= 2 else { return }  // one core: no other thread
        let clock = try DisplayClock(threads: 2)
        let stream = clock.events()
        let collector = Task {
            var events: [ScrollViewEvent] = []
            for await e in stream where e.source == "v512" { events.append(e) }
            return events
        }
        // Views are dealt in blocks of 512: v512 is the first of the second thread's.
        let views = try (0...512).map { try Make.list(clock, id: "v\($0)") }
        let view = views[512]
        #expect(view.executorIndex != views[0].executorIndex)
        try await view.fling(velocity: Point(x: 0, y: 5000))
        let driver = Task { for _ in 0..<200 { try await clock.advance(frames: 1) } }
        for k in 0..<2_000 {
            try? await view.assignContentOffset(Point(x: 0, y: Double(k % 500)))
            await Task.yield()
        }
        try await driver.value
        try await clock.stop()
        let events = await collector.value
        #expect(events.count > 2_000)
        let inversions = zip(events, events.dropFirst()).filter { $0.sequence > $1.sequence }
        #expect(inversions.isEmpty, "\(inversions.prefix(3).map { "\($0.0) then \($0.1)" })")
    }

    @Test func mergedStreamIsOrderedByFrameSourceAndSequence() async throws {
        let clock = try DisplayClock()
        let stream = clock.events()
        let b = try Make.list(clock, id: "b")
        let a = try Make.list(clock, id: "a")
        try await b.fling(velocity: Point(x: 0, y: 900))
        try await a.fling(velocity: Point(x: 0, y: -900))
        try await clock.advance(frames: 20)
        try await clock.stop()
        var events: [ScrollViewEvent] = []
        for await e in stream { events.append(e) }
        #expect(events.count > 20)
        for (x, y) in zip(events, events.dropFirst()) { #expect(ScrollViewEvent.precedes(x, y)) }
        #expect(Set(events.map(\.source)) == ["a", "b"])
    }

    @Test func realTimeGivesTheSameOffsetsAtTheSameFramesAsVirtualTime() async throws {
        func offsets(_ mode: DisplayClock.Mode) async throws -> [Int: Point] {
            let clock = try DisplayClock(mode: mode)
            let list = try Make.list(clock)
            let log = await list.recordEvents()
            try await list.fling(velocity: Point(x: 0, y: 2500))
            try await clock.advance(frames: 15)  // a quarter of a second
            var byFrame: [Int: Point] = [:]
            for e in await log.events where e.name == "didScroll" { byFrame[e.frame] = e.contentOffset }
            return byFrame
        }
        let virtual = try await offsets(.virtual)
        let real = try await offsets(.realTime)
        #expect(!real.isEmpty)
        for (frame, offset) in real { #expect(virtual[frame] == offset, "frame \(frame)") }
    }

    @Test func aCancelledSubscriberLeaksNothingAndBlocksNothing() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let stream = await list.events(buffering: .unbounded)
        let slow = await list.events()
        let reader = Task { for await _ in stream {} }
        #expect(await list.subscriberCount == 2)
        reader.cancel()
        _ = await reader.value
        // The slow subscriber never reads: the simulation goes on regardless.
        try await list.fling(velocity: Point(x: 0, y: 3000))
        try await clock.runUntilSettled()
        for _ in 0..<100 where await list.subscriberCount > 1 { await Task.yield() }
        #expect(await list.subscriberCount == 1)
        _ = slow
    }

    @Test func boundedSubscribersCountWhatTheyDrop() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let stream = await list.events(buffering: .newest(4))
        try await list.fling(velocity: Point(x: 0, y: 1000))
        try await clock.runUntilSettled()
        #expect(await list.droppedEventCount > 0)
        _ = stream
    }

    @Test func inFrameDelegatesReactWithinTheSameFrame() async throws {
        let clock = try DisplayClock()
        let pages = try Make.pages(clock)
        let titles = try Make.list(clock, id: "titles")
        let log = await titles.recordEvents()
        await pages.addDelegate { event in
            if event.name == "didEndDecelerating" {
                try? await titles.setContentOffset(Point(x: 0, y: 500), animated: false)
            }
        }
        let pagesLog = await pages.recordEvents()
        try await pages.fling(velocity: Point(x: 800, y: 0))
        try await clock.runUntilSettled()
        let end = try #require(await pagesLog.events.last)
        #expect(end.name == "didEndDecelerating")
        #expect(await log.events.first?.frame == end.frame)
    }

    @Test func badInputNamesTheArgumentAndTheRestKeepsWorking() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let other = try Make.list(clock, id: "other")
        await #expect(throws: ScrollPhysicsError(argument: "velocity.y", expected: "a finite number", actual: "nan")) {
            try await list.fling(velocity: Point(x: 0, y: .nan))
        }
        await #expect(
            throws: ScrollPhysicsError(argument: "contentOffset.x", expected: "a finite number", actual: "inf")
        ) {
            try await list.setContentOffset(Point(x: .infinity, y: 0), animated: true)
        }
        await #expect(
            throws: ScrollPhysicsError(argument: "contentSize.width", expected: "a number >= 0", actual: "-5.0")
        ) {
            try await list.setContentSize(Size(width: -5, height: 10))
        }
        #expect(throws: ScrollPhysicsError.self) {
            try ScrollView(id: "bad", clock: clock, size: Size(width: -1, height: 1), contentSize: .zero)
        }
        #expect(throws: SimulationError.self) { try DisplayClock(framesPerSecond: 0) }
        await #expect(throws: SimulationError.self) { try await clock.advance(frames: -1) }
        #expect(await list.contentOffset == Point(x: 0, y: -99))
        try await other.fling(velocity: Point(x: 0, y: 800))
        try await clock.runUntilSettled()
        #expect(await other.contentOffset.y > 0)
        try await clock.stop()
        await #expect(throws: SimulationError.clockStopped) { try await list.fling(velocity: Point(x: 0, y: 10)) }
        await #expect(throws: SimulationError.clockStopped) { try await clock.advance(frames: 1) }
        await #expect(throws: SimulationError.clockStopped) { try await clock.sleep(for: .seconds(1)) }
    }

    @Test func aThreadCountOutsideThePoolIsRefused() {
        #expect(
            throws: SimulationError.invalidArgument(
                argument: "threads", expected: "1...\(DisplayClock.maximumThreads) (one per core)", actual: "0")
        ) { try DisplayClock(threads: 0) }
        #expect(throws: SimulationError.self) { try DisplayClock(threads: DisplayClock.maximumThreads + 1) }
    }

    /// The 64-bit conversions agree with exact 128-bit arithmetic on attoseconds.
    @Test(arguments: [1, 24, 59, 60, 90, 120, 144, 240])
    func frameConversionsAgreeWithExactArithmetic(framesPerSecond fps: Int) {
        let perSecond = FrameMath.attosecondsPerSecond
        var rng = SeededGenerator(seed: UInt64(fps))
        for _ in 0..<2_000 {
            let n = Int.random(in: 0...5_000_000, using: &rng)
            let exact = Int128(n) * perSecond / Int128(fps)
            let (s, atto) = FrameMath.instant(ofFrame: n, framesPerSecond: fps).offset.components
            #expect(Int128(s) * perSecond + Int128(atto) == exact)

            let offset =
                Int128(Int64.random(in: 0...(1 << 52), using: &rng)) * 1_000_000
                + Int128(Int.random(in: -2...2, using: &rng))
            let instant = DisplayClock.Instant(
                offset: Duration(
                    secondsComponent: Int64(offset / perSecond), attosecondsComponent: Int64(offset % perSecond)))
            let scaled = offset * Int128(fps)
            let frame = offset <= 0 ? 0 : scaled / perSecond + (scaled % perSecond == 0 ? 0 : 1)
            #expect(Int128(FrameMath.frame(atOrAfter: instant, framesPerSecond: fps)) == frame)
        }
        #expect(
            FrameMath.frame(atOrAfter: FrameMath.instant(ofFrame: 12_345, framesPerSecond: fps), framesPerSecond: fps)
                == 12_345)
        #expect(FrameMath.frame(atOrAfter: DisplayClock.Instant(offset: .seconds(-1)), framesPerSecond: fps) == 0)
    }

    @Test func aFrameOutOfAClocksRangeIsRefused() throws {
        for (index, rate) in [
            (0, 0), (0, -60), (0, 241), (-1, 60), (Int.max, 60), (DisplayClock.maximumFrame + 1, 120),
        ] {
            #expect(throws: SimulationError.self) { try DisplayFrame(index: index, framesPerSecond: rate) }
        }
        let last = try DisplayFrame(index: DisplayClock.maximumFrame, framesPerSecond: 1)
        #expect(last.targetTimestamp.isFinite && last.targetTimestamp > last.timestamp)
    }

    @Test func frameTimesAreDerivedFromTheIndex() throws {
        let frame = try DisplayFrame(index: 18, framesPerSecond: 60)
        #expect(frame.timestamp == 0.3)
        #expect(frame.targetTimestamp == 19.0 / 60)
        #expect(frame.duration == 1.0 / 60)
        #expect(
            FrameMath.frame(atOrAfter: FrameMath.instant(ofFrame: 7, framesPerSecond: 60), framesPerSecond: 60) == 7)
        #expect(FrameMath.frame(atOrAfter: DisplayClock.Instant(offset: .milliseconds(250)), framesPerSecond: 60) == 15)
        #expect(
            FrameMath.frame(atOrAfter: DisplayClock.Instant(offset: .milliseconds(251)), framesPerSecond: 120) == 31)
    }
}

@Suite struct FrameStreamTests {
    @Test func theFrameStreamCarriesTheSameEventsOneFrameAtATime() async throws {
        let clock = try DisplayClock()
        let events = clock.events()
        let frames = clock.frames()
        for i in 0..<5 {
            try await Make.list(clock, id: "v\(i)").fling(velocity: Point(x: 0, y: Double(500 + 300 * i)))
        }
        try await clock.advance(frames: 30)
        try await clock.stop()
        var single: [ScrollViewEvent] = []
        for await event in events { single.append(event) }
        var batched: [[ScrollViewEvent]] = []
        for await frame in frames { batched.append(frame) }
        #expect(batched.flatMap { $0 } == single)
        #expect(batched.allSatisfy { frame in frame.allSatisfy { $0.frame == frame.first?.frame } })
        #expect(batched.map { $0[0].frame } == Array(Set(single.map(\.frame))).sorted())
    }
}
