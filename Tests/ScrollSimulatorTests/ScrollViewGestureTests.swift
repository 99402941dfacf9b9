import Testing

@testable import ScrollSimulator

/// Issue 3: every gesture of the reference through the actor engine, in virtual time.
@Suite struct ScrollViewGestureTests {
    @Test func flingGivesTheFullSequenceAndRestsOnTheTarget() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let log = await list.recordEvents()
        try await list.fling(velocity: Point(x: 0, y: 1200))
        let frames = try await clock.runUntilSettled()
        #expect(frames > 0)
        #expect(
            withoutDidScroll(await log.names)
                == [
                    "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
                    "didEndDecelerating",
                ])
        let release = try #require(await log.events.first { $0.name == "willEndDragging" })
        guard case .willEndDragging(let velocity, let target) = release.call else { return }
        #expect(velocity == Point(x: 0, y: 1.2))  // pt/ms, exactly the fling's velocity
        #expect(await list.contentOffset == target)
        #expect(abs(target.y - (release.contentOffset.y + 1200 / DecelerationRate.normal.decayConstant)) < 1e-9)
        // The fling is 3 frames long at 1200 pt/s (20 pt per frame passes the 10 pt slop at once).
        #expect(release.frame == 3)
        #expect(await log.events.first?.frame == 1)
    }

    /// A fling lasts a time, not a count of frames: at 60 and 120 Hz it is released at the same
    /// time from the same offset, so it moves the same way after (issue found by a scenario author:
    /// 3 frames at 120 Hz released it half as far, 30 pt short of the 60 Hz rest).
    @Test func aFlingIsTheSameGestureAtEveryFrameRate() async throws {
        func run(_ framesPerSecond: Int) async throws -> (release: ScrollViewEvent, rest: ScrollViewEvent) {
            let clock = try DisplayClock(framesPerSecond: framesPerSecond)
            let list = try Make.list(clock)
            let log = await list.recordEvents()
            try await list.fling(velocity: Point(x: 0, y: 1200))
            try await clock.runUntilSettled()
            let events = await log.events
            try await clock.stop()
            return (
                try #require(events.first { $0.name == "willEndDragging" }),
                try #require(events.last { $0.name == "didEndDecelerating" })
            )
        }
        let (release60, rest60) = try await run(60)
        let (release120, rest120) = try await run(120)
        #expect(release60.time == 0.05 && release120.time == 0.05)
        #expect(release60.contentOffset == release120.contentOffset)
        #expect(abs(rest60.contentOffset.y - rest120.contentOffset.y) < 1e-9)
        #expect(GestureTiming.flingFrames(velocity: Point(x: 0, y: 1200), slop: 10, framesPerSecond: 120) == 6)
    }

    @Test func aDiscardedViewStopsWhereItIsSilentlyAndRefusesCommands() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let log = await list.recordEvents()
        try await list.fling(velocity: Point(x: 0, y: 1200))
        try await clock.advance(frames: 20)
        let count = await log.events.count
        list.discard()
        list.discard()  // twice changes nothing
        #expect(list.isDiscarded)
        try await clock.advance(frames: 1)
        let stoppedAt = await list.contentOffset
        #expect(await log.events.count == count)  // no didScroll, no didEndDecelerating
        #expect(await !list.isInFlight)
        #expect(await !list.isDecelerating)
        #expect(await !clock.hasMotionInFlight)
        await #expect(throws: SimulationError.self) { try await list.fling(velocity: Point(x: 0, y: 500)) }
        try await clock.runUntilIdle()
        #expect(await list.contentOffset == stoppedAt)
        #expect(await log.events.count == count)
        try await clock.stop()
    }

    @Test func dragReleasesWithTheVelocityOfItsSamples() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let log = await list.recordEvents()
        try await list.drag(by: Point(x: 0, y: -300), duration: 0.25)
        try await clock.advance(frames: 15)
        let release = try #require(await log.events.first { $0.name == "willEndDragging" })
        #expect(release.frame == 15)
        #expect(release.contentOffset == Point(x: 0, y: -99 + 300))
        guard case .willEndDragging(let velocity, _) = release.call else { return }
        #expect(abs(velocity.y - 1.2) < 1e-9)
    }

    @Test func animatedSetContentOffsetEndsWithTheCallbackAndAPlainAssignmentDoesNot() async throws {
        let clock = try DisplayClock()
        let pages = try Make.pages(clock)
        let log = await pages.recordEvents()
        try await pages.setContentOffset(Point(x: 3 * 375, y: 0), animated: true)
        #expect(try await clock.runUntilSettled() == 18)
        #expect(await log.names.last == "didEndScrollingAnimation")
        #expect(await log.events.last?.time == 0.3)
        #expect(await log.events.last?.frame == 18)
        try await pages.assignContentOffset(Point(x: 375, y: 0))
        try await clock.advance(frames: 30)
        #expect(await log.names.suffix(2) == ["didEndScrollingAnimation", "didScroll"])
    }

    @Test func aTouchDuringDecelerationStopsIt() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let log = await list.recordEvents()
        try await list.fling(velocity: Point(x: 0, y: 2000))
        try await clock.advance(frames: 30)
        #expect(await list.isDecelerating)
        try await list.touchDown(at: Point(x: 100, y: 100))
        let stopped = await list.contentOffset
        let decelerating = await list.isDecelerating
        let tracking = await list.isTracking
        #expect(!decelerating && tracking)
        try await clock.advance(frames: 10)
        #expect(await list.contentOffset == stopped)
        try await list.touchUp()
        #expect(await log.names.suffix(2) == ["didEndDragging", "didEndDecelerating"])
        #expect(await clock.activeViewCount == 0)
    }

    @Test func willEndDraggingHookMovesTheRestingPointExactly() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        await list.setWillEndDraggingHook { event in
            guard case .willEndDragging(_, let target) = event.call else { return nil }
            return Point(x: 0, y: (target.y / 44).rounded() * 44)  // snap to rows of 44 pt
        }
        try await list.fling(velocity: Point(x: 0, y: 1500))
        try await clock.runUntilSettled()
        let y = await list.contentOffset.y
        #expect(y == (y / 44).rounded() * 44)
    }

    @Test func aHookTargetThatIsNotFiniteIsReportedAndTheReleaseGoesOnOnce() async throws {
        // Scripted: the error is the next advance's, and willEndDragging is emitted once, with the
        // release going on as if the hook had answered nothing.
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let log = await list.recordEvents()
        await list.setWillEndDraggingHook { _ in Point(x: 0, y: .nan) }
        try await list.fling(velocity: Point(x: 0, y: 1500))
        await #expect {
            try await clock.runUntilSettled()
        } throws: { error in
            guard case .failed(let failures) = error as? SimulationError else { return false }
            return failures.map(\.origin) == [.delegate(view: "list")]
                && "\(failures[0].error)".hasPrefix("the willEndDragging hook's targetContentOffset.y: expected")
        }
        try await clock.runUntilSettled()
        let names = await log.names
        #expect(names.filter { $0 == "willEndDragging" }.count == 1)
        #expect(names.last == "didEndDecelerating")
        // By hand: the touch-up throws with nothing emitted and the finger still down.
        try await list.touchDown(at: Point(x: 100, y: 300))
        try await clock.advance(frames: 1)
        try await list.touchMove(to: Point(x: 100, y: 200))
        try await clock.advance(frames: 1)
        let before = await log.names.count
        await #expect(throws: ScrollPhysicsError.self) { try await list.touchUp() }
        #expect(await log.names.count == before)
        #expect(await list.isTracking)
        try await clock.stopAbandoningPendingWork()
    }

    @Test func pagingSwipeLandsExactlyOnThePage() async throws {
        let clock = try DisplayClock()
        let pages = try Make.pages(clock)
        try await pages.drag(by: Point(x: -120, y: 0), duration: 0.1)
        try await clock.runUntilSettled()
        #expect(await pages.contentOffset == Point(x: 375, y: 0))
        #expect(await pages.contentOffset.x / 375 == 1)
    }

    @Test func scrollToTopSendsDidScrollToTop() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock, offset: Point(x: 0, y: 800))
        let log = await list.recordEvents()
        #expect(try await list.scrollToTop())
        try await clock.runUntilSettled()
        #expect(await list.contentOffset == Point(x: 0, y: -99))
        #expect(await log.names.last == "didScrollToTop")
        #expect(try await list.scrollToTop(allowed: false) == false)
    }

    @Test func aFlingThatDoesNotMoveIsRefused() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        await #expect(
            throws: SimulationError.invalidArgument(
                argument: "velocity", expected: "a nonzero velocity (a touch that does not move is tap(frames:at:))",
                actual: "\(Point.zero)")
        ) { try await list.fling(velocity: .zero) }
        #expect(await !list.isTracking)  // nothing went down
        try await list.touchDown(at: .zero)
    }

    @Test func scriptedAndManualTouchesDoNotMix() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        try await list.drag(by: Point(x: 0, y: -100), duration: 0.2)
        // The refusal says until when the gesture plays: 0.2 s is 12 frames.
        await #expect(
            throws: SimulationError.invalidArgument(
                argument: "touch", expected: "no scripted gesture in progress",
                actual: "a drag, fling or tap that lifts in frame 12 (now 0)")
        ) { try await list.touchDown(at: .zero) }
        try await clock.runUntilSettled()
        try await list.touchDown(at: .zero)  // the gesture is over: touches work again
    }
}
