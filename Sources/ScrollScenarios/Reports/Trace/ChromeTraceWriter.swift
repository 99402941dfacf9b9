/// Writes a run in the Chrome trace event format, which Perfetto (ui.perfetto.dev) and
/// `chrome://tracing` open: a JSON object with `traceEvents` and `displayTimeUnit`.
///
/// - A track (thread) per scroll view, with slices for drags (`willBeginDragging` to
///   `didEndDragging`), decelerations (`willBeginDecelerating` to `didEndDecelerating`) and
///   programmatic animations (from the frame of the call, the one before the motion's first
///   `didScroll`, to `didEndScrollingAnimation` or `didScrollToTop`); a motion that a touch, a drag, an assignment or another animation stops
///   ends in the frame of its last step, `"interrupted":true` (`MotionReader`); and an instant
///   for each delegate call but `didScroll`;
/// - beside it a `bounces` track with a slice for each stretch of frames the offset spent beyond
///   the content edges (with the scenario's geometry);
/// - a track per screen part: transitions (`transitionBegin` to `transitionEnd`), indicator
///   animations (their emitted duration), children's appearance (`viewWill...` to `viewDid...`),
///   and, on a lane of its own, a slice for each life of its view (`ViewLifetime`: from
///   `viewDidLoad` until it unloads or its screen is popped or dismissed);
/// - counters: each scroll view's content offset (x and y) and the navigation bar's alpha;
/// - in real time, a `display clock` track with each frame's lateness as a counter (when no frame
///   was dropped; the clock counts lateness per frame run, not per frame index, so with drops the
///   frames cannot be told apart), and the dropped frames and lateness percentiles in `otherData`.
///
/// The run ends with its last frame (`RunEnd`: the frame at or after the duration), whose time
/// `otherData` gives as `end_s` beside `duration_s`; a slice still open then is closed there, with
/// `"cut":true`. Output is deterministic: events in a fixed order, numbers in ``DecimalFormat``.
public struct ChromeTraceWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// What a real-time run's clock measured; none in virtual time.
    struct RealTime: Sendable {
        /// Frames run on the wall clock.
        var frames: Int
        /// Vsyncs skipped because a frame was late.
        var droppedFrames: Int
        /// How late each frame run started, in s, in order.
        var lateness: [Double]
        /// The 50th and 99th percentiles of ``lateness``, in s.
        var p50: Double, p99: Double

        init(frames: Int, droppedFrames: Int, lateness: [Double], p50: Double, p99: Double) {
            (self.frames, self.droppedFrames, self.lateness, self.p50, self.p99) = (
                frames, droppedFrames, lateness, p50, p99
            )
        }

        init?(_ statistics: ClockStatistics) {
            guard statistics.isRealTime else { return nil }
            self.init(
                frames: statistics.realTimeFrames, droppedFrames: statistics.droppedFrames,
                lateness: statistics.lateness,
                p50: statistics.latenessPercentile(50), p99: statistics.latenessPercentile(99))
        }
    }

    /// The trace of a run titled `title` lasting `duration` s at `frameRate` frames per s, to its
    /// last frame (`RunEnd`).
    /// `records` must be every record of the run; `geometry` (from the scenario) adds the bounce
    /// slices; `statistics` adds, in real time, the clock's lateness and dropped frames.
    public func render(
        title: String, duration: Double, records: [EventRecord], samples: [OffsetSample], statistics: ClockStatistics,
        geometry: ReportGeometry? = nil, frameRate: Int = 60
    ) -> String {
        render(
            title: title, duration: duration, records: records, samples: samples, realTime: RealTime(statistics),
            geometry: geometry, frameRate: frameRate)
    }

    func render(
        title: String, duration: Double, records: [EventRecord], samples: [OffsetSample], realTime: RealTime?,
        geometry: ReportGeometry?, frameRate: Int
    ) -> String {
        let end = RunEnd(duration: duration, frameRate: frameRate)
        var builder = TraceBuilder(end: end.time, frameDuration: 1 / Double(frameRate))
        builder.build(records: records.inReportOrder(), samples: samples, geometry: geometry)
        if let realTime, realTime.droppedFrames == 0 {
            // Without drops the frames run are consecutive and end with the run's last frame.
            builder.addLateness(
                realTime.lateness, firstFrame: end.frame - realTime.lateness.count + 1, frameRate: frameRate)
        }
        var text =
            "{\"displayTimeUnit\":\"ms\",\"otherData\":{\"title\":" + JSONLinesWriter.string(title)
            + ",\"duration_s\":" + DecimalFormat.shortest(duration) + ",\"end_s\":" + DecimalFormat.shortest(end.time)
        if let realTime {
            text +=
                ",\"realTimeFrames\":\(realTime.frames),\"droppedFrames\":\(realTime.droppedFrames)"
                + ",\"lateness_p50_ms\":" + DecimalFormat.shortest(realTime.p50 * 1000, decimals: 3)
                + ",\"lateness_p99_ms\":" + DecimalFormat.shortest(realTime.p99 * 1000, decimals: 3)
        }
        text += "},\"traceEvents\":[\n"
        text += builder.events.map(\.json).joined(separator: ",\n")
        return text + "\n]}\n"
    }
}
