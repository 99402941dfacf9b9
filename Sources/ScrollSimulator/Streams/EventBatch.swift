/// Elements in order, as a subscriber's channel holds them and its iterator takes them: stretches
/// of the arrays they were sent in, as they are (a merged frame's runs, with no copy), then the
/// elements sent one at a time, gathered in an array of the batch's own (whose storage the channel
/// and the iterator hand back and forth, so a steady stream of single elements allocates nothing).
@usableFromInline struct EventBatch<Element> {
    /// Stretches sent as they are, oldest first.
    @usableFromInline private(set) var stretches: [ArraySlice<Element>] = []
    /// Elements sent one at a time after the last stretch.
    @usableFromInline private(set) var tail: [Element] = []
    /// The number of elements.
    private(set) var count = 0

    init() {}

    /// Whether there are no elements.
    var isEmpty: Bool { count == 0 }

    /// The number of stretches to yield in turn, the tail being the last.
    @usableFromInline var stretchCount: Int { stretches.count + 1 }

    /// The stretch at `index` (below ``stretchCount``): the tail's elements for the last.
    @usableFromInline func stretch(at index: Int) -> ArraySlice<Element> {
        index < stretches.count ? stretches[index] : tail[...]
    }

    /// Adds a stretch after everything else (the tail, if any, becomes a stretch first).
    mutating func append(_ stretch: ArraySlice<Element>) {
        guard !stretch.isEmpty else { return }
        if !tail.isEmpty {
            stretches.append(tail[...])
            tail = []
        }
        stretches.append(stretch)
        count += stretch.count
    }

    /// Adds one element after everything else.
    mutating func append(_ element: Element) {
        tail.append(element)
        count += 1
    }

    /// Removes every element, keeping the storage of the lists (not of the stretches).
    mutating func removeAll() {
        stretches.removeAll(keepingCapacity: true)
        tail.removeAll(keepingCapacity: true)
        count = 0
    }

    /// Removes the oldest `n` elements (at most ``count``): whole stretches, then the front of the
    /// oldest one left (a slice's start moves: no copy), then the front of the tail.
    mutating func removeFirst(_ n: Int) {
        precondition(n <= count, "EventBatch: removing more elements than there are")
        count -= n
        var excess = n
        var whole = 0
        while whole < stretches.count && excess >= stretches[whole].count {
            excess -= stretches[whole].count
            whole += 1
        }
        stretches.removeFirst(whole)
        if !stretches.isEmpty {
            stretches[0].removeFirst(excess)
        } else {
            tail.removeFirst(excess)
        }
    }

    /// The elements in order, as one array (a copy; for tests and descriptions).
    var elements: [Element] { Array(stretches.joined()) + tail }
}

extension EventBatch: Sendable where Element: Sendable {}
