// Reading expectations. The kind follows from the distinguishing member; each kind then allows
// only its own members.

extension ScenarioExpectation: JSONReadable {
    static var expectation: String { "an expectation object" }

    /// The members that decide an expectation's kind, in order of precedence (`event` is the fallback).
    private static let discriminators: [Kind] = [.contentOffset, .sequence, .count, .selectedTitle, .loaded]

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> ScenarioExpectation {
        guard case .object(let members) = value else {
            _ = try ObjectReader(value, at: path, fields: [], expectation: expectation)  // says what it got
            throw path.error(expected: expectation, actual: value.summary)
        }
        // The kind first, from the members present, so that a misspelt member is then refused with
        // the members of that kind only (`contentOffset, view, at, tolerance`), not of every kind.
        let keys = Set(members.map(\.key))
        let named = discriminators.filter { keys.contains($0.rawValue) }
        guard named.count <= 1 else {
            throw path.error(
                expected: "one kind of expectation",
                actual: "several (" + named.map(\.rawValue).joined(separator: ", ") + ")")
        }
        guard let kind = named.first ?? (keys.contains("event") ? .event : nil) else {
            throw path.error(
                expected: "an expectation with one of the members "
                    + Kind.allCases.map(\.rawValue).joined(separator: ", "),
                actual: "none of them")
        }
        let object = try ObjectReader(value, at: path, fields: kind.fields)
        switch kind {
        case .contentOffset:
            return .contentOffset(
                view: try object.required("view"), at: try object.required("at"),
                offset: try object.required("contentOffset"),
                tolerance: try object.value("tolerance", default: defaultOffsetTolerance, where: .nonNegative))
        case .event:
            return .event(
                try object.required("event", where: .nonEmpty), source: try object.required("source"),
                at: try object.required("at"),
                tolerance: try object.value("tolerance", default: defaultTimeTolerance, where: .nonNegative))
        case .sequence:
            let names: [String] = try object.required(
                "sequence", where: .atMost(ScenarioLimits.maximumSequenceLength, "event names"))
            guard !names.isEmpty else {
                throw path.appending("sequence").error(expected: "at least one event name", actual: "an empty array")
            }
            return .sequence(names, source: try object.required("source"))
        case .count:
            return .count(
                try object.required("count", where: .atLeast(0)), event: try object.required("event", where: .nonEmpty),
                source: try object.required("source"))
        case .selectedTitle:
            let body = try ObjectReader(
                object.raw("selectedTitle") ?? .null, at: path.appending("selectedTitle"), fields: ["index", "at"],
                expectation: "an object {\"index\", \"at\"}")
            return .selectedTitle(
                index: try body.required("index", where: .atLeast(0)), at: try body.required("at"))
        case .loaded:
            let body = try ObjectReader(
                object.raw("loaded") ?? .null, at: path.appending("loaded"), fields: ["child", "count", "at"],
                expectation: "an object {\"child\", \"count\", \"at\"}")
            return .loaded(
                child: try body.required("child", where: .atLeast(0)),
                count: try body.required("count", where: .atLeast(0)),
                at: try body.optional("at"))
        }
    }
}
