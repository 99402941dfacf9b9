/// A finger that lands at a point of the screen: nested scroll views (the pages holding vertical
/// lists) share it as UIKit's pan recognisers do (``PanRouter``).
extension PagingScreen {
    /// The scroll views under `location` (pt, in the screen's coordinates: the pages fill the
    /// screen), innermost first: the list of the child whose page is under the point if its view is
    /// loaded, then `pages`; on the scrolling title bar, `titleBar`. The bars lie above the pages
    /// (the seeds add them after the scroll view), so a finger on them never reaches the pages:
    /// the status and navigation bars (y below 64), the fixed title bar (64 to 99) and the tab bar
    /// (the bottom 49 pt, the children's bottom inset) throw, naming the bar. They are the seeds'
    /// layout, which the title bar's place and the children's insets assume, so they count whether
    /// or not a navigation bar or tab bar is modelled beside the screen. Throws for a point that is
    /// not finite or outside the screen, and before the screen's view loads.
    public func scrollViews(at location: Point) async throws(ScreenModelError) -> [ScrollView] {
        try Check.finite(location.x, "location.x")
        try Check.finite(location.y, "location.y")
        try requireViewLoaded()
        let size = geometry.pageSize
        guard (0..<size.width).contains(location.x), (0..<size.height).contains(location.y) else {
            throw ScreenModelError(
                argument: "location", expected: "a point in the screen (0..<\(size.width), 0..<\(size.height))",
                actual: "\(location)")
        }
        let titleBarTop = PagingScreenConfiguration.titleBarTop
        let titleBarBottom = titleBarTop + configuration.titleBarHeight
        let tabBarTop = size.height - PagingScreenConfiguration.childListInset.bottom
        if (titleBarTop..<titleBarBottom).contains(location.y), let titleBar { return [titleBar] }
        let bar: String? =
            switch location.y {
            case ..<titleBarTop: "the status and navigation bars (y 0 to \(DecimalFormat.shortest(titleBarTop)))"
            case ..<titleBarBottom:
                "the title bar (y \(DecimalFormat.shortest(titleBarTop)) to \(DecimalFormat.shortest(titleBarBottom)))"
            case tabBarTop...:
                "the tab bar (y \(DecimalFormat.shortest(tabBarTop)) to \(DecimalFormat.shortest(size.height)))"
            default: nil
            }
        if let bar {
            throw ScreenModelError(
                argument: "location", expected: "a point on the pages (the bars above them take the touch)",
                actual: "\(location), on \(bar)")
        }
        let page = Int(((pagesOffsetX + location.x) / geometry.pageWidth).rounded(.down))
        guard (0..<pageCount).contains(page), let list = lists[page] else { return [pages] }
        return [list, pages]
    }

    /// A finger lands at `location` (pt, screen coordinates) and moves by `translation` (pt) over
    /// `duration` (s) in a straight line, then lifts: the innermost scroll view under it that can
    /// scroll along the movement once it passes the slop takes the whole drag, along its axes only
    /// (``PanRouter/drag(_:by:duration:)``); the others feel the finger land and lift (a moving one
    /// stops). Returns the id of the view
    /// that scrolled, or nil if none did (a move within the slop, or every candidate failed). The
    /// screen's views scroll along one axis each (the pages horizontally, the lists vertically), so
    /// `isDirectionalLockEnabled` could change no decision here and none is set.
    /// Throws, touching no view, a ``ScreenModelError`` for a point outside the screen or on a bar
    /// (see ``scrollViews(at:)``), a non-finite translation, a duration that is negative or not
    /// finite, or a finger already down on a view under the point.
    @discardableResult
    public func pan(at location: Point, by translation: Point, duration: Double) async throws -> String? {
        try await PanRouter.drag(scrollViews(at: location), by: translation, duration: duration)
    }
}
