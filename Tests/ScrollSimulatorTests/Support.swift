import ScrollSimulator

/// Collects a scroll view's events through an in-frame delegate (so the log is complete when the
/// frame ends).
actor EventLog {
    private(set) var events: [ScrollViewEvent] = []
    func append(_ event: ScrollViewEvent) { events.append(event) }
    var names: [String] { events.map(\.name) }
    var lines: [String] { events.map(\.description) }
}

extension ScrollView {
    /// Logs every event of this view into a new log.
    func recorded() async -> EventLog {
        let log = EventLog()
        addDelegate { await log.append($0) }
        return log
    }
}

enum Make {
    static let screen = Size(width: 375, height: 667)

    static func list(_ clock: DisplayClock, id: String = "list", contentHeight: Double = 3000, offset: Point? = nil) throws -> ScrollView {
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
