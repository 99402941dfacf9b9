extension PlotCanvas {
    /// The most failures written out one a line; the rest are counted.
    static let mostFailureLines = 20

    /// The expectations' results under the title, when there are any: a line saying how many held
    /// and failed, a strip over the time axis with a mark at each one's time (``ExpectationResult/time``;
    /// a failed one's red and labelled `expect[N]`, a held one's grey), and a line for each failure
    /// (`✗ expect[2]: EXPECTED: got ACTUAL`), cut to `width` (px, the SVG's). A failing run looked
    /// the same as a passing one.
    mutating func drawResults(_ results: [ExpectationResult], width: Double) {
        guard !results.isEmpty else { return }
        let failures = results.filter { !$0.passed }
        svg.open("g", ["id": "expectations"])
        svg.text(
            failures.isEmpty
                ? "expectations: all \(results.count) held"
                : "expectations: \(failures.count) of \(results.count) failed",
            x: plotLeft, y: cursor + 14, style: failures.isEmpty ? "source" : "source failtext")
        let top = cursor + 22
        let bottom = top + 14
        drawBand(top: top, bottom: bottom, style: "resultstrip")
        // Held ones first, so that a failed mark is drawn over a held one at the same time.
        let timed = results.filter { ($0.time ?? -1) >= 0 && $0.time! <= end }
        for result in timed.filter(\.passed) + timed.filter({ !$0.passed }) {
            let x = time(result.time!)
            svg.line(x, top, x, bottom, style: result.passed ? "passmark" : "failmark")
        }
        drawTimeTicks(bottom: bottom)
        var y = bottom + 20
        for result in timed where !result.passed {
            y = max(y, label("expect[\(result.index)]", x: time(result.time!) + 2, y: bottom + 20).y + 12)
        }
        let limit = width - plotLeft - 4
        for result in failures.prefix(Self.mostFailureLines) {
            svg.text(Self.cut("✗ " + result.description, to: limit), x: plotLeft, y: y + 9, style: "failtext")
            y += 13
        }
        if failures.count > Self.mostFailureLines {
            svg.text(
                "… and \(failures.count - Self.mostFailureLines) more failed", x: plotLeft, y: y + 9, style: "failtext")
            y += 13
        }
        svg.close("g")
        cursor = y + 14
    }

    /// `text` cut with `…` to at most `width` px at the style sheet's 11 px (``LabelPlacer/width(_:fontSize:)``).
    static func cut(_ text: String, to width: Double) -> String {
        guard LabelPlacer.width(text, fontSize: 11) > width else { return text }
        var kept = ""
        for character in text {
            if LabelPlacer.width(kept + String(character) + "…", fontSize: 11) > width { break }
            kept.append(character)
        }
        return kept + "…"
    }
}
