/// The next sequence number of each source of a screen's events (0, 1, ... per source).
///
/// Most events come from the source of the one before (the title bar's `indicatorFrame` every frame
/// of a swipe): that source's count is kept aside and its name compared, not hashed; the others
/// wait in a dictionary.
struct SourceSequences: Sendable {
    private var counts: [String: Int] = [:]
    /// The source of the latest event, and its next sequence number (`counts` has it only since
    /// another source's event came).
    private var latestSource = ""
    private var latestNext = 0

    /// The sequence number of `source`'s next event; counts it.
    mutating func next(for source: String) -> Int {
        if source != latestSource {
            counts[latestSource] = latestNext
            latestNext = counts[source] ?? 0
            latestSource = source
        }
        defer { latestNext += 1 }
        return latestNext
    }
}
