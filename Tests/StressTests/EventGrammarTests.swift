import ScrollScenarios
import Testing

/// The event grammar of reference section 6: the sequences ScrollMotion produces are accepted,
/// broken ones are caught with a message that says what was expected.
@Suite struct EventGrammarTests {
    typealias Call = DelegateCall

    static let flick: [Call] = [
        .willBeginDragging, .didScroll, .didScroll,
        .willEndDragging(velocity: Point(x: 0, y: 1.5), targetContentOffset: Point(x: 0, y: 900)),
        .didEndDragging(willDecelerate: true), .willBeginDecelerating, .didScroll, .didScroll, .didEndDecelerating,
    ]
    static let release = Call.willEndDragging(velocity: .zero, targetContentOffset: .zero)

    @Test(
        arguments: [
            flick,
            // A drag that lifts without velocity, in range: no deceleration.
            [.willBeginDragging, .didScroll, release, .didEndDragging(willDecelerate: false)],
            // A touch that stops a deceleration and lifts (iOS 13 and later).
            [
                .willBeginDragging, .didScroll, release, .didEndDragging(willDecelerate: true), .willBeginDecelerating,
                .didScroll, .didEndDragging(willDecelerate: false), .didEndDecelerating,
            ],
            // A touch that stops a deceleration and drags again: a new cycle, no didEndDecelerating.
            [
                .willBeginDragging, release, .didEndDragging(willDecelerate: true), .willBeginDecelerating, .didScroll,
                .willBeginDragging, .didScroll, release, .didEndDragging(willDecelerate: false),
            ],
            // A touch on a bounce lifts: the bounce starts again from where it stopped.
            [
                .willBeginDragging, release, .didEndDragging(willDecelerate: true), .willBeginDecelerating,
                .didEndDragging(willDecelerate: true), .willBeginDecelerating, .didScroll, .didEndDecelerating,
            ],
            // A tap on a paging view left between pages: a snap without a drag.
            [
                .didScroll, .didEndDragging(willDecelerate: true), .willBeginDecelerating, .didScroll,
                .didEndDecelerating,
            ],
            // An animated setContentOffset replaces a deceleration, then ends.
            [
                .willBeginDragging, release, .didEndDragging(willDecelerate: true), .willBeginDecelerating, .didScroll,
                .didScroll, .didEndScrollingAnimation,
            ],
            // Animations and scrolls to top on their own.
            [.didScroll, .didScroll, .didEndScrollingAnimation, .didScroll, .didScrollToTop, .didScrollToTop],
        ] as [[Call]])
    func sequencesOfTheMotionStateMachineAreAccepted(calls: [Call]) {
        #expect(EventGrammar.firstViolation(in: calls) == nil)
    }

    @Test(
        arguments: [
            (
                [release, .didEndDragging(willDecelerate: false)] as [Call],
                "call 0: willEndDragging may not come when idle"
            ),
            (
                [.didEndDragging(willDecelerate: false)],
                "call 0: didEndDragging(willDecelerate: false) may not come when idle"
            ),
            ([.willBeginDragging, .willBeginDragging], "call 1: willBeginDragging may not come when dragging"),
            ([.willBeginDragging, release, .didScroll], "call 2: didScroll may not come when after willEndDragging"),
            (
                [.willBeginDragging, release, .didEndDragging(willDecelerate: true), .didScroll],
                "call 3: didScroll may not come when after didEndDragging(willDecelerate: true)"
            ),
            (
                [.willBeginDragging, release, .didEndDragging(willDecelerate: false), .willBeginDecelerating],
                "call 3: willBeginDecelerating may not come when idle"
            ),
            ([.didEndDecelerating], "call 0: didEndDecelerating may not come when idle"),
            (
                [.willBeginDragging, .didScroll, .didEndScrollingAnimation],
                "call 2: didEndScrollingAnimation may not come when dragging"
            ),
            (
                Array(flick.prefix(7)) + [.didEndDragging(willDecelerate: false), .didScroll],
                "call 8: didScroll may not come when a touch stopped a deceleration and lifted"
            ),
        ] as [([Call], String)])
    func brokenSequencesAreCaughtAtTheirFirstWrongCall(calls: [Call], message: String) {
        let violation = EventGrammar.firstViolation(in: calls, atRest: false)
        #expect(violation?.hasPrefix(message) == true, "\(violation ?? "nil")")
    }

    @Test func aSequenceThatStopsMidDragOrMidDecelerationIsNotAtRest() {
        #expect(
            EventGrammar.firstViolation(in: [.willBeginDragging, .didScroll])?.contains("stopped when dragging") == true
        )
        let decelerating = Array(Self.flick.dropLast())
        #expect(EventGrammar.firstViolation(in: decelerating)?.contains("stopped when decelerating") == true)
        #expect(EventGrammar.firstViolation(in: decelerating, atRest: false) == nil)
    }

    @Test func aSilentInterruptionClosesTheDeceleration() {
        var grammar = EventGrammar()
        for call in Self.flick.dropLast() { #expect(grammar.accept(call) == nil) }
        #expect(grammar.isDecelerating)
        grammar.interrupt()
        #expect(grammar.isAtRest)
        #expect(grammar.decelerationsInterrupted == 1)
        #expect(grammar.accept(.didEndDecelerating) != nil)
        grammar.interrupt()  // nothing open: no effect
        #expect(grammar.decelerationsInterrupted == 1)
    }

    @Test func olderIOSSendsNoDidEndDeceleratingAfterAnInterruptingTap() {
        let calls = Array(Self.flick.dropLast()) + [.didEndDragging(willDecelerate: false), .willBeginDragging]
        var old = EventGrammar(sendsDidEndDeceleratingAfterInterruption: false)
        #expect(calls.compactMap { old.accept($0) }.isEmpty)
        var current = EventGrammar()
        #expect(calls.compactMap { current.accept($0) }.count == 1)
    }

    @Test func countsBalanceDragsAndDecelerations() {
        var grammar = EventGrammar()
        let calls =
            Self.flick + [
                .willBeginDragging, Self.release, .didEndDragging(willDecelerate: true),
                .willBeginDecelerating, .willBeginDragging, Self.release,
                .didEndDragging(willDecelerate: false),
            ]
        for call in calls { #expect(grammar.accept(call) == nil) }
        #expect(grammar.dragsBegun == 3 && grammar.dragsEnded == 3)
        #expect(grammar.decelerationsBegun == 2)
        #expect(grammar.decelerationsEnded == 1 && grammar.decelerationsInterrupted == 1)
        #expect(grammar.callCount == calls.count)
    }

    @Test func oneMistakeIsReportedOnceAndTheGrammarResynchronises() {
        var grammar = EventGrammar()
        let calls: [Call] = [
            .didEndDecelerating, .willBeginDragging, .didScroll, Self.release,
            .didEndDragging(willDecelerate: false), .didScroll,
        ]
        #expect(calls.compactMap { grammar.accept($0) }.count == 1)
        #expect(grammar.isAtRest)
    }
}
