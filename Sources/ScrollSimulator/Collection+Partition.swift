extension RandomAccessCollection where Index == Int {
    /// The first index whose element satisfies `belongsInSecondPartition` (the collection is partitioned).
    /// - Complexity: O(log n).
    func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let mid = (low + high) / 2
            if belongsInSecondPartition(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The first index at or after `start` whose element satisfies `belongsInSecondPartition`
    /// (`self[start...]` is partitioned), found by galloping: steps of 1, 2, 4, ... from `start`,
    /// then a binary search in the last step.
    /// - Complexity: O(log d), where d is the distance from `start` to the index found.
    func partitioningIndex(from start: Int, where belongsInSecondPartition: (Element) -> Bool) -> Int {
        var low = start
        var step = 1
        var high = start
        while high < endIndex && !belongsInSecondPartition(self[high]) {
            low = high + 1
            high = Swift.min(endIndex, high + step)
            step *= 2
        }
        while low < high {
            let mid = (low + high) / 2
            if belongsInSecondPartition(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

extension Array {
    /// Removes the elements at `offsets` (increasing, each a valid index) in one pass.
    mutating func remove(atSortedOffsets offsets: [Int]) {
        guard !offsets.isEmpty else { return }
        var next = 0
        var kept = offsets[0]
        // Swapped in the buffer: the collection's swapAt copies each element, which for a class
        // retains and releases it (every view in flight, in each frame in which one comes to rest).
        withUnsafeMutableBufferPointer { buffer in
            for index in offsets[0]..<buffer.count {
                if next < offsets.count && offsets[next] == index {
                    next += 1
                } else {
                    buffer.swapAt(kept, index)
                    kept += 1
                }
            }
        }
        removeSubrange(kept...)
    }
}
