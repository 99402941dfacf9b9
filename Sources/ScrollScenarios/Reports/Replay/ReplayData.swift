/// The data a replay page embeds: the run's JSON Lines exactly as `--format jsonl` prints them,
/// and the scenario's geometry as one JSON object. The page draws from these alone.
enum ReplayData {
    /// The JSON object of the run's facts that the records do not carry: title, duration (s),
    /// frame rate, each scroll view's geometry and first recorded offset, and the paging screen.
    static func meta(
        title: String, duration: Double, frameRate: Int, geometry: ReportGeometry, samples: [OffsetSample]
    ) -> String {
        var firstOffsets: [String: Point] = [:]
        for sample in samples.sorted(by: { $0.frame < $1.frame }) where firstOffsets[sample.source] == nil {
            firstOffsets[sample.source] = sample.contentOffset
        }
        let views = geometry.views.map { view in
            "{\"id\":" + JSONLinesWriter.string(view.id) + ",\"size\":" + size(view.size) + ",\"contentSize\":"
                + size(view.contentSize)
                + ",\"inset\":{\"top\":" + number(view.contentInset.top) + ",\"left\":" + number(view.contentInset.left)
                + ",\"bottom\":" + number(view.contentInset.bottom) + ",\"right\":" + number(view.contentInset.right)
                + "}"
                + ",\"paging\":\(view.isPagingEnabled),\"initial\":"
                + point(firstOffsets[view.id] ?? view.minimumOffset) + "}"
        }
        var text =
            "{\"title\":" + JSONLinesWriter.string(title) + ",\"duration\":" + number(duration)
            + ",\"frameRate\":\(frameRate),\"views\":[" + views.joined(separator: ",") + "]"
        if let screen = geometry.screen {
            text +=
                ",\"screen\":{\"size\":" + size(screen.size) + ",\"titles\":["
                + screen.titles.map(JSONLinesWriter.string).joined(separator: ",")
                + "],\"titleBarStyle\":" + JSONLinesWriter.string(screen.titleBarStyle) + ",\"titleBarHeight\":"
                + number(screen.titleBarHeight)
                + ",\"titleFrames\":[" + screen.titleFrames.map(rect).joined(separator: ",") + "]"
                + ",\"navigationBar\":\(screen.hasNavigationBar),\"tabBar\":\(screen.hasTabBar)"
                + (screen.initialTab.map { ",\"initialTab\":\($0)" } ?? "")
                + (screen.initialIndicator.map { ",\"indicator\":" + rect($0) } ?? "") + "}"
        }
        return text + "}"
    }

    /// `text` made safe inside a `<script>` element: `</` becomes `<\/` (the same string in JSON).
    static func scriptSafe(_ text: String) -> String { text.replacingOccurrences(of: "</", with: "<\\/") }

    private static func number(_ value: Double) -> String { DecimalFormat.shortest(value) }
    private static func size(_ size: Size) -> String {
        "{\"width\":" + number(size.width) + ",\"height\":" + number(size.height) + "}"
    }
    private static func point(_ point: Point) -> String {
        "{\"x\":" + number(point.x) + ",\"y\":" + number(point.y) + "}"
    }
    private static func rect(_ rect: Rect) -> String {
        "{\"x\":" + number(rect.origin.x) + ",\"y\":" + number(rect.origin.y) + ",\"width\":" + number(rect.size.width)
            + ",\"height\":" + number(rect.size.height) + "}"
    }
}
