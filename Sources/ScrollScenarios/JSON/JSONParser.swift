/// A strict RFC 8259 JSON parser over UTF-8 bytes that reports the line and column of the first error.
///
/// Written by hand (rather than using `JSONSerialization`) so that errors carry a position, numbers
/// stay distinguishable from booleans, and object members keep their order.
struct JSONParser {
    /// A syntax error at a byte offset of the input.
    struct SyntaxError: Error, Sendable, Equatable {
        /// 1-based line of the error.
        var line: Int
        /// 1-based column of the error, in Unicode scalars.
        var column: Int
        /// What the parser expected there.
        var expected: String
        /// What it found.
        var actual: String
    }

    /// An array or object with more entries than this is refused as it is read, before it takes memory.
    static let maximumEntries = ScenarioLimits.maximumContainerCount

    /// Nesting deeper than this is refused rather than risking the stack.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one JSON document (surrounding whitespace allowed, nothing else).
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        if let invalid = firstInvalidUTF8(in: bytes) {
            parser.index = invalid
            throw parser.error(
                expected: "valid UTF-8", actual: "the byte 0x" + String(bytes[invalid], radix: 16, uppercase: true))
        }
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }  // a UTF-8 byte order mark
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < parser.bytes.count { throw parser.error(expected: "the end of the document") }
        return value
    }

    /// The offset of the first byte that does not start a valid UTF-8 sequence, or `nil` when all
    /// of `bytes` is valid UTF-8.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var decoder = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    // MARK: values

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        guard let byte = peek() else { throw error(expected: "a value") }
        if let word = nonFiniteNumber() {
            throw error(expected: "a value (JSON has no NaN or Infinity: numbers are finite)", actual: "'\(word)'")
        }
        switch byte {
        case UInt8(ascii: "{"): return try nested { (p: inout JSONParser) throws(SyntaxError) in try p.parseObject() }
        case UInt8(ascii: "["): return try nested { (p: inout JSONParser) throws(SyntaxError) in try p.parseArray() }
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error(expected: "a value")
        }
    }

    private mutating func nested(
        _ body: (inout JSONParser) throws(SyntaxError) -> JSONValue
    ) throws(SyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error(expected: "at most \(Self.maximumDepth) levels of nesting") }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        index += 1  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error(expected: "a member name in double quotes") }
            let key = try parseString()
            skipWhitespace()
            try expect(":", "':' after a member name")
            skipWhitespace()
            guard members.count < Self.maximumEntries else {
                throw error(expected: "at most \(Self.maximumEntries) members in an object")
            }
            members.append(JSONMember(key: key, value: try parseValue()))
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect("}", "',' or '}' after an object member")
            return .object(members)
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            guard elements.count < Self.maximumEntries else {
                throw error(expected: "at most \(Self.maximumEntries) elements in an array")
            }
            elements.append(try parseValue())
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect("]", "',' or ']' after an array element")
            return .array(elements)
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        if peek() == UInt8(ascii: "0") {
            index += 1
        } else {
            _ = try digits(expected: "a digit")
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            _ = try digits(expected: "a digit after the decimal point")
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            _ = try digits(expected: "a digit in the exponent")
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        // Overflowing literals (1e400) become infinite here; the scenario reader rejects them with a path.
        let value = Double(literal) ?? (literal.hasPrefix("-") ? -.infinity : .infinity)
        return .number(value, literal: literal)
    }

    /// Consumes one or more decimal digits, returning how many; throws if there are none.
    private mutating func digits(expected: String) throws(SyntaxError) -> Int {
        let start = index
        while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        guard index > start else { throw error(expected: expected) }
        return index - start
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ parser: JSONParser, upTo end: Int) {
            scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = peek() else { throw error(expected: "a closing '\"'") }
            switch byte {
            case UInt8(ascii: "\""):
                flush(self, upTo: index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(self, upTo: index)
                index += 1
                scalars.append(try parseEscape())
                runStart = index
            case 0..<0x20:
                throw error(expected: "no control character inside a string (escape it)")
            default:
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        guard let byte = peek() else { throw error(expected: "an escape character") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                    throw error(expected: "a low surrogate escape after a high surrogate")
                }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw error(expected: "a low surrogate (\\uDC00-\\uDFFF)")
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error(expected: "a valid Unicode scalar") }
            return scalar
        default:
            index -= 1
            throw error(expected: "one of the escapes \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else {
                throw error(expected: "four hexadecimal digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: helpers

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        for byte in word.utf8 {
            guard peek() == byte else { throw error(expected: "a value") }
            index += 1
        }
    }

    private mutating func expect(_ character: Unicode.Scalar, _ description: String) throws(SyntaxError) {
        guard peek() == UInt8(ascii: character) else { throw error(expected: description) }
        index += 1
    }

    /// An error at the current position, naming what was found there.
    private func error(expected: String, actual: String? = nil) -> SyntaxError {
        var line = 1
        var column = 1
        // A byte order mark is no column of the text an editor shows.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, index) : 0
        var previous: UInt8 = 0
        for byte in bytes[start..<max(start, min(index, bytes.count))] {
            defer { previous = byte }
            // A line ends in LF, CRLF or a lone CR (old Mac files), as an editor breaks it.
            if byte == 0x0D || (byte == 0x0A && previous != 0x0D) {
                line += 1
                column = 1
            } else if byte == 0x0A {
                continue  // the LF of a CRLF: the CR began the line
            } else if byte & 0xC0 != 0x80 {  // count scalars, not continuation bytes
                column += 1
            }
        }
        return SyntaxError(line: line, column: column, expected: expected, actual: actual ?? found())
    }

    /// The spelling of a number JSON does not have (`NaN`, `Infinity`, `-inf`, ...) that starts at
    /// the current position, as other encoders write them, or nil.
    private func nonFiniteNumber() -> String? {
        let words = ["NaN", "-NaN", "Infinity", "-Infinity", "+Infinity", "nan", "-nan", "inf", "-inf", "+inf"]
        return words.first { word in
            let end = index + word.utf8.count
            return end <= bytes.count && bytes[index..<end].elementsEqual(word.utf8)
        }
    }

    /// What lies at the current position, for messages: `'}'`, `the end of the document`.
    private func found() -> String {
        guard index < bytes.count else { return "the end of the document" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        switch text {
        case "\n": return "a line break"
        case "\t": return "a tab"
        default: return "'" + JSONValue.escaped(text) + "'"
        }
    }
}
