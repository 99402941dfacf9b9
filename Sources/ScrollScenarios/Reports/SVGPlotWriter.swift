/// Draws a run as a standalone SVG 1.1 document: for each scroll view, its content offset against
/// time (each axis that moves), its velocity in a second panel beneath, and a labelled vertical
/// marker at each delegate event (`didScroll`, sent every frame, is left out; events of the same
/// frame share one marker and one label). Output is deterministic: coordinates are rounded to 0.01.
public struct SVGPlotWriter: Sendable {
    /// Width of the whole drawing, in px.
    public var width: Double
    /// Height of each offset panel's plotting area, in px.
    public var offsetPanelHeight: Double
    /// Height of each velocity panel's plotting area, in px.
    public var velocityPanelHeight: Double

    /// Creates a writer with panel sizes in px.
    public init(width: Double = 960, offsetPanelHeight: Double = 240, velocityPanelHeight: Double = 140) {
        self.width = width
        self.offsetPanelHeight = offsetPanelHeight
        self.velocityPanelHeight = velocityPanelHeight
    }

    private static let left = 80.0, right = 30.0, sectionHeader = 36.0, panelGap = 46.0, sectionGap = 56.0
    private static let axisColors: [(Axis, String)] = [(.horizontal, "x"), (.vertical, "y")]

    /// The SVG for a run titled `title` lasting `duration` s (the time axis spans `[0, duration]`,
    /// or up to the last sample or event when `duration` is nil).
    ///
    /// A source is drawn when it has samples, or `didScroll` records (then the offsets come from the
    /// records and the velocity panel is empty); sources are drawn in order of first appearance.
    public func render(title: String, duration: Double?, records: [EventRecord], samples: [OffsetSample]) -> String {
        let series = PlotSeries.collect(records: records, samples: samples)
        let end = duration ?? max(records.map(\.time).max() ?? 0, samples.map(\.time).max() ?? 0)
        let sectionHeight = Self.sectionHeader + offsetPanelHeight + Self.panelGap + velocityPanelHeight + Self.sectionGap
        let height = 50 + max(1, Double(series.count)) * sectionHeight
        var svg = SVGBuilder()
        svg.raw("""
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(SVGBuilder.number(width))" \
            height="\(SVGBuilder.number(height))" viewBox="0 0 \(SVGBuilder.number(width)) \(SVGBuilder.number(height))">
            <style>
            text { font-family: Helvetica, Arial, sans-serif; font-size: 11px; fill: #222; }
            .title { font-size: 16px; font-weight: bold; }
            .source { font-size: 13px; font-weight: bold; }
            .event { font-size: 9px; fill: #555; }
            .frame { fill: none; stroke: #444; stroke-width: 1; }
            .grid { stroke: #e4e4e4; stroke-width: 1; }
            .zero { stroke: #999; stroke-width: 1; }
            .marker { stroke: #999; stroke-width: 0.8; stroke-dasharray: 3,3; }
            .x { fill: none; stroke: #1f77b4; stroke-width: 1.5; }
            .y { fill: none; stroke: #d62728; stroke-width: 1.5; }
            .xlabel { fill: #1f77b4; }
            .ylabel { fill: #d62728; }
            </style>
            <rect x="0" y="0" width="100%" height="100%" fill="white"/>

            """)
        svg.text(title, x: Self.left, y: 28, style: "title")
        if series.isEmpty { svg.text("no scroll view moved", x: Self.left, y: 70, style: "source") }
        let time = PlotScale(covering: 0, max(end, 1e-3), to: (Self.left, width - Self.right), targetTicks: 10)
        for (index, item) in series.enumerated() {
            drawSection(item, top: 50 + Double(index) * sectionHeight, time: time, into: &svg)
        }
        svg.close("svg")
        return svg.body
    }

    private func drawSection(_ series: PlotSeries, top: Double, time: PlotScale, into svg: inout SVGBuilder) {
        svg.open("g", ["id": "source-" + series.source])
        svg.text(series.source, x: Self.left, y: top + 22, style: "source")
        let axes = series.movingAxes
        let offsetTop = top + Self.sectionHeader, offsetBottom = offsetTop + offsetPanelHeight
        let offsets: [Double] = series.offsets.flatMap { point in axes.map { point.value[$0] } }
        let offsetScale = PlotScale(covering: offsets.min() ?? 0, offsets.max() ?? 0, to: (offsetBottom, offsetTop))
        drawPanel(label: "content offset (pt)", time: time, value: offsetScale, top: offsetTop, bottom: offsetBottom, into: &svg)
        for (axis, style) in Self.axisColors where axes.contains(axis) {
            svg.polyline(series.offsets.map { (time($0.time), offsetScale($0.value[axis])) }, style: style)
        }
        drawLegend(axes, unit: "offset", x: width - Self.right, y: offsetTop - 6, into: &svg)

        let velocityTop = offsetBottom + Self.panelGap, velocityBottom = velocityTop + velocityPanelHeight
        let speeds: [Double] = series.velocities.flatMap { point in axes.map { point.value[$0] } } + [0]
        let velocityScale = PlotScale(covering: speeds.min() ?? 0, speeds.max() ?? 0, to: (velocityBottom, velocityTop), targetTicks: 4)
        drawPanel(label: "velocity (pt/s)", time: time, value: velocityScale, top: velocityTop, bottom: velocityBottom, into: &svg)
        svg.line(time.range.0, velocityScale(0), time.range.1, velocityScale(0), style: "zero")
        for (axis, style) in Self.axisColors where axes.contains(axis) {
            svg.polyline(series.velocities.map { (time($0.time), velocityScale($0.value[axis])) }, style: style)
        }
        drawLegend(axes, unit: "velocity", x: width - Self.right, y: velocityTop - 6, into: &svg)
        if series.velocities.isEmpty {
            svg.text("no velocity samples", x: (time.range.0 + time.range.1) / 2, y: (velocityTop + velocityBottom) / 2, anchor: "middle", style: "event")
        }
        svg.text("time (s)", x: (time.range.0 + time.range.1) / 2, y: velocityBottom + 34, anchor: "middle", style: "axis")

        var nextFreeLabelX = -Double.infinity  // labels of close markers are nudged right, never stacked
        for marker in series.markers {
            let x = time(marker.time)
            let labelX = max(x + 3, nextFreeLabelX)
            nextFreeLabelX = labelX + 11
            svg.line(x, offsetTop, x, velocityBottom, style: "marker")
            svg.text(marker.label, x: labelX, y: offsetTop + 4, style: "event",
                     transform: "rotate(90 \(SVGBuilder.number(labelX)) \(SVGBuilder.number(offsetTop + 4)))")
        }
        svg.close("g")
    }

    /// Frame, grid lines, ticks and tick labels of one panel.
    private func drawPanel(label: String, time: PlotScale, value: PlotScale, top: Double, bottom: Double, into svg: inout SVGBuilder) {
        for tick in value.ticks {
            let y = value(tick)
            svg.line(time.range.0, y, time.range.1, y, style: "grid")
            svg.line(time.range.0 - 4, y, time.range.0, y, style: "frame")
            svg.text(DecimalFormat.shortest(tick, decimals: 3), x: time.range.0 - 7, y: y + 4, anchor: "end", style: "axis")
        }
        for tick in time.ticks {
            let x = time(tick)
            svg.line(x, bottom, x, bottom + 4, style: "frame")
            svg.text(DecimalFormat.shortest(tick, decimals: 3), x: x, y: bottom + 16, anchor: "middle", style: "axis")
        }
        svg.element("rect", [
            "x": SVGBuilder.number(time.range.0), "y": SVGBuilder.number(top),
            "width": SVGBuilder.number(time.range.1 - time.range.0), "height": SVGBuilder.number(bottom - top), "class": "frame",
        ])
        let middle = (top + bottom) / 2
        svg.text(label, x: 16, y: middle, anchor: "middle", style: "axis",
                 transform: "rotate(-90 16 \(SVGBuilder.number(middle)))")
    }

    private func drawLegend(_ axes: [Axis], unit: String, x: Double, y: Double, into svg: inout SVGBuilder) {
        let names = Self.axisColors.filter { axes.contains($0.0) }.map { ($0.1, "\(unit).\($0.1)") }
        var right = x
        for (style, name) in names.reversed() {
            svg.text(name, x: right, y: y, anchor: "end", style: style + "label")
            right -= 70
        }
    }
}
