import Testing

@testable import ScrollPhysics

/// A paging view with `bounces` off: its page snap, a spring, stops dead at the content's edge
/// instead of carrying the content past it (reference §3: "dragging and deceleration stop dead at
/// the edge").
@Suite struct PagingWithoutBounceTests {
    let edges = ScrollableRange(minimum: 0, maximum: 4 * 375)

    @Test func springLeavesItsBoundsWhereTheClosedFormCrossesThem() throws {
        // Towards 0 from -100 at 3000 pt/s: x(t) = e^(-10 t) (-100 + 2000 t) crosses 0 at t = 0.05.
        let spring = Spring(displacement: -100, velocity: 3000)
        let exit = try #require(spring.exit(from: -1400...0))
        #expect(exit.bound == 0)
        #expect(abs(exit.time - 0.05) < 1e-12)
        // Starting on a bound and moving out: at once. Moving in, or too slowly to overshoot: never.
        #expect(Spring(displacement: 0, velocity: 666).exit(from: -1500...0)! == (0, 0))
        #expect(Spring(displacement: 0, velocity: -666).exit(from: -1500...0) == nil)
        #expect(Spring(displacement: -100, velocity: 0).exit(from: -1500...0) == nil)
        // The far bound, below: from +325 at -20000 pt/s, the overshoot passes -375.
        let far = try #require(Spring(displacement: 325, velocity: -20_000).exit(from: -375...1125))
        #expect(far.bound == -375)
        #expect(Spring(displacement: 325, velocity: -20_000).position(at: far.time) <= -375)
    }

    @Test func snapOntoTheLastPageStopsAtTheEdge() throws {
        let snap = AxisTrajectory.spring(from: 1400, velocity: 3000, to: 1500, stoppingAt: edges)
        #expect(snap.target == 1500)
        #expect(abs(snap.endTime - 0.05) < 1e-12)
        for t in stride(from: 0.0, through: 0.2, by: 1.0 / 120) {
            #expect(snap.position(at: t) <= 1500, "t = \(t)")
        }
        #expect(snap.position(at: snap.endTime) == 1500)
        // With bounces on, the same snap overshoots and comes back.
        let bouncing = AxisTrajectory.spring(from: 1400, velocity: 3000, to: 1500)
        #expect(bouncing.position(at: 0.1) > 1500)
    }

    @Test func snapToAnInnerPageThatWouldOvershootTheEdgeStopsThere() throws {
        // From 800 at 20000 pt/s towards page 3 (1125): the spring would swing past 1500.
        let free = AxisTrajectory.spring(from: 800, velocity: 20_000, to: 1125)
        #expect(stride(from: 0.0, through: 0.3, by: 0.001).contains { free.position(at: $0) > 1500 })
        let snap = AxisTrajectory.spring(from: 800, velocity: 20_000, to: 1125, stoppingAt: edges)
        #expect(snap.target == 1500)
        #expect(snap.springRest == 1125)
        #expect(snap.endTime < free.endTime)
        for t in stride(from: 0.0, through: 0.3, by: 0.001) { #expect(snap.position(at: t) <= 1500) }
        #expect(snap.state(at: snap.endTime) == (1500, 0))
    }

    @Test func outwardDragOnTheLastPageNeverLeavesTheContent() throws {
        let geometry = try ScrollGeometry(
            boundsSize: Size(width: 375, height: 667), contentSize: Size(width: 1875, height: 667), bounces: false)
        let configuration = try ScrollViewConfiguration(geometry: geometry, isPagingEnabled: true)
        var d = try Driver(configuration, offset: Point(x: 1500, y: 0))
        try d.drag(Point(x: -200, y: 0), frames: 18)
        #expect(d.motion.contentOffset.x == 1500)
        var farthest = 1500.0
        try d.settle()
        for entry in d.log where entry.event.call.name == "didScroll" {
            farthest = max(farthest, entry.event.contentOffset.x)
        }
        #expect(farthest == 1500)
        #expect(d.motion.contentOffset.x == 1500)
        // Released moving out of the content from its edge: nothing moves, so no deceleration is
        // announced (it announced one, ended a frame later, with no didScroll between).
        #expect(d.names.suffix(2) == ["willEndDragging", "didEndDragging"])
        #expect(d.log.last?.event.call == .didEndDragging(willDecelerate: false))
    }

    @Test func flingOntoTheFirstPageStopsAtItsEdge() throws {
        let geometry = try ScrollGeometry(
            boundsSize: Size(width: 375, height: 667), contentSize: Size(width: 1875, height: 667), bounces: false)
        let configuration = try ScrollViewConfiguration(geometry: geometry, isPagingEnabled: true)
        var d = try Driver(configuration, offset: Point(x: 375, y: 0))
        try d.drag(Point(x: 300, y: 0), frames: 6)  // fast, to the right: back to page 0
        try d.settle()
        let offsets = d.log.filter { $0.event.call.name == "didScroll" }.map(\.event.contentOffset.x)
        #expect(offsets.allSatisfy { $0 >= 0 })
        #expect(d.motion.contentOffset.x == 0)
    }
}
