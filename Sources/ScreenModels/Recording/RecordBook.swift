@_spi(Delivery) import ScrollSimulator
import Synchronization

/// A ``Recorder``'s records and samples, on the recorder's thread (its clock's). The delegates and
/// observers that feed it hold it strongly; the recorder closes it when it goes, and from then on
/// it takes nothing and lets go of what it had.
actor RecordBook {
    nonisolated let clock: DisplayClock
    nonisolated var unownedExecutor: UnownedSerialExecutor { clock.unownedExecutor }

    private let retaining: (@Sendable (EventRecord) -> Bool)?
    private let keepsSamples: Bool
    private let onFrame: (@Sendable ([EventRecord]) -> Void)?
    /// The most records kept (nil: no limit); see ``RecordLimitError``.
    private let recordLimit: Int?
    /// Whether the limit was reached (and reported, once).
    @exclusivity(unchecked) private var isFull = false
    /// Set by the recorder's deinit, which may run on any thread.
    private let isClosed = Atomic<Bool>(false)
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

    init(
        clock: DisplayClock, keepsSamples: Bool, retaining: (@Sendable (EventRecord) -> Bool)?,
        onFrame: (@Sendable ([EventRecord]) -> Void)?, recordLimit: Int?
    ) {
        self.clock = clock
        self.keepsSamples = keepsSamples
        self.retaining = retaining
        self.onFrame = onFrame
        self.recordLimit = recordLimit
    }

    /// The recorder is gone: later events are dropped, and so is what was kept.
    nonisolated func close() { isClosed.store(true, ordering: .relaxed) }

    /// Records a scroll view's event, from code already on the clock's thread (the book's).
    nonisolated func recordInPlace(_ event: ScrollViewEvent) {
        assumeIsolated(passing: event) { $0.record($1) }
    }

    /// Records a screen's event, from code already on the clock's thread (the book's). The record
    /// is made inside, from the borrowed event, so that it is moved into place, not copied.
    nonisolated func recordInPlace(_ event: ScreenEvent) {
        assumeIsolated(passing: event) { $0.record($1) }
    }

    /// Records a scroll view's event, with its offset sample if samples are kept.
    func record(_ event: ScrollViewEvent) {
        guard isOpen, hasRoom else { return }
        append(EventRecord(event))
        if keepsSamples {
            samples.append(
                OffsetSample(
                    time: event.time, frame: event.frame, source: event.source, contentOffset: event.contentOffset,
                    velocity: event.velocity))
        }
    }

    /// Records a screen's event.
    func record(_ event: borrowing ScreenEvent) {
        guard isOpen, hasRoom else { return }
        append(EventRecord(event))
    }

    /// Keeps `view`'s offset now as the start of its plot.
    func keepStartSample(of view: ScrollView, contentOffset: Point) {
        samples.append(
            OffsetSample(
                time: clock.time, frame: clock.frameIndex, source: view.id, contentOffset: contentOffset,
                velocity: .zero))
    }

    /// Everything retained so far, in order (the current frame included).
    func recording() -> Recording {
        let current = records[currentStart...]
        let retained = retaining.map { current.filter($0) } ?? Array(current)
        return Recording(records: Array(records[..<currentStart]) + retained, samples: samples)
    }

    /// Ends the newest frame if it is earlier than `frame` (see ``Recorder/endFrames(before:)``).
    func endFrames(before frame: Int) {
        guard isOpen, currentStart < records.endIndex, records[currentStart].frame < frame else { return }
        endCurrentFrame()
    }

    /// Ends the current frame (handing it to `onFrame`) and returns everything retained.
    func finish() -> Recording {
        endCurrentFrame()
        // Records that arrived late (a screen recorded after it had published) go in their place.
        records = records.inReportOrder()  // the same array, unless some arrived late
        return Recording(records: records, samples: samples)
    }

    /// Whether another record may be kept: below the limit. At the limit the book keeps nothing
    /// more and reports ``RecordLimitError`` once, which stops the advance at the end of the frame.
    private var hasRoom: Bool {
        guard let recordLimit, records.count >= recordLimit else { return true }
        if !isFull {
            isFull = true
            clock.report(
                RecordLimitError(limit: recordLimit, frame: clock.frameIndex, time: clock.time), from: .recorder)
        }
        return false
    }

    /// Whether the recorder is still there; once it is not, what was kept is let go of.
    private var isOpen: Bool {
        guard isClosed.load(ordering: .relaxed) else { return true }
        if !records.isEmpty || !samples.isEmpty { (records, samples, currentStart) = ([], [], 0) }
        return false
    }

    /// Keeps a record with the newest frame's; a record of a later frame ends that frame. (A record
    /// of an earlier frame, which only a screen recorded after it published gives, joins the
    /// newest frame's batch, in its place within it.)
    // Consuming, and appended when it is last (the usual case): `insert` copied the record (a
    // retain per string and box) and then destroyed the argument.
    func append(_ record: consuming EventRecord) {
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
