/// The data of one scroll view's plot: offsets and velocities over time, and its event markers.
struct PlotSeries: Sendable {
    /// A value at a time (s).
    struct TimedPoint: Sendable {
        var time: Double
        var value: Point
    }

    /// A group of events of one frame, drawn as one marker.
    struct Marker: Sendable {
        /// Time of the frame, in s.
        var time: Double
        /// The event names, in report order, joined by ", ".
        var label: String
    }

    /// The scroll view's id.
    var source: String
    /// Content offsets, in pt, in frame order.
    var offsets: [TimedPoint]
    /// Velocities, in pt/s, in frame order (empty when the offsets came from records only).
    var velocities: [TimedPoint]
    /// Event markers, in frame order.
    var markers: [Marker]

    /// The axes whose offset changes over the run; the vertical axis alone when neither does.
    var movingAxes: [Axis] {
        let moving = Axis.allCases.filter { axis in
            let values = offsets.map { $0.value[axis] }
            guard let low = values.min(), let high = values.max() else { return false }
            return high - low > 1e-6
        }
        return moving.isEmpty ? [.vertical] : moving
    }

    /// One series per source that has samples or `didScroll` records, in order of first appearance.
    static func collect(records: [EventRecord], samples: [OffsetSample]) -> [PlotSeries] {
        let ordered = records.inReportOrder()
        var sources: [String] = []
        for source in samples.map(\.source) + ordered.filter({ $0.event == "didScroll" }).map(\.source)
        where !sources.contains(source) {
            sources.append(source)
        }
        return sources.map { source in
            let own = samples.filter { $0.source == source }.sorted { $0.frame < $1.frame }
            let events = ordered.filter { $0.source == source }
            let offsets = own.isEmpty
                ? events.map { TimedPoint(time: $0.time, value: $0.contentOffset) }
                : own.map { TimedPoint(time: $0.time, value: $0.contentOffset) }
            var markers: [Marker] = []
            for event in events where event.event != "didScroll" {
                if let last = markers.last, last.time == event.time {
                    markers[markers.count - 1].label += ", " + event.event
                } else {
                    markers.append(Marker(time: event.time, label: event.event))
                }
            }
            return PlotSeries(
                source: source, offsets: offsets,
                velocities: own.map { TimedPoint(time: $0.time, value: $0.velocity) }, markers: markers)
        }
    }
}
