/// The drawing state of an ``SVGPlotWriter`` plot: the markup so far, the labels placed, the time
/// axis, and the y at which the next section starts (sections are stacked top to bottom, so the
/// height follows what is drawn).
struct PlotCanvas {
    var svg = SVGBuilder()
    var placer = LabelPlacer()
    /// Time (s) to x (px).
    let time: PlotScale
    /// End of the run, in s.
    let end: Double
    /// Frames per s of the run (the velocity is the offsets' change per frame times this).
    let frameRate: Int
    /// Top of the next section, in px.
    var cursor = 0.0

    private static let axisStyles: [(Axis, String)] = [(.horizontal, "x"), (.vertical, "y")]
    var plotLeft: Double { time.range.0 }
    var plotRight: Double { time.range.1 }

    init(time: PlotScale, end: Double, frameRate: Int = 60) {
        self.time = time
        self.end = end
        self.frameRate = frameRate
    }

    /// Places and draws an annotation label with its top-left at (`x`, `y`) or the first free line
    /// below; returns its box.
    @discardableResult
    mutating func label(_ text: String, x: Double, y: Double, style: String = "event") -> LabelPlacer.Box {
        let box = placer.place(text, x: x, y: y, fontSize: SVGPlotWriter.labelSize)
        svg.text(text, x: box.x, y: box.y + SVGPlotWriter.labelSize - 1, style: style)
        return box
    }

    /// A scroll view that moved: header, event labels, offset panel with guides, velocity panel,
    /// and the legend of frames with several events.
    mutating func drawMoving(
        _ series: PlotSeries, geometry: ReportGeometry.View?, offsetHeight: Double, velocityHeight: Double
    ) {
        svg.open("g", ["id": "source-" + series.source])
        svg.text(series.source, x: plotLeft, y: cursor + 18, style: "source")
        let axes = series.movingAxes
        // The offset panel's legend in the header line, clear of the labels' band.
        drawLegend(axes, unit: "offset", y: cursor + 18)
        // Event labels first, each in the first free line of the band above the panels.
        let bandTop = cursor + 28
        var bandBottom = bandTop
        var legend: [(String, PlotSeries.Marker)] = []
        var markerXs: [Double] = []
        for marker in series.markers {
            let x = time(marker.time)
            markerXs.append(x)
            var text = marker.events[0]
            if marker.events.count > 1 {
                text = "[\(legend.count + 1)]"
                legend.append((text, marker))
            }
            bandBottom = max(bandBottom, label(text, x: x + 2, y: bandTop).y + SVGPlotWriter.labelSize + 3)
        }
        let offsetTop = bandBottom + 4
        let offsetBottom = offsetTop + offsetHeight
        var guides: [Guide] = []
        if let geometry {
            for axis in axes { guides += Self.guides(of: geometry, axis: axis, prefix: axes.count > 1) }
        }
        let values =
            series.offsets.flatMap { point in axes.map { point.value[$0] } }
            + series.targets.flatMap { target in axes.map { target.offset[$0] } }
        let (offsetScale, drawn, above, below) = Self.offsetScale(
            data: values, guides: guides, viewport: axes.map { geometry?.size[$0] ?? 0 }.max() ?? 0,
            bottom: offsetBottom, top: offsetTop)
        drawPanel(label: "content offset (pt)", value: offsetScale, top: offsetTop, bottom: offsetBottom)
        // The guides across the panel, then the targets from their release to their motion's end;
        // an edge off the scale is a label at the panel's top or bottom, with no line.
        var lines = drawn.map {
            (from: plotLeft, to: plotRight, y: offsetScale($0.value), style: $0.style, text: $0.text)
        }
        // Just outside the panel, clear of the labels of guides at its top and bottom.
        let offScale =
            above.map { (y: offsetTop - SVGPlotWriter.labelSize - 2, text: $0.text + " ↑ off scale") }
            + below.map { (y: offsetBottom + SVGPlotWriter.labelSize + 2, text: $0.text + " ↓ off scale") }
        for target in series.targets {
            for axis in axes {
                lines.append(
                    (
                        time(target.time), time(target.end), offsetScale(target.offset[axis]), "target",
                        "target " + DecimalFormat.shortest(target.offset[axis], decimals: 2)
                    ))
            }
        }
        let labels = placeGuideLabels(
            lines.map { GuideLabel(text: $0.text, line: $0.y, style: $0.style) }
                + offScale.map { GuideLabel(text: $0.text, line: $0.y, style: "offscale") })
        for (index, box) in labels.enumerated() {
            if index < lines.count {
                let line = lines[index]
                svg.line(line.from, line.y, line.to, line.y, style: line.style)
            }
            if let box { svg.text(box.text, x: box.x, y: box.y + SVGPlotWriter.labelSize - 1, style: "guidelabel") }
        }
        for (axis, style) in Self.axisStyles where axes.contains(axis) {
            for segment in PlotSeries.segments(series.offsets) {
                svg.polyline(segment.map { (time($0.time), offsetScale($0.value[axis])) }, style: style)
            }
        }

        let velocityTop = offsetBottom + 34  // its legend clear of the time labels above
        let velocityBottom = velocityTop + velocityHeight
        let speeds: [Double] = series.velocities.flatMap { point in axes.map { point.value[$0] } } + [0]
        let velocityScale = PlotScale(
            covering: speeds.min() ?? 0, speeds.max() ?? 0, to: (velocityBottom, velocityTop), targetTicks: 4)
        drawPanel(label: "velocity (pt/s)", value: velocityScale, top: velocityTop, bottom: velocityBottom)
        svg.line(plotLeft, velocityScale(0), plotRight, velocityScale(0), style: "zero")
        for (axis, style) in Self.axisStyles where axes.contains(axis) {
            for segment in PlotSeries.segments(series.velocities) {
                svg.polyline(segment.map { (time($0.time), velocityScale($0.value[axis])) }, style: style)
            }
        }
        drawLegend(axes, unit: "velocity", y: velocityTop - 4)
        // What the velocity is: the offsets' change from frame to frame, which the JSON Lines give.
        let note = "offset change from the frame before × \(frameRate) frames/s"
        svg.text(note, x: plotLeft, y: velocityTop - 4, style: "note")
        keepBox(of: note, x: plotLeft, baseline: velocityTop - 4)
        if series.velocities.isEmpty {
            svg.text(
                "no velocity samples", x: (plotLeft + plotRight) / 2, y: (velocityTop + velocityBottom) / 2,
                anchor: "middle", style: "note")
        }
        for x in markerXs { svg.line(x, bandTop, x, velocityBottom, style: "marker") }
        drawTimeAxisLabel(bottom: velocityBottom)
        var y = velocityBottom + 40
        for (key, marker) in legend {
            let text =
                key + " " + DecimalFormat.fixed(marker.time, decimals: 3) + " s: "
                + marker.events.joined(separator: ", ")
            y = label(text, x: plotLeft, y: y).y + SVGPlotWriter.labelSize + 3
        }
        svg.close("g")
        cursor = y + 24
    }

    /// The views that never moved, a compact row each (``drawIdle(_:)``), over a time axis of
    /// their own (they may be all there is).
    mutating func drawIdleRows(_ series: [PlotSeries]) {
        guard !series.isEmpty else { return }
        for item in series { drawIdle(item) }
        let bottom = cursor - 14  // the last row's
        svg.open("g", ["id": "idle-time-axis"])
        drawTimeTicks(bottom: bottom)
        drawTimeAxisLabel(bottom: bottom)
        svg.close("g")
        cursor = bottom + 44
    }

    /// A scroll view that never moved: its rest line across the whole run, in one compact row.
    private mutating func drawIdle(_ series: PlotSeries) {
        let rest = series.offsets.first?.value ?? .zero
        svg.open("g", ["id": "source-" + series.source])
        svg.text(
            series.source + ": at rest at " + DecimalFormat.point(rest, decimals: 2) + " pt" + lifetime(of: series),
            x: plotLeft, y: cursor + 16, style: "row")
        let top = cursor + 22
        let bottom = top + 16
        drawBand(top: top, bottom: bottom, style: "frame")
        let axis: Axis = rest.y != 0 || rest.x == 0 ? .vertical : .horizontal
        let style = axis == .vertical ? "y" : "x"
        // The offset never changes, so the line is flat at the row's middle, from t = 0 to the end.
        for segment in PlotSeries.segments(series.offsets) {
            svg.polyline(segment.map { (time($0.time), (top + bottom) / 2) }, style: style)
        }
        svg.text(
            DecimalFormat.shortest(rest[axis], decimals: 2), x: plotLeft - 7, y: (top + bottom) / 2 + 4, anchor: "end",
            style: "axis")
        svg.close("g")
        cursor = bottom + 14
    }

    /// When an idle view existed, as its row says it: ` the whole run`, ` from 1 s (when it was
    /// created) until 2 s (its screen was popped)`, or each life of a view made again after it went
    /// (a screen pushed again, a view reloaded).
    private func lifetime(of series: PlotSeries) -> String {
        func seconds(_ time: Double) -> String { DecimalFormat.shortest(time, decimals: 3) }
        let lives = PlotSeries.segments(series.offsets)
        if lives.count > 1 {
            let spans = lives.map { life -> String in
                let gone = life[life.count - 1].time
                return seconds(life[0].time) + " s to " + (gone < end - 1e-9 ? seconds(gone) + " s" : "the end")
            }
            return " while it existed: " + spans.joined(separator: ", ")
        }
        let first = series.offsets.first?.time ?? 0
        let last = series.offsets.last?.time ?? end
        let since = first > 0 ? " from " + seconds(first) + " s (when it was created)" : " the whole run"
        guard last < end - 1e-9 else { return since }
        return (first > 0 ? since : " from 0 s") + " until " + seconds(last)
            + (series.source.hasPrefix("child/") ? " s (its view unloaded)" : " s (its screen was popped)")
    }

    /// The most page guides a panel draws; a view with more pages gets none.
    static let maximumPageGuides = 40

    /// The guides of `geometry` on `axis`: content edges, and the pages' resting offsets for a
    /// paging view (as the physics has them: `Paging`).
    static func guides(
        of geometry: ReportGeometry.View, axis: Axis, prefix: Bool
    ) -> [Guide] {
        let range = geometry.range(axis)
        let (low, high) = (range.minimum, range.maximum)
        let name = prefix ? (axis == .horizontal ? "x " : "y ") : ""
        let page = geometry.size[axis]
        if geometry.isPagingEnabled, page > 0 {
            let last = Paging.lastPage(of: geometry.pageRange(axis), pageSize: page)
            guard last < maximumPageGuides else { return [] }
            let pages = (0...last).map { index in
                let offset = Paging.offset(ofPage: index, pageSize: page, range: range)
                let edge = offset == low || offset == high ? " (edge)" : ""
                return (value: offset, style: "page", text: name + "page \(index)" + edge)
            }
            // An edge no page rests on (insets widen the range past the pages) gets its own guide.
            return pages
                + edges(low, high, axis: axis, name: name).filter { edge in
                    !pages.contains { $0.value == edge.value }
                }
        }
        return edges(low, high, axis: axis, name: name)
    }

    /// The guides of a range's two edges, `low` and `high` (pt), on `axis`.
    private static func edges(
        _ low: Double, _ high: Double, axis: Axis, name: String
    ) -> [Guide] {
        let (lowName, highName) = axis == .horizontal ? ("left edge", "right edge") : ("top edge", "bottom edge")
        return [
            (low, "edge", name + lowName + " " + DecimalFormat.shortest(low, decimals: 2)),
            (high, "edge", name + highName + " " + DecimalFormat.shortest(high, decimals: 2)),
        ]
    }

    /// Frame, grid lines, ticks and tick labels of one panel.
    mutating func drawPanel(label: String, value: PlotScale, top: Double, bottom: Double) {
        for tick in value.ticks {
            let y = value(tick)
            svg.line(plotLeft, y, plotRight, y, style: "grid")
            svg.line(plotLeft - 4, y, plotLeft, y, style: "frame")
            svg.text(DecimalFormat.shortest(tick, decimals: 3), x: plotLeft - 7, y: y + 4, anchor: "end", style: "axis")
        }
        drawTimeTicks(bottom: bottom)
        drawBand(top: top, bottom: bottom, style: "frame")
        let middle = (top + bottom) / 2
        svg.text(
            label, x: 16, y: middle, anchor: "middle", style: "axis",
            transform: "rotate(-90 16 \(SVGBuilder.number(middle)))")
    }

    /// The time axis's title and unit, `time (s)`, under the ticks of ``drawTimeTicks(bottom:)``.
    mutating func drawTimeAxisLabel(bottom: Double) {
        svg.text("time (s)", x: (plotLeft + plotRight) / 2, y: bottom + 30, anchor: "middle", style: "axis")
    }

    /// Ticks and labels of the time axis under a panel whose bottom is at `bottom`.
    mutating func drawTimeTicks(bottom: Double) {
        for tick in time.ticks {
            let x = time(tick)
            let text = DecimalFormat.shortest(tick, decimals: 3)
            svg.line(x, bottom, x, bottom + 4, style: "frame")
            svg.text(text, x: x, y: bottom + 15, anchor: "middle", style: "axis")
            keepBox(of: text, x: x - LabelPlacer.width(text, fontSize: Self.axisSize) / 2, baseline: bottom + 15)
        }
    }

    /// The legend of a panel's curves, right-aligned at the plot's right edge on the baseline `y`.
    private mutating func drawLegend(_ axes: [Axis], unit: String, y: Double) {
        var right = plotRight
        for (axis, style) in Self.axisStyles.reversed() where axes.contains(axis) {
            let text = "\(unit).\(style)"
            svg.text(text, x: right, y: y, anchor: "end", style: style + "label")
            keepBox(of: text, x: right - LabelPlacer.width(text, fontSize: Self.axisSize), baseline: y)
            right -= 70
        }
    }

    /// The font size of axis texts and legends (the style sheet's default), in px.
    private static let axisSize = 11.0

    /// Keeps the box of a text drawn in place at the default size, for labels placed later to avoid.
    private mutating func keepBox(of text: String, x: Double, baseline: Double) {
        placer.keep(text, x: x, y: baseline - Self.axisSize + 1, fontSize: Self.axisSize)
    }

    /// A rectangle across the plot's width from `top` to `bottom` (px), of CSS class `style`: a
    /// panel's frame, the expectations' strip.
    mutating func drawBand(top: Double, bottom: Double, style: String) {
        svg.element(
            "rect",
            [
                "x": SVGBuilder.number(plotLeft), "y": SVGBuilder.number(top),
                "width": SVGBuilder.number(plotRight - plotLeft), "height": SVGBuilder.number(bottom - top),
                "class": style,
            ])
    }
}
