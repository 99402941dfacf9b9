/// The one escaper behind ScrollSim's JSON string literals and the messages that quote outside
/// text. Both policies write `"` and `\` as `\"` and `\\`, line feed, carriage return and tab as
/// `\n`, `\r` and `\t`, and other characters they escape as `\uXXXX`, so either result is valid
/// inside a JSON string. They differ in which characters they escape, and must: see `Policy`.
package enum JSONEscaping {
    /// Which characters besides `"`, `\` and the C0 controls are escaped, and the case of the hex.
    package enum Policy: Sendable {
        /// The JSON output (JSON Lines, expectation lines, the replay's data, traces): only what JSON
        /// requires (`"`, `\`, C0), C0 in lowercase hex (`\u001b`). Every other character is written
        /// as itself, so the output of text that needs no escape is that text's own UTF-8, and it is
        /// byte-identical to what earlier versions printed (the contract of the JSON Lines).
        case jsonOutput
        /// Text from outside printed in a message on a terminal: also DEL, C1 and the invisible
        /// formatting characters (`isUnprintable(_:)`), in uppercase hex (`\u001B`), so that a
        /// file or an argument cannot move the cursor, colour the output or hide text. A JSON
        /// reader takes these escapes too, but the output must not change: hence two policies.
        case terminal
    }

    /// Whether `scalar` is a control or invisible formatting character: C0, DEL, C1, zero-width
    /// and direction marks, line and paragraph separators, bidirectional embeddings, overrides and
    /// isolates, and the byte order mark.
    package static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool { scalar.isUnprintable }

    /// `text` escaped under `policy`, without the surrounding quotes.
    package static func escaped(_ text: String, policy: Policy) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let escapes =
                    switch policy {
                    case .jsonOutput: scalar.value < 0x20
                    case .terminal: isUnprintable(scalar)
                    }
                if escapes {
                    let hex = String(scalar.value, radix: 16, uppercase: policy == .terminal)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
