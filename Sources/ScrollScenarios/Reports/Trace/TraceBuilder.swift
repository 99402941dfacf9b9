/// Turns a run's records and samples into ``TraceEvent``s: the tracks, slices, instants and
/// counters that ``ChromeTraceWriter`` describes.
struct TraceBuilder {
    /// End of the run, in s: slices still open are closed here.
    let end: Double
    /// Duration of a frame, in s.
    let frameDuration: Double
    private(set) var events: [TraceEvent] = []
    private var tracks: [String] = []

    /// Events a screen part sends every frame: counters or nothing, never instants.
    static let continuous: Set<String> = [
        "didScroll", "indicatorFrame", "titleScale", "barAppearance", "transitionProgress",
    ]

    init(end: Double, frameDuration: Double) {
        self.end = end
        self.frameDuration = frameDuration
    }

    /// The track id of `name`, announced with a `thread_name` metadata event the first time.
    mutating func track(_ name: String) -> Int {
        if let index = tracks.firstIndex(of: name) { return index + 1 }
        tracks.append(name)
        events.append(
            TraceEvent(
                phase: .metadata, name: "thread_name", category: "", track: tracks.count, start: 0,
                arguments: [("name", JSONLinesWriter.string(name))]))
        events.append(
            TraceEvent(
                phase: .metadata, name: "thread_sort_index", category: "", track: tracks.count, start: 0,
                arguments: [("sort_index", "\(tracks.count)")]))
        return tracks.count
    }

    /// A slice on `track` from `start` to `stop` (s); `cut` when the run ended first.
    mutating func slice(
        _ name: String, category: String, track: Int, from start: Double, to stop: Double, cut: Bool = false,
        arguments: [(String, String)] = []
    ) {
        var arguments = arguments
        if cut { arguments.append(("cut", "true")) }
        events.append(
            TraceEvent(
                phase: .complete, name: name, category: category, track: track, start: TraceEvent.microseconds(start),
                duration: TraceEvent.microseconds(max(0, stop - start)), arguments: arguments))
    }

    mutating func build(records: [EventRecord], samples: [OffsetSample], geometry: ReportGeometry?) {
        var viewSources: [String] = []
        for source in samples.map(\.source) + records.filter({ $0.event == "didScroll" }).map(\.source)
        where !viewSources.contains(source) {
            viewSources.append(source)
        }
        for source in viewSources {
            let own = records.filter { $0.source == source }
            let ownSamples = samples.filter { $0.source == source }
            let view = geometry?.view(source)
            addScrollView(source, records: own, samples: ownSamples, view: view)
            if let view {
                addBounces(
                    source, samples: ownSamples, view: view,
                    cuts: PlotSeries.destructionTimes(ofList: source, in: records))
            }
            addOffsetCounter(source, samples: ownSamples, records: own)
        }
        var screenSources: [String] = []
        for record in records where !viewSources.contains(record.source) && !screenSources.contains(record.source) {
            screenSources.append(record.source)
        }
        for source in screenSources {
            addScreenPart(
                source, records: records.filter { $0.source == source },
                lives: ViewLifetime.lives(of: source, in: records))
        }
    }

    /// Instants for every event of `record`'s kind that is not sent every frame.
    mutating func instant(_ record: EventRecord, track: Int, category: String) {
        guard !Self.continuous.contains(record.event) else { return }
        var arguments: [(String, String)] = [("frame", "\(record.frame)")]
        if let index = record.index { arguments.append(("index", "\(index)")) }
        if let target = record.targetContentOffset { arguments.append(("targetContentOffset", Self.point(target))) }
        if let velocity = record.velocity { arguments.append(("velocity_pt_per_ms", Self.point(velocity))) }
        if let willDecelerate = record.willDecelerate { arguments.append(("willDecelerate", "\(willDecelerate)")) }
        if let kind = record.screen?.kind { arguments.append(("kind", JSONLinesWriter.string(kind))) }
        if let outcome = record.screen?.outcome { arguments.append(("outcome", JSONLinesWriter.string(outcome))) }
        events.append(
            TraceEvent(
                phase: .instant, name: record.event, category: category, track: track,
                start: TraceEvent.microseconds(record.time),
                arguments: arguments))
    }

    /// The clock's lateness per frame (s), frame `firstFrame` first, as a counter in ms on a
    /// `display clock` track.
    mutating func addLateness(_ lateness: [Double], firstFrame: Int, frameRate: Int) {
        let track = track("display clock")
        for (index, late) in lateness.enumerated() {
            events.append(
                TraceEvent(
                    phase: .counter, name: "frame lateness (ms)", category: "clock", track: track,
                    start: TraceEvent.microseconds(Double(firstFrame + index) / Double(frameRate)),
                    arguments: [("lateness", DecimalFormat.shortest(late * 1000, decimals: 3))]))
        }
    }

    /// Appends a counter value, or puts it in place of the earlier value at `index` (of the same
    /// frame: a frame shows its final value); returns where it is.
    @discardableResult
    mutating func counter(_ event: TraceEvent, replacing index: Int?) -> Int {
        guard let index else {
            events.append(event)
            return events.count - 1
        }
        events[index] = event
        return index
    }

    static func point(_ point: Point) -> String {
        "{\"x\":" + DecimalFormat.shortest(point.x) + ",\"y\":" + DecimalFormat.shortest(point.y) + "}"
    }
}
