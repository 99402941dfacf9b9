/// A JSON number's digits as the file wrote them (`-12.50e3`), to judge what its double cannot
/// tell: whether it is 0 (1e-400 reads as 0) and whether it is an integer (0.99999999999999999
/// reads as 1).
struct NumberLiteral {
    /// The significant digits, integer part then fraction, without the sign (`1250` for `12.50e3`).
    private let digits: Substring
    /// The power of ten the digits are multiplied by (`1` for `12.50e3`: 1250 × 10^1).
    private let scale: Int

    /// Reads a literal the JSON parser accepted (`-? int frac? exp?`).
    init(_ literal: String) {
        var text = Substring(literal)
        if text.first == "-" { text = text.dropFirst() }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            // Saturating: an exponent of a thousand digits only needs to be known as huge.
            exponent = Int(text[text.index(after: e)...].prefix(18)) ?? 0
            text = text[..<e]
        }
        var fractionLength = 0
        if let point = text.firstIndex(of: ".") {
            fractionLength = text.distance(from: point, to: text.endIndex) - 1
            text = Substring(text[..<point] + text[text.index(after: point)...])
        }
        digits = text
        scale = exponent - fractionLength
    }

    /// Whether the literal is exactly 0 (`0`, `-0.0`, `0e5`).
    var isZero: Bool { digits.allSatisfy { $0 == "0" } }

    /// Whether the literal names an integer: the digits that the scale puts after the decimal
    /// point are all 0 (`1.0`, `15e-1` is not, `1.50e1` is).
    var isInteger: Bool {
        guard scale < 0 else { return true }
        return digits.suffix(-scale).allSatisfy { $0 == "0" } || isZero
    }
}
