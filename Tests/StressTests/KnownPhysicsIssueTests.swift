import Testing
import ScrollScenarios

/// Defects the stress harness found outside its own code, pinned so that a fix shows up.
@Suite struct KnownPhysicsIssueTests {
    /// A release past an edge starts the spring with the finger's velocity, not the content's
    /// rubber-banded one: flinging outwards again and again while the content bounces ratchets the
    /// overshoot beyond one viewport (stress seed 48, view v220). The harness turns such gestures
    /// inwards unless `StressOptions.outwardReleasesPastEdges` is set.
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
        withKnownIssue("release past an edge uses the finger velocity (ScrollPhysics)") {
            #expect(overshoot <= width, "content went \(overshoot) pt past the edge of a \(width) pt viewport")
        }
    }
}

actor FarthestOffset {
    private(set) var value = 0.0
    func note(_ x: Double) { value = max(value, x) }
}
