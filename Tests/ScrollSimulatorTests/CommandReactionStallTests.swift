import Testing

@testable import ScrollSimulator

/// A delegate that awaits a later frame in answer to a command made outside an advance: the
/// command used to wait for good when no task advanced the clock. (The timeouts are generous: the
/// simulation threads are shared by every test running in parallel.)
@Suite struct CommandReactionStallTests {
    /// Gives `list` a delegate that waits for the frame after each event's.
    static func addDelegateWaitingForALaterFrame(to list: ScrollView, on clock: DisplayClock) async {
        @Sendable nonisolated(nonsending) func waitForALaterFrame(_ event: ScrollViewEvent) async throws {
            try await clock.sleep(untilFrame: event.frame + 1)
        }
        await list.addDelegate(waitForALaterFrame)
    }

    @Test func aCommandWhoseDelegateWaitsForAFrameNoAdvanceBringsThrowsTheStall() async throws {
        let clock = try DisplayClock(stallTimeout: .seconds(0.5))
        let list = try Make.list(clock)
        await Self.addDelegateWaitingForALaterFrame(to: list, on: clock)
        do {
            try await list.assignContentOffset(Point(x: 0, y: 40))
            Issue.record("the command did not report the stall")
        } catch SimulationError.stalled(let frame, let timeout, let phase, _) {
            #expect(frame == 0 && timeout == 0.5)
            #expect(
                phase
                    == "scroll view \"list\"'s delegates reacted to a command made outside an advance, "
                    + "and no advance brought the later frame they waited for")
        }
        #expect(clock.isStopped)
        // Thrown by the command, the stall counts as reported: stop() has nothing more to say.
        try await clock.stop()
    }

    @Test func aCommandWhoseDelegateWaitsForAFrameAnotherTaskAdvancesToCompletes() async throws {
        let clock = try DisplayClock(stallTimeout: .seconds(5))
        let list = try Make.list(clock)
        await Self.addDelegateWaitingForALaterFrame(to: list, on: clock)
        let command = Task { try await list.assignContentOffset(Point(x: 0, y: 40)) }
        // Advances until the command has returned: each frame may be the one its delegate awaits.
        while await list.contentOffset.y != 40 { await Task.yield() }
        try await clock.advance(frames: 2)
        try await command.value
        #expect(clock.frameIndex == 2 && !clock.isStopped)
        try await clock.stop()
    }

    @Test func aCommandMadeWithoutAStallTimeoutStartsNoWatch() async throws {
        let clock = try DisplayClock(stallTimeout: nil)
        #expect(clock.watchReactions(of: "nobody") == nil)
        try await clock.stop()
    }
}
