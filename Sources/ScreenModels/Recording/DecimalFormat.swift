/// The deterministic number formatting of every report (JSON Lines, timeline, SVG, messages).
///
/// A value is rounded half away from zero to a fixed number of decimals (6 by default, so 1e-6 pt,
/// 1e-6 s), by its exact value (0.1234565, stored as 0.12345649999..., prints as 0.123456), in
/// integer arithmetic, and printed in plain decimal: no exponent, trailing zeros and a trailing
/// point dropped, and `-0` printed as `0`. So `-92.4000000001` prints as `-92.4`, `500.0`
/// as `500`, `1e-7` as `0`. The output depends only on the value, never on the locale or platform.
/// Magnitudes of 1e12 and more (never a real offset), and values whose count of units does not fit
/// 64 bits, fall back to Swift's shortest round-trip text.
public enum DecimalFormat {
    /// `value` exactly: the shortest decimal that reads back as it (`3.000000001`, `-1e-09`, `3`),
    /// for a message that must not round a refused value into an accepted one.
    public static func exact(_ value: Double) -> String {
        // Integers print without a fraction up to 2^53, where every integer is still exact.
        if value.isFinite, value == value.rounded(), abs(value) <= 0x1p53 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `value` rounded to `decimals` places (0...9) and printed in its shortest plain form.
    public static func shortest(_ value: Double, decimals: Int = 6) -> String {
        format(value, decimals: decimals, trimming: true)
    }

    /// `value` rounded to `decimals` places (0...9) and printed with exactly that many decimals
    /// (`0.516667`, `3.800000`), `-0` as `0`.
    public static func fixed(_ value: Double, decimals: Int = 6) -> String {
        format(value, decimals: decimals, trimming: false)
    }

    private static func format(_ value: Double, decimals: Int, trimming: Bool) -> String {
        precondition((0...9).contains(decimals), "decimals must be in 0...9")
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let magnitude = abs(value)
        let product = magnitude * Double(scale)
        var scaled = product.rounded(.toNearestOrAwayFromZero)
        // The product itself is rounded, and may land exactly half way when the value is not
        // (0.1234565 is 0.12345649999... and its product 123456.5): the product's rounding error,
        // exact from a fused multiply-add, says which side the value is on.
        if scaled - product == 0.5, (-product).addingProduct(magnitude, Double(scale)) < 0 { scaled -= 1 }
        // Beyond 1e12 (or too many units for 64 bits): Swift's own text.
        guard abs(value) < 1e12, scaled < 9e18 else { return "\(value)" }
        let units = Int64(scaled)
        // The digits are written backwards into a small buffer: last decimal first, then the point,
        // the whole part and the sign (at most 1 + 13 + 1 + 9 bytes).
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var start = buffer.endIndex
            func write(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            var remaining = units
            var wroteFraction = false
            for _ in 0..<decimals {
                let digit = UInt8(remaining % 10)
                remaining /= 10
                if digit != 0 || wroteFraction || !trimming {
                    write(UInt8(ascii: "0") + digit)
                    wroteFraction = true
                }
            }
            if wroteFraction { write(UInt8(ascii: ".")) }
            repeat {
                write(UInt8(ascii: "0") + UInt8(remaining % 10))
                remaining /= 10
            } while remaining > 0
            if value < 0 && units != 0 { write(UInt8(ascii: "-")) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    /// A point as `(x, y)` with ``exact(_:)`` components.
    public static func exact(_ point: Point) -> String { "(\(exact(point.x)), \(exact(point.y)))" }

    /// A point as `(x, y)` with ``shortest(_:decimals:)`` components.
    public static func point(_ point: Point, decimals: Int = 6) -> String {
        "(\(shortest(point.x, decimals: decimals)), \(shortest(point.y, decimals: decimals)))"
    }
}
