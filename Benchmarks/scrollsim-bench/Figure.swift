import Foundation

/// One benchmark figure: the engine's value beside the limit a plain loop reached in the same run.
struct Figure: Sendable {
    /// Short name, stable across runs (used as the JSON key).
    var key: String
    /// What was measured.
    var name: String
    /// The engine's value, in `unit`.
    var value: Double
    /// The limit measured in the same run (a plain loop over structs, no actors), in `unit`; nil
    /// where no plain equivalent exists.
    var limit: Double?
    /// The unit of `value` and `limit`.
    var unit: String
    /// The target, as text (`>= 10M`, `within 1.5x`).
    var target: String
    /// Whether the target is met (nil: no target, or not measured).
    var met: Bool?
    /// Whether larger values are better (for the ratio's direction).
    var higherIsBetter: Bool
    /// What explains the number.
    var note: String = ""

    /// How far the engine is from the limit: limit/value for "higher is better", value/limit
    /// otherwise, so that 1.0 is "as fast as the plain loop" and larger is slower.
    var ratio: Double? {
        guard let limit, limit > 0, value > 0 else { return nil }
        return higherIsBetter ? limit / value : value / limit
    }
}

/// Number formatting for the table.
enum Format {
    static func number(_ x: Double) -> String {
        guard x.isFinite else { return "\(x)" }
        let a = abs(x)
        if a >= 1e9 { return String(format: "%.2fG", x / 1e9) }
        if a >= 1e6 { return String(format: "%.2fM", x / 1e6) }
        if a >= 1e4 { return String(format: "%.1fk", x / 1e3) }
        if a >= 100 { return String(format: "%.0f", x) }
        if a >= 1 { return String(format: "%.2f", x) }
        return String(format: "%.3f", x)
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }

    static func leftPad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
    }
}
