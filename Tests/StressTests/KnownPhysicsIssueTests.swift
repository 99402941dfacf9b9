import ScrollScenarios
import Testing

/// Cases the stress harness found outside its own code, kept as regression tests.
@Suite struct KnownPhysicsIssueTests {
    /// Flinging outwards again and again while the content bounces: with the release velocity
    /// starting each spring (the reference's rule, the default), every fling carries the content
    /// further out, beyond a viewport (stress seed 48, view v220, which is why the stress harness
    /// turns such releases inwards unless `outwardReleasesPastEdges` is set); with
    /// `rubberBandsReleaseVelocity` the spring starts with the content's own, slowed velocity and
    /// the content stays within one viewport of the edge.
    @Test(arguments: [false, true])
    func repeatedOutwardFlingsPastTheEdge(rubberBandsReleaseVelocity: Bool) async throws {
        let clock = try DisplayClock()
        let width = 360.0
        let geometry = try ScrollGeometry(
            boundsSize: Size(width: width, height: 800), contentSize: Size(width: width, height: 800),
            alwaysBounceHorizontal: true)
        let view = try ScrollView(
            id: "pages", clock: clock,
            configuration: ScrollViewConfiguration(
                geometry: geometry, isPagingEnabled: true, rubberBandsReleaseVelocity: rubberBandsReleaseVelocity))
        let farthest = FarthestOffset()
        await view.addDelegate { await farthest.note($0.contentOffset.x) }
        for _ in 0..<4 {
            try await view.fling(velocity: Point(x: 3700, y: 0))
            try await clock.advance(frames: 8)
        }
        try await clock.runUntilSettled()
        let overshoot = await farthest.value
        if rubberBandsReleaseVelocity {
            #expect(overshoot <= width, "content went \(overshoot) pt past the edge of a \(width) pt viewport")
        } else {
            #expect(overshoot > width, "content went only \(overshoot) pt past the edge of a \(width) pt viewport")
        }
    }
}

actor FarthestOffset {
    private(set) var value = 0.0
    func note(_ x: Double) { value = max(value, x) }
}

/// Stress seed 2 (10,000 views, 100 screens, 10 s), view v0649, frame 454: a list without bounces
/// ended a deceleration at y = -204.5, outside its range. The pure case is
/// `ReleaseOutOfRangeTests` in the physics tests; this is the same story through the actor.
@Suite struct ReleaseOutOfRangeStressCaseTests {
    @Test func aTapLiftedAfterAnAssignmentPastTheTopRestsOnTheTop() async throws {
        let clock = try DisplayClock()
        let list = try ScrollView(
            id: "v0649", clock: clock, size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 6000),
            contentInset: EdgeInsets(top: 105, left: 0, bottom: 0, right: 0), contentOffset: Point(x: 0, y: 2000),
            bounces: false)
        let ends = EndOffsets()
        await list.addDelegate { event in if event.name == "didEndDecelerating" { await ends.note(event.contentOffset) }
        }
        try await list.fling(velocity: Point(x: 0, y: 2000))
        try await clock.advance(frames: 10)
        try await list.tap(frames: 4)
        try await clock.advance(frames: 2)
        try await list.assignContentOffset(Point(x: 0, y: -204.50125115742506))
        try await clock.runUntilSettled()
        #expect(await ends.offsets.last == Point(x: 0, y: -105))
        #expect(await list.contentOffset == Point(x: 0, y: -105))
    }
}

actor EndOffsets {
    private(set) var offsets: [Point] = []
    func note(_ offset: Point) { offsets.append(offset) }
}
