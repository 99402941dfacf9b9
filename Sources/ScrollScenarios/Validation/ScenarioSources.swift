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

    /// Every event source of the screen: its scroll views, `titles`, `titleBar`, each `child/N`, and
    /// `navigationBar` and `tabBar` when present.
    public var sources: [String] {
        var names = [Source.pages, Source.titles, Source.titleBar]
        for index in titles.indices { names += [Source.child(index), Source.childList(index)] }
        if navigationBar != nil { names.append(Source.navigationBar) }
        if tabBar != nil { names.append(Source.tabBar) }
        return names
    }
}

extension Scenario {
    /// The ids of every scroll view in the scenario: the plain ones, then the paging screen's.
    public var scrollViewIDs: [String] {
        scrollViews.map(\.id) + (pagingScreen?.scrollViewIDs ?? [])
    }

    /// Every event source name in the scenario: the plain scroll views, then the paging screen's.
    public var sources: [String] {
        scrollViews.map(\.id) + (pagingScreen?.sources ?? [])
    }
}
