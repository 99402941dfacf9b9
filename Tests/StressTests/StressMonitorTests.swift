import Testing

@testable import ScrollScenarios

/// The per-view monitor catches what the grammar cannot see: rests off target, lost events, offsets
/// far out of range, animations that end in the wrong place.
@Suite struct StressMonitorTests {
    static func pages() throws -> StressViewSpec {
        StressViewSpec(
            kind: .pages,
            geometry: try ScrollGeometry(
                boundsSize: Size(width: 400, height: 800), contentSize: Size(width: 2000, height: 800)),
            decelerationRate: .normal, rowSnap: nil)
    }

    static func event(_ call: DelegateCall, x: Double, sequence: Int, frame: Int = 1) -> ScrollViewEvent {
        ScrollViewEvent(
            frame: frame, time: Double(frame) / 60, source: "p", sequence: sequence, order: sequence,
            event: ScrollEvent(call, contentOffset: Point(x: x, y: 0)))
    }

    static func messages(_ monitor: StressViewMonitor) -> [String] { monitor.report.violations.map(\.message) }

    /// A monitor of ``pages()`` fed `calls`, each at its content offset x (pt), numbered from 0.
    static func monitor(fed calls: [(DelegateCall, Double)]) throws -> StressViewMonitor {
        let monitor = StressViewMonitor(index: 0, id: "p", spec: try pages())
        for (i, (call, x)) in calls.enumerated() { monitor.handle(event(call, x: x, sequence: i)) }
        return monitor
    }

    /// A drag from page 0 released towards page 1 (target 400), its deceleration begun.
    static let releaseTowardsPageOne: [(DelegateCall, Double)] = [
        (.willBeginDragging, 0), (.didScroll, 100),
        (.willEndDragging(velocity: Point(x: 1, y: 0), targetContentOffset: Point(x: 400, y: 0)), 100),
        (.didEndDragging(willDecelerate: true), 100), (.willBeginDecelerating, 100),
    ]

    @Test func aPageSnapThatRestsOffAPageBoundaryIsCaught() throws {
        let monitor = try Self.monitor(
            fed: Self.releaseTowardsPageOne + [(.didScroll, 399.5), (.didEndDecelerating, 399.75)])
        let messages = Self.messages(monitor)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("announced target (400.0, 0.0)") == true)
        #expect(messages.last?.contains("not on a page boundary") == true)
    }

    /// A deceleration that ended without didEndDecelerating (or a drag without didEndDragging, an
    /// animation without its call) left the sequence open; the next command took it for an
    /// interruption and the loss went unseen. The driver reads the view's phase before each command,
    /// and the monitor holds it against the sequence, once.
    @Test func aMotionThatEndedWithoutItsCallIsCaughtAtTheNextCommand() throws {
        let fling = Self.releaseTowardsPageOne + [(.didScroll, 300)]
        let monitor = try Self.monitor(fed: fling)
        monitor.check(phase: .pageSnapping, frame: 5)  // still snapping: nothing lost
        monitor.check(phase: .tracking, frame: 6)  // a finger down: its calls are still to come
        #expect(Self.messages(monitor).isEmpty)
        monitor.check(phase: .idle, frame: 7)
        monitor.check(phase: .idle, frame: 8)  // reported once
        #expect(Self.messages(monitor) == ["p frame 7, idle: its deceleration ended without didEndDecelerating"])
        monitor.handle(Self.event(.willBeginDragging, x: 400, sequence: fling.count))
        monitor.check(phase: .idle, frame: 9)
        monitor.programmaticScroll(animation: .init(target: Point(x: 800, y: 0), isScrollToTop: false))
        monitor.check(phase: .idle, frame: 10)
        monitor.check(phase: .decelerating, frame: 11)
        #expect(
            Array(Self.messages(monitor).dropFirst()) == [
                "p frame 9, idle: its drag ended without didEndDragging",
                "p frame 10, idle: its animation ended without didEndScrollingAnimation or didScrollToTop",
                "p frame 11, decelerating: it decelerates without willBeginDecelerating",
            ])
    }

    /// A drag that ends at rest (no deceleration) rests where it is, which must be in the range and,
    /// for a paging view, on a page; and didScrollToTop comes only from a scroll to top. Neither was
    /// checked.
    @Test func aDragRestingOffAPageAndAStrayDidScrollToTopAreCaught() throws {
        let monitor = try Self.monitor(fed: [
            (.willBeginDragging, 0), (.didScroll, 100),
            (.willEndDragging(velocity: .zero, targetContentOffset: Point(x: 100, y: 0)), 100),
            (.didEndDragging(willDecelerate: false), 100), (.didScrollToTop, 100),
        ])
        let messages = Self.messages(monitor)
        #expect(messages.contains { $0.contains("drag rested at x = 100.0, not on a page boundary") })
        #expect(messages.contains { $0.contains("didScrollToTop without a scroll to top") })
    }

    @Test func aLostEventAndAnOffsetFarOutOfRangeAreCaught() throws {
        let monitor = StressViewMonitor(index: 0, id: "p", spec: try Self.pages())
        monitor.handle(Self.event(.didScroll, x: 10, sequence: 0))
        monitor.handle(Self.event(.didScroll, x: 20, sequence: 2))
        monitor.handle(Self.event(.didScroll, x: 1600 + 401, sequence: 3))
        monitor.handle(Self.event(.didScroll, x: .nan, sequence: 4))
        let messages = Self.messages(monitor)
        #expect(messages.count == 3)
        #expect(messages[0].contains("sequence 2 after 0"))
        #expect(messages[1].contains("more than one viewport outside"))
        #expect(monitor.report.violationCount == 3)
    }

    @Test func anAnimationMustEndExactlyOnTheRequestedOffset() throws {
        let monitor = StressViewMonitor(index: 0, id: "p", spec: try Self.pages())
        monitor.handle(Self.event(.didEndScrollingAnimation, x: 0, sequence: 0))
        monitor.programmaticScroll(animation: .init(target: Point(x: 800, y: 0), isScrollToTop: false))
        monitor.handle(Self.event(.didScroll, x: 700, sequence: 1))
        monitor.handle(Self.event(.didEndScrollingAnimation, x: 799.9999, sequence: 2))
        monitor.finish(frame: 9, isInFlight: true)
        let messages = Self.messages(monitor)
        #expect(messages.count == 3)
        #expect(messages[0].contains("without an animated setContentOffset"))
        #expect(messages[1].contains("requested (800.0, 0.0)"))
        #expect(messages[2].contains("still in flight"))
    }

    @Test func aDragLeftOpenIsCaughtAtTheEnd() throws {
        let monitor = StressViewMonitor(index: 0, id: "p", spec: try Self.pages())
        monitor.handle(Self.event(.willBeginDragging, x: 0, sequence: 0))
        monitor.finish(frame: 9, isInFlight: false)
        #expect(
            Self.messages(monitor) == [
                "p at the end: the sequence stopped when dragging (expected didScroll or willEndDragging)"
            ])
    }
}
