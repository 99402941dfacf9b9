/// Checks a scenario's expectations against the records and samples of a finished run.
///
/// Times (s) and offsets (pt) compare with a slack of 5e-7 beyond the stated tolerance: half the
/// last digit the outputs print (six decimals), so that a value copied from the output passes with
/// a tolerance of 0, and one that differs in its last printed digit does not.
public struct ExpectationChecker: Sendable {
    /// The scenario whose expectations are checked (its frame rate fixes frame times).
    public var scenario: Scenario
    /// Each scroll view's offset before its first sample or event, in pt; by default the plain
    /// views' initial `contentOffset`. A runner adds the paging screen's views.
    public var initialOffsets: [String: Point]

    static let slack = 5e-7

    /// Creates a checker; `initialOffsets` are merged over the plain views' initial offsets.
    public init(scenario: Scenario, initialOffsets: [String: Point] = [:]) {
        self.scenario = scenario
        // What the run recorded, and a declared view's own offset where it recorded none (the
        // first declaration of an id): usually nothing to add, and so no copy.
        var offsets = initialOffsets
        for view in scenario.scrollViews where offsets[view.id] == nil { offsets[view.id] = view.contentOffset }
        self.initialOffsets = offsets
    }

    /// The result of every expectation, in file order.
    public func check(records: [EventRecord], samples: [OffsetSample]) -> [ExpectationResult] {
        let ordered = records.inReportOrder()
        return scenario.expectations.enumerated().map { index, expectation in
            check(expectation, index: index, records: ordered, samples: samples)
        }
    }

    /// The result of one expectation; `records` must be in report order.
    public func check(
        _ expectation: ScenarioExpectation, index: Int, records: [EventRecord], samples: [OffsetSample]
    ) -> ExpectationResult {
        let (passed, expected, actual): (Bool, String, String)
        switch expectation {
        case .contentOffset(let view, let at, let offset, let tolerance):
            (passed, expected, actual) = checkOffset(
                view: view, at: at, offset: offset, tolerance: tolerance, records, samples)
        case .event(let name, let source, let at, let tolerance):
            (passed, expected, actual) = checkEvent(name, source: source, at: at, tolerance: tolerance, records)
        case .sequence(let names, let source):
            (passed, expected, actual) = checkSequence(names, source: source, records)
        case .count(let count, let name, let source):
            let found = Self.count(name, from: source, through: .max, records)
            (passed, expected, actual) = (found == count, "\(count) × \(name) from \(source)", "\(found)")
        case .selectedTitle(let index, let at):
            let frame = scenario.frame(atOrAfter: at)
            // By position, not by element (see `checkEvent`).
            let last = records.indices.last {
                Self.matches(records[$0], "didSelectTitle", from: PagingScreenSpec.Source.titles)
                    && records[$0].index != nil && records[$0].frame <= frame
            }.map { records[$0] }
            let selected = last?.index ?? 0
            (passed, expected, actual) = (
                selected == index, "selected title at \(Self.plain(at)) s (frame \(frame)) is \(index)",
                last.map { "\(selected) (selected at \(DecimalFormat.fixed($0.time)) s)" }
                    ?? "0 (no didSelectTitle by then)"
            )
        case .loaded(let child, let count, let at):
            let source = PagingScreenSpec.Source.child(child)
            let frame = at.map(scenario.frame(atOrAfter:)) ?? Int.max
            let found = Self.count("viewDidLoad", from: source, through: frame, records)
            let by = at.map { " by \(Self.plain($0)) s (frame \(frame))" } ?? ""
            (passed, expected, actual) = (found == count, "\(count) × viewDidLoad from \(source)\(by)", "\(found)")
        case .navigationBar(let bar):
            (passed, expected, actual) = checkBar(bar, records)
        }
        return ExpectationResult(
            index: index, expectation: expectation, passed: passed, expected: expected, actual: actual)
    }

    /// The offset at the first frame at or after `at`: the latest sample or event of the view up to
    /// that frame (a sample wins over events of the same frame: it is the frame's final state).
    private func checkOffset(
        view: String, at: Double, offset: Point, tolerance: Double, _ records: [EventRecord], _ samples: [OffsetSample]
    ) -> (Bool, String, String) {
        let frame = scenario.frame(atOrAfter: at)
        let expected =
            "\(view) contentOffset at \(Self.plain(at)) s (frame \(frame)) = \(DecimalFormat.point(offset)) ± "
            + "\(Self.plain(tolerance)) pt"
        if let absence = absence(of: view, inFrame: frame, records, samples) { return (false, expected, absence) }
        // By position, not by element (see `checkEvent`).
        let sample = samples.indices.last { Self.equal(samples[$0].source, view) && samples[$0].frame <= frame }
            .map { samples[$0] }
        let record = records.indices.last {
            Self.equal(records[$0].source, view) && records[$0].frame <= frame && records[$0].carriesViewOffset
        }.map { records[$0] }
        let actual: Point?
        let origin: String
        switch (sample, record) {
        case (let sample?, let record?) where record.frame > sample.frame:
            (actual, origin) = (record.contentOffset, "at \(record.event) in frame \(record.frame)")
        case (let sample?, _):
            (actual, origin) = (sample.contentOffset, "in frame \(sample.frame)")
        case (nil, let record?):
            (actual, origin) = (record.contentOffset, "at \(record.event) in frame \(record.frame)")
        case (nil, nil):
            (actual, origin) = (initialOffsets[view], "(initial, nothing moved by frame \(frame))")
        }
        guard let actual else { return (false, expected, "no offset known for \(view) by frame \(frame)") }
        let passed =
            abs(actual.x - offset.x) <= tolerance + Self.slack && abs(actual.y - offset.y) <= tolerance + Self.slack
        return (passed, expected, "\(DecimalFormat.point(actual)) \(origin)")
    }

    /// Why `view` had no offset in `frame`, if it did not exist then: a child's list is made when
    /// the child's view loads and goes when it unloads, a pushed screen's list goes when the screen
    /// is popped (``PlotSeries/destructionTimes(ofList:in:)``, as the plots draw it); a recorder
    /// keeps a sample of each view from when it was made. The scenario's own views exist throughout.
    private func absence(
        of view: String, inFrame frame: Int, _ records: [EventRecord], _ samples: [OffsetSample]
    ) -> String? {
        let made = samples.indices.filter { Self.equal(samples[$0].source, view) }.map { samples[$0].frame }
        guard let first = made.min() else { return nil }  // never made: the initial offset, or none known
        if first > frame && !scenario.scrollViews.contains(where: { Self.equal($0.id, view) }) {
            return "none: \(view) was made in frame \(first), after frame \(frame)"
        }
        let madeLast = made.filter { $0 <= frame }.max() ?? first
        let destroyed = PlotSeries.destructionTimes(ofList: view, in: records).map { scenario.frame(atOrAfter: $0) }
        guard let gone = destroyed.last(where: { $0 > madeLast && $0 <= frame }) else { return nil }
        let how = view.hasPrefix("child/") ? "its view unloaded" : "its screen was popped"
        return "none: \(view) was gone by frame \(frame) (\(how) in frame \(gone))"
    }

    private func checkEvent(
        _ name: String, source: String, at: Double, tolerance: Double, _ records: [EventRecord]
    ) -> (Bool, String, String) {
        let expected = "\(name) on \(source) at \(Self.plain(at)) ± \(Self.plain(tolerance)) s"
        // By position, not by element: iterating the records copied each one (a retain per string).
        let times = records.indices.filter { Self.matches(records[$0], name, from: source) }.map { records[$0].time }
        guard let nearest = times.min(by: { abs($0 - at) < abs($1 - at) }) else { return (false, expected, "none") }
        let passed = abs(nearest - at) <= tolerance + Self.slack
        let others = times.count > 1 ? " (nearest of \(times.count))" : ""
        return (passed, expected, "\(DecimalFormat.fixed(nearest)) s\(others)")
    }

    /// Whether `names` occur from `source` in this order, others allowed between (first match each).
    private func checkSequence(_ names: [String], source: String, _ records: [EventRecord]) -> (Bool, String, String) {
        let expected = "sequence " + names.joined(separator: ", ") + " on \(source)"
        var matched: [String] = []
        var position = records.startIndex
        for name in names {
            // By position, not by element (see `checkEvent`).
            guard
                let hit = records.indices[position...].first(where: { Self.matches(records[$0], name, from: source) })
            else {
                let prefix = matched.isEmpty ? "" : matched.joined(separator: ", ") + ", then "
                let afterwards = matched.isEmpty ? "" : " after that"
                return (false, expected, prefix + "no \(name)\(afterwards)")
            }
            matched.append("\(name) at \(DecimalFormat.fixed(records[hit].time)) s")
            position = hit + 1
        }
        return (true, expected, matched.joined(separator: ", "))
    }

    /// How many records up to `frame` are the event `name` from `source` (by position: iterating
    /// the records copied each one, a retain per string).
    private static func count(
        _ name: String, from source: String, through frame: Int, _ records: [EventRecord]
    ) -> Int {
        var found = 0
        for index in records.indices where records[index].frame <= frame {
            if matches(records[index], name, from: source) { found += 1 }
        }
        return found
    }

    /// Whether `record` is the event `name` from `source`.
    static func matches(_ record: borrowing EventRecord, _ name: String, from source: String) -> Bool {
        equal(record.source, source) && equal(record.event, name)
    }

    /// Whether two names are the same text. The lengths first: a name of more than 15 bytes
    /// (`didEndDecelerating`) is stored out of line, and `==` between it and a short name made a
    /// full comparison, a fifth of a check of a one-view run's records.
    private static func equal(_ a: String, _ b: String) -> Bool { a.utf8.count == b.utf8.count && a == b }

    /// A time (s) or tolerance as the file gave it: the shortest decimal that reads back as it, so
    /// that a tolerance of 1e-9 does not print as 0.
    static func plain(_ value: Double) -> String { DecimalFormat.exact(value) }
}
