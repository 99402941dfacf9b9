/// The order of one scroll view's delegate calls (reference section 6), as a state machine that
/// validates a call sequence one call at a time.
///
/// The accepted language, derived from ``ScrollMotion``:
///
///     drag:    willBeginDragging didScroll* willEndDragging didEndDragging(d)
///              [willBeginDecelerating didScroll* didEndDecelerating]      (the bracket iff d)
///     lift:    didEndDragging(d) without willBeginDragging: a touch that lifted without dragging.
///              On a deceleration it stopped: d == false, then didEndDecelerating (iOS 13 and later),
///              or d == true and a new deceleration (a bounce back or page snap) begins.
///              Otherwise only d == true (the content was out of range or between pages).
///     anytime: didScroll, didEndScrollingAnimation, didScrollToTop (outside a drag)
///
/// A deceleration (after willBeginDecelerating) ends with didEndDecelerating or is interrupted:
/// by a touch (the next call is willBeginDragging or didEndDragging), by an animation that replaced
/// it (the next end call is didEndScrollingAnimation or didScrollToTop), or silently by
/// `setContentOffset(_:animated:)`; the owner reports the silent case with ``interrupt()``.
/// Calls carry no time: frames and offsets are checked elsewhere.
public struct EventGrammar: Sendable, Hashable {
    /// Where a call sequence stands.
    public enum State: String, Sendable, Hashable {
        /// No drag and no deceleration under way.
        case idle
        /// After willBeginDragging: didScroll until willEndDragging.
        case dragging
        /// After willEndDragging: didEndDragging must follow at once.
        case endingDrag
        /// After didEndDragging(willDecelerate: true): willBeginDecelerating must follow at once.
        case beginningDeceleration
        /// After willBeginDecelerating: didScroll until didEndDecelerating or an interruption.
        case decelerating
        /// After a touch stopped a deceleration and lifted without dragging (didEndDragging(false)):
        /// didEndDecelerating must follow at once.
        case endingInterruptedDeceleration
    }

    /// Whether a touch that stops a deceleration and lifts sends didEndDecelerating after
    /// didEndDragging(false) (iOS 13 and later: true, the default).
    public let sendsDidEndDeceleratingAfterInterruption: Bool

    /// The current state.
    public private(set) var state: State = .idle
    /// Calls accepted so far (violations included).
    public private(set) var callCount = 0
    /// willBeginDragging calls.
    public private(set) var dragsBegun = 0
    /// didEndDragging calls that closed a drag (after willEndDragging).
    public private(set) var dragsEnded = 0
    /// didEndDragging calls of touches that lifted without dragging.
    public private(set) var liftsWithoutDrag = 0
    /// willBeginDecelerating calls.
    public private(set) var decelerationsBegun = 0
    /// didEndDecelerating calls that closed a deceleration.
    public private(set) var decelerationsEnded = 0
    /// Decelerations that ended by an interruption, without didEndDecelerating.
    public private(set) var decelerationsInterrupted = 0

    /// Creates a grammar in the idle state.
    public init(sendsDidEndDeceleratingAfterInterruption: Bool = true) {
        self.sendsDidEndDeceleratingAfterInterruption = sendsDidEndDeceleratingAfterInterruption
    }

    /// Whether no drag and no deceleration is open: where every sequence must end once the view rests.
    public var isAtRest: Bool { state == .idle }

    /// Whether a drag is open (willBeginDragging seen, didEndDragging not yet).
    public var isDragging: Bool { state == .dragging || state == .endingDrag }

    /// Whether a deceleration is open (willBeginDecelerating seen, not yet ended or interrupted).
    public var isDecelerating: Bool { state == .decelerating }

    /// Feeds the next call; returns nil if it may come here, otherwise what is wrong. After a
    /// violation the grammar resynchronises on the call, so one mistake is reported once.
    public mutating func accept(_ call: DelegateCall) -> String? {
        callCount += 1
        let before = state
        if let next = transition(call) {
            state = next
            return nil
        }
        state = resynchronised(after: call)
        return "\(Self.describe(call)) may not come when \(Self.expectation(before))"
    }

    /// Reports that the owner ended a deceleration in flight without a call: a non-animated or
    /// animated `setContentOffset`, or a scroll to top, while no finger was down. No effect unless
    /// a deceleration is open.
    public mutating func interrupt() {
        guard state == .decelerating else { return }
        decelerationsInterrupted += 1
        state = .idle
    }

    /// The owner saw the view with no finger down and no motion of the kind left open (and reported
    /// the call that never came): the sequence starts afresh from rest.
    package mutating func settle() { state = .idle }

    /// What is wrong if the sequence stopped here while the scroll view is at rest (nil if nothing).
    public func violationAtRest() -> String? {
        isAtRest ? nil : "the sequence stopped when \(Self.expectation(state))"
    }

    /// Validates a whole sequence; returns the first violation, with the index of its call.
    public static func firstViolation(in calls: some Sequence<DelegateCall>, atRest: Bool = true) -> String? {
        var grammar = EventGrammar()
        for (index, call) in calls.enumerated() {
            if let message = grammar.accept(call) { return "call \(index): \(message)" }
        }
        return atRest ? grammar.violationAtRest() : nil
    }

    // MARK: Transitions

    private mutating func transition(_ call: DelegateCall) -> State? {
        switch (state, call) {
        case (.dragging, .didScroll):
            return .dragging
        case (.dragging, .willEndDragging):
            return .endingDrag
        case (.endingDrag, .didEndDragging(let willDecelerate)):
            dragsEnded += 1
            return willDecelerate ? .beginningDeceleration : .idle
        case (.beginningDeceleration, .willBeginDecelerating):
            decelerationsBegun += 1
            return .decelerating
        case (.endingInterruptedDeceleration, .didEndDecelerating):
            decelerationsEnded += 1
            return .idle
        case (.idle, .didScroll), (.decelerating, .didScroll),
            (.idle, .didEndScrollingAnimation), (.idle, .didScrollToTop):
            return state
        case (.idle, .willBeginDragging):
            dragsBegun += 1
            return .dragging
        case (.idle, .didEndDragging(willDecelerate: true)):
            // A touch lifted without dragging, out of range or between pages: a bounce or snap follows.
            liftsWithoutDrag += 1
            return .beginningDeceleration
        case (.decelerating, .didEndDecelerating):
            decelerationsEnded += 1
            return .idle
        case (.decelerating, .willBeginDragging):
            // A touch stopped the deceleration and dragged.
            decelerationsInterrupted += 1
            dragsBegun += 1
            return .dragging
        case (.decelerating, .didEndDragging(let willDecelerate)):
            // A touch stopped the deceleration and lifted without dragging.
            liftsWithoutDrag += 1
            if willDecelerate {
                decelerationsInterrupted += 1
                return .beginningDeceleration
            }
            guard sendsDidEndDeceleratingAfterInterruption else {
                decelerationsInterrupted += 1
                return .idle
            }
            return .endingInterruptedDeceleration
        case (.decelerating, .didEndScrollingAnimation), (.decelerating, .didScrollToTop):
            // An animation replaced the deceleration and has now ended.
            decelerationsInterrupted += 1
            return .idle
        default:
            return nil
        }
    }

    /// The state a violating call leaves behind, read from the call alone.
    private func resynchronised(after call: DelegateCall) -> State {
        switch call {
        case .willBeginDragging: .dragging
        case .willEndDragging: .endingDrag
        case .didEndDragging(let willDecelerate): willDecelerate ? .beginningDeceleration : .idle
        case .willBeginDecelerating: .decelerating
        case .didEndDecelerating, .didEndScrollingAnimation, .didScrollToTop: .idle
        case .didScroll: state
        }
    }

    private static func describe(_ call: DelegateCall) -> String {
        if case .didEndDragging(let willDecelerate) = call {
            return "didEndDragging(willDecelerate: \(willDecelerate))"
        }
        return call.name
    }

    private static func expectation(_ state: State) -> String {
        switch state {
        case .idle: "idle (no drag or deceleration open)"
        case .dragging: "dragging (expected didScroll or willEndDragging)"
        case .endingDrag: "after willEndDragging (expected didEndDragging)"
        case .beginningDeceleration: "after didEndDragging(willDecelerate: true) (expected willBeginDecelerating)"
        case .decelerating: "decelerating (expected didScroll, didEndDecelerating or an interruption)"
        case .endingInterruptedDeceleration:
            "a touch stopped a deceleration and lifted (expected didEndDecelerating)"
        }
    }
}
