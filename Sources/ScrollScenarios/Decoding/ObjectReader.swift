/// Reads the members of one JSON object: the single place where fields are looked up, required
/// fields enforced, defaults applied and unknown fields rejected.
///
/// An object declares all its field names up front, so that a misspelt field is reported as unknown
/// before anything complains that the correctly spelt one is missing.
struct ObjectReader {
    /// Where the object sits in the document.
    let path: FieldPath
    /// Every field the object may have, in the order they are documented.
    let fields: [String]
    private let members: [String: JSONValue]

    /// Checks that `value` is an object without duplicate or unknown members; throws every such
    /// member at once.
    ///
    /// - Parameters:
    ///   - expectation: what the object is, for the message when `value` is not an object.
    init(
        _ value: JSONValue, at path: FieldPath, fields: [String], expectation: String = "an object"
    ) throws(ScenarioError) {
        var problems = ScenarioErrorCollector()
        try self.init(value, at: path, fields: fields, expectation: expectation, collecting: &problems)
        try problems.throwIfAny()
    }

    /// Checks that `value` is an object, keeping each duplicate or unknown member's error in
    /// `problems` and leaving the member out, so that the caller reads on: for the document's top
    /// level, whose other fields are independent of a misspelt one.
    init(
        _ value: JSONValue, at path: FieldPath, fields: [String], expectation: String = "an object",
        collecting problems: inout ScenarioErrorCollector
    ) throws(ScenarioError) {
        guard case .object(let list) = value else { throw path.error(expected: expectation, actual: value.summary) }
        var members: [String: JSONValue] = [:]
        for member in list {
            let memberPath = path.appending(member.key)
            guard fields.contains(member.key) else {
                problems.add(
                    memberPath.error(
                        expected: fields.isEmpty
                            ? "no field (an empty object)"
                            : "one of the fields (" + fields.joined(separator: ", ") + ")",
                        actual: "unknown field \(JSONValue.quoted(member.key))"
                            + Suggestion.didYouMean(member.key, among: fields)))
                continue
            }
            guard members.updateValue(member.value, forKey: member.key) == nil else {
                problems.add(memberPath.error(expected: "the field once", actual: "it twice"))
                continue
            }
        }
        self.path = path
        self.fields = fields
        self.members = members
    }

    /// Whether the object has the field.
    func has(_ key: String) -> Bool {
        precondition(fields.contains(key), "undeclared field \(key)")
        return members[key] != nil
    }

    /// The names of the declared fields among `keys` that the object has, in the order of `keys`.
    func present(among keys: [String]) -> [String] { keys.filter(has) }

    /// The raw value of a field, if present.
    func raw(_ key: String) -> JSONValue? {
        precondition(fields.contains(key), "undeclared field \(key)")
        return members[key]
    }

    /// A field that must be present.
    func required<T: JSONReadable>(_ key: String, as type: T.Type = T.self) throws(ScenarioError) -> T {
        guard let value = raw(key) else {
            throw path.appending(key).error(expected: T.expectation, actual: "a missing field")
        }
        return try T.read(value, at: path.appending(key))
    }

    /// A field that may be absent. `null` is not absent: it is refused like any value of the wrong
    /// type, as the schema allows `null` nowhere.
    func optional<T: JSONReadable>(_ key: String, as type: T.Type = T.self) throws(ScenarioError) -> T? {
        guard let value = raw(key) else { return nil }
        return try T.read(value, at: path.appending(key))
    }

    /// A field that takes `defaultValue` when absent.
    func value<T: JSONReadable>(_ key: String, default defaultValue: T) throws(ScenarioError) -> T {
        try optional(key) ?? defaultValue
    }

    /// A required field that must also satisfy `constraint`.
    func required<T: JSONReadable>(_ key: String, where constraint: Constraint<T>) throws(ScenarioError) -> T {
        try check(required(key), key, constraint)
    }

    /// An optional field that, when present, must satisfy `constraint`.
    func optional<T: JSONReadable>(_ key: String, where constraint: Constraint<T>) throws(ScenarioError) -> T? {
        guard let value: T = try optional(key) else { return nil }
        return try check(value, key, constraint)
    }

    /// A field with a default that, when present, must satisfy `constraint`.
    func value<T: JSONReadable>(
        _ key: String, default defaultValue: T, where constraint: Constraint<T>
    ) throws(ScenarioError) -> T {
        try optional(key, where: constraint) ?? defaultValue
    }

    private func check<T>(_ value: T, _ key: String, _ constraint: Constraint<T>) throws(ScenarioError) -> T {
        guard constraint.accepts(value) else {
            throw path.appending(key).error(
                expected: constraint.expectation, actual: constraint.actual?(value) ?? describe(raw(key)))
        }
        return value
    }

    private func describe(_ value: JSONValue?) -> String { value?.summary ?? "a missing field" }
}
