import ScrollSimulator

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
