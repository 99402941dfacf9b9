/// Writes a run in the Chrome trace event format, which Perfetto (ui.perfetto.dev) and
/// `chrome://tracing` open: a JSON object with `traceEvents` and `displayTimeUnit`.
///
/// - A track (thread) per scroll view, with slices for drags (`willBeginDragging` to
///   `didEndDragging`), decelerations (`willBeginDecelerating` to `didEndDecelerating`, or to the
///   drag that interrupts them) and programmatic animations (the first `didScroll` of the motion to
///   `didEndScrollingAnimation`), and an instant for each delegate call but `didScroll`;
/// - beside it a `bounces` track with a slice for each stretch of frames the offset spent beyond
///   the content edges (with the scenario's geometry);
/// - a track per screen part: transitions (`transitionBegin` to `transitionEnd`), indicator
///   animations (their emitted duration), children's appearance (`viewWill...` to `viewDid...`),
///   and, on a lane of its own, the spans in which each child's view was loaded;
/// - counters: each scroll view's content offset (x and y) and the navigation bar's alpha;
/// - in real time, the clock's dropped frames and lateness percentiles as metadata on the run.
///
/// A slice still open when the run ends is closed there, with `"cut":true`. Output is
/// deterministic: events in a fixed order, numbers in ``DecimalFormat``.
public struct ChromeTraceWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The trace of a run titled `title` lasting `duration` s. `records` must be every record of
    /// the run; `geometry` (from the scenario) adds the bounce slices.
    public func render(
        title: String, duration: Double, records: [EventRecord], samples: [OffsetSample], statistics: ClockStatistics,
        geometry: ReportGeometry? = nil
    ) -> String {
        var builder = TraceBuilder(end: duration)
        builder.build(records: records.inReportOrder(), samples: samples, geometry: geometry)
        var text = "{\"displayTimeUnit\":\"ms\",\"otherData\":{\"title\":" + JSONLinesWriter.string(title)
            + ",\"duration_s\":" + DecimalFormat.shortest(duration)
        if statistics.realTimeFrames > 0 {
            text += ",\"realTimeFrames\":\(statistics.realTimeFrames),\"droppedFrames\":\(statistics.droppedFrames)"
                + ",\"lateness_p50_ms\":" + DecimalFormat.shortest(statistics.latenessPercentile(50) * 1000, decimals: 3)
                + ",\"lateness_p99_ms\":" + DecimalFormat.shortest(statistics.latenessPercentile(99) * 1000, decimals: 3)
        }
        text += "},\"traceEvents\":[\n"
        text += builder.events.map(\.json).joined(separator: ",\n")
        return text + "\n]}\n"
    }
}
