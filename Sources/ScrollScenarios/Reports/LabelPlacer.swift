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

    /// Keeps the box of `text` drawn in place elsewhere (a tick label, a legend), with its left
    /// edge at `x` and its top at `y`, so that labels placed later keep clear of it.
    mutating func keep(_ text: String, x: Double, y: Double, fontSize: Double) {
        boxes.append(Box(x: x, y: y, width: Self.width(text, fontSize: fontSize), height: fontSize + 1, text: text))
    }

    /// Places `text` with its left edge at `x` and its top at `y` or the first free line below
    /// (lines `fontSize + 2` px apart); returns its box.
    mutating func place(_ text: String, x: Double, y: Double, fontSize: Double) -> Box {
        var box = Box(x: x, y: y, width: Self.width(text, fontSize: fontSize), height: fontSize + 1, text: text)
        // The placed boxes it can meet as it moves down (across its columns, not above it), by
        // their bottoms: once moved below one, it is below every one before it. One pass, where a
        // search of every box after each move took cubic time for a frame of thousands of events.
        let column = boxes.filter { $0.x < box.x + box.width && box.x < $0.x + $0.width && $0.y + $0.height > box.y }
        for blocking in column.sorted(by: { $0.y + $0.height < $1.y + $1.height }) where blocking.overlaps(box) {
            box.y = max(box.y + fontSize + 2, blocking.y + blocking.height + 1)
        }
        boxes.append(box)
        return box
    }
}
