/// Reads a scroll view's motions from its records, in report order.
///
/// A drag runs from `willBeginDragging` to `didEndDragging` and a deceleration from
/// `willBeginDecelerating` to `didEndDecelerating`; an animation (`setContentOffset`,
/// `scrollRectToVisible`, scroll to top) sends no call as it begins: it starts in the frame of its
/// call, the one before its first `didScroll`, and ends with `didEndScrollingAnimation` or
/// `didScrollToTop`. A motion that another
/// replaces gets no callback (as in UIKit), so its end is read from the steps:
/// - a drag (or a touch) stops it in the frame of its last step;
/// - an animation's steps follow a smooth curve, so a step that departs from the one before it
///   (``ScrollStep/departure(from:)``) is where it was stopped and what follows is a new motion,
///   unless the step after it goes on with the animation: then it was a jump the animation
///   overrides (an assignment during an animation), and the animation goes on;
/// - an animation's callback while a deceleration is open means an animation took over the
///   flight: at the latest step that departs from the one before it, or the most departing one
///   (a flight can itself change abruptly at an edge, so its steps are searched only then);
/// - at the end of the run, a deceleration still open was taken over by an animation that is
///   still running if one of its steps departs from the one before it where both lie inside the
///   view's resting range, off its edges, and no axis comes to rest (with the view's geometry): a
///   flight changes abruptly only at an edge (a bounce, a clamp) or where it snaps to rest, so the
///   latest such step is where the animation began;
/// - at the end of the run, a motion that still moved in the last frame is cut there; one that
///   had stopped ends with its last step.
struct MotionReader {
    /// A deceleration or animation not yet ended: its start and its steps, the first being where
    /// it starts from.
    private struct OpenMotion {
        var kind: MotionSpan.Kind
        var start: Double
        var steps: [ScrollStep]
        /// Whether a touch stopped it (a deceleration): it ends with its last step, not its callback.
        var stoppedByTouch = false

        /// Whether it is a motion to draw: a deceleration, an animation of several steps, or one of
        /// a single moving step (another call stopped it at once). A single step at rest is a jump
        /// (an assignment).
        var isMotion: Bool {
            kind == .deceleration || steps.count > 1 || steps.first?.velocity.map { $0 != .zero } == true
        }
    }

    /// End of the run, in s.
    let end: Double
    /// Duration of a frame, in s.
    let frameDuration: Double
    /// The motions read so far, in the order they ended.
    private(set) var spans: [MotionSpan] = []
    private var drag: Double?
    private var open: OpenMotion?
    /// A step that departed from the open animation, until the next record says whether it began
    /// a new motion or was a jump the animation overrides.
    private var held: ScrollStep?
    /// The view's samples by frame, for the steps' velocities.
    private let samples: [Int: [OffsetSample]]
    /// The view's geometry, if known: where a flight can change abruptly (its edges).
    private let view: ReportGeometry.View?

    /// A reader of one view's records; `samples` are that view's (empty: no velocities), `view` its
    /// geometry (nil: a deceleration open at the end of the run is never split).
    init(samples: [OffsetSample], end: Double, frameDuration: Double, view: ReportGeometry.View?) {
        self.samples = Dictionary(grouping: samples, by: \.frame)
        self.end = end
        self.frameDuration = frameDuration
        self.view = view
    }

    /// The motions of one view's `records` (report order), closed at the end of the run.
    static func spans(
        records: [EventRecord], samples: [OffsetSample], end: Double, frameDuration: Double,
        view: ReportGeometry.View?
    ) -> [MotionSpan] {
        var reader = MotionReader(samples: samples, end: end, frameDuration: frameDuration, view: view)
        for record in records { reader.read(record) }
        reader.finish()
        return reader.spans
    }

    /// Takes the next record of the view.
    mutating func read(_ record: EventRecord) {
        if record.event != "didScroll" || drag != nil { resolveHeld() }
        switch record.event {
        case "willBeginDragging":
            closeStopped()
            drag = record.time
        case "didEndDragging":
            if let start = drag {
                spans.append(MotionSpan(kind: .drag, start: start, end: record.time, ending: .callback(record.event)))
                drag = nil
            } else if open?.kind == .deceleration {
                open?.stoppedByTouch = true  // a touch that stopped the flight lifts
            }
        case "willBeginDecelerating":
            closeStopped()
            open = OpenMotion(kind: .deceleration, start: record.time, steps: [step(record)])
        case "didEndDecelerating":
            guard let motion = open, motion.kind == .deceleration else { return }
            let stop = motion.stoppedByTouch ? motion.steps[motion.steps.count - 1].time : record.time
            close(motion, at: stop, ending: .callback(record.event))
        case "didEndScrollingAnimation", "didScrollToTop":
            endAnimation(record)
        case "didScroll" where drag == nil:
            addStep(step(record))
        default:
            break
        }
    }

    /// Closes what is still open at the end of the run.
    mutating func finish() {
        resolveHeld()
        if let start = drag { spans.append(MotionSpan(kind: .drag, start: start, end: end, ending: .cut)) }
        drag = nil
        if let motion = open, motion.kind == .deceleration, let takeover = takeoverStillRunning(motion) {
            handOver(motion, at: takeover)
        }
        guard let motion = open, let last = motion.steps.last else { return }
        guard last.time >= end - frameDuration * 1.5, motion.isMotion else {
            closeStopped()
            return
        }
        close(motion, at: end, ending: .cut)
    }

    /// A step outside a drag: the open motion's next, unless it departs from an animation's curve:
    /// then it is held until the next step says whether it began a new programmatic motion or was a
    /// jump the animation overrides. With nothing open, the first of a programmatic motion.
    private mutating func addStep(_ step: ScrollStep) {
        if continuesOpenMotion(step) {
            held = nil  // a step held before this one was a jump the animation overrode
            open?.steps.append(step)
            return
        }
        if open?.kind == .animation && held == nil {
            held = step  // the next step says whether a new motion began here
            return
        }
        resolveHeld()
        if continuesOpenMotion(step) {
            open?.steps.append(step)
            return
        }
        closeStopped()
        open = OpenMotion(kind: .animation, start: animationStart(firstStep: step), steps: [step])
    }

    /// Whether `step` goes on with the open motion: any step of a deceleration (a flight changes
    /// abruptly at an edge), an animation's only if it keeps to its curve.
    private func continuesOpenMotion(_ step: ScrollStep) -> Bool {
        guard let motion = open, let last = motion.steps.last else { return false }
        return motion.kind == .deceleration || step.departure(from: last) <= ScrollStep.takeover
    }

    /// The step held as a possible jump began a new motion after all (what came next did not go on
    /// with the animation it departed from): that animation stopped at its last step.
    private mutating func resolveHeld() {
        guard let step = held else { return }
        held = nil
        closeStopped()
        open = OpenMotion(kind: .animation, start: animationStart(firstStep: step), steps: [step])
    }

    /// Where an animation whose first step is `step` began: in the frame before, that of the call
    /// (the call plans from its frame's time, and the first move comes a frame later), so a 0.3 s
    /// animation's slice lasts 0.3 s, as a deceleration's starts at its release.
    private func animationStart(firstStep step: ScrollStep) -> Double { max(0, step.time - frameDuration) }

    /// Ends an animation with its callback `record`; a deceleration still open was taken over by it.
    private mutating func endAnimation(_ record: EventRecord) {
        let ending = MotionSpan.Ending.callback(record.event)
        guard let motion = open else {
            // It ended in the frame it began (already there, or no duration).
            spans.append(MotionSpan(kind: .animation, start: record.time, end: record.time, ending: ending))
            return
        }
        guard motion.kind == .deceleration else {
            close(motion, at: record.time, ending: ending)
            return
        }
        let departures = motion.steps.indices.dropFirst().map {
            (index: $0, departure: motion.steps[$0].departure(from: motion.steps[$0 - 1]))
        }
        guard
            let takeover = departures.last(where: { $0.departure > ScrollStep.takeover })?.index
                ?? departures.max(by: { $0.departure < $1.departure })?.index
        else {
            close(motion, at: motion.start, ending: .interrupted)
            spans.append(MotionSpan(kind: .animation, start: record.time, end: record.time, ending: ending))
            return
        }
        handOver(motion, at: takeover)
        if let animation = open { close(animation, at: record.time, ending: ending) }
    }

    /// The step of the deceleration `motion`, open at the end of the run, at which an animation
    /// without its callback yet took it over, if any: the latest that departs from the one before it
    /// while both lie inside the view's resting range, and on no axis comes to rest. A flight
    /// changes abruptly only at an edge (a bounce, a clamp) or where an axis settles (its last step
    /// snaps to rest, its velocity 0). Without the view's geometry, none.
    private func takeoverStillRunning(_ motion: OpenMotion) -> Int? {
        guard let view else { return nil }
        return motion.steps.indices.dropFirst().last { index in
            let (before, step) = (motion.steps[index - 1], motion.steps[index])
            let settles = Axis.allCases.contains { axis in
                step.velocity?[axis] == 0 && before.velocity.map { $0[axis] != 0 } == true
            }
            return !settles && view.liesInsideRange(before.offset) && view.liesInsideRange(step.offset)
                && step.departure(from: before) > ScrollStep.takeover
        }
    }

    /// The deceleration `motion` was taken over by an animation whose first step is its step
    /// `takeover` (at least 1): the flight ends, interrupted, with the step before, and the
    /// animation is the open motion.
    private mutating func handOver(_ motion: OpenMotion, at takeover: Int) {
        let flight = OpenMotion(kind: .deceleration, start: motion.start, steps: Array(motion.steps[..<takeover]))
        close(flight, at: flight.steps[flight.steps.count - 1].time, ending: .interrupted)
        open = OpenMotion(
            kind: .animation, start: animationStart(firstStep: motion.steps[takeover]),
            steps: Array(motion.steps[takeover...]))
    }

    /// Ends the open motion, which something else stopped, in the frame of its last step. A
    /// programmatic motion of one step at rest is a jump (an assignment), not an animation: no span.
    private mutating func closeStopped() {
        guard let motion = open, let last = motion.steps.last else { return }
        guard motion.isMotion else {
            open = nil
            return
        }
        close(motion, at: last.time, ending: .interrupted)
    }

    /// Ends `motion` at `stop` (s; never before its start) with `ending`; nothing stays open.
    private mutating func close(_ motion: OpenMotion, at stop: Double, ending: MotionSpan.Ending) {
        spans.append(MotionSpan(kind: motion.kind, start: motion.start, end: max(motion.start, stop), ending: ending))
        open = nil
    }

    /// `record` as a step, with the velocity of its sample (same frame and offset), if any.
    private func step(_ record: EventRecord) -> ScrollStep {
        let sample = samples[record.frame]?.first { $0.contentOffset == record.contentOffset }
        return ScrollStep(
            time: record.time, frame: record.frame, offset: record.contentOffset, velocity: sample?.velocity)
    }
}
