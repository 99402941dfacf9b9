@_spi(Delivery) import ScrollSimulator

/// Records the merged timeline of scroll views and screens, as `scrollsim` prints it: every event of
/// the scroll views and screen models it is given, in the order things happened (frame, then causal
/// order), whatever order they reach it in.
///
/// It records through in-frame delegates and observers, so a frame's events are all in when the
/// frame ends, and no printer task races the code under test. It runs on its clock's thread.
///
///     let recorder = Recorder(clock: clock)
///     try await recorder.record(list)
///     try await list.fling(velocity: Point(x: 0, y: 1200))
///     try await clock.runUntilIdle()
///     print(await recorder.recording().timeline(includesDidScroll: false))
///
/// Memory: by default it keeps every record and sample. For long runs, `retaining` keeps only the
/// records a caller needs and `onFrame` hands each finished frame's records over as it ends (the
/// `scrollsim` command streams its JSON Lines that way).
public actor Recorder {
    /// The clock whose thread the recorder shares, so that in-frame delegates record without a hop.
    public nonisolated let clock: DisplayClock
    /// The clock's serial executor: the recorder runs on the simulation thread of its clock.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { clock.unownedExecutor }

    /// The records and samples, on the same thread. The delegates and observers that feed it hold
    /// it strongly, not the recorder weakly: a weak reference, loaded for every event, and the
    /// slow reference counting that any weakly referenced object pays for good, were a tenth of a
    /// one-view scenario's run. The recorder closes the book when it goes, so that views and
    /// screens that outlive it stop recording into it.
    private let book: RecordBook
    /// The views recorded, by id (records name a view by its id alone), held weakly: a view that
    /// has gone, or was discarded, may have a successor with its id (a pushed screen's list).
    private var recordedViews: [String: RecordedView] = [:]

    private struct RecordedView {
        weak var view: ScrollView?
    }

    /// Creates a recorder.
    /// - Parameters:
    ///   - clock: the clock of everything it will record.
    ///   - keepsSamples: whether to keep an offset sample per scroll-view event (for plots); each
    ///     view's offset when it starts being recorded is kept either way.
    ///   - retaining: which records ``recording()`` keeps (default, nil: all).
    ///   - onFrame: called with each frame's records, in order, once the frame has ended (when a
    ///     later frame's event arrives, or at ``finish()``), retained or not. Records that arrive
    ///     late (the past events of a screen recorded after it published) come with the batch of
    ///     the frame in which they arrive.
    ///   - recordLimit: the most records kept at once (default, nil: no limit). Reaching it, the
    ///     recorder keeps no more and the clock's advance throws ``RecordLimitError`` (inside
    ///     `SimulationError.failed`) at the end of that frame.
    public init(
        clock: DisplayClock, keepsSamples: Bool = true,
        retaining: (@Sendable (EventRecord) -> Bool)? = nil,
        onFrame: (@Sendable ([EventRecord]) -> Void)? = nil, recordLimit: Int? = nil
    ) {
        self.clock = clock
        self.book = RecordBook(
            clock: clock, keepsSamples: keepsSamples, retaining: retaining, onFrame: onFrame, recordLimit: recordLimit)
    }

    deinit { book.close() }

    /// Records every later event of `view`, and its offset now as the start of its plot. Recording
    /// a view twice changes nothing. Throws ``SimulationError/invalidArgument(argument:expected:actual:)``
    /// for a view of another clock, whose frames would not be this recorder's, and for a view whose
    /// id a recorded view still in use has (not discarded), whose records could not be told apart
    /// from the other's.
    public func record(_ view: ScrollView) async throws {
        try requireOwnClock(view.clock, "view")
        if let earlier = recordedViews[view.id]?.view {
            if earlier === view { return }
            guard earlier.isDiscarded else {
                throw SimulationError.invalidArgument(
                    argument: "view", expected: "an id no other recorded view in use has",
                    actual: view.id.debugDescription)
            }
        }
        recordedViews[view.id] = RecordedView(view: view)
        let book = self.book
        if view.sharesClockThread {
            // The view shares the clock's thread, the recorder's: it is read and given its delegate
            // in place (no executor switch), and the delegate, synchronous, enters the book in
            // place for each event.
            let delegate: SynchronousEventHandler = { event in book.recordInPlace(event) }
            let contentOffset = view.assumeIsolated(passing: delegate) { view, delegate in
                view.addSynchronousDelegate(delegate)
                return view.contentOffset
            }
            inBook { $0.keepStartSample(of: view, contentOffset: contentOffset) }  // before any event
        } else {
            let contentOffset = await view.contentOffset
            inBook { $0.keepStartSample(of: view, contentOffset: contentOffset) }
            // A local function, not a closure: see `EventHandler`.
            @Sendable nonisolated(nonsending) func recordEvent(_ event: ScrollViewEvent) async {
                await book.record(event)
            }
            await view.addDelegate(recordEvent)
        }
    }

    /// Records the events `screen` has published so far, then every later one. Throws
    /// ``SimulationError/invalidArgument(argument:expected:actual:)`` for a screen of another clock.
    public func record(_ screen: some ScreenEventPublisher) async throws {
        try requireOwnClock(screen.clock, "screen")
        let past = await screen.screenEvents
        inBook { book in for event in past { book.append(EventRecord(event)) } }
        let book = self.book
        if await screen.runsOnThread(of: clock) {
            // The screen delivers on the clock's thread, the recorder's: a synchronous observer that
            // enters the book in place, with no executor switch per event.
            await screen.addSynchronousObserver { event in book.recordInPlace(event) }
        } else {
            // A local function, not a closure: see `ScreenEventObserver`.
            @Sendable nonisolated(nonsending) func recordEvent(_ event: ScreenEvent) async {
                await book.record(event)
            }
            await screen.addObserver(recordEvent)
        }
    }

    /// Records an event of your own (a refusal, a marker) in its place: stamp it with the clock's
    /// current frame and `clock.nextEventOrder()`.
    public func record(_ record: EventRecord) { inBook { $0.append(record) } }

    /// Everything retained so far, in order (the current frame included).
    public func recording() -> Recording { inBook { $0.recording() } }

    /// Hands the records of every frame before `frame` to `onFrame` now, instead of when a later
    /// frame's first record arrives: for output that follows a run in real time, call it at the
    /// start of each frame (a task that sleeps one frame at a time), so that a frame's records go
    /// out as it ends even if nothing happens for a while after it.
    public func endFrames(before frame: Int) { inBook { $0.endFrames(before: frame) } }

    /// Ends the current frame (handing it to `onFrame`) and returns everything retained.
    public func finish() -> Recording { inBook { $0.finish() } }

    /// Refuses a view or screen of a clock other than the recorder's: its events would carry
    /// another clock's frames, and a view there runs on another thread.
    private func requireOwnClock(_ other: DisplayClock, _ what: String) throws {
        guard other === clock else {
            throw SimulationError.invalidArgument(
                argument: what, expected: "a \(what) of the recorder's clock", actual: "one of another clock")
        }
    }

    /// Runs `body` in the book's isolation: the recorder's own, since both run on the clock's thread.
    private func inBook<Result: Sendable>(_ body: (isolated RecordBook) -> Result) -> Result {
        book.assumeIsolated(body)
    }
}
