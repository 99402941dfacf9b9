import Testing

@testable import ScrollSimulator

/// Scroll view identifiers as the numbers events carry.
@Suite struct SourceNameTests {
    @Test func anEventIsAPlainValue() {
        // Copied as bytes: no String (or other reference) inside, which is what keeps a frame's merge
        // and a stream's hand-over free of runtime calls per event.
        #expect(_isPOD(ScrollViewEvent.self))
    }

    @Test func theSameIdentifierGetsTheSameNumberAndReadsBack() {
        let a = SourceName("tableView 全部")
        let b = SourceName("tableView " + "全部")
        let other = SourceName("tableView 视频")
        #expect(a == b)
        #expect(a != other)
        #expect(a.name == "tableView 全部")
        #expect(other.name == "tableView 视频")
        #expect(SourceName("").name == "")
    }

    @Test func identifiersPastAChunkBoundaryReadBack() {
        // More than one chunk of the table (1,024 names) in one test.
        let names = (0..<2_500).map { "source-name-test-\($0)" }
        let numbers = names.map(SourceName.init)
        #expect(numbers.map(\.name) == names)
        #expect(Set(numbers).count == names.count)
    }

    @Test func eventsCompareAndPrintByTheirSource() {
        let event = ScrollEvent(.didScroll, contentOffset: .zero)
        var a = ScrollViewEvent(frame: 1, time: 1.0 / 60, source: "a", sequence: 0, order: 0, event: event)
        let b = ScrollViewEvent(frame: 1, time: 1.0 / 60, source: "b", sequence: 0, order: 0, event: event)
        #expect(a != b)
        #expect(a.description.contains(" a#0 "))
        a.source = "b"
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a.source == "b")
    }

    @Test func identifiersEnteredConcurrentlyAgree() async {
        // Many tasks enter overlapping identifiers at once: each identifier gets one number.
        let numbers = await withTaskGroup(of: [UInt32].self) { group in
            for task in 0..<8 {
                group.addTask {
                    (0..<300).map { SourceName("concurrent-\(($0 * 7 + task) % 300)").index }
                }
            }
            var all: [[UInt32]] = []
            for await numbers in group { all.append(numbers) }
            return all
        }
        var byName: [String: Set<UInt32>] = [:]
        for number in numbers.joined() {
            byName[SourceNameTable.shared.name(at: number), default: []].insert(number)
        }
        #expect(byName.count == 300)
        #expect(byName.values.allSatisfy { $0.count == 1 })
    }
}
