import Testing

@testable import ScrollSimulator

/// Delegates called as UIKit calls them: a plain synchronous call inside the frame.
@Suite struct SynchronousDelegateTests {
    /// What a synchronous delegate saw: each event's name and the clock's frame when it was called.
    final class Seen: @unchecked Sendable {
        // @unchecked: written only by the delegate, inside frames on the view's thread, and read
        // after the clock stops.
        var calls: [(name: String, frame: Int, clockFrame: Int)] = []
    }

    @Test func aSynchronousDelegateSeesWhatAnAwaitedOneSeesInsideTheFrame() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let awaited = await list.recordEvents()
        let seen = Seen()
        await list.addSynchronousDelegate { event in
            seen.calls.append((event.name, event.frame, clock.frameIndex))
        }
        try await list.fling(velocity: Point(x: 0, y: 1200))
        try await clock.runUntilSettled()
        try await clock.stop()
        let all = await awaited.events
        #expect(seen.calls.map(\.name) == all.map(\.name))
        #expect(seen.calls.count > 10)
        #expect(seen.calls.last?.name == "didEndDecelerating")
        // Called in the frame of the event, not later.
        #expect(seen.calls.allSatisfy { $0.frame == $0.clockFrame })
    }

    @Test func whatASynchronousDelegateThrowsSurfacesFromTheNextAdvanceNamingTheView() async throws {
        struct Refusal: Error {}
        let clock = try DisplayClock()
        let feed = try Make.list(clock, id: "feed")
        await feed.addSynchronousDelegate { event in
            if event.name == "didEndDecelerating" { throw Refusal() }
        }
        let failure = try await flingExpectingOneDelegateFailure(feed, clock: clock)
        #expect(failure?.error is Refusal)
        try await clock.stop()  // reported once: nothing left to throw
    }

    @Test func anAwaitedDelegateAddedBySynchronousOneSeesEveryLaterEvent() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let seen = Seen()
        let later = Seen()
        await list.addSynchronousDelegate { event in
            seen.calls.append((event.name, event.frame, clock.frameIndex))
            guard seen.calls.count == 1 else { return }
            // The view shares the thread the delegate runs on: it adds an awaited delegate in place.
            list.assumeIsolated { list in
                @Sendable nonisolated(nonsending) func note(_ event: ScrollViewEvent) async {
                    later.calls.append((event.name, event.frame, clock.frameIndex))
                }
                list.addDelegate(note)
            }
        }
        try await list.fling(velocity: Point(x: 0, y: 1200))
        try await clock.runUntilSettled()
        try await clock.stop()
        // The awaited delegate joins from the next round on (the delegates are a snapshot per
        // round): every event of the later frames, in order, none lost on the way.
        let firstFrame = try #require(seen.calls.first?.frame)
        #expect(seen.calls.count > 10)
        #expect(later.calls.map(\.name) == seen.calls.filter { $0.frame > firstFrame }.map(\.name))
        #expect(later.calls.allSatisfy { $0.frame == $0.clockFrame })
    }

    @Test func aRemovedSynchronousDelegateIsNotCalledAgain() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let seen = Seen()
        let token = await list.addSynchronousDelegate { event in
            seen.calls.append((event.name, event.frame, clock.frameIndex))
        }
        try await list.setContentOffset(Point(x: 0, y: 200), animated: true)
        try await clock.advance(frames: 3)
        let before = seen.calls.count
        await list.removeDelegate(token)
        try await clock.runUntilSettled()
        try await clock.stop()
        #expect(before > 0)
        #expect(seen.calls.count == before)
    }

    /// Flings `second`, then `first`, so that both fly from the same frame, in which `first`'s
    /// delegate reacts first (creation order) and runs `act`, once, at its first didScroll; runs
    /// five frames and stops the clock. Returns the frame `act` ran in.
    static func flyBoth(
        _ first: ScrollView, _ second: ScrollView, clock: DisplayClock,
        firstDelegateRuns act: @escaping @Sendable () async throws -> Void
    ) async throws -> Int {
        let acted = Locked<Int?>(nil)
        @Sendable nonisolated(nonsending) func once(_ event: ScrollViewEvent) async throws {
            guard event.name == "didScroll", acted.withLock({ $0 }) == nil else { return }
            acted.withLock { $0 = event.frame }
            try await act()
        }
        await first.addDelegate(once)
        try await second.fling(velocity: Point(x: 0, y: 1500))
        try await first.fling(velocity: Point(x: 0, y: 1500))
        try await clock.advance(frames: 5)
        try await clock.stop()
        return try #require(acted.withLock { $0 })
    }

    @Test func aViewsDelegateSeesItsStepBeforeWhatAnEarlierViewsDelegateDidToItInTheFrame() async throws {
        let clock = try DisplayClock()
        let first = try Make.list(clock, id: "first")
        let second = try Make.list(clock, id: "second")
        let seen = Locked<[ScrollViewEvent]>([])
        await second.addSynchronousDelegate { event in seen.withLock { $0.append(event) } }
        // The first view's delegate moves the second view, whose step events of that frame are
        // still waiting for its own delegate.
        let frame = try await Self.flyBoth(first, second, clock: clock) {
            try await second.setContentOffset(Point(x: 0, y: 40), animated: false)
        }
        let events = seen.withLock { $0 }
        // In the order they happened, with no gap: the step's events, then the command's didScroll.
        #expect(events.map(\.sequence) == Array(0..<events.count))
        let inFrame = events.filter { $0.frame == frame }
        #expect(inFrame.map(\.name) == ["willBeginDragging", "didScroll", "didScroll"])
        #expect(inFrame.last?.contentOffset == Point(x: 0, y: 40))
        #expect(inFrame.dropLast().allSatisfy { $0.contentOffset != Point(x: 0, y: 40) })
    }

    @Test func aDelegateSetByAnEarlierViewsDelegateInTheFrameSeesTheFramesEvents() async throws {
        let clock = try DisplayClock()
        let first = try Make.list(clock, id: "first")
        let second = try Make.list(clock, id: "second")
        let replaced = Locked<[ScrollViewEvent]>([])
        let replacement = Locked<[ScrollViewEvent]>([])
        let token = await second.addSynchronousDelegate { event in replaced.withLock { $0.append(event) } }
        // The first view's delegate replaces the second view's before the second view's events of
        // that frame are delivered: as in UIKit, the delegate in place when they are sees them.
        let frame = try await Self.flyBoth(first, second, clock: clock) {
            await second.removeDelegate(token)
            await second.addSynchronousDelegate { event in replacement.withLock { $0.append(event) } }
        }
        let old = replaced.withLock { $0 }
        let new = replacement.withLock { $0 }
        #expect(old.allSatisfy { $0.frame < frame })
        #expect(new.first?.frame == frame, "\(new.map(\.name))")
        // Between them, every event of the second view once, in order.
        #expect((old + new).map(\.sequence) == Array(0..<(old.count + new.count)))
    }
}
