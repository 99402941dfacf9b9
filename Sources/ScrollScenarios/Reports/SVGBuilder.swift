/// Accumulates SVG 1.1 markup with escaped text and deterministic coordinates (2 decimals).
struct SVGBuilder {
    private(set) var body = ""

    /// A coordinate or length, rounded to 0.01.
    static func number(_ value: Double) -> String { DecimalFormat.shortest(value, decimals: 2) }

    /// Text escaped for XML character data and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                // Characters XML 1.0 forbids (C0 controls other than tab and line breaks) are dropped.
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                    scalar.value < 0x20, scalar != "\t", scalar != "\n", scalar != "\r"
                {
                    continue
                }
                result.append(character)
            }
        }
        return result
    }

    /// Appends an element with attributes (values escaped) and optional text content.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String>, text: String? = nil) {
        body += "<" + name
        for (key, value) in attributes { body += " \(key)=\"\(Self.escape(value))\"" }
        if let text { body += ">" + Self.escape(text) + "</\(name)>\n" } else { body += "/>\n" }
    }

    /// Appends a line segment.
    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, style: String) {
        element(
            "line",
            [
                "x1": Self.number(x1), "y1": Self.number(y1), "x2": Self.number(x2), "y2": Self.number(y2),
                "class": style,
            ])
    }

    /// Appends text at a point; `anchor` is `start`, `middle` or `end`; `transform` is optional.
    mutating func text(
        _ content: String, x: Double, y: Double, anchor: String = "start", style: String, transform: String? = nil
    ) {
        if let transform {
            element(
                "text",
                [
                    "x": Self.number(x), "y": Self.number(y), "text-anchor": anchor, "class": style,
                    "transform": transform,
                ], text: content)
        } else {
            element(
                "text", ["x": Self.number(x), "y": Self.number(y), "text-anchor": anchor, "class": style], text: content
            )
        }
    }

    /// Appends a polyline through `points` (SVG coordinates).
    mutating func polyline(_ points: [(Double, Double)], style: String) {
        guard !points.isEmpty else { return }
        let list = points.map { Self.number($0.0) + "," + Self.number($0.1) }.joined(separator: " ")
        element("polyline", ["points": list, "class": style])
    }

    /// Opens a group.
    mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        body += "<" + name
        for (key, value) in attributes { body += " \(key)=\"\(Self.escape(value))\"" }
        body += ">\n"
    }

    /// Closes a group.
    mutating func close(_ name: String) { body += "</\(name)>\n" }

    /// Appends raw markup (callers pass only constant, well-formed text).
    mutating func raw(_ markup: String) { body += markup }
}
