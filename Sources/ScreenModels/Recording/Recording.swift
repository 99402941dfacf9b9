/// What a ``Recorder`` collected: the merged timeline of scroll-view and screen events in the order
/// things happened, and the offset samples for plots.
public struct Recording: Sendable, Hashable {
    /// Every retained event, ordered by (frame, order).
    public var records: [EventRecord]
    /// Each recorded scroll view's offset and velocity at its events, and before anything moved it.
    public var samples: [OffsetSample]

    /// Creates a recording.
    public init(records: [EventRecord] = [], samples: [OffsetSample] = []) {
        self.records = records
        self.samples = samples
    }

    /// The records as JSON Lines, the contract `scrollsim run --format jsonl` prints (see ``JSONLinesWriter``).
    public var jsonLines: String { JSONLinesWriter.render(records) }

    /// The records as the readable timeline `scrollsim run` prints (see ``TimelineWriter``).
    public func timeline(includesDidScroll: Bool = true) -> String {
        TimelineWriter(includesDidScroll: includesDidScroll).render(records)
    }

    /// The names of the records from `source`, in order (`["willBeginDragging", "didScroll", ...]`).
    public func names(of source: String) -> [String] {
        records.filter { $0.source == source }.map(\.event)
    }
}
