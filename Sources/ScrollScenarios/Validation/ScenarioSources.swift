// The names under which a scenario's scroll views and screen parts send events.

extension PagingScreenSpec {
    /// The fixed source names of a paging screen's parts.
    public enum Source {
        /// The horizontally paging scroll view holding the child pages.
        public static let pages = "pages"
        /// The titles: selection changes (`didSelectTitle` with its `index`) and indicator moves.
        public static let titles = "titles"
        /// The scrolling title bar's scroll view (only with the `scrolling` style).
        public static let titleBar = "titleBar"
        /// The navigation bar.
        public static let navigationBar = "navigationBar"
        /// The tab bar.
        public static let tabBar = "tabBar"

        /// The child view controller at `index` (`child/N`): its lifecycle events.
        public static func child(_ index: Int) -> String { "child/\(index)" }
        /// The list (vertical scroll view) of the child at `index` (`child/N/list`).
        public static func childList(_ index: Int) -> String { "child/\(index)/list" }
    }

    /// The ids of the screen's scroll views: `pages`, each `child/N/list`, and `titleBar` when the
    /// title bar scrolls. Steps and offset expectations may name these.
    public var scrollViewIDs: [String] {
        var ids = [Source.pages]
        if titleBarStyle == .scrolling { ids.append(Source.titleBar) }
        ids += titles.indices.map(Source.childList)
        return ids
    }

    /// Every event source of the screen: its scroll views, `titles`, `titleBar` (a scroll view of
    /// the scrolling style only), each `child/N`, and `navigationBar` and `tabBar` when present.
    public var sources: [String] {
        var names = [Source.pages, Source.titles]
        if titleBarStyle == .scrolling { names.append(Source.titleBar) }
        for index in titles.indices { names += [Source.child(index), Source.childList(index)] }
        if navigationBar != nil { names.append(Source.navigationBar) }
        if tabBar != nil { names.append(Source.tabBar) }
        return names
    }
}

extension PagingScreenSpec.App {
    /// The app's view controllers when its stacks hold at most `maximumDepth` pushed screens:
    /// `tabs`, `modal`, each `tab/i/root` and `tab/i/pushed/d` (d in 1...maximumDepth), pushed
    /// screens only on the tabs in `pushableTabs` (nil: every tab), since a push goes on the
    /// selected tab's stack.
    public static func screenPaths(maximumDepth: Int, pushableTabs: Set<Int>? = nil) -> [String] {
        [ScreenPath.tabs, ScreenPath.modal]
            + (0..<ContainerMachine.tabCount).flatMap { tab in
                let depth = pushableTabs?.contains(tab) == false ? 0 : max(0, maximumDepth)
                return (0...depth).map { ScreenPath.screen(tab: tab, depth: $0) }
            }
    }

    /// The id of the list of the simple screen at `path` (`tab/1/root/list`).
    public static func list(of path: String) -> String { path + "/list" }
}

extension Scenario {
    /// The ids of every scroll view in the scenario: the plain ones, then the paging screen's, then
    /// the lists of the app's simple screens.
    public var scrollViewIDs: [String] {
        scrollViews.map(\.id) + (pagingScreen?.scrollViewIDs ?? [])
            + appScreenPaths.filter(Self.hasList).map(PagingScreenSpec.App.list)
    }

    /// Every event source name in the scenario: the plain scroll views, then the paging screen's and
    /// its app's.
    public var sources: [String] { scrollViews.map(\.id) + screenSources }

    /// The paging screen's sources and, with an app, `tabBar`, every view controller of the app
    /// (as deep as the scenario's pushes can reach) and the simple screens' lists.
    var screenSources: [String] {
        var names = pagingScreen?.sources ?? []
        guard pagingScreen?.app != nil else { return names }
        if !names.contains(PagingScreenSpec.Source.tabBar) { names.append(PagingScreenSpec.Source.tabBar) }
        let paths = appScreenPaths
        return names + paths + paths.filter(Self.hasList).map(PagingScreenSpec.App.list)
    }

    /// The app's view controllers, as deep as the scenario's pushes can reach, and only on the tabs
    /// it can select; none without an app.
    private var appScreenPaths: [String] {
        guard let app = pagingScreen?.app else { return [] }
        return PagingScreenSpec.App.screenPaths(
            maximumDepth: steps.filter { $0.action.kind == .push }.count, pushableTabs: selectableTabs(of: app))
    }

    /// The tabs the app can show: tab 0, where it starts, and those its steps tap (every tab with a
    /// tap on the tab bar by position), but for the tabs it refuses.
    private func selectableTabs(of app: PagingScreenSpec.App) -> Set<Int> {
        var tabs: Set<Int> = [0]
        for step in steps {
            switch step.action {
            case .tapTab(let index): tabs.insert(index)
            case .tapTabBar: tabs.formUnion(0..<ContainerMachine.tabCount)
            default: break
            }
        }
        return tabs.subtracting(app.refusedTabs).union([0])
    }

    /// Whether the view controller at `path` is a simple screen with a list (not `tabs`, `modal` or
    /// the paging root).
    private static func hasList(_ path: String) -> Bool {
        path != ScreenPath.tabs && path != ScreenPath.modal && path != ScreenPath.screen(tab: 0, depth: 0)
    }
}
