/// Every event of one scroll view, collected by an in-frame delegate: complete when the frame ends,
/// in order, with no printer task to race the code under test. Made by ``ScrollView/recordEvents()``.
///
///     let recording = await list.recordEvents()
///     try await list.fling(velocity: Point(x: 0, y: 1200))
///     try await clock.runUntilIdle()
///     #expect(await recording.names.last == "didEndDecelerating")
public actor EventRecording {
    /// The recorded view's clock: the recording runs on its thread.
    public nonisolated let clock: DisplayClock
    /// The clock's serial executor: the recording runs on the simulation thread of its clock.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { clock.unownedExecutor }

    /// Every event so far, in order.
    public private(set) var events: [ScrollViewEvent] = []

    init(clock: DisplayClock) { self.clock = clock }

    /// The events' names (`didScroll`, ...), in order.
    public var names: [String] { events.map(\.name) }
    /// The events as text (``ScrollViewEvent/description``), in order.
    public var lines: [String] { events.map(\.description) }

    /// Forgets the events recorded so far.
    public func removeAll() { events.removeAll() }

    func append(_ event: ScrollViewEvent) { events.append(event) }
}

extension ScrollView {
    /// Starts recording every later event of this view (see ``EventRecording``). On a stopped
    /// clock there is none: the recording stays empty.
    public func recordEvents() -> EventRecording {
        let recording = EventRecording(clock: clock)
        // A local function, not a closure: see `EventHandler`.
        weak let weakRecording = recording
        @Sendable nonisolated(nonsending) func append(_ event: ScrollViewEvent) async {
            await weakRecording?.append(event)
        }
        addDelegate(append)
        return recording
    }
}
