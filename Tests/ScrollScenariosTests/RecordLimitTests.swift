import Testing

@testable import ScrollScenarios

/// A run that keeps every record stops with a diagnosis when it would keep more than its limit: a
/// file within the format's limits (four views decelerating for an hour at 120 Hz) peaked at 1 GB,
/// and a thousand such views would have exhausted the machine's memory.
@Suite struct RecordLimitTests {
    @Test func aRecorderAtItsLimitKeepsNoMoreAndStopsTheAdvanceAtTheEndOfTheFrame() async throws {
        let clock = try DisplayClock()
        let recorder = Recorder(clock: clock, recordLimit: 10)
        let list = try ScrollView(
            id: "list", clock: clock, size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 3000))
        try await recorder.record(list)
        try await list.fling(velocity: Point(x: 0, y: 1200))
        let error = await #expect(throws: SimulationError.self) { try await clock.advance(frames: 120) }
        guard case .failed(let failures)? = error else { return }
        let full = try #require(failures.first?.error as? RecordLimitError)
        #expect(full.limit == 10 && failures.first?.origin == .recorder)
        // The advance stopped at the end of the frame in which the limit was reached.
        #expect(clock.frameIndex == full.frame)
        #expect(await recorder.recording().records.count == 10)
        try? await clock.stop()
    }

    @Test func aScenarioRunKeepingEveryRecordThrowsTheLimitItself() async throws {
        let scenario = try ScenarioLoader.load(path: ScenarioRunnerTests.directory + "/fling-decelerate-normal.json")
        var runner = ScenarioRunner(scenario: scenario)
        runner.keptEventLimit = 50
        let error = await #expect(throws: RecordLimitError.self) { try await runner.run() }
        #expect(error?.limit == 50)
        #expect(
            error.map(String.init(describing:)).map { $0.hasPrefix("the run kept 50 events by frame ") } == true)
        // A run that streams keeps only what its expectations need: no limit applies.
        runner.keepsEveryRecord = false
        #expect(try await runner.run().passed)
    }
}
