import Testing

@testable import ScrollPhysics

/// Reference §6: the delegate calls of each gesture, in order, with UIKit's flags.
@Suite struct MotionEventOrderTests {
    @Test func dragAndFlingGiveTheFullSequence() throws {
        var d = try Driver(Fixtures.list())
        try d.drag(Point(x: 0, y: -120), frames: 6)
        #expect(d.motion.isDecelerating && !d.motion.isDragging && !d.motion.isTracking)
        try d.settle()
        let compact = d.names.filter { $0 != "didScroll" }
        #expect(
            compact == [
                "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating",
            ])
        #expect(d.names.first == "willBeginDragging" && d.names[1] == "didScroll")
        #expect(d.motion.phase == .idle)
    }

    @Test func aViewThatScrollsOnNeitherAxisNeverBeginsDragging() throws {
        // Content no larger than the bounds, alwaysBounce off; then alwaysBounce on with bounces off.
        for (bounces, alwaysBounce) in [(true, false), (false, true)] {
            let geometry = try ScrollGeometry(
                boundsSize: Fixtures.screen, contentSize: Fixtures.screen, bounces: bounces,
                alwaysBounceVertical: alwaysBounce)
            var d = try Driver(try ScrollViewConfiguration(geometry: geometry))
            try d.drag(Point(x: 0, y: -200), frames: 10)
            try d.settle()
            #expect(d.names.isEmpty, "bounces \(bounces), alwaysBounce \(alwaysBounce)")
            #expect(d.motion.contentOffset == .zero)
        }
        // With bounce, alwaysBounceVertical makes it scroll: the drag begins.
        let bouncy = try ScrollGeometry(
            boundsSize: Fixtures.screen, contentSize: Fixtures.screen, alwaysBounceVertical: true)
        var d = try Driver(try ScrollViewConfiguration(geometry: bouncy))
        try d.drag(Point(x: 0, y: -200), frames: 10)
        #expect(d.names.first == "willBeginDragging")
    }

    @Test func willEndDraggingCarriesVelocityInPointsPerMillisecondAndTheTarget() throws {
        var d = try Driver(Fixtures.list())
        try d.drag(Point(x: 0, y: -120), frames: 6)  // 20 pt per frame at 60 Hz: 1200 pt/s
        let release = try #require(d.log.first { $0.event.call.name == "willEndDragging" })
        guard case .willEndDragging(let velocity, let target) = release.event.call else { return }
        #expect(abs(velocity.y - 1.2) < 1e-9)
        #expect(abs(target.y - (release.event.contentOffset.y + 1200 / DecelerationRate.normal.decayConstant)) < 1e-9)
        try d.settle()
        #expect(d.motion.contentOffset.y == target.y)  // bit-exact landing
    }

    @Test func slowReleaseDoesNotDecelerate() throws {
        var d = try Driver(Fixtures.list(), offset: Point(x: 0, y: 200))
        try d.drag(Point(x: 0, y: -30), frames: 3)
        try d.run(seconds: 0.2)  // the finger rests 200 ms: not modelled here, so lift later instead
        var e = try Driver(Fixtures.list(), offset: Point(x: 0, y: 200))
        try e.record { m, t, emit in try m.touchDown(at: Point(x: 0, y: 300), time: t, emit: emit) }
        e.frame = 3
        try e.record { m, t, emit in try m.touchMove(to: Point(x: 0, y: 270), time: t, emit: emit) }
        e.frame = 12  // rested 150 ms
        try e.record { m, t, emit in try m.touchUp(time: t, emit: emit) }
        #expect(e.names == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging"])
        #expect(e.log.last?.event.call == .didEndDragging(willDecelerate: false))
        #expect(e.motion.phase == .idle)
    }

    @Test func aShortRestBeforeLiftingCountsInTheReleaseVelocity() throws {
        // One move of 100 pt after 0.3 s, then a rest of 83 ms: the last 100 ms hold only the move's
        // sample and the release at the same place, so nothing is left to decelerate. (The span
        // used to start at the touch-down, 383 ms old, and released at 333 pt/s.)
        var d = try Driver(Fixtures.list(), offset: Point(x: 0, y: 200))
        try d.record { m, t, emit in try m.touchDown(at: Point(x: 0, y: 400), time: t, emit: emit) }
        d.frame = 18
        try d.record { m, t, emit in try m.touchMove(to: Point(x: 0, y: 300), time: t, emit: emit) }
        d.frame = 23
        try d.record { m, t, emit in try m.touchUp(time: t, emit: emit) }
        #expect(d.log.last?.event.call == .didEndDragging(willDecelerate: false))
        let release = try #require(d.log.first { $0.event.call.name == "willEndDragging" })
        #expect(release.event.call == .willEndDragging(velocity: .zero, targetContentOffset: Point(x: 0, y: 300)))
    }

    @Test func aTouchDuringDecelerationStopsItAndLiftingEndsIt() throws {
        var d = try Driver(Fixtures.list())
        try d.drag(Point(x: 0, y: -200), frames: 5)
        try d.run(seconds: 0.5)
        let stoppedAt = d.motion.contentOffset
        d.log.removeAll()
        try d.tap()
        #expect(d.motion.contentOffset == stoppedAt)
        #expect(d.names == ["didEndDragging", "didEndDecelerating"])
        #expect(d.log.first?.event.call == .didEndDragging(willDecelerate: false))
        try d.run(seconds: 0.5)
        #expect(d.motion.contentOffset == stoppedAt)
    }

    @Test func olderIOSSendsNoDidEndDeceleratingAfterTheInterruption() throws {
        var config = try Fixtures.list()
        config.sendsDidEndDeceleratingAfterInterruption = false
        var d = try Driver(config)
        try d.drag(Point(x: 0, y: -200), frames: 5)
        try d.run(seconds: 0.5)
        d.log.removeAll()
        try d.tap()
        #expect(d.names == ["didEndDragging"])
    }

    @Test func draggingAgainAfterAnInterruptionStartsANewCycle() throws {
        var d = try Driver(Fixtures.list())
        try d.drag(Point(x: 0, y: -200), frames: 5)
        try d.run(seconds: 0.3)
        d.log.removeAll()
        try d.drag(Point(x: 0, y: 100), frames: 5)
        #expect(d.names.first == "willBeginDragging")
        #expect(EventGrammar.firstViolation(in: d.log.map(\.event.call), atRest: false) == nil)
    }

    @Test func tapAtRestSendsNothing() throws {
        var d = try Driver(Fixtures.list())
        try d.tap()
        #expect(d.log.isEmpty)
    }

    /// Content that a plain offset left out of range, or off its page, is at rest: a tap begins no
    /// drag, so it sends nothing and moves nothing (only a touch that stops a motion ends with
    /// `didEndDragging`, §6). It used to send `didEndDragging(true)` and spring back.
    @Test func aTapOnContentAtRestOutOfRangeOrOffItsPageSendsNothingAndMovesNothing() throws {
        for (configuration, offset) in [
            (try Fixtures.list(), Point(x: 0, y: -200)), (try Fixtures.pages(), Point(x: 100, y: 0)),
        ] {
            var d = try Driver(configuration, offset: offset)
            try d.run(seconds: 0.1)
            try d.tap()
            try d.run(seconds: 1)
            #expect(d.log.isEmpty)
            #expect(d.motion.contentOffset == offset)
            #expect(!d.motion.isInFlight)
        }
    }

    @Test func movementWithinTheSlopSendsNothing() throws {
        var d = try Driver(Fixtures.list())
        try d.record { m, t, emit in try m.touchDown(at: Point(x: 0, y: 300), time: t, emit: emit) }
        try d.record { m, t, emit in try m.touchMove(to: Point(x: 0, y: 291), time: t, emit: emit) }
        #expect(d.log.isEmpty && d.motion.phase == .tracking && d.motion.isTracking && !d.motion.isDragging)
        try d.record { m, t, emit in try m.touchMove(to: Point(x: 0, y: 289), time: t, emit: emit) }
        #expect(d.names == ["willBeginDragging", "didScroll"])
        #expect(d.motion.contentOffset.y == -99 + 11)
        #expect(d.motion.phase == .dragging)
    }

    @Test func willEndDraggingHookMovesTheRestingPointExactly() throws {
        var d = try Driver(Fixtures.list())
        try d.drag(Point(x: 0, y: -120), frames: 6, adjust: { _ in Point(x: 0, y: 440) })
        try d.settle()
        #expect(d.motion.contentOffset == Point(x: 0, y: 440))
        #expect(d.names.last == "didEndDecelerating")
    }

    @Test func pagingViewsIgnoreTheTargetHook() throws {
        var d = try Driver(Fixtures.pages())
        try d.drag(Point(x: -100, y: 0), frames: 5, adjust: { _ in Point(x: 3 * 375, y: 0) })
        try d.settle()
        #expect(d.motion.contentOffset == Point(x: 375, y: 0))
    }

    @Test func pagingSwipeSnapsToTheNextPage() throws {
        var d = try Driver(Fixtures.pages())
        try d.drag(Point(x: -100, y: 0), frames: 5)
        #expect(d.motion.phase == .pageSnapping)
        let release = try #require(d.log.first { $0.event.call.name == "willEndDragging" })
        guard case .willEndDragging(_, let target) = release.event.call else { return }
        #expect(target == Point(x: 375, y: 0))
        try d.settle()
        #expect(d.motion.contentOffset == Point(x: 375, y: 0))
        #expect(
            d.names.filter { $0 != "didScroll" }
                == [
                    "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
                    "didEndDecelerating",
                ])
    }

    @Test func pagingCancelledSwipeSnapsBack() throws {
        var d = try Driver(Fixtures.pages())
        try d.record { m, t, emit in try m.touchDown(at: Point(x: 300, y: 300), time: t, emit: emit) }
        for i in 1...10 {
            d.frame += 1
            try d.record { m, t, emit in
                try m.touchMove(to: Point(x: 300 - 10 * Double(i), y: 300), time: t, emit: emit)
            }
        }
        d.frame += 12  // rest, then lift: no velocity, 100 pt short of the half page
        try d.record { m, t, emit in try m.touchUp(time: t, emit: emit) }
        try d.settle()
        #expect(d.motion.contentOffset == .zero)
        #expect(d.names.contains("didEndDecelerating"))
    }

    @Test func flingPastTheBottomEdgeBouncesBack() throws {
        var d = try Driver(Fixtures.list(contentHeight: 1200), offset: Point(x: 0, y: 400))
        try d.drag(Point(x: 0, y: -300), frames: 5)  // 3600 pt/s towards the bottom
        var overshoot = 0.0
        while d.motion.isInFlight {
            try d.tick()
            overshoot = max(overshoot, d.motion.contentOffset.y - (1200 + 49 - 667))
            if d.motion.phase == .bouncing { #expect(d.motion.isDecelerating) }
        }
        #expect(overshoot > 10)
        #expect(d.motion.contentOffset.y == 1200 + 49 - 667)
    }

    @Test func bouncesOffStopsDeadAtTheEdge() throws {
        var d = try Driver(Fixtures.list(contentHeight: 1200, bounces: false), offset: Point(x: 0, y: 400))
        try d.drag(Point(x: 0, y: -300), frames: 5)
        let edge = 1200.0 + 49 - 667
        while d.motion.isInFlight {
            try d.tick()
            #expect(d.motion.contentOffset.y <= edge)
        }
        #expect(d.motion.contentOffset.y == edge)
        // Dragging past the edge does not move the content either.
        try d.drag(Point(x: 0, y: -100), frames: 5)
        #expect(d.motion.contentOffset.y == edge)
    }

    @Test func dragPastTheTopRubberBandsAndSpringsBack() throws {
        var d = try Driver(Fixtures.list())
        try d.record { m, t, emit in try m.touchDown(at: Point(x: 0, y: 100), time: t, emit: emit) }
        d.frame += 1
        try d.record { m, t, emit in try m.touchMove(to: Point(x: 0, y: 500), time: t, emit: emit) }
        let shown = d.motion.contentOffset.y
        #expect(abs(shown - (-99 - RubberBand().offset(forOverscroll: 400, dimension: 667))) < 1e-9)
        d.frame += 10
        try d.record { m, t, emit in try m.touchUp(time: t, emit: emit) }
        #expect(d.log.last?.event.call == .willBeginDecelerating)
        #expect(d.motion.phase == .bouncing)
        try d.settle()
        #expect(d.motion.contentOffset.y == -99)
    }

    @Test func animatedSetContentOffsetEndsWithDidEndScrollingAnimation() throws {
        var d = try Driver(Fixtures.pages())
        try d.record { m, t, emit in
            try m.setContentOffset(Point(x: 3 * 375, y: 0), animated: true, time: t, emit: emit)
        }
        let frames = try d.settle()
        #expect(frames == 18)  // 0.3 s at 60 Hz
        #expect(d.names == Array(repeating: "didScroll", count: 18) + ["didEndScrollingAnimation"])
        #expect(d.motion.contentOffset == Point(x: 1125, y: 0))
        #expect(d.log.last?.time == 0.3)
    }

    @Test func animationFollowsTheEaseInOutCurve() throws {
        var d = try Driver(Fixtures.pages())
        try d.record { m, t, emit in try m.setContentOffset(Point(x: 1000, y: 0), animated: true, time: t, emit: emit) }
        for _ in 0..<9 { try d.tick() }  // t = 0.15: half the time, half the distance
        #expect(abs(d.motion.contentOffset.x - 500) < 1e-6)
        #expect(d.motion.phase == .animating && !d.motion.isDecelerating)
    }

    @Test func plainSetContentOffsetSendsOneDidScrollAndStopsADeceleration() throws {
        var d = try Driver(Fixtures.list())
        try d.drag(Point(x: 0, y: -200), frames: 5)
        try d.run(seconds: 0.2)
        d.log.removeAll()
        try d.record { m, t, emit in try m.setContentOffset(Point(x: 0, y: 50), animated: false, time: t, emit: emit) }
        try d.run(seconds: 1)
        #expect(d.names == ["didScroll"])
        #expect(d.motion.contentOffset == Point(x: 0, y: 50))
    }

    @Test func plainAssignmentDoesNotStopADeceleration() throws {
        var d = try Driver(Fixtures.list())
        try d.drag(Point(x: 0, y: -200), frames: 5)
        try d.run(seconds: 0.2)
        let v = d.motion.velocity.y
        d.log.removeAll()
        try d.record { m, t, emit in try m.assignContentOffset(Point(x: 0, y: 50), time: t, emit: emit) }
        #expect(d.names == ["didScroll"])
        #expect(d.motion.isDecelerating)
        try d.settle()
        #expect(!d.names.contains("didEndScrollingAnimation"))
        #expect(d.names.last == "didEndDecelerating")
        #expect(abs(d.motion.contentOffset.y - (50 + v / DecelerationRate.normal.decayConstant)) < 1e-6)
    }

    /// An assignment during a page snap does not stop it (§5): the snap goes on from the new offset
    /// with the velocity it had, to the page it was snapping to. It re-picked a page from the new
    /// offset and velocity, landing on one that was neither (750 here).
    @Test func plainAssignmentDuringAPageSnapKeepsItsPage() throws {
        var d = try Driver(Fixtures.pages())
        try d.drag(Point(x: -100, y: 0), frames: 6)
        #expect(d.motion.isDecelerating)
        let target = d.motion.restingOffset
        #expect(target == Point(x: 375, y: 0))
        try d.run(seconds: 0.1)
        try d.record { m, t, emit in try m.assignContentOffset(Point(x: 1125, y: 0), time: t, emit: emit) }
        #expect(d.motion.isDecelerating && d.motion.restingOffset == target)
        try d.settle()
        #expect(d.motion.contentOffset == Point(x: 375, y: 0))
        #expect(d.names.last == "didEndDecelerating")
    }

    /// An assignment during an animated setContentOffset sends its one didScroll, and the animation
    /// takes the offset back from the next frame on. The frame it was made in evaluated the
    /// animation again at the same time, undoing it there with a second didScroll.
    @Test func plainAssignmentDuringAnAnimationStandsForItsFrame() throws {
        var d = try Driver(Fixtures.list(), offset: Point(x: 0, y: 0))
        try d.record { m, t, emit in try m.setContentOffset(Point(x: 0, y: 1000), animated: true, time: t, emit: emit) }
        try d.run(seconds: 0.15)
        d.log.removeAll()
        try d.record { m, t, emit in try m.assignContentOffset(Point(x: 0, y: 100), time: t, emit: emit) }
        try d.record { m, t, emit in try m.advance(to: t, emit: emit) }  // the same frame's step
        #expect(d.names == ["didScroll"])
        #expect(d.motion.contentOffset == Point(x: 0, y: 100))
        try d.tick()
        #expect(d.motion.contentOffset.y > 500)  // the animation's offset again
        try d.settle()
        #expect(d.names.last == "didEndScrollingAnimation" && d.motion.contentOffset == Point(x: 0, y: 1000))
    }

    @Test func animatedTargetEqualToTheOffsetDoesNothing() throws {
        var d = try Driver(Fixtures.list())
        try d.record { m, t, emit in try m.setContentOffset(Point(x: 0, y: -99), animated: true, time: t, emit: emit) }
        #expect(d.log.isEmpty && !d.motion.isInFlight)
    }

    @Test func aNewAnimationRetargetsFromWhereItIs() throws {
        var d = try Driver(Fixtures.pages())
        try d.record { m, t, emit in try m.setContentOffset(Point(x: 1500, y: 0), animated: true, time: t, emit: emit) }
        try d.run(seconds: 0.1)
        let from = d.motion.contentOffset
        try d.record { m, t, emit in try m.setContentOffset(Point(x: 375, y: 0), animated: true, time: t, emit: emit) }
        try d.settle()
        #expect(from.x > 0)
        #expect(d.names.filter { $0 == "didEndScrollingAnimation" }.count == 1)
        #expect(d.motion.contentOffset.x == 375)
    }

    @Test func scrollToTopAnimatesToMinusInsetTopThenSendsDidScrollToTop() throws {
        var d = try Driver(Fixtures.list(), offset: Point(x: 0, y: 900))
        var scrolled = false
        try d.record { m, t, emit in scrolled = try m.scrollToTop(time: t, emit: emit) }
        try d.settle()
        #expect(scrolled)
        #expect(d.motion.contentOffset == Point(x: 0, y: -99))
        #expect(d.names.last == "didScrollToTop")
        #expect(!d.names.contains("didEndScrollingAnimation"))
    }

    @Test func scrollsToTopOffDoesNothing() throws {
        var config = try Fixtures.list()
        config.scrollsToTop = false
        var d = try Driver(config, offset: Point(x: 0, y: 900))
        var scrolled = true
        try d.record { m, t, emit in scrolled = try m.scrollToTop(time: t, emit: emit) }
        #expect(!scrolled && d.log.isEmpty)
    }

    @Test func scrollRectToVisibleScrollsTheLeastDistance() throws {
        var d = try Driver(Fixtures.list(), offset: Point(x: 0, y: 0))
        try d.record { m, t, emit in
            try m.scrollRectToVisible(Rect(x: 0, y: 1000, width: 10, height: 44), animated: false, time: t, emit: emit)
        }
        #expect(d.motion.contentOffset.y == 1044 - 667)
        d.log.removeAll()
        try d.record { m, t, emit in
            try m.scrollRectToVisible(Rect(x: 0, y: 500, width: 10, height: 44), animated: true, time: t, emit: emit)
        }
        #expect(d.log.isEmpty && !d.motion.isInFlight)  // already visible
    }

    @Test func shrinkingTheContentMovesARestingOffsetIntoRange() throws {
        var d = try Driver(Fixtures.list(), offset: Point(x: 0, y: 2000))
        let smaller = try Fixtures.list(contentHeight: 1000)
        try d.record { m, t, emit in try m.setConfiguration(smaller, at: t, emit: emit) }
        #expect(d.motion.contentOffset.y == 1000 + 49 - 667)
        #expect(d.names == ["didScroll"])
    }

    /// Content that no longer fills the bounds sits at the range's start (§1), whatever was moving:
    /// a deceleration, a page snap, or a drag that lifts afterwards springs back there and ends on
    /// it. They stopped where they were, out of range, for good.
    @Test func contentShrunkBelowTheBoundsMidFlightSpringsBackToTheStart() throws {
        let small = try Fixtures.list(contentHeight: 500, inset: EdgeInsets())
        var deceleration = try Driver(Fixtures.list(inset: EdgeInsets()))
        try deceleration.drag(Point(x: 0, y: -200), frames: 5)
        try deceleration.run(seconds: 0.5)
        var dragging = try Driver(Fixtures.list(inset: EdgeInsets()))
        try dragging.record { m, t, emit in try m.touchDown(at: Point(x: 100, y: 500), time: t, emit: emit) }
        dragging.frame += 1
        try dragging.record { m, t, emit in try m.touchMove(to: Point(x: 100, y: 200), time: t, emit: emit) }
        for var d in [deceleration, dragging] {
            #expect(d.motion.contentOffset.y > 0)
            try d.record { m, t, emit in try m.setConfiguration(small, at: t, emit: emit) }
            if d.motion.isTracking { try d.record { m, t, emit in try m.touchUp(time: t, emit: emit) } }
            #expect(d.motion.isDecelerating)
            try d.settle()
            #expect(d.motion.contentOffset == .zero)
            #expect(d.names.last == "didEndDecelerating")
        }
        var pages = try Driver(Fixtures.pages())
        try pages.drag(Point(x: -100, y: 0), frames: 6)
        try pages.run(seconds: 0.1)
        let onePage = try ScrollViewConfiguration(
            geometry: ScrollGeometry(boundsSize: Fixtures.screen, contentSize: Size(width: 375, height: 0)),
            isPagingEnabled: true)
        try pages.record { m, t, emit in try m.setConfiguration(onePage, at: t, emit: emit) }
        try pages.settle()
        #expect(pages.motion.contentOffset == .zero)
    }

    @Test func badInputIsRejectedAndChangesNothing() throws {
        var d = try Driver(Fixtures.list())
        let before = d.motion.contentOffset
        #expect(throws: ScrollPhysicsError(argument: "contentOffset.y", expected: "a finite number", actual: "nan")) {
            try d.record { m, t, emit in
                try m.setContentOffset(Point(x: 0, y: .nan), animated: true, time: t, emit: emit)
            }
        }
        #expect(throws: ScrollPhysicsError.self) {
            try d.record { m, t, emit in try m.touchDown(at: Point(x: .infinity, y: 0), time: t, emit: emit) }
        }
        #expect(throws: ScrollPhysicsError.self) {
            try d.record { m, _, emit in try m.advance(to: -1, emit: emit) }
        }
        #expect(throws: ScrollPhysicsError.self) {
            try d.record { m, t, emit in try m.touchUp(time: t, emit: emit) }
        }
        // A rect to show as large as no screen is, like every other extent past 1e12 pt.
        #expect(
            throws: ScrollPhysicsError(
                argument: "rect.size.height", expected: "a number within [0, 1e12]", actual: "10000000000000.0")
        ) {
            try d.record { m, t, emit in
                try m.scrollRectToVisible(
                    Rect(origin: .zero, size: Size(width: 10, height: 1e13)), animated: true, time: t, emit: emit)
            }
        }
        #expect(d.motion.contentOffset == before && d.log.isEmpty)
    }
}

@Suite struct DragVelocityTests {
    @Test func velocityWhileDraggingIsTheOneAReleaseWouldHave() throws {
        var d = try Driver(Fixtures.list())
        try d.record { m, t, emit in try m.touchDown(at: Point(x: 0, y: 400), time: t, emit: emit) }
        for i in 1...4 {
            d.frame += 1
            try d.record { m, t, emit in try m.touchMove(to: Point(x: 0, y: 400 - 20 * Double(i)), time: t, emit: emit)
            }
        }
        #expect(abs(d.motion.velocity.y - 1200) < 1e-6)  // 20 pt per frame upwards: the offset grows
        #expect(abs((d.log.last?.event.velocity.y ?? 0) - 1200) < 1e-6)
        d.frame += 12  // the finger rests 200 ms, then lifts: no deceleration, no velocity
        try d.record { m, t, emit in try m.touchUp(time: t, emit: emit) }
        #expect(d.motion.velocity == .zero)
        #expect(d.log.last?.event.call == .didEndDragging(willDecelerate: false))
        #expect(d.log.last?.event.velocity == .zero)
    }
}

/// Reference §2's stop rule before everything else: a release that would cover less than the rest
/// threshold does not move and does not decelerate, wherever its nominal resting point is.
@Suite struct ReleaseWithoutMotionTests {
    @Test func aCreepingReleaseOnAnEdgeOrAPageDoesNotDecelerate() {
        let range = ScrollableRange(minimum: 0, maximum: 1500)
        // 0.2 and 0.8 pt/s outward on either edge: a tenth and 0.4 pt of travel (v / k).
        for (offset, velocity) in [(0.0, -0.2), (1500, 0.2), (0, -0.8)] {
            let trajectory = AxisTrajectory.release(
                from: offset, velocity: velocity, range: range, bounces: true, rate: .normal)
            #expect(trajectory.isRest && trajectory.target == offset, "\(offset) at \(velocity) pt/s")
        }
        // A page snap from the page itself with too little velocity to leave it by 0.5 pt.
        #expect(AxisTrajectory.spring(from: 375, velocity: 0.2, to: 375).isRest)
        // Enough to move: 40 pt/s from the page swings 1.5 pt out and back (40 / (beta e)).
        #expect(!AxisTrajectory.spring(from: 375, velocity: 40, to: 375).isRest)
        #expect(!AxisTrajectory.release(from: 0, velocity: -40, range: range, bounces: true, rate: .normal).isRest)
    }

    @Test func withoutBounceAReleaseAgainstTheEdgeStopsDeadThere() {
        let range = ScrollableRange(minimum: 0, maximum: 1500)
        let against = AxisTrajectory.release(from: 0, velocity: -250, range: range, bounces: false, rate: .normal)
        #expect(against.isRest && against.target == 0)
        // From inside, it still decelerates up to the edge.
        let toward = AxisTrajectory.release(from: 10, velocity: -1000, range: range, bounces: false, rate: .normal)
        #expect(!toward.isRest && toward.target == 0 && toward.endTime > 0)
    }

    /// A resting point a hair past an edge: the content crept towards the edge for seconds (6.5 s
    /// of sub-point `didScroll`s at 1e-6 pt past), reaching it only as the decay's asymptote does.
    /// The stop rule ends it first, on the edge, as it ends a resting point just inside.
    @Test(arguments: [true, false])
    func aRestingPointAHairPastAnEdgeEndsByTheStopRuleOnTheEdge(bounces: Bool) {
        let range = ScrollableRange(minimum: 0, maximum: 2333)
        let k = DecelerationRate.normal.decayConstant
        func release(restingPastTheEdgeBy excess: Double) -> AxisTrajectory {
            AxisTrajectory.release(
                from: 212, velocity: (2333 + excess - 212) * k, range: range, bounces: bounces, rate: .normal)
        }
        let inside = release(restingPastTheEdgeBy: -1e-6)
        for excess in [1e-6, 0.3] {
            let past = release(restingPastTheEdgeBy: excess)
            let decay = Deceleration(origin: 212, velocity: (2333 + excess - 212) * k, rate: .normal)
            #expect(past.target == 2333 && past.endTime == decay.duration, "\(excess) pt past")
            #expect(past.spring == nil && past.position(at: past.endTime) == 2333)
            // Before the end, it decays as any release does, short of the edge.
            #expect(past.position(at: past.endTime - 0.001) < 2333)
        }
        #expect(abs(release(restingPastTheEdgeBy: 1e-6).endTime - inside.endTime) < 1e-6)
        // Further past, the content reaches the edge before the rule would end the decay: the
        // bounce (or the stop at the edge) is as before.
        let further = release(restingPastTheEdgeBy: 0.7)
        let decay = Deceleration(origin: 212, velocity: (2333 + 0.7 - 212) * k, rate: .normal)
        #expect(further.springStart == decay.time(toReach: 2333))
        #expect((further.spring != nil) == bounces)
    }

    @Test func aPagingViewReleasedOnItsPageAtACreepGivesDidEndDraggingFalse() throws {
        var d = try Driver(Fixtures.pages(), offset: Point(x: 375, y: 0))
        try d.record { m, t, emit in try m.touchDown(at: Point(x: 200, y: 300), time: t, emit: emit) }
        d.frame = 6
        try d.record { m, t, emit in try m.touchMove(to: Point(x: 180, y: 300), time: t, emit: emit) }
        d.frame = 15
        try d.record { m, t, emit in try m.touchMove(to: Point(x: 199.99, y: 300), time: t, emit: emit) }
        d.frame = 17
        try d.record { m, t, emit in try m.touchMove(to: Point(x: 200, y: 300), time: t, emit: emit) }
        d.frame = 18
        try d.record { m, t, emit in try m.touchUp(time: t, emit: emit) }
        try d.settle()
        #expect(d.log.last?.event.call == .didEndDragging(willDecelerate: false))
        #expect(!d.names.contains("willBeginDecelerating") && d.motion.contentOffset == Point(x: 375, y: 0))
    }
}
