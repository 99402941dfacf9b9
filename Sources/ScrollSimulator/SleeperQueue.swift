/// Tasks sleeping on the display clock, in wake order: deadline, then order of sleeping.
///
/// A min-heap of keys plus a table of waiting continuations; a cancelled sleeper leaves the table at
/// once and its key is skipped when it surfaces.
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

    private var heap: [Key] = []
    private var waiting: [UInt64: Sleeper] = [:]
    private var nextID: UInt64 = 0

    /// The number of tasks asleep.
    var count: Int { waiting.count }

    /// The frame of the earliest sleeper, if any.
    mutating func nextFrame() -> Int? {
        dropCancelled()
        return heap.first?.frame
    }

    /// Reserves the id that orders a new sleeper after every earlier one.
    mutating func reserveID() -> UInt64 {
        defer { nextID += 1 }
        return nextID
    }

    mutating func insert(id: UInt64, frame: Int, deadline: Duration, sleeper: Sleeper) {
        waiting[id] = sleeper
        heap.append(Key(frame: frame, deadline: deadline, id: id))
        siftUp(heap.count - 1)
    }

    /// Removes a sleeper (cancelled), returning it if it was still asleep.
    mutating func remove(id: UInt64) -> Sleeper? { waiting.removeValue(forKey: id) }

    /// Removes the sleeper of spawned task `taskID` (cancelled), returning it if it was asleep. A
    /// scan: cancellation is rare, and a table by task would cost every sleep an update.
    mutating func remove(taskID: UInt64) -> Sleeper? {
        guard let id = waiting.first(where: { $0.value.taskID == taskID })?.key else { return nil }
        return waiting.removeValue(forKey: id)
    }

    /// Removes and returns the next sleeper due at or before `frame`, in wake order.
    mutating func popDue(atOrBefore frame: Int) -> Sleeper? {
        while let top = heap.first, top.frame <= frame {
            popTop()
            if let sleeper = waiting.removeValue(forKey: top.id) { return sleeper }
        }
        return nil
    }

    /// Every sleeper with its key, in wake order (for reports).
    func entries() -> [(key: Key, sleeper: Sleeper)] {
        heap.sorted().compactMap { key in waiting[key.id].map { (key, $0) } }
    }

    /// Removes and returns every sleeper (the clock stopped).
    mutating func removeAll() -> [Sleeper] {
        let keys = heap.sorted()
        heap.removeAll()
        let all = keys.compactMap { waiting[$0.id] }
        waiting.removeAll()
        return all
    }

    private mutating func dropCancelled() {
        while let top = heap.first, waiting[top.id] == nil { popTop() }
    }

    private mutating func popTop() {
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1
            let r = l + 1
            var m = i
            if l < heap.count && heap[l] < heap[m] { m = l }
            if r < heap.count && heap[r] < heap[m] { m = r }
            if m == i { return }
            heap.swapAt(i, m)
            i = m
        }
    }

    private mutating func siftUp(_ index: Int) {
        var i = index
        while i > 0 {
            let parent = (i - 1) / 2
            guard heap[i] < heap[parent] else { return }
            heap.swapAt(i, parent)
            i = parent
        }
    }
}
