/// The pure state of the clock's merged stream: its subscribers and the events of frames that
/// have not ended yet. No locks and no channels: ``MergedEventHub`` holds it under a lock and
/// sends what it returns after unlocking. `Subscriber` is whatever receives a delivery (a channel;
/// a name in the tests).
///
/// Events arrive as runs (a stepping shard's, a command's, a reaction's), each in causal order;
/// parallel shards append their runs in any order, so a frame is put in (frame, order) order when
/// it ends: as a list of stretches of the runs, with no event copied. Nothing is kept while nobody
/// listens.
///
/// A subscriber of single events also gets what is pending when an advance ends
/// (``deliverEarly(throughFrame:)``), so that nobody waits for the next advance to see the last
/// frame's events; a subscriber of whole frames (`wholeFrames`) still gets each frame once it has
/// ended, early runs included.
package struct MergeStateMachine<Subscriber> {
    package init() {}

    package private(set) var subscribers: [(id: UInt64, subscriber: Subscriber, wholeFrames: Bool)] = []
    private var nextID: UInt64 = 0
    /// Runs of events not yet delivered to anybody, in arrival order, each in causal order.
    private var runs: [ArraySlice<ScrollViewEvent>] = []
    /// Runs delivered early to the subscribers of single events, kept for those of whole frames
    /// until their frame ends (empty while there are none).
    private var heldForFrames: [ArraySlice<ScrollViewEvent>] = []
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

    /// Adds the subscriber `make` builds for its id; `wholeFrames`: it takes each frame whole, once
    /// the frame has ended, never early.
    package mutating func subscribe(
        wholeFrames: Bool = false, _ make: (UInt64) -> Subscriber
    ) -> (Subscriber, SubscribeAction) {
        let id = nextID
        nextID += 1
        let subscriber = make(id)
        guard !isStopped else { return (subscriber, .finishAtOnce) }
        subscribers.append((id, subscriber, wholeFrames))
        return (subscriber, .subscribed(id))
    }

    /// A run of events arrives (in causal order within itself). Returns false if it was ignored
    /// because nobody listens or the clock has stopped.
    @discardableResult
    package mutating func append(_ run: [ScrollViewEvent]) -> Bool {
        guard !isStopped, !subscribers.isEmpty else { return false }
        // In order by construction: a shard numbers its views' events in increasing order, a command
        // or a reaction takes increasing numbers from the frame's counter. Checked in debug builds
        // (every test), not per event in release.
        assert(run.isSorted(by: ScrollViewEvent.precedes), "a run of events out of causal order")
        if !run.isEmpty { runs.append(run[...]) }
        return true
    }

    /// One delivery: events in (frame, order) order, for these subscribers.
    package struct Delivery {
        /// The events in order, as stretches of the runs they arrived in (nothing copied).
        package var stretches: [ArraySlice<ScrollViewEvent>]
        package var subscribers: [Subscriber]

        /// The events in order, as one array (a copy, a stretch at a time).
        package var events: [ScrollViewEvent] {
            if stretches.count == 1 { return Array(stretches[0]) }
            var events: [ScrollViewEvent] = []
            events.reserveCapacity(stretches.reduce(0) { $0 + $1.count })
            for stretch in stretches { events.append(contentsOf: stretch) }
            return events
        }
    }

    /// Frame `n` (and every frame before it) has ended: returns its events, in causal order, for
    /// every subscriber (nothing if there are none). Usually one delivery for all; after an early
    /// delivery, one of the rest for the subscribers of single events and one of the whole frame for
    /// those of whole frames. Events of later frames stay pending.
    package mutating func endFrame(_ n: Int) -> [Delivery] {
        let ended = Self.take(&runs, throughFrame: n)
        let held = Self.take(&heldForFrames, throughFrame: n)
        guard !held.isEmpty else {
            guard !ended.isEmpty, !subscribers.isEmpty else { return [] }
            return [Delivery(stretches: Self.merged(ended), subscribers: subscribers.map(\.subscriber))]
        }
        var deliveries: [Delivery] = []
        let singles = subscribers.filter { !$0.wholeFrames }.map(\.subscriber)
        if !ended.isEmpty && !singles.isEmpty {
            deliveries.append(Delivery(stretches: Self.merged(ended), subscribers: singles))
        }
        let wholes = subscribers.filter(\.wholeFrames).map(\.subscriber)
        if !wholes.isEmpty { deliveries.append(Delivery(stretches: Self.merged(held + ended), subscribers: wholes)) }
        return deliveries
    }

    /// An advance has ended in frame `n`: returns what is pending through it for the subscribers of
    /// single events (nil if nothing, or no such subscriber), keeping it for those of whole frames
    /// until the frame ends. Anything stamped later in the frame has a later order (a command's), so
    /// the early delivery and the rest stay in causal order.
    package mutating func deliverEarly(throughFrame n: Int) -> Delivery? {
        let singles = subscribers.filter { !$0.wholeFrames }.map(\.subscriber)
        guard !singles.isEmpty else { return nil }
        let ended = Self.take(&runs, throughFrame: n)
        guard !ended.isEmpty else { return nil }
        if subscribers.contains(where: \.wholeFrames) { heldForFrames += ended }
        return Delivery(stretches: Self.merged(ended), subscribers: singles)
    }

    /// Takes from `runs` the events of frames up to and including `n`; what belongs to later
    /// frames stays. A run may reach into a later frame (a command issued while the frame ran):
    /// it is split.
    private static func take(
        _ runs: inout [ArraySlice<ScrollViewEvent>], throughFrame n: Int
    ) -> [ArraySlice<ScrollViewEvent>] {
        guard !runs.isEmpty else { return [] }
        if runs.allSatisfy({ $0.last!.frame <= n }) {
            defer { runs = [] }
            return runs
        }
        var ended: [ArraySlice<ScrollViewEvent>] = []
        var later: [ArraySlice<ScrollViewEvent>] = []
        for run in runs {
            let split = run.partitioningIndex { $0.frame > n }
            if split > run.startIndex { ended.append(run[..<split]) }
            if split < run.endIndex { later.append(run[split...]) }
        }
        runs = later
        return ended
    }

    /// The runs' events in (frame, order) order, as stretches of the runs: each run is in order
    /// (see ``append(_:)``), so the merge takes from one run at a time everything that precedes the
    /// other runs' next events. Parallel shards hand over interleaved stretches (blocks of views),
    /// so a frame of two shards is a stretch per block; the end of each is found by galloping, with
    /// no comparison per event (and never more than a plain merge's comparisons, up to a constant
    /// factor, when the runs alternate event by event). Ties go to the run that arrived first.
    static func merged(_ runs: [ArraySlice<ScrollViewEvent>]) -> [ArraySlice<ScrollViewEvent>] {
        if runs.count == 1 { return runs }
        var rest = runs
        var stretches: [ArraySlice<ScrollViewEvent>] = []
        while true {
            // The run whose next event comes first, and the first of the others' next events.
            var first = -1
            var second = -1
            for i in rest.indices where !rest[i].isEmpty {
                if first < 0 || ScrollViewEvent.precedes(rest[i].first!, rest[first].first!) {
                    second = first
                    first = i
                } else if second < 0 || ScrollViewEvent.precedes(rest[i].first!, rest[second].first!) {
                    second = i
                }
            }
            guard first >= 0 else { return stretches }
            guard second >= 0 else {
                stretches.append(rest[first])
                return stretches
            }
            // Up to the first event that the other run's next one precedes (or, for a run that
            // arrived later, that does not precede it: ties go to the earlier run).
            let next = rest[second].first!
            let start = rest[first].startIndex
            let end =
                second < first
                ? rest[first].partitioningIndex(from: start) { !ScrollViewEvent.precedes($0, next) }
                : rest[first].partitioningIndex(from: start) { ScrollViewEvent.precedes(next, $0) }
            stretches.append(rest[first][..<end])
            rest[first] = rest[first][end...]
        }
    }

    /// The subscriber with `id` went away. Returns whether it was there.
    @discardableResult
    package mutating func cancel(_ id: UInt64) -> Bool {
        guard let index = subscribers.firstIndex(where: { $0.id == id }) else { return false }
        subscribers.remove(at: index)
        if subscribers.isEmpty { runs = [] }
        if !subscribers.contains(where: \.wholeFrames) { heldForFrames = [] }
        return true
    }

    /// The clock stopped: the last delivery (everything pending), then every subscriber to finish.
    package mutating func stop() -> (deliveries: [Delivery], finish: [Subscriber]) {
        guard !isStopped else { return ([], []) }
        let deliveries = endFrame(.max)
        isStopped = true
        let finish = subscribers.map(\.subscriber)
        subscribers = []
        runs = []
        heldForFrames = []
        return (deliveries, finish)
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
