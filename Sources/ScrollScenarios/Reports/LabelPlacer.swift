/// Places a drawing's text labels so that no two overlap: a label that would cover one already
/// placed moves down a line at a time until it is clear. Every placed box is kept, so a test can
/// check the whole drawing.
struct LabelPlacer: Sendable {
    /// A label's box in SVG coordinates (px): `y` is its top.
    struct Box: Sendable, Equatable {
        var x: Double, y: Double, width: Double, height: Double
        var text: String

        /// Whether the two boxes share any area.
        func overlaps(_ other: Box) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }

    /// The boxes placed so far, in order.
    private(set) var boxes: [Box] = []

    /// The width of `text` at `fontSize` px, a generous estimate (wide for CJK): px.
    static func width(_ text: String, fontSize: Double) -> Double {
        text.unicodeScalars.reduce(0) { $0 + ($1.value > 0x2E80 ? 1.0 : 0.6) * fontSize }
    }

    /// Places `text` with its left edge at `x` and its top at `y` or the first free line below
    /// (lines `fontSize + 2` px apart); returns its box.
    mutating func place(_ text: String, x: Double, y: Double, fontSize: Double) -> Box {
        var box = Box(x: x, y: y, width: Self.width(text, fontSize: fontSize), height: fontSize + 1, text: text)
        while let blocking = boxes.first(where: { $0.overlaps(box) }) {
            box.y = max(box.y + fontSize + 2, blocking.y + blocking.height + 1)
        }
        boxes.append(box)
        return box
    }
}
