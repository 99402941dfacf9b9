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

    /// `value` in double quotes, shortened to 40 characters and ``escaped(_:)``, for messages.
    static func quoted(_ value: String) -> String {
        let scalars = value.unicodeScalars
        let end = scalars.index(scalars.startIndex, offsetBy: 40, limitedBy: scalars.endIndex) ?? scalars.endIndex
        let short = String(String.UnicodeScalarView(scalars[..<end]))
        return "\"" + escaped(short) + (end == scalars.endIndex ? "\"" : "...\"")
    }

    /// Whether `scalar` is a control or invisible formatting character
    /// (`JSONEscaping.isUnprintable(_:)`): names and texts from a file may not contain one.
    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool { JSONEscaping.isUnprintable(scalar) }

    /// `text` safe to print on a terminal: the quote, the backslash and every control or invisible
    /// formatting character (C0, DEL, C1, line and paragraph separators, bidirectional overrides)
    /// written as JSON escapes (`\"`, `\\`, `\n`, `\u001B`), so that a file cannot move the cursor,
    /// colour the output or hide text (`JSONEscaping.Policy.terminal`). Not the JSON output's
    /// policy (`JSONLinesWriter.string(_:)`), which escapes C0 only, in lowercase hex: the output's
    /// bytes must not change, and a message must not carry an invisible character.
    static func escaped(_ text: String) -> String { JSONEscaping.escaped(text, policy: .terminal) }
}

/// One member of a JSON object.
struct JSONMember: Sendable, Hashable {
    /// The member's key.
    var key: String
    /// The member's value.
    var value: JSONValue
}
