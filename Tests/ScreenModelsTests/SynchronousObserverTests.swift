import ScreenModels
import Testing

/// Screen observers called as UIKit calls delegates: a plain synchronous call inside the frame.
@Suite struct SynchronousObserverTests {
    /// What a synchronous observer saw: each event's source and name, its frame, and the clock's
    /// frame when it was called.
    final class Seen: @unchecked Sendable {
        // @unchecked: written only by the observer, inside frames on the clock's thread, and read
        // after the clock stops.
        var calls: [(event: String, frame: Int, clockFrame: Int)] = []
    }

    @Test func aSynchronousObserverSeesWhatAnAwaitedOneSeesInsideTheFrame() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: ["a", "b", "c"])
        let before = await screen.screenEvents.count
        let seen = Seen()
        await screen.addSynchronousObserver { event in
            seen.calls.append(("\(event.source) \(event.name)", event.frame, clock.frameIndex))
        }
        try await screen.tapTitle(2)
        try await clock.runUntilIdle()
        try await screen.swipe(direction: .right)
        try await clock.runUntilIdle()
        try await clock.stop()
        let logged = await screen.screenEvents.dropFirst(before).map { "\($0.source) \($0.name)" }
        #expect(seen.calls.map(\.event) == logged)
        #expect(seen.calls.map(\.event).contains("child/2 viewDidLoad"))
        #expect(seen.calls.allSatisfy { $0.frame == $0.clockFrame })  // in the event's frame
    }

    @Test func whatASynchronousObserverThrowsSurfacesFromTheNextAdvance() async throws {
        let failure = try await tapExpectingOneObserverFailure { screen in
            await screen.addSynchronousObserver { event in
                if event.name == "didSelectTitle" { throw ObserverRefusal() }
            }
        }
        #expect(failure?.origin == .observer(screen: "PagingScreen"))
        #expect(failure?.error is ObserverRefusal)
        #expect(failure?.frame == 0)
    }

    @Test func aRemovedSynchronousObserverIsNotCalledAgain() async throws {
        let clock = try DisplayClock()
        let bar = try TabBarController(clock: clock, width: 375)
        let seen = Seen()
        let token = await bar.addSynchronousObserver { event in
            seen.calls.append((event.name, event.frame, clock.frameIndex))
        }
        try await bar.tapTab(1)
        let before = seen.calls.count
        await bar.removeObserver(token)
        try await bar.tapTab(2)
        try await clock.stop()
        #expect(before > 0)
        #expect(seen.calls.count == before)
    }

    @Test func aFilteredObserverSeesOnlyWhatItsFilterAcceptsOnTheScreensExecutor() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: ["a", "b", "c"])
        let before = await screen.screenEvents.count
        let seen = Seen()
        weak let weakScreen = screen
        @Sendable nonisolated(nonsending) func observe(_ event: ScreenEvent) async {
            let isolation: (any Actor)? = #isolation
            seen.calls.append(("\(event.source) \(event.name)", event.frame, isolation === weakScreen ? 1 : 0))
        }
        await screen.addObserver(where: { $0.name.hasPrefix("view") }, observe)
        try await screen.tapTitle(2)
        try await clock.runUntilIdle()
        try await screen.swipe(direction: .right)
        try await clock.runUntilIdle()
        try await clock.stop()
        let expected = await screen.screenEvents.dropFirst(before).filter { $0.name.hasPrefix("view") }
        #expect(seen.calls.map(\.event) == expected.map { "\($0.source) \($0.name)" })
        #expect(seen.calls.count > 4)
        #expect(seen.calls.allSatisfy { $0.clockFrame == 1 })  // ran on the screen's executor, no hop
    }

    /// A publisher of the user's own, with only awaited observers: the protocol's default adds a
    /// synchronous observer as an awaited one, and the recorder still records it.
    actor Beacon: ScreenEventPublisher {
        private var observers: [ScreenEventObserver] = []
        private(set) var screenEvents: [ScreenEvent] = []
        let clock: DisplayClock

        init(clock: DisplayClock) { self.clock = clock }

        func events(buffering: EventBuffering) async -> EventSequence<ScreenEvent> {
            fatalError("not used by this test")
        }

        @discardableResult
        func addObserver(_ observer: @escaping ScreenEventObserver) -> ScreenObserverToken {
            observers.append(observer)
            return ScreenObserverToken(value: UInt64(observers.count - 1))
        }

        func removeObserver(_ token: ScreenObserverToken) {}

        func blink() async throws {
            let event = ScreenEvent(
                frame: clock.frameIndex, time: clock.time, source: "beacon", sequence: screenEvents.count,
                order: clock.nextEventOrder(), name: "blink", detail: .none)
            screenEvents.append(event)
            for observer in observers { try await observer(event) }
        }
    }

    @Test func aPublisherWithoutSynchronousObserversGetsThemAsAwaitedOnes() async throws {
        let clock = try DisplayClock()
        let beacon = Beacon(clock: clock)
        let seen = Seen()
        await beacon.addSynchronousObserver { event in seen.calls.append((event.name, event.frame, 0)) }
        let recorder = Recorder(clock: clock)
        try await recorder.record(beacon)
        try await beacon.blink()
        try await clock.advance(frames: 2)
        try await beacon.blink()
        try await clock.stop()
        #expect(seen.calls.map(\.event) == ["blink", "blink"])
        #expect(await recorder.finish().records.map { "\($0.frame) \($0.event)" } == ["0 blink", "2 blink"])
    }
}
