import Testing
import ScrollScenarios

/// Defects the stress harness found outside its own code, kept as regression tests.
@Suite struct KnownPhysicsIssueTests {
    /// A release past an edge used to start the spring with the finger's velocity rather than the
    /// content's rubber-banded one, so flinging outwards again and again while the content bounced
    /// ratcheted the overshoot beyond one viewport (stress seed 48, view v220). Fixed in
    /// `ScrollMotion.touchUp`: the spring starts with the finger's velocity times the band's slope.
    @Test func repeatedOutwardFlingsStayWithinOneViewportOfTheEdge() async throws {
        let clock = try DisplayClock()
        let width = 360.0
        let view = try ScrollView(
            id: "pages", clock: clock, size: Size(width: width, height: 800), contentSize: Size(width: width, height: 800),
            isPagingEnabled: true, alwaysBounceHorizontal: true)
        let farthest = FarthestOffset()
        await view.addDelegate { await farthest.note($0.contentOffset.x) }
        for _ in 0..<4 {
            try await view.fling(velocity: Point(x: 3700, y: 0))
            try await clock.advance(frames: 8)
        }
        try await clock.runUntilSettled()
        let overshoot = await farthest.value
        #expect(overshoot <= width, "content went \(overshoot) pt past the edge of a \(width) pt viewport")
    }
}

actor FarthestOffset {
    private(set) var value = 0.0
    func note(_ x: Double) { value = max(value, x) }
}
