import Foundation
import ScrollPhysics
import Synchronization

/// The invariant checker of one scroll view in a stress run, fed by an in-frame delegate (so every
/// event is checked inside the frame that produced it, deterministically) and told by the driver
/// which commands it issued.
///
/// Checks: the event grammar (``EventGrammar``); sequence numbers without gaps and frames that never
/// go back; offsets finite and within one viewport of the scrollable range; a deceleration that
/// settles rests inside the range, on a page boundary for paging views, and exactly on the target
/// that willEndDragging announced (or that the view's row-snapping hook asked for); an animation
/// rests exactly on the requested offset; a scroll to top rests exactly at the top.
final class StressViewMonitor: Sendable {
    /// What an animation in flight was started by, and where it must rest (pt).
    struct PendingAnimation {
        var target: Point
        var isScrollToTop: Bool
    }

    /// The most violation messages kept per view (all are counted).
    static let keptViolations = 4

    let index: Int
    let id: String
    let spec: StressViewSpec
    /// Where commands and events are written, if the view is traced (`--trace-view`).
    let trace: StressTrace?
    /// Everything the checks read and write, inside the monitor (a lock object of its own would be
    /// two more cache misses for every event of a stress run).
    private let checker: Mutex<Checker>

    init(index: Int, id: String, spec: StressViewSpec, trace: StressTrace? = nil) {
        self.trace = trace
        self.index = index
        self.id = id
        self.spec = spec
        checker = Mutex(Checker(index: index, id: id, spec: spec, trace: trace))
    }

    /// Checks one event; called by the view's in-frame delegate, in order.
    func handle(_ event: ScrollViewEvent) {
        checker.withLock { $0.check(event) }
    }

    /// Writes a line of the trace if the view is traced.
    func trace(_ line: @autoclosure () -> String) { trace?.write(line()) }

    // MARK: Commands (from the driver, between the view's calls)

    /// The driver started a touch (drag, fling, tap): any animation in flight stopped without its call.
    func touchBegan() { checker.withLock { $0.pendingAnimation = nil } }

    /// The driver assigned `contentOffset`: a deceleration in flight was re-planned from the new
    /// offset, so the announced target no longer holds.
    func offsetAssigned() {
        checker.withLock { $0.announcedTarget = nil }
    }

    /// The driver is about to scroll to top (calls until ``programmaticScroll(animation:)`` belong to it).
    func scrollToTopBegan() { checker.withLock { $0.isScrollingToTop = true } }

    /// The driver set the offset or scrolled to top with no finger down: any deceleration ended
    /// without its call; `animation` is the animation that now runs, if any.
    func programmaticScroll(animation: PendingAnimation?) {
        checker.withLock { checker in
            checker.isScrollingToTop = false
            checker.grammar.interrupt()
            checker.announcedTarget = nil
            checker.pendingAnimation = animation
        }
    }

    /// Checks the view's own phase, read by the driver between frames (before a command), against
    /// what its events said: a drag, deceleration or animation that ended without its call leaves
    /// its sequence open, which the next command would otherwise take for an interruption.
    func check(phase: MotionPhase, frame: Int) {
        checker.withLock { $0.check(phase: phase, frame: frame) }
    }

    // MARK: End of run

    /// Checks that the view ended at rest: no drag, deceleration or animation left open.
    func finish(frame: Int, isInFlight: Bool) {
        checker.withLock { checker in
            if let message = checker.grammar.violationAtRest() {
                checker.record(StressViolation(frame: frame, view: index, message: "\(id) at the end: \(message)"))
            }
            if checker.pendingAnimation != nil {
                checker.record(
                    StressViolation(frame: frame, view: index, message: "\(id) at the end: an animation never ended"))
            }
            if isInFlight {
                checker.record(
                    StressViolation(frame: frame, view: index, message: "\(id) at the end: still in flight"))
            }
        }
    }

    /// What the monitor saw.
    var report: (events: Int, digest: UInt64, violations: [StressViolation], violationCount: Int, grammar: EventGrammar)
    {
        checker.withLock { ($0.eventCount, $0.digest.value, $0.violations, $0.violationCount, $0.grammar) }
    }

    /// Events checked and violations found so far.
    var counts: (events: Int, violations: Int) { checker.withLock { ($0.eventCount, $0.violationCount) } }
}

/// A monitor's state and its checks of each event.
private struct Checker {
    let index: Int
    let id: String
    let spec: StressViewSpec
    let trace: StressTrace?
    let ranges: (x: ScrollableRange, y: ScrollableRange)

    var grammar = EventGrammar()
    var digest = StressDigest()
    var eventCount = 0
    var lastSequence = -1
    var lastFrame = 0
    var announcedTarget: Point?
    var pendingAnimation: StressViewMonitor.PendingAnimation?
    /// Whether the driver's scroll-to-top command is running.
    var isScrollingToTop = false
    /// Whether the previous event was willEndDragging (so a didEndDragging closes a drag).
    var wasDragRelease = false
    var violations: [StressViolation] = []
    var violationCount = 0

    init(index: Int, id: String, spec: StressViewSpec, trace: StressTrace?) {
        self.index = index
        self.id = id
        self.spec = spec
        self.trace = trace
        ranges = (spec.geometry.range(.horizontal), spec.geometry.range(.vertical))
    }

    mutating func check(_ event: ScrollViewEvent) {
        trace?.write("\(event)")
        eventCount += 1
        digest.combine(event)
        if event.sequence != lastSequence + 1 {
            fail(event, "sequence \(event.sequence) after \(lastSequence): an event was lost or repeated")
        }
        if event.frame < lastFrame { fail(event, "frame \(event.frame) after frame \(lastFrame)") }
        lastSequence = event.sequence
        lastFrame = event.frame
        if let message = grammar.accept(event.call) { fail(event, message) }
        checkBounds(event)
        switch event.call {
        case .willBeginDragging:
            announcedTarget = nil
        case .willEndDragging(_, let target):
            announcedTarget = spec.snappedTarget(for: target).map { spec.geometry.clamp($0) } ?? target
            if spec.isPagingEnabled { checkPageBoundary(target, event, what: "willEndDragging target") }
        case .didEndDragging(let willDecelerate):
            // A lift without a drag plans its own flight; a drag that does not decelerate has none,
            // and rests where it is: in the range, on a page boundary for a paging view.
            if !wasDragRelease || !willDecelerate { announcedTarget = nil }
            if !willDecelerate { checkRange(event, what: "drag rested") }
        case .didEndDecelerating:
            checkRest(event)
            announcedTarget = nil
        case .didEndScrollingAnimation:
            if let pending = pendingAnimation, !pending.isScrollToTop {
                if event.contentOffset != pending.target {
                    fail(event, "animation ended at \(event.contentOffset), requested \(pending.target)")
                }
            } else {
                fail(event, "didEndScrollingAnimation without an animated setContentOffset in flight")
            }
            pendingAnimation = nil
        case .didScrollToTop:
            if event.contentOffset.y != ranges.y.minimum {
                fail(event, "scroll to top ended at y = \(event.contentOffset.y), top is \(ranges.y.minimum)")
            }
            if !isScrollingToTop && pendingAnimation?.isScrollToTop != true {
                fail(event, "didScrollToTop without a scroll to top")
            }
            if let pending = pendingAnimation {
                // A scroll to top that is already at the top ends at once, replacing any animation.
                if !pending.isScrollToTop && !isScrollingToTop {
                    fail(event, "didScrollToTop ended an animated setContentOffset")
                }
                pendingAnimation = nil
            }
        case .didScroll, .willBeginDecelerating:
            break
        }
        wasDragRelease = event.call.isWillEndDragging
    }

    mutating func check(phase: MotionPhase, frame: Int) {
        let lost: String?
        switch phase {
        case .tracking, .dragging:
            lost = nil  // a finger is down: its calls are still to come
        case .decelerating, .bouncing, .pageSnapping:
            lost =
                grammar.isDragging
                ? "its drag ended without didEndDragging"
                : grammar.isDecelerating ? nil : "it decelerates without willBeginDecelerating"
        case .idle, .animating:
            if grammar.isDragging {
                lost = "its drag ended without didEndDragging"
            } else if grammar.isDecelerating {
                lost = "its deceleration ended without didEndDecelerating"
            } else if phase == .idle, pendingAnimation != nil {
                lost = "its animation ended without didEndScrollingAnimation or didScrollToTop"
            } else {
                lost = nil
            }
        }
        guard let lost else { return }
        record(StressViolation(frame: frame, view: index, message: "\(id) frame \(frame), \(phase.rawValue): \(lost)"))
        // Once: the sequence is taken as ended, as the grammar resynchronises after a violation.
        if phase == .idle || phase == .animating { grammar.settle() }
        if phase == .idle { pendingAnimation = nil }
    }

    private mutating func checkBounds(_ event: ScrollViewEvent) {
        let offset = event.contentOffset
        guard offset.isFinite, event.velocity.isFinite else {
            fail(event, "non-finite offset \(offset) or velocity \(event.velocity)")
            return
        }
        let size = spec.geometry.boundsSize
        if offset.x < ranges.x.minimum - size.width || offset.x > ranges.x.maximum + size.width
            || offset.y < ranges.y.minimum - size.height || offset.y > ranges.y.maximum + size.height
        {
            fail(
                event,
                "offset \(offset) more than one viewport outside x \(ranges.x.minimum)...\(ranges.x.maximum), "
                    + "y \(ranges.y.minimum)...\(ranges.y.maximum)")
        }
    }

    private mutating func checkRest(_ event: ScrollViewEvent) {
        if let target = announcedTarget, event.contentOffset != target {
            fail(event, "deceleration rested at \(event.contentOffset), announced target \(target)")
        }
        checkRange(event, what: "deceleration rested")
    }

    /// A rest (`what` says which) inside the range, on a page boundary for a paging view.
    private mutating func checkRange(_ event: ScrollViewEvent, what: String) {
        let offset = event.contentOffset
        for axis in spec.scrollableAxes where !range(axis).contains(offset[axis]) {
            fail(event, "\(what) at \(offset), outside the range on \(axis)")
        }
        if spec.isPagingEnabled { checkPageBoundary(offset, event, what: what) }
    }

    private mutating func checkPageBoundary(_ offset: Point, _ event: ScrollViewEvent, what: String) {
        let axis = Axis.horizontal
        let pageSize = spec.geometry.boundsSize[axis]
        let page = Paging.nearestPage(to: offset[axis], pageSize: pageSize, range: spec.geometry.pageRange(axis))
        let boundary = Paging.offset(ofPage: page, pageSize: pageSize, range: range(axis))
        if offset[axis] != boundary {
            fail(event, "\(what) at x = \(offset[axis]), not on a page boundary (nearest: \(boundary))")
        }
    }

    private func range(_ axis: Axis) -> ScrollableRange { axis == .horizontal ? ranges.x : ranges.y }

    private mutating func fail(_ event: ScrollViewEvent, _ message: String) {
        record(
            StressViolation(
                frame: event.frame, view: index,
                message: "\(id) frame \(event.frame) #\(event.sequence) \(event.name): \(message)"))
    }

    mutating func record(_ violation: StressViolation) {
        violationCount += 1
        if violations.count < StressViewMonitor.keptViolations { violations.append(violation) }
    }
}

extension DelegateCall {
    var isWillEndDragging: Bool { if case .willEndDragging = self { true } else { false } }
}

/// The trace of one view (`--trace-view`): its commands and events, a line each, on standard error.
/// A line that cannot be written (a full disk, a closed stream) does not stop the run, but is not
/// lost silently either: the first failure is kept for the summary and the exit status.
final class StressTrace: Sendable {
    let id: String
    private let failure = Mutex<String?>(nil)

    init(id: String) { self.id = id }

    /// Writes `line`, prefixed with the view's id.
    func write(_ line: String) {
        do {
            try FileHandle.standardError.write(contentsOf: Data("trace \(id): \(line)\n".utf8))
        } catch {
            failure.withLock { if $0 == nil { $0 = SystemError.reason(error) } }  // "No space left on device"
        }
    }

    /// Why the first line that could not be written was not, or nil if every line was.
    var firstFailure: String? { failure.withLock { $0 } }
}
