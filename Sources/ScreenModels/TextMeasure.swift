/// How wide a title's text is, in points (pt): the headless stand-in for `sizeToFit` on a label.
///
/// Pluggable because real glyph widths need a font engine: the default counts characters
/// (grapheme clusters) and multiplies by the font size, which is right for CJK titles in a
/// square-glyph font (the seeds' "全部" at 14 pt is 28 pt wide).
public struct TextMeasure: Sendable {
    /// Returns the width of a string, in pt. Must be finite and >= 0 (checked by its users).
    public let width: @Sendable (String) -> Double

    /// Creates a measure from a closure returning a string's width in pt.
    public init(_ width: @escaping @Sendable (String) -> Double) {
        self.width = width
    }

    /// The seeds' title font size, 14 pt.
    public static let defaultFontSize = 14.0

    /// Width = number of characters * `fontSize` (pt); every character is one em wide.
    public static func characterCount(fontSize: Double = defaultFontSize) -> TextMeasure {
        TextMeasure { Double($0.count) * fontSize }
    }

    /// `characterCount(fontSize: 14)`.
    public static let `default` = characterCount()
}
