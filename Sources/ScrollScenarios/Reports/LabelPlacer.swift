/// Places a drawing's text labels so that no two overlap: a label that would cover one already
/// placed moves down a line at a time until it is clear, or (a label that names a line) to the
/// nearest clear place beside its line, if any. Every placed box is kept, so a test can check the
/// whole drawing.
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

    /// Places `text` with its left edge at `x`, centred on the height `line` or as near it as it
    /// is clear, moved up or down by at most a quarter of its height (the line still crosses the
    /// middle half of its box, never a neighbour's label); returns its box, or nil when no such
    /// place is clear (the label is left out, never drawn away from its line).
    mutating func place(_ text: String, x: Double, besideLine line: Double, fontSize: Double) -> Box? {
        var box = Box(x: x, y: 0, width: Self.width(text, fontSize: fontSize), height: fontSize + 1, text: text)
        let centred = line - box.height / 2
        let column = boxes.filter { $0.x < box.x + box.width && box.x < $0.x + $0.width }
        // The clear places nearest the line are centred, or against a placed box, above or below it.
        let reach = box.height / 4 + 1e-9
        let tops: [Double] = [centred] + column.flatMap { [$0.y - box.height, $0.y + $0.height] }
        let candidates = tops.filter { abs($0 - centred) <= reach }.sorted { a, b in
            (abs(a - centred), a) < (abs(b - centred), b)
        }
        for top in candidates {
            box.y = top
            if !column.contains(where: { $0.overlaps(box) }) {
                boxes.append(box)
                return box
            }
        }
        return nil
    }
}
