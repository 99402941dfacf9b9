/// The sources of events, ranked in name order (by UTF-8 bytes), to sort events by
/// (frame, source, sequence) with integer comparisons. The ranks are rebuilt when a new source
/// appears, which is rare after start-up.
struct SourceRanks {
    private var ranks: [String: Int] = [:]

    /// `events` in (frame, source, sequence) order.
    mutating func sorted(_ events: [ScrollViewEvent]) -> [ScrollViewEvent] {
        var keys: [(frame: Int, rank: Int, sequence: Int, index: Int)] = []
        keys.reserveCapacity(events.count)
        for (index, event) in events.enumerated() {
            guard let rank = ranks[event.source] else {
                rank(Set(ranks.keys).union(events.map(\.source)))
                return sorted(events)
            }
            keys.append((event.frame, rank, event.sequence, index))
        }
        keys.sort { ($0.frame, $0.rank, $0.sequence) < ($1.frame, $1.rank, $1.sequence) }
        return keys.map { events[$0.index] }
    }

    private mutating func rank(_ names: Set<String>) {
        let ordered = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        ranks = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1, $0) })
    }
}
