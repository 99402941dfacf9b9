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
    /// Runs of events of frames not yet delivered, in arrival order, each in causal order.
    private var runs: [[ScrollViewEvent]] = []
    /// Every pending event, in arrival order.
    package var pending: [ScrollViewEvent] { Array(runs.joined()) }
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
        // In order by construction: a shard numbers its views' events in increasing order, a command
        // or a reaction takes increasing numbers from the frame's counter. Checked in debug builds
        // (every test), not per event in release.
        assert(run.isSorted(by: ScrollViewEvent.precedes), "a run of events out of causal order")
        if !run.isEmpty { runs.append(run) }
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
        guard !runs.isEmpty else { return nil }
        var ended: [[ScrollViewEvent]] = []
        if runs.allSatisfy({ $0.last!.frame <= n }) {
            ended = runs
            runs = []
        } else {
            // A run may reach into a later frame (a command issued while the frame ran): split it.
            var later: [[ScrollViewEvent]] = []
            for run in runs {
                let split = run.partitioningIndex { $0.frame > n }
                if split > 0 { ended.append(Array(run[..<split])) }
                if split < run.count { later.append(Array(run[split...])) }
            }
            runs = later
        }
        guard !ended.isEmpty, !subscribers.isEmpty else { return nil }
        return Delivery(events: Self.merged(ended), subscribers: subscribers.map(\.subscriber))
    }

    /// The runs' events in (frame, order) order. Each run is in order (see ``append(_:)``); runs
    /// that follow each other are joined, and parallel shards' interleaved runs are merged in
    /// linear passes (one copy of each event per pass, two runs being the usual case).
    static func merged(_ runs: [[ScrollViewEvent]]) -> [ScrollViewEvent] {
        var runs = runs
        if runs.count == 1 { return runs[0] }
        // Runs in order one after the other (one thread, commands, reactions): join them.
        runs.sort { ScrollViewEvent.precedes($0[0], $1[0]) }
        let joined = zip(runs, runs.dropFirst()).allSatisfy { !ScrollViewEvent.precedes($1[0], $0.last!) }
        if joined { return Array(runs.joined()) }
        while runs.count > 1 {
            var next: [[ScrollViewEvent]] = []
            next.reserveCapacity(runs.count / 2 + 1)
            var i = 0
            while i + 1 < runs.count {
                next.append(merge(runs[i], runs[i + 1]))
                i += 2
            }
            if i < runs.count { next.append(runs[i]) }
            runs = next
        }
        return runs[0]
    }

    /// Two runs in order merged into one (stable: `a` first on ties). Parallel shards hand over
    /// interleaved stretches (blocks of views), so it copies a whole stretch at a time: the end of
    /// each is found by galloping, with no comparison per event (and never more than a plain
    /// merge's comparisons, up to a constant factor, when the runs alternate event by event).
    static func merge(_ a: [ScrollViewEvent], _ b: [ScrollViewEvent]) -> [ScrollViewEvent] {
        var out: [ScrollViewEvent] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            // a[i...] up to the first event that b[j] precedes, then b[j...] up to the first that
            // does not precede a's next one (ties go to `a`).
            let aEnd = a.partitioningIndex(from: i) { ScrollViewEvent.precedes(b[j], $0) }
            out.append(contentsOf: a[i..<aEnd])
            i = aEnd
            guard i < a.count else { break }
            let bEnd = b.partitioningIndex(from: j) { !ScrollViewEvent.precedes($0, a[i]) }
            out.append(contentsOf: b[j..<bEnd])
            j = bEnd
        }
        if i < a.count { out.append(contentsOf: a[i...]) }
        if j < b.count { out.append(contentsOf: b[j...]) }
        return out
    }

    /// The subscriber with `id` went away. Returns whether it was there.
    @discardableResult
    package mutating func cancel(_ id: UInt64) -> Bool {
        guard let index = subscribers.firstIndex(where: { $0.id == id }) else { return false }
        subscribers.remove(at: index)
        if subscribers.isEmpty { runs = [] }
        return true
    }

    /// The clock stopped: the last delivery (everything pending), then every subscriber to finish.
    package mutating func stop() -> (delivery: Delivery?, finish: [Subscriber]) {
        guard !isStopped else { return (nil, []) }
        let delivery = endFrame(.max)
        isStopped = true
        let finish = subscribers.map(\.subscriber)
        subscribers = []
        runs = []
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
