import ScreenModels
import Synchronization
import Testing

@testable import ScrollSimulator

/// Screens as a library user meets them: a stream of their events, one recorder for the merged
/// timeline in causal order, and observers whose errors are not lost.
@Suite struct ScreenStreamAndRecorderTests {
    @Test func aScreensStreamDeliversItsEventsInOrderAndEndsWhenTheClockStops() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: ["a", "b", "c"])
        let before = await screen.screenEvents.count  // the start: child 0 loads and appears
        let events = await screen.events()
        let reader = Task {
            var lines: [String] = []
            for await event in events { lines.append("\(event.frame) \(event.source) \(event.name)") }
            return lines
        }
        try await screen.tapTitle(2)
        try await clock.runUntilIdle()
        try await clock.stop()
        let lines = await reader.value
        // Every later event, in the screen's own order, none twice, none lost.
        #expect(lines == (await screen.screenEvents).dropFirst(before).map { "\($0.frame) \($0.source) \($0.name)" })
        #expect(lines.contains("0 titles didSelectTitle"))
        #expect(lines.contains("18 child/2 viewDidAppear"))
    }

    @Test func aStreamAskedForAfterTheClockStoppedEndsAtOnce() async throws {
        let clock = try DisplayClock()
        let bar = try TabBarController(clock: clock, width: 375)
        try await clock.stop()
        var count = 0
        for await _ in await bar.events() { count += 1 }
        #expect(count == 0)
    }

    @Test func aScreensBoundedStreamCountsWhatItDrops() async throws {
        // A subscriber keeping the newest 2 that reads nothing until the end: the tab bar's three
        // selections, of which one is dropped and counted (as a view's and the clock's streams do).
        let clock = try DisplayClock()
        let bar = try TabBarController(clock: clock, width: 375)
        let newest = await bar.events(buffering: .newest(2))
        for index in [1, 2, 3] { try await bar.tapTab(index) }
        #expect(await bar.droppedEventCount == 1)
        try await clock.stop()
        var kept: [ScreenEventDetail] = []
        for await event in newest { kept.append(event.detail) }
        #expect(kept == [.tabSelection(index: 2, previous: 1), .tabSelection(index: 3, previous: 2)])
    }

    @Test func aScreenRegistersWithItsClockOnceHoweverManyStreamsItGives() async throws {
        // Each stream used to add an entry to the clock's owners, kept until the clock stopped.
        let clock = try DisplayClock()
        let bar = try TabBarController(clock: clock, width: 375)
        for _ in 0..<100 { _ = await bar.events() }
        #expect(await clock.streamOwners.count == 1)
        let before = await bar.events()
        try await clock.stop()
        let after = await bar.events()  // registered already: ended at once all the same
        for await _ in before { Issue.record("an event after the stop") }
        for await _ in after { Issue.record("an event after the stop") }
    }

    @Test func theRecorderPutsASwipesCauseBeforeTheChildrensAppearance() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: ["a", "b", "c"])
        let recorder = Recorder(clock: clock)
        try await recorder.record(screen.pages)
        try await recorder.record(screen)
        try await screen.swipe(direction: .left)
        try await clock.runUntilIdle()
        let records = await recorder.finish().records.filter { $0.event != "didScroll" }
        let lines = records.map { "\($0.source) \($0.event)" }
        let dragging = try #require(lines.firstIndex(of: "pages willBeginDragging"))
        let appearing = try #require(lines.firstIndex(of: "child/1 viewWillAppear"))
        #expect(dragging < appearing, "\(lines)")  // by name, "child/1" sorted before "pages"
        #expect(records.map(\.frame) == records.map(\.frame).sorted())
        try await clock.stop()
    }

    /// A view or screen of another clock used to trap (a view there runs on another thread) or to
    /// record another clock's frames as this one's.
    @Test func aRecorderRefusesAViewOrScreenOfAnotherClock() async throws {
        let (clock, other) = (try DisplayClock(), try DisplayClock())
        let screen = try await PagingScreen(clock: other, titles: ["a", "b"])
        let recorder = Recorder(clock: clock)
        await #expect(
            throws: SimulationError.invalidArgument(
                argument: "view", expected: "a view of the recorder's clock", actual: "one of another clock")
        ) { try await recorder.record(screen.pages) }
        await #expect(
            throws: SimulationError.invalidArgument(
                argument: "screen", expected: "a screen of the recorder's clock", actual: "one of another clock")
        ) { try await recorder.record(screen) }
        #expect(await recorder.finish().records.isEmpty)
    }

    /// Records name a view by its id: a second view with the id of a recorded view still in use is
    /// refused (the same view again changes nothing), so that no record is put down to the wrong view.
    @Test func aRecorderRefusesASecondViewWithTheSameID() async throws {
        let clock = try DisplayClock()
        let configuration = try ScrollViewConfiguration(
            geometry: ScrollGeometry(
                boundsSize: Size(width: 100, height: 100), contentSize: Size(width: 100, height: 500)))
        let (first, twin) = (
            try ScrollView(id: "list", clock: clock, configuration: configuration),
            try ScrollView(id: "list", clock: clock, configuration: configuration)
        )
        let recorder = Recorder(clock: clock)
        try await recorder.record(first)
        try await recorder.record(first)
        await #expect(
            throws: SimulationError.invalidArgument(
                argument: "view", expected: "an id no other recorded view in use has", actual: "\"list\"")
        ) { try await recorder.record(twin) }
        try await twin.setContentOffset(Point(x: 0, y: 50), animated: false)
        try await first.setContentOffset(Point(x: 0, y: 20), animated: false)
        // Once the first is discarded, its id may be taken up (a screen pushed again).
        first.discard()
        try await recorder.record(twin)
        try await twin.setContentOffset(Point(x: 0, y: 70), animated: false)
        #expect(await recorder.finish().records.map(\.contentOffset.y) == [20, 70])
        try await clock.stop()
    }

    @Test func theRecordingIsTheSameOnEveryRun() async throws {
        func run() async throws -> String {
            let clock = try DisplayClock()
            let screen = try await PagingScreen(clock: clock, titles: ["a", "b", "c", "d"])
            let recorder = Recorder(clock: clock)
            try await recorder.record(screen.pages)
            try await recorder.record(screen)
            try await screen.tapTitle(3)
            try await clock.advance(frames: 5)
            try await screen.swipe(direction: .right)
            try await clock.runUntilIdle()
            try await clock.stop()
            return await recorder.finish().jsonLines
        }
        let first = try await run()
        #expect(!first.isEmpty)
        for _ in 0..<5 { #expect(try await run() == first) }
    }

    @Test func aScreenRecordedAfterItPublishedStillComesOutInOrder() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: ["a", "b"])  // publishes at frame 0
        let recorder = Recorder(clock: clock)
        try await recorder.record(screen.pages)
        try await screen.tapTitle(1)
        try await clock.advance(frames: 5)
        try await recorder.record(screen)  // its frame-0 events arrive now, after frame 5's
        try await clock.runUntilIdle()
        try await clock.stop()
        let records = await recorder.finish().records
        #expect(records.first?.frame == 0)
        #expect(zip(records, records.dropFirst()).allSatisfy { !$1.precedes($0) })
    }

    @Test func onFrameSeesEachFrameOnceInOrderAndRetainingKeepsOnlyWhatItSays() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: ["a", "b", "c"])
        let everything = Recorder(clock: clock)
        let handedOver = Mutex<[[EventRecord]]>([])
        let filtered = Recorder(
            clock: clock, retaining: { $0.event != "didScroll" },
            onFrame: { frame in handedOver.withLock { $0.append(frame) } })
        for recorder in [everything, filtered] {
            try await recorder.record(screen.pages)
            try await recorder.record(screen)
        }
        try await screen.tapTitle(2)
        try await clock.advance(frames: 3)
        // Mid-run, the current frame is included, in order, and filtered like the rest.
        let midRun = await filtered.recording().records
        #expect(!midRun.isEmpty && midRun.allSatisfy { $0.event != "didScroll" })
        try await clock.runUntilIdle()
        let all = await everything.finish().records
        let kept = await filtered.finish().records
        try await clock.stop()

        let frames = handedOver.withLock { $0 }
        #expect(frames.map { $0.map(\.frame) } == frames.map { Array(repeating: $0[0].frame, count: $0.count) })
        #expect(frames.map { $0[0].frame } == frames.map { $0[0].frame }.sorted())
        #expect(Set(frames.map { $0[0].frame }).count == frames.count)  // each frame once
        #expect(frames.flatMap { $0 } == all)  // every record, retained or not, in order
        #expect(kept == all.filter { $0.event != "didScroll" })
        #expect(kept.starts(with: midRun))
        #expect(all.contains { $0.event == "didScroll" })
    }

    @Test func aRecorderLetGoOfStopsRecordingWhileItsViewsAndScreensLiveOn() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: ["a", "b", "c"])
        let framesHandedOver = Mutex(0)
        var recorder: Recorder? = Recorder(clock: clock, onFrame: { _ in framesHandedOver.withLock { $0 += 1 } })
        weak let released = recorder
        try await recorder?.record(screen.pages)
        try await recorder?.record(screen)
        try await screen.tapTitle(1)
        try await clock.advance(frames: 3)
        let whileRecorded = framesHandedOver.withLock { $0 }
        #expect(whileRecorded > 0)

        recorder = nil  // its view's delegate and its screen's observer hold what it kept, not it
        #expect(released == nil)
        try await screen.tapTitle(2)
        try await clock.runUntilIdle()
        #expect(framesHandedOver.withLock { $0 } == whileRecorded)
        try await clock.stop()
    }

    @Test func anObserversErrorSurfacesFromTheNextAdvance() async throws {
        let failure = try await tapExpectingOneObserverFailure { screen in
            await screen.addObserver { event in if event.name == "didSelectTitle" { throw ObserverRefusal() } }
        }
        #expect(failure?.origin == .observer(screen: "PagingScreen"))
        #expect(failure?.error is ObserverRefusal)
        #expect(failure?.frame == 0)
    }
}
