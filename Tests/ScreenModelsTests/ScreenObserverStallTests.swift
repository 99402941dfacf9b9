import ScrollSimulator
import Testing

@testable import ScreenModels

/// A screen observer that awaits a later frame in answer to a command made outside an advance
/// (a title tap from the test's own task): the tap used to wait for good when no task advanced.
@Suite struct ScreenObserverStallTests {
    @Test func anObserverWaitingForAFrameNoAdvanceBringsStopsTheClockWithTheStall() async throws {
        let clock = try DisplayClock(stallTimeout: .seconds(0.5))
        let screen = try await PagingScreen(clock: clock, titles: ["a", "b"])
        await screen.addObserver { event in
            if event.name == "didSelectTitle" { try await clock.sleep(untilFrame: event.frame + 1) }
        }
        try await screen.tapTitle(1)  // returns once the stall has stopped the clock
        #expect(clock.isStopped)
        do {
            try await clock.stop()
            Issue.record("the stall was lost")
        } catch SimulationError.stalled(let frame, _, let phase, _) {
            #expect(frame == 0)
            #expect(
                phase
                    == "PagingScreen's observers reacted to a command made outside an advance, "
                    + "and no advance brought the later frame they waited for")
        }
    }
}
