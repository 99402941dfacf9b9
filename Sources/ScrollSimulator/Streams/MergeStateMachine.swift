/// The pure state of the clock's merged stream: its subscribers and the events of frames that
/// have not ended yet. No locks and no channels: ``MergedEventHub`` holds it under a lock and
/// sends what it returns after unlocking. `Subscriber` is whatever receives a delivery (a channel;
/// a name in the tests).
///
/// Events arrive as runs (a stepping shard's, a command's, a reaction's), each in causal order;
/// parallel shards append their runs in any order, so a frame is put in (frame, order) order when
/// it ends. Nothing is kept while nobody listens.
package struct MergeStateMachine<Subscriber> {
    package init() {}

    package private(set) var subscribers: [(id: UInt64, subscriber: Subscriber)] = []
    private var nextID: UInt64 = 0
    /// Events of frames not yet delivered, in arrival order.
    package private(set) var pending: [ScrollViewEvent] = []
    package private(set) var isStopped = false

    /// Whether anybody listens (scroll views skip stamping for the hub when nobody does).
    package var isListening: Bool { !subscribers.isEmpty }

    /// What a new subscriber gets.
    package enum SubscribeAction {
        /// Registered under this id.
        case subscribed(UInt64)
        /// The clock has stopped: finish it at once.
        case finishAtOnce
    }

    /// Adds the subscriber `make` builds for its id.
    package mutating func subscribe(_ make: (UInt64) -> Subscriber) -> (Subscriber, SubscribeAction) {
        let id = nextID
        nextID += 1
        let subscriber = make(id)
        guard !isStopped else { return (subscriber, .finishAtOnce) }
        subscribers.append((id, subscriber))
        return (subscriber, .subscribed(id))
    }

    /// A run of events arrives (in causal order within itself). Returns false if it was ignored
    /// because nobody listens or the clock has stopped.
    @discardableResult
    package mutating func append(_ run: [ScrollViewEvent]) -> Bool {
        guard !isStopped, !subscribers.isEmpty else { return false }
        if pending.isEmpty { pending = run } else { pending.append(contentsOf: run) }
        return true
    }

    /// One delivery: events in (frame, order) order, for these subscribers.
    package struct Delivery {
        package var events: [ScrollViewEvent]
        package var subscribers: [Subscriber]
    }

    /// Frame `n` (and every frame before it) has ended: returns its events, in causal order, for
    /// every subscriber; nil if there are none. Events of later frames stay pending.
    package mutating func endFrame(_ n: Int) -> Delivery? {
        guard !pending.isEmpty else { return nil }
        var events: [ScrollViewEvent]
        if pending.last!.frame <= n && pending.first!.frame <= n && pending.allSatisfy({ $0.frame <= n }) {
            events = pending
            pending = []
        } else {
            events = pending.filter { $0.frame <= n }
            pending.removeAll { $0.frame <= n }
            guard !events.isEmpty else { return nil }
        }
        // Runs are each in order; parallel shards' runs interleave: the standard sort finds the
        // runs and merges them (O(n log runs)).
        if !events.isSorted(by: ScrollViewEvent.precedes) { events.sort(by: ScrollViewEvent.precedes) }
        guard !subscribers.isEmpty else { return nil }
        return Delivery(events: events, subscribers: subscribers.map(\.subscriber))
    }

    /// The subscriber with `id` went away. Returns whether it was there.
    @discardableResult
    package mutating func cancel(_ id: UInt64) -> Bool {
        guard let index = subscribers.firstIndex(where: { $0.id == id }) else { return false }
        subscribers.remove(at: index)
        if subscribers.isEmpty { pending = [] }
        return true
    }

    /// The clock stopped: the last delivery (everything pending), then every subscriber to finish.
    package mutating func stop() -> (delivery: Delivery?, finish: [Subscriber]) {
        guard !isStopped else { return (nil, []) }
        let delivery = endFrame(.max)
        isStopped = true
        let finish = subscribers.map(\.subscriber)
        subscribers = []
        pending = []
        return (delivery, finish)
    }
}

extension Array {
    /// Whether the elements are in increasing order by `areInIncreasingOrder`.
    func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        var i = startIndex
        while i + 1 < endIndex {
            if areInIncreasingOrder(self[i + 1], self[i]) { return false }
            i += 1
        }
        return true
    }
}
