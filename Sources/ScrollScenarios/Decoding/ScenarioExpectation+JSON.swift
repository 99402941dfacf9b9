// Reading expectations. The kind follows from the distinguishing member; each kind then allows
// only its own members.

extension ScenarioExpectation: JSONReadable {
    static var expectation: String { "an expectation object" }

    /// The members that decide an expectation's kind, in order of precedence (`event` is the fallback).
    private static let discriminators: [Kind] = [
        .contentOffset, .sequence, .count, .selectedTitle, .loaded, .navigationBar,
    ]

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
        case .navigationBar:
            return .navigationBar(
                try BarExpectation.read(object.raw("navigationBar") ?? .null, at: path.appending("navigationBar")))
        }
    }
}

extension BarExpectation: JSONReadable {
    static var expectation: String { "an object {\"at\", \"alpha\", \"translationY\", ...}" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> BarExpectation {
        let object = try ObjectReader(
            value, at: path, fields: ["at"] + checkedFields + ["tolerance"], expectation: expectation)
        // That it checks something is the validation's (`Scenario.validate()`), as for a scenario built in memory.
        return BarExpectation(
            at: try object.required("at"), alpha: try object.optional("alpha", where: .unitInterval),
            translationY: try object.optional("translationY", where: .barTranslation),
            itemsAlpha: try object.optional("itemsAlpha", where: .unitInterval),
            statusBarStyle: try object.optional("statusBarStyle"),
            backgroundColor: try object.optional("backgroundColor"), tintColor: try object.optional("tintColor"),
            titleColor: try object.optional("titleColor"),
            tolerance: try object.value("tolerance", default: defaultTolerance, where: .nonNegative))
    }
}

extension StatusBarStyle: JSONStringEnum {}

extension RGBAColor: JSONReadable {
    static var expectation: String { "a colour {\"r\", \"g\", \"b\", \"a\"}" }

    /// Each component in [0, 1]; `a` defaults to 1.
    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> RGBAColor {
        let object = try ObjectReader(value, at: path, fields: ["r", "g", "b", "a"], expectation: expectation)
        let (red, green, blue, alpha): (Double, Double, Double, Double) = (
            try object.required("r", where: .unitInterval), try object.required("g", where: .unitInterval),
            try object.required("b", where: .unitInterval), try object.value("a", default: 1, where: .unitInterval)
        )
        do {
            return try RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
        } catch {
            throw path.error(expected: expectation, actual: "\(error)")  // unreachable: each component is checked
        }
    }
}
