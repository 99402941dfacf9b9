extension TraceBuilder {
    /// A scroll view's track: drags, decelerations and animations as slices (``MotionReader``),
    /// each where its motion began and ended or was interrupted, and delegate calls as instants.
    /// `view` is its geometry, if known (``MotionReader``).
    mutating func addScrollView(
        _ source: String, records: [EventRecord], samples: [OffsetSample], view: ReportGeometry.View?
    ) {
        let track = track(source)
        var reader = MotionReader(samples: samples, end: end, frameDuration: frameDuration, view: view)
        var drawn = 0
        for record in records {
            reader.read(record)
            addMotionSlices(reader.spans[drawn...], track: track)
            drawn = reader.spans.count
            instant(record, track: track, category: "scroll")
        }
        reader.finish()
        addMotionSlices(reader.spans[drawn...], track: track)
    }

    /// A slice per motion of `spans`: an animation says which callback ended it, a motion stopped
    /// without its callback is `interrupted`, one the run's end cut is `cut`.
    private mutating func addMotionSlices(_ spans: ArraySlice<MotionSpan>, track: Int) {
        for span in spans {
            var arguments: [(String, String)] = []
            switch span.ending {
            case .callback(let name) where span.kind == .animation:
                arguments = [("endedBy", JSONLinesWriter.string(name))]
            case .interrupted:
                arguments = [("interrupted", "true")]
            default:
                break
            }
            slice(
                span.kind.rawValue, category: "scroll", track: track, from: span.start, to: span.end,
                cut: span.ending == .cut, arguments: arguments)
        }
    }

    /// A lane beside the view's track with a slice for each stretch of frames its offset spent
    /// beyond the content edges (a rubber band, then the spring back): from the first sample past
    /// an edge to the first that is not past it, or to the view's destruction at a time of `cuts`
    /// (s: its list went with its view), or to the end of the run. Frames without a sample do not
    /// end it: the view sends nothing while it rests where it is (a finger holding it past the edge).
    mutating func addBounces(_ source: String, samples: [OffsetSample], view: ReportGeometry.View, cuts: [Double]) {
        let low = view.minimumOffset
        let high = view.maximumOffset
        func beyond(_ p: Point) -> String? {
            if p.y < low.y - 1e-6 { return "top" }
            if p.y > high.y + 1e-6 { return "bottom" }
            if p.x < low.x - 1e-6 { return "left" }
            if p.x > high.x + 1e-6 { return "right" }
            return nil
        }
        var open: (edge: String, start: Double)?
        var lane: Int?
        func close(at time: Double, cut: Bool = false) {
            guard let current = open else { return }
            if lane == nil { lane = track(source + " bounces") }
            slice("bounce " + current.edge, category: "scroll", track: lane!, from: current.start, to: time, cut: cut)
            open = nil
        }
        /// The view's destruction, if it went after the open stretch began and by `time` (s).
        func destruction(by time: Double) -> Double? {
            open.flatMap { current in cuts.first { $0 > current.start && $0 <= time } }
        }
        for sample in samples.sorted(by: { $0.frame < $1.frame }) {
            if let gone = destruction(by: sample.time) { close(at: gone) }
            let edge = beyond(sample.contentOffset)
            if open != nil, edge != open?.edge { close(at: sample.time) }
            if let edge, open == nil { open = (edge, sample.time) }
        }
        if let gone = destruction(by: end) { close(at: gone) }
        close(at: end, cut: true)
    }

    /// The view's content offset as a counter, one value per frame it took part in.
    mutating func addOffsetCounter(_ source: String, samples: [OffsetSample], records: [EventRecord]) {
        let points: [(Int, Double, Point)] =
            samples.isEmpty
            ? records.filter(\.carriesViewOffset).map { ($0.frame, $0.time, $0.contentOffset) }
            : samples.sorted(by: { $0.frame < $1.frame }).map { ($0.frame, $0.time, $0.contentOffset) }
        let track = track(source)
        var last: (frame: Int, index: Int)?
        for (frame, time, offset) in points {
            let event = TraceEvent(
                phase: .counter, name: "contentOffset " + source, category: "scroll", track: track,
                start: TraceEvent.microseconds(time),
                arguments: [("x", DecimalFormat.shortest(offset.x)), ("y", DecimalFormat.shortest(offset.y))])
            last = (frame, counter(event, replacing: last?.frame == frame ? last?.index : nil))
        }
    }
}
