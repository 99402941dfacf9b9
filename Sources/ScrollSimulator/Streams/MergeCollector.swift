/// One stepping shard's events for the clock's merged stream, gathered without a lock: the clock
/// hands each shard's collection to the hub at once when the frame's steps are done.
final class MergeCollector: @unchecked Sendable {
    // @unchecked: a collector belongs to one shard task, which awaits each scroll view's step in
    // turn; a step appends while its shard waits for it, so accesses never overlap, and each await
    // orders them (happens-before) across the threads the steps run on. The same reasoning makes
    // the dynamic exclusivity check (a step lends `events` to its view by `swap`) needless.
    @exclusivity(unchecked) var events: [ScrollViewEvent] = []

    /// A collector with room for `capacity` events.
    init(capacity: Int) { events.reserveCapacity(capacity) }

    /// The collector handed to steps while the merged stream has no subscriber: a step touches
    /// its collector only when told the stream listens, so this one is never written (shared by
    /// every thread, it allocates nothing per frame).
    static let unused = MergeCollector(capacity: 0)
}
