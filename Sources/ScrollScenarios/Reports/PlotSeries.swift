/// The data of one scroll view's plot: offsets and velocities over the whole run, and its event
/// markers grouped by frame.
///
/// A recorder samples a view only in frames where it took part (idle views take no part), so the
/// lines are completed here, never joined across a rest:
/// - before a motion that starts after a rest, a point at the last rest frame (the offset held, the
///   velocity 0), so the motion is drawn from its real start, not from the previous sample;
/// - after the last sample, the offset held and the velocity 0 up to the end of the run, so an idle
///   view's single sample becomes its rest line across the whole duration;
/// - a child's list exists only while the child's view is loaded: its line stops where the view
///   unloads (`unloadView`), and a list created again starts a new line; likewise the list of a
///   pushed screen of the app stops where the screen is popped (its `viewDidDisappear` in the
///   frame in which the screen below it appears again).
struct PlotSeries: Sendable {
    /// A value at a time (s).
    struct TimedPoint: Sendable, Equatable {
        var time: Double
        var value: Point
        /// Whether the line breaks before this point (the view was destroyed and created again).
        var startsSegment = false
    }

    /// The events of one frame, drawn as one marker.
    struct Marker: Sendable {
        /// Time of the frame, in s.
        var time: Double
        /// The event names, in report order.
        var events: [String]
    }

    /// A `willEndDragging`'s target, drawn as a guide from the release to the end of the
    /// deceleration that follows it, where that ends or is interrupted (``MotionReader``).
    struct Target: Sendable {
        /// Time of the release, in s.
        var time: Double
        /// Where the motion will rest, in pt.
        var offset: Point
        /// When its deceleration ended or was interrupted, in s.
        var end: Double
    }

    /// The scroll view's id.
    var source: String
    /// Content offsets, in pt, in time order, completed as described above.
    var offsets: [TimedPoint]
    /// Velocities, in pt/s, in time order (empty when the offsets came from records only): each
    /// frame's offset change from the frame before, as the offsets of record give it (the JSON
    /// Lines' `contentOffset`), divided by the frame's duration; 0 at rest and at the first point
    /// of each line (the view's first frame, or its first after it was created again). Never a
    /// finger's speed or UIKit's release velocity, which the records do not hold.
    var velocities: [TimedPoint]
    /// Event markers, in frame order.
    var markers: [Marker]
    /// The targets of its `willEndDragging` events that a deceleration followed, in order.
    var targets: [Target]

    /// Whether the view neither moved nor sent an event (besides `didScroll`) during the run.
    var isIdle: Bool { markers.isEmpty && changingAxes.isEmpty }

    /// The axes whose offset changes over the run; the vertical axis alone when neither does.
    var movingAxes: [Axis] {
        let moving = changingAxes
        return moving.isEmpty ? [.vertical] : moving
    }

    private var changingAxes: [Axis] {
        Axis.allCases.filter { axis in
            let values = offsets.map { $0.value[axis] }
            guard let low = values.min(), let high = values.max() else { return false }
            return high - low > 1e-6
        }
    }

    /// One series per source that has samples or `didScroll` records, in order of first appearance,
    /// its lines running to `end` (s); `frameDuration` (s) places the rest frame before a motion, and
    /// `geometry` (the scenario's) tells where each view's motions can change abruptly (``MotionReader``).
    static func collect(
        records: [EventRecord], samples: [OffsetSample], end: Double, frameDuration: Double,
        geometry: ReportGeometry? = nil
    ) -> [PlotSeries] {
        let ordered = records.inReportOrder()
        var sources: [String] = []
        for source in samples.map(\.source) + ordered.filter({ $0.event == "didScroll" }).map(\.source)
        where !sources.contains(source) {
            sources.append(source)
        }
        return sources.map { source in
            let events = ordered.filter { $0.source == source }
            var own = samples.filter { $0.source == source }
            if own.isEmpty {
                own = events.filter(\.carriesViewOffset).map {
                    OffsetSample(
                        time: $0.time, frame: $0.frame, source: source, contentOffset: $0.contentOffset, velocity: .zero
                    )
                }
            }
            let hasVelocities = !samples.filter({ $0.source == source }).isEmpty
            let cuts = Self.destructionTimes(ofList: source, in: ordered)
            let (offsets, velocities) = lines(lastPerFrame(own), end: end, frameDuration: frameDuration, cuts: cuts)
            var markers: [Marker] = []
            for event in events where event.event != "didScroll" {
                if let last = markers.last, last.time == event.time {
                    markers[markers.count - 1].events.append(event.event)
                } else {
                    markers.append(Marker(time: event.time, events: [event.event]))
                }
            }
            let decelerations = MotionReader.spans(
                records: events, samples: samples.filter { $0.source == source }, end: end,
                frameDuration: frameDuration,
                view: geometry?.view(source)
            )
            .filter { $0.kind == .deceleration }
            // A release with no deceleration after it (willDecelerate false) rests where it is: no
            // guide (it was a labelled line of no length).
            let targets = events.compactMap { event -> Target? in
                guard let offset = event.targetContentOffset,
                    let deceleration = decelerations.first(where: { $0.start == event.time })
                else { return nil }
                return Target(time: event.time, offset: offset, end: deceleration.end)
            }
            return PlotSeries(
                source: source, offsets: offsets, velocities: hasVelocities ? velocities : [], markers: markers,
                targets: targets)
        }
    }

    /// When the list `source` is destroyed (s): when the view that holds it goes (``ViewLifetime``:
    /// a child's view unloads, a pushed screen is popped).
    static func destructionTimes(ofList source: String, in records: [EventRecord]) -> [Double] {
        guard let controller = ViewLifetime.controller(ofList: source) else { return [] }
        return ViewLifetime.destructions(of: controller, in: records).map(\.time)
    }

    /// The (source, event) pairs of the records ``destructionTimes(ofList:in:)`` reads for `source`:
    /// what a run that keeps only some records must keep to know when that list went.
    static func destructionEvidence(ofList source: String) -> [(source: String, event: String)] {
        ViewLifetime.controller(ofList: source).map(ViewLifetime.evidence(of:)) ?? []
    }

    /// The last sample of each frame, in frame order (a frame's later events see its final offset).
    private static func lastPerFrame(_ samples: [OffsetSample]) -> [OffsetSample] {
        var result: [OffsetSample] = []
        for sample in samples.enumerated().sorted(by: { ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset) })
            .map(\.element)
        {
            if let last = result.last, last.frame == sample.frame {
                result[result.count - 1] = sample
            } else {
                result.append(sample)
            }
        }
        return result
    }

    /// The offset and velocity lines through `samples` (one per frame), completed with the rest
    /// frames before each motion and the rest up to `end`; the view ceases to exist at each time of
    /// `cuts` (s), where its lines stop until its next sample. A sample's velocity is its offset's
    /// change from the frame before (the previous sample's offset, held while the view rested)
    /// over `frameDuration` (s); the samples' own velocities are not used.
    static func lines(
        _ samples: [OffsetSample], end: Double, frameDuration: Double, cuts: [Double] = []
    ) -> ([TimedPoint], [TimedPoint]) {
        var offsets: [TimedPoint] = []
        var velocities: [TimedPoint] = []
        /// Holds `previous`'s offset, at rest, up to `stop` (s).
        func rest(after previous: OffsetSample, until stop: Double) {
            offsets.append(TimedPoint(time: stop, value: previous.contentOffset))
            if previous.time + frameDuration < stop {
                velocities.append(TimedPoint(time: previous.time + frameDuration, value: .zero))
            }
            velocities.append(TimedPoint(time: stop, value: .zero))
        }
        var breaks = false
        for (index, sample) in samples.enumerated() {
            if index > 0 {
                let previous = samples[index - 1]
                if let cut = cuts.first(where: { $0 > previous.time && $0 <= sample.time }) {
                    rest(after: previous, until: cut)
                    breaks = true
                } else if sample.frame - previous.frame > 1 {
                    // The view rested from the frame after the previous sample to the frame before this one.
                    rest(after: previous, until: sample.time - frameDuration)
                }
            }
            var velocity = Point.zero
            if index > 0, !breaks {
                let before = samples[index - 1].contentOffset
                velocity = Point(
                    x: (sample.contentOffset.x - before.x) / frameDuration,
                    y: (sample.contentOffset.y - before.y) / frameDuration)
            }
            offsets.append(TimedPoint(time: sample.time, value: sample.contentOffset, startsSegment: breaks))
            velocities.append(TimedPoint(time: sample.time, value: velocity, startsSegment: breaks))
            breaks = false
        }
        if let last = samples.last {
            let stop = cuts.first { $0 > last.time } ?? end
            if last.time < stop { rest(after: last, until: stop) }
        }
        return (offsets, velocities)
    }

    /// `points` split where the line breaks.
    static func segments(_ points: [TimedPoint]) -> [[TimedPoint]] {
        var result: [[TimedPoint]] = []
        for point in points {
            if point.startsSegment || result.isEmpty {
                result.append([point])
            } else {
                result[result.count - 1].append(point)
            }
        }
        return result
    }
}
