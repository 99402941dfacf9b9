import Foundation

/// What a run's expectations need of its records, kept as the records stream by, so that a long
/// run checks its expectations in memory bounded by what they name, not by the run's length.
///
/// It keeps the records whose (source, event) an expectation names (events, sequences, counts,
/// title selections, loads) and, for each offset expectation, the latest record of its view at or
/// before its frame and the records that say when the view went (a child's unload, a screen's pop):
/// exactly what ``ExpectationChecker`` reads, so the results are the same as with every record kept.
final class ExpectationEvidence: @unchecked Sendable {
    // @unchecked: every stored var is read and written only while `lock` is held.
    private let lock = NSLock()
    private let named: Set<Pair>
    /// Per offset expectation: its view, its frame, and the latest record of that view up to it.
    private var offsets: [(view: String, frame: Int, latest: EventRecord?)]
    private var kept: [EventRecord] = []
    /// Every event that went by, retained or not.
    private(set) var eventCount = 0

    private struct Pair: Hashable {
        var source: String
        var event: String
    }

    init(scenario: Scenario) {
        var named: Set<Pair> = []
        var offsets: [(String, Int, EventRecord?)] = []
        for expectation in scenario.expectations {
            switch expectation {
            case .contentOffset(let view, let at, _, _):
                offsets.append((view, scenario.frame(atOrAfter: at), nil))
                // And what says the view was gone by then (its child's unload, its screen's pop).
                for (source, event) in PlotSeries.destructionEvidence(ofList: view) {
                    named.insert(Pair(source: source, event: event))
                }
            case .event(let name, let source, _, _), .count(_, let name, let source):
                named.insert(Pair(source: source, event: name))
            case .sequence(let names, let source): for name in names { named.insert(Pair(source: source, event: name)) }
            case .selectedTitle: named.insert(Pair(source: PagingScreenSpec.Source.titles, event: "didSelectTitle"))
            case .loaded(let child, _, _):
                named.insert(Pair(source: PagingScreenSpec.Source.child(child), event: "viewDidLoad"))
            case .navigationBar:
                named.insert(Pair(source: PagingScreenSpec.Source.navigationBar, event: "barAppearance"))
            }
        }
        self.named = named
        self.offsets = offsets
    }

    /// Takes one frame's records, in order.
    func take(_ frame: [EventRecord]) {
        lock.withLock {
            eventCount += frame.count
            for record in frame {
                if named.contains(Pair(source: record.source, event: record.event)) { kept.append(record) }
                for index in offsets.indices
                where offsets[index].view == record.source && record.frame <= offsets[index].frame
                    && record.carriesViewOffset
                {
                    offsets[index].latest = record
                }
            }
        }
    }

    /// The records and samples the checker needs, in order.
    func evidence() -> (records: [EventRecord], samples: [OffsetSample]) {
        lock.withLock {
            let latest = offsets.compactMap(\.latest)
            let records = Set(kept).union(latest).sorted { $0.precedes($1) }
            let samples = latest.map {
                OffsetSample(
                    time: $0.time, frame: $0.frame, source: $0.source, contentOffset: $0.contentOffset, velocity: .zero)
            }
            return (records, samples.sorted { $0.frame < $1.frame })
        }
    }
}
