import ScrollSimulator
import Testing

enum Make {
    static let screen = Size(width: 375, height: 667)

    static func list(
        _ clock: DisplayClock, id: String = "list", contentHeight: Double = 3000, offset: Point? = nil
    ) throws -> ScrollView {
        try ScrollView(
            id: id, clock: clock, size: screen, contentSize: Size(width: 375, height: contentHeight),
            contentInset: EdgeInsets(top: 99, left: 0, bottom: 49, right: 0), contentOffset: offset)
    }

    static func pages(_ clock: DisplayClock, id: String = "pages", count: Int = 5) throws -> ScrollView {
        try ScrollView(
            id: id, clock: clock, size: screen, contentSize: Size(width: 375 * Double(count), height: 0),
            isPagingEnabled: true)
    }
}

func withoutDidScroll(_ names: [String]) -> [String] { names.filter { $0 != "didScroll" } }

/// Flings `view` down (1,200 pt/s) and settles `clock`, which must throw exactly one failure: from a
/// delegate of `view`, in frame 216, where the fling rests. Returns it for the caller's own checks
/// (nil, with an issue recorded, if the error was lost).
func flingExpectingOneDelegateFailure(_ view: ScrollView, clock: DisplayClock) async throws -> SimulationFailure? {
    try await view.fling(velocity: Point(x: 0, y: 1200))
    do {
        try await clock.runUntilSettled()
        Issue.record("the delegate's error was lost")
        return nil
    } catch SimulationError.failed(let failures) {
        #expect(failures.count == 1)
        #expect(failures.first?.origin == .delegate(view: view.id))
        #expect(failures.first?.frame == 216)
        return failures.first
    }
}
