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
    /// beyond the content edges (a rubber band, then the spring back).
    mutating func addBounces(_ source: String, samples: [OffsetSample], view: ReportGeometry.View) {
        let low = view.minimumOffset
        let high = view.maximumOffset
        func beyond(_ p: Point) -> String? {
            if p.y < low.y - 1e-6 { return "top" }
            if p.y > high.y + 1e-6 { return "bottom" }
            if p.x < low.x - 1e-6 { return "left" }
            if p.x > high.x + 1e-6 { return "right" }
            return nil
        }
        var open: (edge: String, start: Double, frame: Int)?
        var lane: Int?
        for sample in samples.sorted(by: { $0.frame < $1.frame }) {
            let edge = beyond(sample.contentOffset)
            if let current = open, edge != current.edge || sample.frame - current.frame > 1 {
                if lane == nil { lane = track(source + " bounces") }
                slice("bounce " + current.edge, category: "scroll", track: lane!, from: current.start, to: sample.time)
                open = nil
            }
            if let edge {
                open = open.map { ($0.edge, $0.start, sample.frame) } ?? (edge, sample.time, sample.frame)
            }
        }
        if let current = open {
            if lane == nil { lane = track(source + " bounces") }
            slice("bounce " + current.edge, category: "scroll", track: lane!, from: current.start, to: end, cut: true)
        }
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
