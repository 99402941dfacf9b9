import ScreenModels

/// What the reports need to know of a scenario's views and screen beyond its records: each scroll
/// view's size, content size, insets and paging, and the paging screen's titles and bars. It comes
/// from the scenario file alone (the records carry offsets, not sizes), so a plot can draw content
/// edges and page boundaries and a replay can draw viewports over their content.
public struct ReportGeometry: Sendable, Hashable {
    /// One scroll view's geometry.
    public struct View: Sendable, Hashable {
        /// The view's id (its records' `source`).
        public var id: String
        /// Bounds size, in pt.
        public var size: Size
        /// Content size, in pt.
        public var contentSize: Size
        /// Content inset, in pt.
        public var contentInset: EdgeInsets
        /// Whether the view pages (page boundaries every `size.width` or `size.height`).
        public var isPagingEnabled: Bool
        /// The view controller whose view holds the view (`child/2` for `child/2/list`,
        /// `tab/1/root` for `tab/1/root/list`): the view exists from that controller's `viewDidLoad`
        /// until its view unloads or its screen is popped, where the plot cuts its line. Nil for a
        /// view that exists the whole run.
        public var owner: String? = nil

        /// The resting range on `axis`, as the physics has it (``ScrollGeometry/range(_:)``).
        public func range(_ axis: Axis) -> ScrollableRange {
            ScrollableRange(
                boundsExtent: size[axis], contentExtent: contentSize[axis], leadingInset: contentInset.leading(axis),
                trailingInset: contentInset.trailing(axis))
        }

        /// Where the pages lie on `axis`, as the physics has them (``ScrollGeometry/pageRange(_:)``).
        public func pageRange(_ axis: Axis) -> ScrollableRange {
            ScrollableRange(
                boundsExtent: size[axis], contentExtent: contentSize[axis], leadingInset: 0, trailingInset: 0)
        }

        /// Whether `offset` (pt) lies inside the resting range, off its edges: strictly between the
        /// two edges on each axis that scrolls, at its one resting value on an axis that does not.
        /// Only there does a flight follow its smooth decay; at an edge it bounces or is clamped.
        func liesInsideRange(_ offset: Point) -> Bool {
            Axis.allCases.allSatisfy { axis in
                let (low, high, tolerance) = (range(axis).minimum, range(axis).maximum, 1e-6)
                guard high - low > tolerance else { return abs(offset[axis] - low) <= tolerance }
                return offset[axis] > low + tolerance && offset[axis] < high - tolerance
            }
        }

        /// The resting offset at the top-left edge, in pt: `(-left, -top)`.
        public var minimumOffset: Point { Point(x: range(.horizontal).minimum, y: range(.vertical).minimum) }
        /// The resting offset at the bottom-right edge, in pt (never below ``minimumOffset``).
        public var maximumOffset: Point { Point(x: range(.horizontal).maximum, y: range(.vertical).maximum) }
    }

    /// The paging screen's parts, as a replay draws them.
    public struct Screen: Sendable, Hashable {
        /// The screen's size, in pt.
        public var size: Size
        /// The page titles.
        public var titles: [String]
        /// `fixed` or `scrolling`.
        public var titleBarStyle: String
        /// The title bar's height, in pt.
        public var titleBarHeight: Double
        /// Each title button's frame in the title bar's content, in pt.
        public var titleFrames: [Rect]
        /// Whether the screen has a navigation bar (seed 003).
        public var hasNavigationBar: Bool
        /// Whether the screen has the custom tab bar (seed 000).
        public var hasTabBar: Bool
        /// The tab selected at the start, when there is a tab bar.
        public var initialTab: Int?
        /// The fixed title bar's indicator under title 0 at the start, in pt, before any record
        /// moves it (nil for the scrolling bar, which has none).
        public var initialIndicator: Rect?
        /// How long the app's pushes and pops animate, in s (nil without the app): a replay draws
        /// one the run ends in the middle of at the progress this gives it.
        public var transitionDuration: Double? = nil
        /// How long the app's presentations and dismissals animate, in s (nil without the app).
        public var modalDuration: Double? = nil
    }

    /// Every scroll view that can take part in the run, in the order the scenario builds them: the
    /// plain ones, the paging screen's, then the lists of the app's simple screens.
    public var views: [View]
    /// The paging screen, if the scenario has one.
    public var screen: Screen?

    /// The geometry of `scenario`'s views and screen.
    public init(scenario: Scenario) {
        views = scenario.scrollViews.map {
            View(
                id: $0.id, size: $0.size, contentSize: $0.contentSize, contentInset: $0.contentInset,
                isPagingEnabled: $0.isPagingEnabled)
        }
        guard let spec = scenario.pagingScreen else { return }
        let width = spec.size.width
        let count = spec.titles.count
        let scrolling = spec.titleBarStyle == .scrolling
        let itemWidth = scrolling ? ScrollingTitleBarLayout.defaultItemWidth : width / Double(count)
        let barHeight = scrolling ? ScrollingTitleBarLayout.defaultItemHeight : FixedTitleBarLayout.defaultHeight
        views.append(
            View(
                id: "pages", size: spec.size, contentSize: Size(width: Double(count) * width, height: spec.size.height),
                contentInset: .zero, isPagingEnabled: true))
        if scrolling {
            views.append(
                View(
                    id: "titleBar", size: Size(width: width, height: barHeight),
                    contentSize: Size(width: Double(count) * itemWidth, height: 0), contentInset: .zero,
                    isPagingEnabled: false))
        }
        for index in 0..<count {
            views.append(
                View(
                    id: "child/\(index)/list", size: spec.size,
                    contentSize: Size(width: width, height: spec.childContentHeight),
                    contentInset: PagingScreenConfiguration.childListInset, isPagingEnabled: false,
                    owner: "child/\(index)"))
        }
        // The app's simple screens' lists (the scenario's ids not yet listed), built as the runner
        // builds them (`ScenarioScene.buildApp`): a page's size, content a page wide and
        // `appListContentHeight` tall, under the bars (`AppConfiguration.listInset`).
        let known = Set(views.map(\.id))
        for id in scenario.scrollViewIDs where !known.contains(id) {
            views.append(
                View(
                    id: id, size: spec.size, contentSize: Size(width: width, height: spec.appListContentHeight),
                    contentInset: AppConfiguration.listInset, isPagingEnabled: false,
                    owner: String(id.dropLast("/list".count))))
        }
        screen = Screen(
            size: spec.size, titles: spec.titles, titleBarStyle: spec.titleBarStyle.rawValue, titleBarHeight: barHeight,
            titleFrames: (0..<count).map { Rect(x: Double($0) * itemWidth, y: 0, width: itemWidth, height: barHeight) },
            hasNavigationBar: spec.navigationBar != nil, hasTabBar: spec.tabBar != nil || spec.app != nil,
            initialTab: spec.tabBar?.selectedIndex ?? (spec.app != nil ? 0 : nil),  // the app starts on tab 0
            initialIndicator: scrolling
                ? nil : try? FixedTitleBarLayout(titles: spec.titles, width: width).indicatorFrame(selectedIndex: 0),
            // The app's own durations (`ScenarioScene.buildApp`): its pushes take the bar's.
            transitionDuration: spec.app.map { _ in
                spec.navigationBar?.transitionDuration ?? NavigationTransition.defaultDuration
            },
            modalDuration: spec.app?.modalDuration)
    }

    /// The geometry of the view `id`, if the scenario has it.
    public func view(_ id: String) -> View? { views.first { $0.id == id } }
}
