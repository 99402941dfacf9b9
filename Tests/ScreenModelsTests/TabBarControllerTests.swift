import ScreenModels
import Testing

/// The custom tab bar of seed 000 on the clock.
@Suite struct TabBarControllerTests {
    @Test func framesAtWidth375() throws {
        let clock = try DisplayClock()
        let bar = try TabBarController(clock: clock, width: 375)
        #expect(
            bar.layout.tabButtonFrames == [
                Rect(x: 0, y: 0, width: 75, height: 49), Rect(x: 75, y: 0, width: 75, height: 49),
                Rect(x: 225, y: 0, width: 75, height: 49), Rect(x: 300, y: 0, width: 75, height: 49),
            ])
        #expect(bar.layout.publishButtonFrame == Rect(x: 150, y: 0, width: 75, height: 49))
    }

    @Test func tappingATabSelectsItAndEmitsAnEvent() async throws {
        let clock = try DisplayClock()
        let bar = try TabBarController(clock: clock, width: 375)
        try await clock.advance(frames: 7)
        try await bar.tapTab(2)
        try await bar.tapTab(2)
        #expect(await bar.selectedIndex == 2)
        let events = await bar.screenEvents
        #expect(events.map(\.name) == ["didSelectTab"])
        #expect(events.first?.detail == .tabSelection(index: 2, previous: 0))
        #expect(events.first?.frame == 7 && events.first?.source == "tabBar")
    }

    @Test func badgesAreSetAndRemoved() async throws {
        let clock = try DisplayClock()
        let bar = try TabBarController(clock: clock, width: 375)
        try await bar.setBadge("3", forTab: 1)
        try await bar.setBadge(nil, forTab: 1)
        #expect(await bar.state.badgeValues == [nil, nil, nil, nil])
        #expect(await bar.screenEvents.map(\.detail) == [.badge(index: 1, value: "3"), .badge(index: 1, value: nil)])
    }

    @Test func aTabOutOfRangeThrowsAndChangesNothing() async throws {
        let clock = try DisplayClock()
        let bar = try TabBarController(clock: clock, width: 375, selectedIndex: 1)
        await #expect(throws: ScreenModelError(argument: "index", expected: "an index in 0...3", actual: "4")) {
            try await bar.tapTab(4)
        }
        await #expect(throws: ScreenModelError.self) { try await bar.setBadge("1", forTab: -1) }
        #expect(await bar.selectedIndex == 1)
        #expect(await bar.screenEvents.isEmpty)
        #expect(throws: ScreenModelError.self) { try TabBarController(clock: clock, width: 0) }
    }

    /// A tap or a badge on a stopped clock used to go through and log an event at a frame that
    /// never comes; as every command of a stopped clock, they throw `clockStopped`.
    @Test func aStoppedClocksTabBarRefusesEveryCommand() async throws {
        let clock = try DisplayClock()
        let bar = try TabBarController(clock: clock, width: 375)
        try await clock.stop()
        await #expect(throws: SimulationError.clockStopped) { try await bar.tapTab(3) }
        await #expect(throws: SimulationError.clockStopped) { try await bar.setBadge("1", forTab: 0) }
        #expect(await bar.selectedIndex == 0)
        #expect(await bar.screenEvents.isEmpty)
        #expect(throws: SimulationError.clockStopped) { try TabBarController(clock: clock, width: 375) }
    }
}
