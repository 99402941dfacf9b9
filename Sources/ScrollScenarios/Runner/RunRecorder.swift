import ScrollSimulator

/// Collects a run's records and plot samples. It is fed by in-frame delegates, so everything of a
/// frame is in by the time the frame ends; the report order is imposed at the end.
actor RunRecorder {
    /// The clock whose thread the recorder shares, so that in-frame delegates record without a hop.
    nonisolated let clock: DisplayClock
    nonisolated var unownedExecutor: UnownedSerialExecutor { clock.unownedExecutor }
    private var records: [EventRecord] = []
    private var samples: [OffsetSample] = []

    init(clock: DisplayClock) { self.clock = clock }

    /// Records one scroll-view event (and, for every event, the offset sample it implies).
    func record(_ event: ScrollViewEvent) {
        records.append(EventRecord(
            time: event.time, frame: event.frame, source: event.source, sequence: event.sequence,
            scrollEvent: event.event))
        samples.append(OffsetSample(
            time: event.time, frame: event.frame, source: event.source, contentOffset: event.contentOffset,
            velocity: event.velocity))
    }

    /// Records a scroll view's offset before anything moved it (the start of its plot).
    func recordInitialOffset(of source: String, _ offset: Point, frame: Int, time: Double) {
        samples.append(OffsetSample(time: time, frame: frame, source: source, contentOffset: offset, velocity: .zero))
    }

    /// Records an event of a screen part (a child's lifecycle call, a title selection, ...).
    func record(_ record: EventRecord) { records.append(record) }

    /// Everything recorded, in report order (frame, source, sequence).
    func finished() -> (records: [EventRecord], samples: [OffsetSample]) {
        (records.inReportOrder(), samples)
    }
}
