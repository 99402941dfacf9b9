import Testing

@testable import ScrollPhysics

/// Stress seed 2 (10,000 views, 100 screens, 10 s), view v0649, frame 454: a list that does not
/// bounce was decelerating; a touch stopped it, the offset was assigned past the top edge while the
/// finger was down, and the lift sent `didEndDecelerating` at (0, -204.5), outside the range. The
/// release planned a rest at the edge, but a rest left the offset where it was.
@Suite struct ReleaseOutOfRangeTests {
    /// v0649's case, extracted: geometry with `bounces` off, a fling, a touch during the deceleration,
    /// an assignment past the edge, the lift.
    @Test func liftAfterAnAssignmentPastTheEdgeRestsOnTheEdgeWithoutBounces() throws {
        var driver = try Driver(Fixtures.list(bounces: false))
        let top = -99.0
        try driver.drag(Point(x: 0, y: -300), frames: 5)
        try driver.tick()
        #expect(driver.motion.isDecelerating)
        try driver.record { m, t, emit in try m.touchDown(at: Point(x: 10, y: 10), time: t, emit: emit) }
        try driver.tick()
        try driver.record { m, t, emit in
            try m.assignContentOffset(Point(x: 0, y: -204.50125115742506), time: t, emit: emit)
        }
        try driver.tick()
        driver.log.removeAll()
        try driver.record { m, t, emit in try m.touchUp(time: t, emit: emit) }
        #expect(driver.names == ["didScroll", "didEndDragging", "didEndDecelerating"])
        #expect(driver.log.last?.event.contentOffset == Point(x: 0, y: top))
        #expect(driver.motion.contentOffset == Point(x: 0, y: top))
    }

    /// The same lift with `bounces` on springs back to the edge, as any release past an edge does.
    @Test func liftAfterAnAssignmentPastTheEdgeSpringsBackWithBounces() throws {
        var driver = try Driver(Fixtures.list(bounces: true))
        try driver.drag(Point(x: 0, y: -300), frames: 5)
        try driver.tick()
        try driver.record { m, t, emit in try m.touchDown(at: Point(x: 10, y: 10), time: t, emit: emit) }
        try driver.record { m, t, emit in try m.assignContentOffset(Point(x: 0, y: -204.5), time: t, emit: emit) }
        try driver.tick()
        driver.log.removeAll()
        try driver.record { m, t, emit in try m.touchUp(time: t, emit: emit) }
        try driver.settle()
        #expect(
            driver.names.filter { $0 != "didScroll" } == [
                "didEndDragging", "willBeginDecelerating", "didEndDecelerating",
            ])
        #expect(driver.motion.contentOffset == Point(x: 0, y: -99))
    }

    /// A drag lifted after an assignment past the edge, on a view without bounces, also ends on the edge.
    @Test func dragReleasedPastTheEdgeWithoutBouncesEndsOnTheEdge() throws {
        var driver = try Driver(Fixtures.list(bounces: false))
        try driver.record { m, t, emit in try m.touchDown(at: Point(x: 100, y: 300), time: t, emit: emit) }
        try driver.tick()
        try driver.record { m, t, emit in try m.touchMove(to: Point(x: 100, y: 250), time: t, emit: emit) }
        try driver.record { m, t, emit in try m.assignContentOffset(Point(x: 0, y: -500), time: t, emit: emit) }
        try driver.tick()
        try driver.record { m, t, emit in try m.touchUp(time: t, emit: emit) }
        try driver.settle()
        #expect(driver.motion.contentOffset.y == -99)
        let ends = driver.log.filter {
            $0.event.call.name == "didEndDecelerating" || $0.event.call.name == "didEndDragging"
        }
        #expect(ends.last.map { $0.event.contentOffset.y >= -99 } ?? false)
    }
}
