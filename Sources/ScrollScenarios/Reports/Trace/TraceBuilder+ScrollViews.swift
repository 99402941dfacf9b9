extension TraceBuilder {
    /// A scroll view's track: drags, decelerations and animations as slices, delegate calls as instants.
    mutating func addScrollView(_ source: String, records: [EventRecord]) {
        let track = track(source)
        var drag: Double?
        var deceleration: Double?
        var motion: Double?
        var lastScrollFrame = Int.min
        for record in records {
            switch record.event {
            case "willBeginDragging":
                if let start = deceleration {
                    slice(
                        "deceleration", category: "scroll", track: track, from: start, to: record.time,
                        arguments: [("interrupted", "true")])
                }
                if let start = motion {
                    slice(
                        "animation", category: "scroll", track: track, from: start, to: record.time,
                        arguments: [("interrupted", "true")])
                }
                (deceleration, motion, drag) = (nil, nil, record.time)
            case "didEndDragging":
                if let start = drag { slice("drag", category: "scroll", track: track, from: start, to: record.time) }
                drag = nil
            case "willBeginDecelerating":
                deceleration = record.time
            case "didEndDecelerating":
                if let start = deceleration {
                    slice("deceleration", category: "scroll", track: track, from: start, to: record.time)
                }
                deceleration = nil
            case "didEndScrollingAnimation", "didScrollToTop":
                slice(
                    "animation", category: "scroll", track: track, from: motion ?? record.time, to: record.time,
                    arguments: [("endedBy", JSONLinesWriter.string(record.event))])
                motion = nil
            case "didScroll":
                // A programmatic motion: didScroll in consecutive frames outside any gesture.
                if drag == nil, deceleration == nil, motion == nil || record.frame - lastScrollFrame > 1 {
                    motion = record.time
                }
                lastScrollFrame = record.frame
            default:
                break
            }
            if drag != nil || deceleration != nil { motion = nil }
            instant(record, track: track, category: "scroll")
        }
        if let start = drag { slice("drag", category: "scroll", track: track, from: start, to: end, cut: true) }
        if let start = deceleration {
            slice("deceleration", category: "scroll", track: track, from: start, to: end, cut: true)
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
