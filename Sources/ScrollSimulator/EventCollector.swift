/// One stepping shard's events of a frame, gathered side by side without a lock: those for the
/// clock's merged stream (handed to the hub at once when the frame's steps are done), or those for
/// the views' in-frame delegates (each view's delivery takes its own stretch).
final class EventCollector: @unchecked Sendable {
    // @unchecked: in a frame a collector belongs to one shard, which steps its views one after the
    // other; a step appends while its shard waits for it, so accesses never overlap, and each
    // await orders them (happens-before) across the threads the steps run on. The deliveries read
    // it after the frame's steps are done, one view at a time, and the clock empties it for a later
    // frame only when nothing else holds it, before that frame's shard starts. The same reasoning
    // makes the dynamic exclusivity check (a step lends `events` to its view by `swap`) needless.
    @exclusivity(unchecked) var events: [ScrollViewEvent] = []

    /// A collector with room for `capacity` events.
    init(capacity: Int) { events.reserveCapacity(capacity) }

    /// The collector handed to steps while the merged stream has no subscriber: a step touches
    /// its hub collector only when told the stream listens, so this one is never written (shared by
    /// every thread, it allocates nothing per frame).
    static let unused = EventCollector(capacity: 0)
}
