/// Text from outside (a file, a command line) made safe to print in a message.
public enum TerminalText {
    /// `text` with quotes, backslashes and control or invisible formatting characters written as
    /// JSON escapes (`\u001B`), so that it cannot move the cursor, colour the output or hide text.
    public static func escaped(_ text: String) -> String { JSONValue.escaped(text) }

    /// `bytes` (a path or an argument as the system holds it) escaped as ``escaped(_:)`` escapes
    /// text, each byte that is not part of valid UTF-8 written as `\xE9`: a name that is not UTF-8
    /// is shown as it is, not with U+FFFD in place of what cannot be read. A backslash in the text
    /// is written `\\`, so `\xE9` always stands for a byte.
    public static func escaped(bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var text = ""
        var start = 0
        var index = 0
        while index < bytes.count {
            // The longest well-formed sequence at `index` is at most 4 bytes.
            let valid = (1...min(4, bytes.count - index)).first { length in
                String(validating: bytes[index..<index + length], as: UTF8.self) != nil
            }
            if let valid {
                index += valid
                continue
            }
            text += escaped(String(decoding: bytes[start..<index], as: UTF8.self))
            text += "\\x" + String(bytes[index], radix: 16, uppercase: true).leftPadded(to: 2)
            index += 1
            start = index
        }
        return text + escaped(String(decoding: bytes[start...], as: UTF8.self))
    }
}

extension String {
    /// The string with zeros before it up to `width` characters (`E` -> `0E`).
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
