extension Array {
    /// The first index whose element satisfies `belongsInSecondPartition` (the array is partitioned).
    /// - Complexity: O(log n).
    func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if belongsInSecondPartition(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
