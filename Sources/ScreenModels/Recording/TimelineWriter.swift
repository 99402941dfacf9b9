/// Writes records as a readable, aligned table, one event per line:
///
///     time (s)  frame  source  event            offset (pt)   details
///     0.550000     33  list    willEndDragging  (0, -80.1)    velocity=(0, 1.2) pt/ms target=(0, 519.3)
public struct TimelineWriter: Sendable {
    /// Whether `didScroll` events are listed (the command's `--no-did-scroll` turns this off).
    public var includesDidScroll: Bool

    /// Creates a writer.
    public init(includesDidScroll: Bool = true) { self.includesDidScroll = includesDidScroll }

    /// The table for `records`, in the order given, with a header line; every line ends with `\n`.
    /// Offsets and velocities are rounded to 0.01 here (the JSON Lines keep 1e-6).
    public func render(_ records: some Sequence<EventRecord>) -> String {
        let header = ["time (s)", "frame", "source", "event", "offset (pt)", "details"]
        var rows = [header]
        for record in records where includesDidScroll || record.event != "didScroll" {
            rows.append([
                DecimalFormat.fixed(record.time), "\(record.frame)", record.source, record.event,
                DecimalFormat.point(record.contentOffset, decimals: 2), Self.details(record),
            ])
        }
        var widths = [Int](repeating: 0, count: header.count)
        for row in rows { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) } }
        var text = ""
        for row in rows {
            var cells: [String] = []
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                // Numbers align right, names left; the last column is not padded.
                if column <= 1 {
                    cells.append(padding + cell)
                } else if column == row.count - 1 {
                    cells.append(cell)
                } else {
                    cells.append(cell + padding)
                }
            }
            var line = cells.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        return text
    }

    /// The optional fields of a record, as `name=value` pairs: the delegate call's arguments, the
    /// screen event's index, alpha and progress, then what the screen computed (``ScreenFields``).
    static func details(_ record: EventRecord) -> String {
        var parts: [String] = []
        if let velocity = record.velocity {
            parts.append("velocity=\(DecimalFormat.point(velocity, decimals: 3)) pt/ms")
        }
        if let target = record.targetContentOffset {
            parts.append("target=\(DecimalFormat.point(target, decimals: 2))")
        }
        if let willDecelerate = record.willDecelerate { parts.append("willDecelerate=\(willDecelerate)") }
        if let index = record.index { parts.append("index=\(index)") }
        if let alpha = record.alpha { parts.append("alpha=\(short(alpha))") }
        if let progress = record.progress { parts.append("progress=\(short(progress))") }
        if let screen = record.screen { parts += details(screen) }
        return parts.joined(separator: " ")
    }

    /// A screen's computed fields, in the JSON Lines' order: rectangles as `(x, y, width, height)`
    /// in pt to 0.01 (as offsets), colours as `(r, g, b, a)`, scales, alphas and durations to 1e-4.
    private static func details(_ screen: ScreenFields) -> [String] {
        var parts: [String] = []
        if let frame = screen.indicatorFrame { parts.append("indicatorFrame=\(rect(frame))") }
        if let from = screen.indicatorFrom, let to = screen.indicatorTo, let duration = screen.duration {
            parts.append("from=\(rect(from)) to=\(rect(to)) duration=\(short(duration)) s")
        }
        if let scale = screen.scale { parts.append("scale=\(short(scale))") }
        for (name, color) in [
            ("background", screen.backgroundColor), ("tint", screen.tintColor), ("title", screen.titleColor),
        ] {
            if let color {
                parts.append(
                    "\(name)=(\(short(color.red)), \(short(color.green)), \(short(color.blue)), \(short(color.alpha)))")
            }
        }
        if let style = screen.statusBarStyle { parts.append("statusBar=\(style)") }
        if let translationY = screen.translationY { parts.append("translationY=\(short(translationY, decimals: 2))") }
        if let itemsAlpha = screen.itemsAlpha { parts.append("itemsAlpha=\(short(itemsAlpha))") }
        if let kind = screen.kind { parts.append("kind=\(kind)") }
        if let outcome = screen.outcome { parts.append("outcome=\(outcome)") }
        if let reason = screen.reason { parts.append("reason=\(reason)") }
        return parts
    }

    private static func rect(_ rect: Rect) -> String {
        "(\(short(rect.origin.x, decimals: 2)), \(short(rect.origin.y, decimals: 2)), "
            + "\(short(rect.size.width, decimals: 2)), \(short(rect.size.height, decimals: 2)))"
    }

    /// A unitless value or a duration to 1e-4 (alphas, progress, scales), or to `decimals` places.
    private static func short(_ value: Double, decimals: Int = 4) -> String {
        DecimalFormat.shortest(value, decimals: decimals)
    }
}
