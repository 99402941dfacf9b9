/// Tasks sleeping on the display clock, in wake order: deadline, then order of sleeping.
///
/// Sleepers usually arrive in wake order (a task woken in frame n sleeps until a later frame, and
/// its id is newer than every earlier one), so they are kept in two parts: an in-order run, appended
/// to and taken from its front in O(1), and a min-heap for those that arrive out of order. The
/// next sleeper is the smaller of the two fronts. Each entry holds its sleeper: a cancelled one is
/// emptied in place and skipped when it surfaces.
struct SleeperQueue {
    struct Key: Comparable {
        var frame: Int
        var deadline: Duration
        var id: UInt64

        static func < (a: Key, b: Key) -> Bool {
            (a.frame, a.deadline, a.id) < (b.frame, b.deadline, b.id)
        }
    }

    struct Sleeper {
        /// Resumed exactly once: by the board that popped or removed it under its lock.
        var continuation: UnsafeContinuation<Void, any Error>
        /// The spawned task asleep, or nil for a task the clock did not start (the frame does not
        /// wait for those).
        var taskID: UInt64?
        /// Whether the sleeping task was started by the clock, so that the frame waits for it.
        var isTracked: Bool { taskID != nil }
    }

    /// A key and its sleeper, nil once the sleeper was removed (cancelled).
    private struct Entry {
        var key: Key
        var sleeper: Sleeper?
    }

    /// Entries in wake order, from `runStart` on (the ones before it were taken).
    private var run: [Entry] = []
    private var runStart = 0
    /// Entries that arrived out of order, as a min-heap.
    private var heap: [Entry] = []
    private var nextID: UInt64 = 0

    /// The number of tasks asleep.
    private(set) var count = 0

    /// The frame of the earliest sleeper, if any.
    mutating func nextFrame() -> Int? {
        dropRemoved()
        return front?.key.frame
    }

    /// Reserves the id that orders a new sleeper after every earlier one.
    mutating func reserveID() -> UInt64 {
        defer { nextID += 1 }
        return nextID
    }

    mutating func insert(id: UInt64, frame: Int, deadline: Duration, sleeper: Sleeper) {
        let entry = Entry(key: Key(frame: frame, deadline: deadline, id: id), sleeper: sleeper)
        count += 1
        if run.count == runStart || !(entry.key < run[run.count - 1].key) {
            run.append(entry)
        } else {
            heap.append(entry)
            siftUp(heap.count - 1)
        }
    }

    /// Removes a sleeper (cancelled), returning it if it was still asleep.
    mutating func remove(id: UInt64) -> Sleeper? { remove { $0.key.id == id } }

    /// Removes the sleeper of spawned task `taskID` (cancelled), returning it if it was asleep. A
    /// scan: cancellation is rare, and a table by task would cost every sleep an update.
    mutating func remove(taskID: UInt64) -> Sleeper? { remove { $0.sleeper?.taskID == taskID } }

    /// Removes and returns the next sleeper due at or before `frame`, in wake order.
    mutating func popDue(atOrBefore frame: Int) -> Sleeper? {
        while let entry = front, entry.key.frame <= frame {
            popFront()
            if let sleeper = entry.sleeper {
                count -= 1
                return sleeper
            }
        }
        return nil
    }

    /// Every sleeper with its key, in wake order (for reports).
    func entries() -> [(key: Key, sleeper: Sleeper)] {
        (run[runStart...] + heap).compactMap { entry in entry.sleeper.map { (entry.key, $0) } }
            .sorted { $0.key < $1.key }
    }

    /// Removes and returns every sleeper (the clock stopped).
    mutating func removeAll() -> [Sleeper] {
        let all = entries().map(\.sleeper)
        (run, runStart, heap, count) = ([], 0, [], 0)
        return all
    }

    /// The earliest entry, removed or not.
    private var front: Entry? {
        let first = runStart < run.count ? run[runStart] : nil
        guard let top = heap.first else { return first }
        guard let first else { return top }
        return top.key < first.key ? top : first
    }

    /// Removes the earliest entry.
    private mutating func popFront() {
        if runStart < run.count, heap.isEmpty || run[runStart].key < heap[0].key {
            runStart += 1
            // The taken part is dropped once it is most of the storage (amortised O(1)).
            if runStart == run.count {
                run.removeAll(keepingCapacity: true)
                runStart = 0
            } else if runStart >= 64 && runStart * 2 >= run.count {
                run.removeSubrange(..<runStart)
                runStart = 0
            }
        } else {
            popTop()
        }
    }

    private mutating func dropRemoved() {
        while let entry = front, entry.sleeper == nil { popFront() }
    }

    /// Empties the first entry that `matches` and is still asleep, and returns its sleeper.
    private mutating func remove(where matches: (Entry) -> Bool) -> Sleeper? {
        if let index = run[runStart...].firstIndex(where: { $0.sleeper != nil && matches($0) }) {
            defer { run[index].sleeper = nil }
            count -= 1
            return run[index].sleeper
        }
        if let index = heap.firstIndex(where: { $0.sleeper != nil && matches($0) }) {
            defer { heap[index].sleeper = nil }
            count -= 1
            return heap[index].sleeper
        }
        return nil
    }

    private mutating func popTop() {
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1
            let r = l + 1
            var m = i
            if l < heap.count && heap[l].key < heap[m].key { m = l }
            if r < heap.count && heap[r].key < heap[m].key { m = r }
            if m == i { return }
            heap.swapAt(i, m)
            i = m
        }
    }

    private mutating func siftUp(_ index: Int) {
        var i = index
        while i > 0 {
            let parent = (i - 1) / 2
            guard heap[i].key < heap[parent].key else { return }
            heap.swapAt(i, parent)
            i = parent
        }
    }
}
