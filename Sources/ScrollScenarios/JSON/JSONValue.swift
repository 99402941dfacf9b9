/// A parsed JSON value that keeps what the scenario decoder needs and `JSONSerialization` loses:
/// the order of an object's members, duplicate keys, and the literal text of each number (so that
/// `1e400`, which parses as infinity, can be quoted back in an error message).
enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, with its value (possibly infinite when the literal overflows) and its literal text.
    case number(Double, literal: String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object's members in document order; duplicate keys are kept for the reader to reject.
    case object([JSONMember])

    /// A short description of the value for error messages: `the string "yes"`, `1e400`, `an array`.
    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(_, let literal): literal
        case .string(let value): "the string \(JSONValue.quoted(value))"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// `value` in double quotes, shortened to 40 characters, for messages.
    static func quoted(_ value: String) -> String {
        let short = value.count > 40 ? String(value.prefix(40)) + "..." : value
        return "\"\(short)\""
    }
}

/// One member of a JSON object.
struct JSONMember: Sendable, Hashable {
    /// The member's key.
    var key: String
    /// The member's value.
    var value: JSONValue
}
