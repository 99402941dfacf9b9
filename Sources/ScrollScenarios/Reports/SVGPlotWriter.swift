/// Draws a run as a standalone SVG 1.1 document that never misleads:
///
/// - a **screen lane** (when the run has screen events): a row per screen part with its events
///   (title selection, tab switches, transitions), and a row per child with the spans in which its
///   view was loaded and on screen;
/// - for each scroll view that moved, its content offset against time (each axis that moves) with
///   guides for the content edges, page boundaries and each `willEndDragging` target (from the
///   release to where its deceleration ends or is interrupted), and its velocity beneath; lines
///   run from the rest frame before each motion to the end of the run;
/// - a labelled marker at each frame with delegate events (`didScroll`, sent every frame, is left
///   out); labels never overlap (`LabelPlacer`), and a frame with several events gets a key
///   explained in a legend under the plot;
/// - for each scroll view that never moved, one compact row with its rest line, the rows over a
///   time axis of their own;
/// - under each time axis (the screen lane's, each view's, the idle rows') its title and unit,
///   `time (s)`;
/// - with the run's expectations, under the title how many held and failed, a strip over the
///   time axis with a mark at each expectation's time (`at`; red and labelled when it failed,
///   grey when it held), and a line for each failure.
///
/// The width follows the duration (and the labels: none runs past the right edge) and the height
/// the views. Output is deterministic: coordinates
/// are rounded to 0.01.
public struct SVGPlotWriter: Sendable {
    /// Horizontal scale of the time axis, in px per s (the plot is 480 to 2,400 px wide).
    public var pixelsPerSecond: Double
    /// Height of each offset panel's plotting area, in px.
    public var offsetPanelHeight: Double
    /// Height of each velocity panel's plotting area, in px.
    public var velocityPanelHeight: Double

    /// Creates a writer with sizes in px.
    public init(pixelsPerSecond: Double = 150, offsetPanelHeight: Double = 200, velocityPanelHeight: Double = 100) {
        self.pixelsPerSecond = pixelsPerSecond
        self.offsetPanelHeight = offsetPanelHeight
        self.velocityPanelHeight = velocityPanelHeight
    }

    static let left = 100.0, right = 130.0, labelSize = 9.0

    /// What ``drawing(title:duration:records:samples:geometry:frameRate:results:)`` produced: the
    /// document and the box of every annotation label in it.
    struct Drawing {
        var svg: String
        var labels: [LabelPlacer.Box]
        /// The x of the plot's right edge, in px, and the time there, in s (the left edge is 0 s
        /// at ``left``).
        var plotRight: Double
        var timeAtRight: Double
    }

    /// The SVG for a run titled `title` lasting `duration` s at `frameRate` frames per s: the time
    /// axis spans 0 to the run's last frame (`RunEnd`: the frame at or after `duration`), or to
    /// the last sample or event when `duration` is nil.
    ///
    /// A source is drawn when it has samples, or `didScroll` records (then the offsets come from the
    /// records and the velocity panel is empty); sources are drawn in order of first appearance.
    /// With `geometry` (from the scenario), content edges and page boundaries are drawn as guides;
    /// with `results` (the run's expectations'), each result.
    public func render(
        title: String, duration: Double?, records: [EventRecord], samples: [OffsetSample],
        geometry: ReportGeometry? = nil, frameRate: Int = 60, results: [ExpectationResult] = []
    ) -> String {
        drawing(
            title: title, duration: duration, records: records, samples: samples, geometry: geometry,
            frameRate: frameRate, results: results
        ).svg
    }

    func drawing(
        title: String, duration: Double?, records: [EventRecord], samples: [OffsetSample],
        geometry: ReportGeometry?, frameRate: Int, results: [ExpectationResult] = []
    ) -> Drawing {
        let last = duration.map { RunEnd(duration: $0, frameRate: frameRate).time }
        let end = max(last ?? max(records.map(\.time).max() ?? 0, samples.map(\.time).max() ?? 0), 1e-3)
        let series = PlotSeries.collect(
            records: records, samples: samples, end: end, frameDuration: 1 / Double(max(1, frameRate)),
            geometry: geometry)
        let plotWidth = min(2400, max(480, end * pixelsPerSecond))
        var canvas = PlotCanvas(
            time: PlotScale(
                exactly: 0, end, to: (Self.left, Self.left + plotWidth), targetTicks: max(4, Int(plotWidth / 90))),
            end: end, frameRate: frameRate)
        canvas.svg.text(title, x: Self.left, y: 28, style: "title")
        canvas.cursor = 50
        canvas.drawResults(results, width: Self.left + plotWidth + Self.right)
        let viewSources = Set(series.map(\.source))
        canvas.drawScreenLane(records.inReportOrder().filter { !viewSources.contains($0.source) })
        if series.isEmpty {
            canvas.svg.text("no scroll view moved", x: Self.left, y: canvas.cursor + 20, style: "source")
            canvas.cursor += 40
        }
        for item in series where !item.isIdle {
            canvas.drawMoving(
                item, geometry: geometry?.view(item.source), offsetHeight: offsetPanelHeight,
                velocityHeight: velocityPanelHeight)
        }
        canvas.drawIdleRows(series.filter(\.isIdle))
        let height = canvas.cursor + 10
        // Wide enough for every label (a guide's beside the plot ran past the edge).
        let rightmost = canvas.placer.boxes.map { $0.x + $0.width }.max() ?? 0
        let width = max(Self.left + plotWidth + Self.right, (rightmost + 6).rounded(.up))
        let header = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" class="\(PlotStyle.scope)" width="\(SVGBuilder.number(width))" \
            height="\(SVGBuilder.number(height))" viewBox="0 0 \(SVGBuilder.number(width)) \(SVGBuilder.number(height))">
            <style>
            \(PlotStyle.css)</style>
            <rect x="0" y="0" width="100%" height="100%" fill="white"/>

            """
        return Drawing(
            svg: header + canvas.svg.body + "</svg>\n", labels: canvas.placer.boxes, plotRight: canvas.plotRight,
            timeAtRight: canvas.time.domain.upperBound)
    }
}
