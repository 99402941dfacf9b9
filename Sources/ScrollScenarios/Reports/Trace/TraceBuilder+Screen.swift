extension TraceBuilder {
    /// A screen part's track: transitions, indicator animations and a child's appearance as
    /// slices, its events as instants, the navigation bar's alpha as a counter, and on a lane of
    /// its own a slice for each of `lives`, its view's (``ViewLifetime``), ending where the view
    /// went (it unloaded, its screen was popped or dismissed).
    mutating func addScreenPart(_ source: String, records: [EventRecord], lives: [ViewLifetime.Life]) {
        let track = track(source)
        var transition: (kind: String, start: Double)?
        var appearance: (name: String, start: Double)?
        /// The frame of the latest alpha counter, and where it is among the events.
        var lastAlpha: (frame: Int, index: Int)?
        for (index, record) in records.enumerated() {
            switch record.event {
            case "transitionBegin":
                transition = (record.screen?.kind ?? "transition", record.time)
            case "transitionEnd":
                if let open = transition {
                    slice(
                        open.kind, category: "screen", track: track, from: open.start, to: record.time,
                        arguments: [("outcome", JSONLinesWriter.string(record.screen?.outcome ?? ""))])
                }
                transition = nil
            case "indicatorAnimation":
                let stop = record.time + (record.screen?.duration ?? 0)
                let next = records[(index + 1)...].first {
                    $0.event == "indicatorAnimation" || $0.event == "indicatorFrame"
                }?.time
                slice(
                    "indicator animation", category: "screen", track: track, from: record.time,
                    to: min(stop, next ?? stop, end),
                    cut: stop > end)
            case "viewWillAppear", "viewWillDisappear":
                if let open = appearance {
                    slice(
                        open.name, category: "lifecycle", track: track, from: open.start, to: record.time,
                        arguments: [("cancelled", "true")])
                }
                appearance = (record.event == "viewWillAppear" ? "appearing" : "disappearing", record.time)
            case "viewDidAppear", "viewDidDisappear":
                if let open = appearance {
                    slice(open.name, category: "lifecycle", track: track, from: open.start, to: record.time)
                }
                appearance = nil
            default:
                break
            }
            for life in lives where life.end == record {
                slice(
                    "view loaded", category: "lifecycle", track: self.track(source + " view"), from: life.load.time,
                    to: record.time)
            }
            if source == "navigationBar", let alpha = record.alpha {
                let event = TraceEvent(
                    phase: .counter, name: "alpha navigationBar", category: "screen", track: track,
                    start: TraceEvent.microseconds(record.time), arguments: [("alpha", DecimalFormat.shortest(alpha))])
                // Replaced in place, not as the last event: an instant of this frame may follow it.
                lastAlpha = (
                    record.frame, counter(event, replacing: lastAlpha?.frame == record.frame ? lastAlpha?.index : nil)
                )
                if record.event == "barAppearance" || record.event == "transitionProgress" { continue }
            }
            instant(record, track: track, category: source.hasPrefix("child/") ? "lifecycle" : "screen")
        }
        if let open = transition {
            slice(open.kind, category: "screen", track: track, from: open.start, to: end, cut: true)
        }
        if let open = appearance {
            slice(open.name, category: "lifecycle", track: track, from: open.start, to: end, cut: true)
        }
        for life in lives where life.end == nil {
            slice(
                "view loaded", category: "lifecycle", track: self.track(source + " view"), from: life.load.time,
                to: end, cut: true)
        }
    }
}
