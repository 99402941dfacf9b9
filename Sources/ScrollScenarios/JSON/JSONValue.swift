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

    /// `text` safe to print on a terminal: the quote, the backslash and every control or invisible
    /// formatting character (C0, DEL, C1, line and paragraph separators, bidirectional overrides)
    /// written as JSON escapes (`\"`, `\\`, `\n`, `\u001B`), so that a file cannot move the cursor,
    /// colour the output or hide text.
    /// Whether `scalar` is a control or invisible formatting character: C0, DEL, C1, zero-width
    /// and direction marks, line and paragraph separators, bidirectional embeddings, overrides and
    /// isolates, and the byte order mark.
    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || (0x200B...0x200F).contains(v)
            || (0x2028...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0xFEFF
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isUnprintable(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}

/// One member of a JSON object.
struct JSONMember: Sendable, Hashable {
    /// The member's key.
    var key: String
    /// The member's value.
    var value: JSONValue
}
