extension PlotCanvas {
    /// A guide line's label, drawn right of the plot beside its line.
    struct GuideLabel {
        /// The label.
        var text: String
        /// The line's height, in px.
        var line: Double
        /// The guide's style: `target`, `edge` or `page`, or `offscale` for an edge off the scale.
        var style: String

        /// Which labels keep their place when lines are too close for all: lowest first (an
        /// off-scale edge's, which has no line to show it, a target's, then a content edge's, then
        /// a page's).
        var rank: Int { ["offscale": -1, "target": 0, "edge": 1][style] ?? 2 }
    }

    /// Places the labels of a panel's guide lines right of the plot, each beside its line
    /// (``LabelPlacer/place(_:x:besideLine:fontSize:)``), never away from it: the targets' first,
    /// then the edges', then the pages', so that where lines are closer than a label is tall, some
    /// pages' labels are left out. Lines drawn at the same height share one label, the first's,
    /// which says it is a target too (`page 1 · target`). Returns each label's box, in the order
    /// of `labels` (nil: left out, or shared with an earlier line).
    mutating func placeGuideLabels(_ labels: [GuideLabel]) -> [LabelPlacer.Box?] {
        var heights: [String] = []
        var sharing: [String: [Int]] = [:]
        for (index, label) in labels.enumerated() {
            let height = SVGBuilder.number(label.line)
            if sharing[height] == nil { heights.append(height) }
            sharing[height, default: []].append(index)
        }
        let merged = heights.map { height -> (index: Int, label: GuideLabel, rank: Int) in
            let group = sharing[height]!.map { labels[$0] }
            let names = group.filter { $0.style != "target" }.map(\.text)
            var label = group[0]
            if !names.isEmpty {
                label.text = (names + (names.count < group.count ? ["target"] : [])).joined(separator: " · ")
            }
            return (sharing[height]![0], label, group.map(\.rank).min()!)
        }
        var boxes: [LabelPlacer.Box?] = Array(repeating: nil, count: labels.count)
        for item in merged.sorted(by: { ($0.rank, $0.index) < ($1.rank, $1.index) }) {
            boxes[item.index] = placer.place(
                item.label.text, x: plotRight + 4, besideLine: item.label.line, fontSize: SVGPlotWriter.labelSize)
        }
        return boxes
    }
}
