import ScreenModels
import Testing

/// Queries the tests ask of a scroll view's ``EventRecording`` (made by `ScrollView.recordEvents()`).
extension EventRecording {
    /// The names without `didScroll`.
    var milestones: [String] { names.filter { $0 != "didScroll" } }
    /// The first event named `name`, if any.
    func first(_ name: String) -> ScrollViewEvent? { events.first { $0.name == name } }
    /// How many events are named `name`.
    func count(_ name: String) -> Int { events.filter { $0.name == name }.count }
}

/// The seeds' five essence titles (seed 001).
let seedEssenceTitles = ["全部", "視頻", "聲音", "圖片", "段子"]
/// The seven NetEase titles (seed 004).
let newsTitles = ["头条", "科技", "汽车", "体育", "视频", "图片", "热点"]

extension ScreenEventPublisher {
    /// The names of the events of `source`, in order.
    func names(_ source: String) -> [String] {
        screenEvents.filter { $0.source == source }.map(\.name)
    }

    /// The events named `name`, in order.
    func events(named name: String) -> [ScreenEvent] {
        screenEvents.filter { $0.name == name }
    }
}

/// The appearance calls only (no loading or containment), in the order sent, as `N:name`.
func appearanceCalls(_ events: [ScreenEvent], after sequenceStart: Int = 0) -> [String] {
    let names: Set<String> = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
    return events.dropFirst(sequenceStart).compactMap { event in
        guard case .lifecycle(let index, _) = event.detail, names.contains(event.name) else { return nil }
        return "\(index):\(event.name)"
    }
}

/// Lifecycle events that a child sees at the start: added, then (child 0) loaded and shown.
let startOfChild0 = [
    "willMoveToParent", "loadView", "viewDidLoad", "didMoveToParent", "viewWillAppear", "viewDidAppear",
]

/// A bounded wait: runs the clock until nothing moves, failing after 10 s of simulated time.
func settle(_ clock: DisplayClock) async throws {
    try await clock.runUntilSettled(frameLimit: 600)
}

/// What the tests' observers throw.
struct ObserverRefusal: Error {}

/// Builds a two-title paging screen, lets `observe` add an observer that throws
/// ``ObserverRefusal`` on `didSelectTitle`, taps title 1 and advances one frame; returns the one
/// failure that advance threw (recording an issue if it threw none), after running the clock to
/// idle and stopping it (nothing is left to throw).
func tapExpectingOneObserverFailure(
    _ observe: (PagingScreen) async -> Void, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> SimulationFailure? {
    let clock = try DisplayClock()
    let screen = try await PagingScreen(clock: clock, titles: ["a", "b"])
    await observe(screen)
    try await screen.tapTitle(1)
    var failure: SimulationFailure?
    do {
        try await clock.advance(frames: 1)
        Issue.record("the observer's error was lost", sourceLocation: sourceLocation)
    } catch SimulationError.failed(let failures) {
        #expect(failures.count == 1, sourceLocation: sourceLocation)
        failure = failures.first
    }
    try await clock.runUntilIdle()
    try await clock.stop()
    return failure
}
