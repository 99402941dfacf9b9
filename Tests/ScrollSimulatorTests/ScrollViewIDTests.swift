import Testing

@testable import ScrollSimulator

/// A scroll view's id names its events in every report: an empty one, or one that would not print
/// as itself, is refused.
@Suite struct ScrollViewIDTests {
    @Test func anIdMustBeAPrintableName() async throws {
        let clock = try DisplayClock()
        for id in ["", "list\u{1B}[31m", "a\nb", "\u{202E}tsil"] {
            #expect(
                throws: SimulationError.invalidArgument(
                    argument: "id", expected: "a non-empty name without control characters", actual: id.debugDescription
                )
            ) {
                try ScrollView(
                    id: id, clock: clock, size: Size(width: 375, height: 667),
                    contentSize: Size(width: 375, height: 667))
            }
        }
        _ = try ScrollView(
            id: "child/0/list 推荐", clock: clock, size: Size(width: 375, height: 667),
            contentSize: Size(width: 375, height: 667))
        try await clock.stop()
    }
}
