import Testing

@testable import ScrollSimulator

/// The array helpers the frame loop relies on: galloping search and removal at sorted offsets.
@Suite struct ArrayPartitionTests {
    @Test func gallopingFindsTheFirstIndexOfTheSecondPartitionFromAnyStart() {
        let values = Array(0..<300)
        for start in [0, 1, 5, 150, 299, 300] {
            for pivot in [0, 1, 2, 3, 7, 64, 150, 298, 299, 300] {
                let found = values.partitioningIndex(from: start) { $0 >= pivot }
                #expect(found == max(start, pivot), "start \(start), pivot \(pivot)")
            }
        }
        #expect([Int]().partitioningIndex(from: 0) { _ in true } == 0)
    }

    @Test func removingAtSortedOffsetsKeepsTheRestInOrder() {
        for offsets in [[], [0], [9], [0, 9], [2, 3, 4], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 8]] {
            var values = Array(0..<10)
            values.remove(atSortedOffsets: offsets)
            #expect(values == (0..<10).filter { !offsets.contains($0) }, "offsets \(offsets)")
        }
    }
}
