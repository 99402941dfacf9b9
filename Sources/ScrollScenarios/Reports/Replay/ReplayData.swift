/// The data a replay page embeds: the run's JSON Lines exactly as `--format jsonl` prints them,
/// and the scenario's geometry as one JSON object, with what Swift reads from the records once
/// (each list's lifetime, the indicator's animated frames). The page draws from these alone.
enum ReplayData {
    /// The JSON object of the run's facts that the records do not carry: title, duration (s),
    /// frame rate, the last frame (``RunEnd``), each scroll view's geometry, first recorded offset and (for a list that comes and
    /// goes) the frames in which it exists, and the paging screen with its indicator's animations
    /// and the app's transition durations (s).
    /// `records` are every record of the run, in report order.
    static func meta(
        title: String, duration: Double, frameRate: Int, geometry: ReportGeometry, records: [EventRecord],
        samples: [OffsetSample]
    ) -> String {
        var firstOffsets: [String: Point] = [:]
        for sample in samples.sorted(by: { $0.frame < $1.frame }) where firstOffsets[sample.source] == nil {
            firstOffsets[sample.source] = sample.contentOffset
        }
        let views = geometry.views.map { view in
            let life = view.owner.map {
                ",\"owner\":" + JSONLinesWriter.string($0) + ",\"lives\":" + lives($0, in: records)
            }
            return "{\"id\":" + JSONLinesWriter.string(view.id) + ",\"size\":" + size(view.size) + ",\"contentSize\":"
                + size(view.contentSize)
                + ",\"inset\":{\"top\":" + number(view.contentInset.top) + ",\"left\":" + number(view.contentInset.left)
                + ",\"bottom\":" + number(view.contentInset.bottom) + ",\"right\":" + number(view.contentInset.right)
                + "}"
                + ",\"paging\":\(view.isPagingEnabled),\"initial\":"
                + point(firstOffsets[view.id] ?? view.minimumOffset) + (life ?? "") + "}"
        }
        var text =
            "{\"title\":" + JSONLinesWriter.string(title) + ",\"duration\":" + number(duration)
            + ",\"frameRate\":\(frameRate),\"lastFrame\":\(RunEnd(duration: duration, frameRate: frameRate).frame)"
            + ",\"views\":[" + views.joined(separator: ",") + "]"
        if let screen = geometry.screen {
            text +=
                ",\"screen\":{\"size\":" + size(screen.size) + ",\"titles\":["
                + screen.titles.map(JSONLinesWriter.string).joined(separator: ",")
                + "],\"titleBarStyle\":" + JSONLinesWriter.string(screen.titleBarStyle) + ",\"titleBarHeight\":"
                + number(screen.titleBarHeight)
                + ",\"titleFrames\":[" + screen.titleFrames.map(rect).joined(separator: ",") + "]"
                + ",\"navigationBar\":\(screen.hasNavigationBar),\"tabBar\":\(screen.hasTabBar)"
                + (screen.initialTab.map { ",\"initialTab\":\($0)" } ?? "")
                + (screen.initialIndicator.map { ",\"indicator\":" + rect($0) } ?? "")
                + (screen.transitionDuration.map { ",\"transitionDuration\":" + number($0) } ?? "")
                + (screen.modalDuration.map { ",\"modalDuration\":" + number($0) } ?? "")
                + ",\"indicatorPaths\":["
                + indicatorPaths(in: records, frameRate: frameRate, duration: duration).map {
                    "[" + $0.map(rect).joined(separator: ",") + "]"
                }.joined(separator: ",") + "]}"
        }
        return text + "}"
    }

    /// The frames in which the list of `owner` exists, as `[[from, to], ...]` (`to` null: to the end).
    private static func lives(_ owner: String, in records: [EventRecord]) -> String {
        let spans = lives(ofListOf: owner, in: records).map {
            "[\($0.from)," + ($0.to.map(String.init) ?? "null") + "]"
        }
        return "[" + spans.joined(separator: ",") + "]"
    }

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
