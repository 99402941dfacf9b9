extension PlotCanvas {
    /// Events a screen part sends every frame while something moves: drawn as grey spans, one
    /// label per span, not one marker per frame.
    static let continuousEvents: Set<String> = [
        "indicatorFrame", "titleScale", "alphaChange", "transitionProgress", "barAppearance",
    ]

    /// The most labels a screen part's row gives one frame; the rest are counted in one more label.
    static let maximumLabelsPerFrame = 12

    /// The events that open and close a transition, drawn as one span labelled with its kind and outcome.
    static let transitionEvents: Set<String> = ["transitionBegin", "transitionEnd"]

    /// The screen lane: a row per screen part (`titles`, `navigationBar`, `tabBar`, ...) with its
    /// labelled events, then a row per child with the spans in which its view was loaded (light)
    /// and on screen (dark, `viewDidAppear` to `viewDidDisappear`) and a tick per lifecycle call.
    mutating func drawScreenLane(_ records: [EventRecord]) {
        guard !records.isEmpty else { return }
        var sources: [String] = []
        for record in records where !sources.contains(record.source) { sources.append(record.source) }
        let children = sources.filter { Self.childIndex($0) != nil }.sorted {
            Self.childIndex($0)! < Self.childIndex($1)!
        }
        let parts = sources.filter { Self.childIndex($0) == nil }
        svg.open("g", ["id": "screen"])
        svg.text("screen", x: plotLeft, y: cursor + 18, style: "source")
        cursor += 28
        for source in parts { drawPartRow(source, records: records.filter { $0.source == source }) }
        if !children.isEmpty {
            svg.text(
                "children: light = view loaded, dark = on screen (viewDidAppear to viewDidDisappear), ticks = lifecycle calls",
                x: plotLeft, y: cursor + 10, style: "note")
            cursor += 16
        }
        for source in children { drawChildRow(source, records: records.filter { $0.source == source }) }
        drawTimeTicks(bottom: cursor)
        drawTimeAxisLabel(bottom: cursor)
        svg.close("g")
        cursor += 44
    }

    private static func childIndex(_ source: String) -> Int? {
        guard source.hasPrefix("child/") else { return nil }
        return Int(source.dropFirst(6))
    }

    private mutating func rowFrame(_ source: String, top: Double, bottom: Double) {
        svg.text(source, x: plotLeft - 6, y: (top + bottom) / 2 + 4, anchor: "end", style: "row")
        svg.line(plotLeft, bottom, plotRight, bottom, style: "grid")
    }

    private mutating func drawPartRow(_ source: String, records: [EventRecord]) {
        let top = cursor
        var bottom = top + 16
        // Continuous events: spans of consecutive frames.
        var spans: [(name: String, start: EventRecord, end: EventRecord)] = []
        for record in records where Self.continuousEvents.contains(record.event) {
            if let index = spans.lastIndex(where: { $0.name == record.event }),
                record.frame - spans[index].end.frame <= 2
            {
                spans[index].end = record
            } else {
                spans.append((record.event, record, record))
            }
        }
        for span in spans {
            let x0 = time(span.start.time)
            let x1 = max(time(span.end.time), x0 + 2)
            svg.element(
                "rect",
                [
                    "x": SVGBuilder.number(x0), "y": SVGBuilder.number(top + 2), "width": SVGBuilder.number(x1 - x0),
                    "height": "4", "class": "continuous",
                ])
        }
        // Transitions: one span each, from transitionBegin to transitionEnd (or the end of the run).
        var transitionStart: EventRecord?
        for record in records where Self.transitionEvents.contains(record.event) {
            let x = time(record.time)
            svg.line(x, top + 1, x, top + 9, style: "tick")
            if record.event == "transitionBegin" {
                transitionStart = record
                continue
            }
            let start = transitionStart ?? record
            drawTransition(start, to: record.time, outcome: record.screen?.outcome, top: top, bottom: &bottom)
            transitionStart = nil
        }
        if let start = transitionStart {
            drawTransition(start, to: end, outcome: "running at the end", top: top, bottom: &bottom)
        }
        var frame = (index: -1, x: 0.0, labels: 0, hidden: 0)
        func labelHidden() {
            guard frame.hidden > 0 else { return }
            let text = "+\(frame.hidden) more in frame \(frame.index)"
            bottom = max(bottom, label(text, x: frame.x + 2, y: top + 8).y + SVGPlotWriter.labelSize + 3)
        }
        for record in records
        where !Self.continuousEvents.contains(record.event) && !Self.transitionEvents.contains(record.event) {
            let x = time(record.time)
            if record.frame != frame.index {
                labelHidden()
                frame = (record.frame, x, 0, 0)
            }
            svg.line(x, top + 1, x, top + 9, style: "tick")
            // A frame of many events (steps in a burst) gets a few labels and a count of the rest.
            guard frame.labels < Self.maximumLabelsPerFrame else {
                frame.hidden += 1
                continue
            }
            frame.labels += 1
            var text = record.event
            if let index = record.index { text += " \(index)" }
            if let kind = record.screen?.kind { text += " " + kind }
            if let outcome = record.screen?.outcome { text += " " + outcome }
            bottom = max(bottom, label(text, x: x + 2, y: top + 8).y + SVGPlotWriter.labelSize + 3)
        }
        labelHidden()
        for span in spans {
            bottom = max(
                bottom,
                label(span.name, x: time(span.start.time) + 2, y: top + 8, style: "guidelabel").y
                    + SVGPlotWriter.labelSize + 3)
        }
        rowFrame(source, top: top, bottom: bottom)
        cursor = bottom + 2
    }

    /// A transition's span on its part's row, labelled `kind outcome`.
    private mutating func drawTransition(
        _ start: EventRecord, to stop: Double, outcome: String?, top: Double, bottom: inout Double
    ) {
        let x0 = time(start.time)
        let x1 = max(time(stop), x0 + 2)
        svg.element(
            "rect",
            [
                "x": SVGBuilder.number(x0), "y": SVGBuilder.number(top + 1), "width": SVGBuilder.number(x1 - x0),
                "height": "8", "class": "transition",
            ])
        let text = (start.screen?.kind ?? "transition") + (outcome.map { " " + $0 } ?? "")
        bottom = max(bottom, label(text, x: x0 + 2, y: top + 10).y + SVGPlotWriter.labelSize + 3)
    }

    private mutating func drawChildRow(_ source: String, records: [EventRecord]) {
        let top = cursor
        let bottom = top + 14
        let loaded = ViewLifetime.lives(of: source, in: records).map { ($0.load.time, $0.end?.time ?? end) }
        var shownSince: Double?
        var shown: [(Double, Double)] = []
        for record in records {
            switch record.event {
            case "viewDidAppear": shownSince = record.time
            case "viewDidDisappear":
                if let start = shownSince { shown.append((start, record.time)) }
                shownSince = nil
            default: break
            }
        }
        if let start = shownSince { shown.append((start, end)) }
        for (spans, style, inset) in [(loaded, "loaded", 1.0), (shown, "shown", 4.0)] {
            for (start, stop) in spans {
                let x0 = time(start)
                let x1 = max(time(stop), x0 + 2)
                svg.element(
                    "rect",
                    [
                        "x": SVGBuilder.number(x0), "y": SVGBuilder.number(top + inset),
                        "width": SVGBuilder.number(x1 - x0),
                        "height": SVGBuilder.number(bottom - top - 2 * inset), "class": style,
                    ])
            }
        }
        for record in records {
            let x = time(record.time)
            svg.line(x, bottom - 3, x, bottom, style: "tick")
        }
        rowFrame(source, top: top, bottom: bottom)
        cursor = bottom + 2
    }
}
