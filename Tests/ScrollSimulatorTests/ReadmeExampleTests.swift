import Testing
import ScrollSimulator

/// The README's library example, compiled and checked.
@Suite struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsDocumented() async throws {
        // --- README example begins ---
        let clock = try DisplayClock()                        // 60 Hz, virtual time
        let list = try ScrollView(
            id: "list", clock: clock,
            size: Size(width: 375, height: 667),
            contentSize: Size(width: 375, height: 3000),
            contentInset: EdgeInsets(top: 64 + 35, left: 0, bottom: 49, right: 0))

        let events = await list.events()                      // subscribe before acting
        let printer = Task {
            var lines: [String] = []
            for await event in events where event.name != "didScroll" {
                lines.append("\(event.time) \(event.name) \(event.contentOffset)")
            }
            return lines
        }
        try await list.fling(velocity: Point(x: 0, y: 1200))  // pt/s, positive y: offset grows
        let frames = try await clock.runUntilSettled()
        let resting = await list.contentOffset                // (0, 560.3998): -39 + 1200 / k
        try await clock.stop()                                    // ends every stream
        let lines = await printer.value
        // --- README example ends ---
        #expect(frames == 216)  // released at frame 3, rests 3.541 s later: frame 216
        #expect(abs(resting.y - 560.3998) < 1e-4)
        #expect(lines.map { $0.split(separator: " ")[1] } ==
            ["willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating"])
    }
}
