import Testing

@testable import ScrollSimulator

/// Which simulation thread a clock takes.
@Suite struct SimulationThreadTests {
    @Test func clocksCreatedOnASimulationThreadStayOnIt() async throws {
        let (first, second, runsThere) = try await DisplayClock.runOnSimulationThread {
            let first = try DisplayClock()
            let second = try DisplayClock(framesPerSecond: 120)
            return (first.homeExecutorIndex, second.homeExecutorIndex, first.runsOnClockThread)
        }
        #expect(first == second)
        #expect(runsThere)
    }

    @Test func onlyCodeOnASimulationThreadHasOne() async {
        // A test runs on the global pool: a clock it creates takes the next thread in turn.
        #expect(SimulationExecutor.currentIndex == nil)
        let inside = await DisplayClock.runOnSimulationThread { SimulationExecutor.currentIndex }
        #expect(inside != nil)
    }

    @Test func aClockCreatedOnAnotherClocksThreadRunsItsFramesThere() async throws {
        let host = try DisplayClock()
        let log = try await withTaskExecutorPreference(host.taskExecutor) {
            let clock = try DisplayClock()
            let view = try ScrollView(
                id: "v", clock: clock,
                configuration: ScrollViewConfiguration(
                    geometry: ScrollGeometry(
                        boundsSize: Size(width: 100, height: 100), contentSize: Size(width: 100, height: 1000))))
            let events = await view.events()
            try await view.setContentOffset(Point(x: 0, y: 300), animated: true)
            try await clock.runUntilSettled()
            try await clock.stop()
            var names: [String] = []
            for await event in events { names.append(event.name) }
            return (clock.homeExecutorIndex == host.homeExecutorIndex, names.last)
        }
        #expect(log.0)
        #expect(log.1 == "didEndScrollingAnimation")
        try await host.stop()
    }
}
