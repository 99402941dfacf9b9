import Testing

@testable import ScrollSimulator

/// Where a delegate runs: a function declared `nonisolated(nonsending)` runs on the executor of the
/// actor that delivers the frame's events (the clock, for a view on its thread), so calling it
/// queues no job; the library's own delegates and observers are written that way.
@Suite struct DelegateIsolationTests {
    /// Where each event's delegate call ran: "clock", "view" or "nonisolated", in order.
    final class Seen: @unchecked Sendable {
        // @unchecked: written only by the delegate, inside frames, and read after the clock stops.
        var calls: [(name: String, isolation: String)] = []
    }

    @Test func aNonsendingFunctionRunsOnTheDeliveringActor() async throws {
        let clock = try DisplayClock()
        let view = try Make.list(clock)
        let seen = Seen()
        weak let weakClock = clock
        weak let weakView = view
        @Sendable nonisolated(nonsending) func delegate(_ event: ScrollViewEvent) async {
            let isolation: (any Actor)? = #isolation
            let name =
                isolation == nil
                ? "nonisolated" : isolation === weakClock ? "clock" : isolation === weakView ? "view" : "other"
            seen.calls.append((event.name, name))
        }
        await view.addDelegate(delegate)
        // Touches at the current frame: commands, whose events the view delivers; then a deceleration
        // stepped by the clock's frames, whose events the clock delivers.
        try await view.touchDown(at: Point(x: 100, y: 300))
        try await view.touchMove(to: Point(x: 100, y: 200))
        try await view.touchUp(releaseVelocity: Point(x: 0, y: 1200))
        let byCommands = seen.calls.count
        try await clock.runUntilSettled()
        try await clock.stop()
        // None left the deliverer's executor.
        #expect(byCommands > 0)
        #expect(seen.calls[..<byCommands].allSatisfy { $0.isolation == "view" })
        #expect(seen.calls.count > byCommands)
        #expect(seen.calls[byCommands...].allSatisfy { $0.isolation == "clock" })
        #expect(seen.calls.last?.name == "didEndDecelerating")
    }
}
