/// The order in which a paging screen's children were last used (loaded or shown), to pick the
/// least recently used children to unload when more are loaded than a cache limit allows.
struct ChildViewCache: Sendable, Hashable {
    /// The use stamp of each child, by page index; 0 for never used. Larger is more recent.
    private var lastUse: [UInt64]
    private var uses: UInt64 = 0
    /// The most children kept loaded, or nil for no limit.
    let limit: Int?

    /// A cache of `count` children, none used, keeping at most `limit` loaded.
    init(count: Int, limit: Int?) {
        lastUse = Array(repeating: 0, count: count)
        self.limit = limit
    }

    /// Child `index` was loaded or shown now.
    mutating func use(_ index: Int) {
        uses += 1
        lastUse[index] = uses
    }

    /// The children to unload, least recently used first, so that at most `limit` of `loaded` stay
    /// loaded; only children in `evictable` are ever chosen. Empty without a limit.
    func evictions(loaded: [Int], evictable: (Int) -> Bool) -> [Int] {
        guard let limit, loaded.count > limit else { return [] }
        let candidates = loaded.filter(evictable).sorted { (lastUse[$0], $0) < (lastUse[$1], $1) }
        return Array(candidates.prefix(loaded.count - limit))
    }
}
