@_spi(Delivery) import ScrollSimulator

/// Records the merged timeline of scroll views and screens, as `scrollsim` prints it: every event of
/// the scroll views and screen models it is given, in the order things happened (frame, then causal
/// order), whatever order they reach it in.
///
/// It records through in-frame delegates and observers, so a frame's events are all in when the
/// frame ends, and no printer task races the code under test. It runs on its clock's thread.
///
///     let recorder = Recorder(clock: clock)
///     await recorder.record(list)
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

    private let retaining: (@Sendable (EventRecord) -> Bool)?
    private let keepsSamples: Bool
    private let onFrame: (@Sendable ([EventRecord]) -> Void)?
    // `@exclusivity(unchecked)` on the state every event touches: the actor runs one job at a time,
    // and no access to these overlaps another (the `onFrame` and `retaining` closures run on values
    // taken out, never during an access), so the runtime's per-access check, 7 % of a paging
    // scenario's instructions, only repeated what isolation proves.
    /// The retained records of the frames that have ended, in order, then every record of the
    /// newest frame (from ``currentStart``), in order, until a later frame shows it has ended.
    @exclusivity(unchecked) private var records: [EventRecord] = []
    /// Where the newest frame's records start in ``records``.
    @exclusivity(unchecked) private var currentStart = 0
    @exclusivity(unchecked) private var samples: [OffsetSample] = []
    private var recordedViews: Set<ObjectIdentifier> = []

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
    public init(
        clock: DisplayClock, keepsSamples: Bool = true,
        retaining: (@Sendable (EventRecord) -> Bool)? = nil,
        onFrame: (@Sendable ([EventRecord]) -> Void)? = nil
    ) {
        self.clock = clock
        self.keepsSamples = keepsSamples
        self.retaining = retaining
        self.onFrame = onFrame
    }

    /// Records every later event of `view`, and its offset now as the start of its plot. Recording
    /// a view twice changes nothing.
    public func record(_ view: ScrollView) async {
        guard recordedViews.insert(ObjectIdentifier(view)).inserted else { return }
        weak let recorder = self
        if view.sharesClockThread {
            // The view shares the clock's thread, the recorder's: it is read and given its delegate
            // in place (no executor switch), and the delegate, synchronous, enters the recorder in
            // place for each event.
            let delegate: SynchronousEventHandler = { event in recorder?.recordInPlace(event) }
            let contentOffset = view.assumeIsolated(passing: delegate) { view, delegate in
                view.addSynchronousDelegate(delegate)
                return view.contentOffset
            }
            keepStartSample(of: view, contentOffset: contentOffset)  // before any event: nothing ran meanwhile
        } else {
            keepStartSample(of: view, contentOffset: await view.contentOffset)
            // A local function, not a closure: see `EventHandler`.
            @Sendable nonisolated(nonsending) func recordEvent(_ event: ScrollViewEvent) async {
                await recorder?.record(event)
            }
            await view.addDelegate(recordEvent)
        }
    }

    /// Keeps `view`'s offset now as the start of its plot.
    private func keepStartSample(of view: ScrollView, contentOffset: Point) {
        samples.append(
            OffsetSample(
                time: clock.time, frame: clock.frameIndex, source: view.id, contentOffset: contentOffset,
                velocity: .zero))
    }

    /// Records the events `screen` has published so far, then every later one.
    public func record(_ screen: some ScreenEventPublisher) async {
        for event in await screen.screenEvents { append(EventRecord(event)) }
        weak let recorder = self
        if await screen.runsOnThread(of: clock) {
            // The screen delivers on the clock's thread, the recorder's: a synchronous observer that
            // enters the recorder in place, with no executor switch per event.
            await screen.addSynchronousObserver { event in recorder?.recordInPlace(event) }
        } else {
            // A local function, not a closure: see `ScreenEventObserver`.
            @Sendable nonisolated(nonsending) func recordEvent(_ event: ScreenEvent) async {
                await recorder?.append(EventRecord(event))
            }
            await screen.addObserver(recordEvent)
        }
    }

    /// Records a scroll view's event, from code already on the clock's thread (the recorder's).
    private nonisolated func recordInPlace(_ event: ScrollViewEvent) {
        assumeIsolated(passing: event) { $0.record($1) }
    }

    /// Records a screen's event, from code already on the clock's thread (the recorder's). The
    /// record is made inside, from the borrowed event, so that it is moved into place, not copied.
    private nonisolated func recordInPlace(_ event: ScreenEvent) {
        assumeIsolated(passing: event) { $0.append(EventRecord($1)) }
    }

    /// Records an event of your own (a refusal, a marker) in its place: stamp it with the clock's
    /// current frame and `clock.nextEventOrder()`.
    public func record(_ record: EventRecord) { append(record) }

    /// Everything retained so far, in order (the current frame included).
    public func recording() -> Recording {
        let current = records[currentStart...]
        let retained = retaining.map { current.filter($0) } ?? Array(current)
        return Recording(records: Array(records[..<currentStart]) + retained, samples: samples)
    }

    /// Ends the current frame (handing it to `onFrame`) and returns everything retained.
    public func finish() -> Recording {
        endCurrentFrame()
        // Records that arrived late (a screen recorded after it had published) go in their place.
        records = records.inReportOrder()  // the same array, unless some arrived late
        return Recording(records: records, samples: samples)
    }

    private func record(_ event: ScrollViewEvent) {
        append(EventRecord(event))
        if keepsSamples {
            samples.append(
                OffsetSample(
                    time: event.time, frame: event.frame, source: event.source, contentOffset: event.contentOffset,
                    velocity: event.velocity))
        }
    }

    /// Keeps a record with the newest frame's; a record of a later frame ends that frame. (A record
    /// of an earlier frame, which only a screen recorded after it published gives, joins the
    /// newest frame's batch, in its place within it.)
    // Consuming, and appended when it is last (the usual case): `insert` copied the record (a
    // retain per string and box) and then destroyed the argument.
    private func append(_ record: consuming EventRecord) {
        if currentStart < records.endIndex, record.frame > records[currentStart].frame { endCurrentFrame() }
        // In its place among the newest frame's records (a screen's reaction to a view's event
        // often arrives before the event itself): they stay in report order as they come.
        var place = records.endIndex
        while place > currentStart && record.precedes(records[place - 1]) { place -= 1 }
        if place == records.endIndex { records.append(record) } else { records.insert(record, at: place) }
    }

    /// Hands the newest frame's records (in order already) to `onFrame`, and keeps those retained.
    private func endCurrentFrame() {
        guard currentStart < records.endIndex else { return }
        // The frame's records are taken out, so the closures run with no access to `records` open,
        // and let go of before `records` changes, so that it changes in place.
        var kept: [EventRecord]?
        do {
            let frame = records[currentStart...]
            onFrame?(Array(frame))
            kept = retaining.map { frame.filter($0) }
        }
        if let kept { records.replaceSubrange(currentStart..., with: kept) }
        currentStart = records.endIndex
    }
}
