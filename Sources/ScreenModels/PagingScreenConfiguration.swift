import ScrollSimulator

/// How a paging screen is set up: titles, size, title bar style, loading policy, cache limit and the
/// children's list content. Checked once, by ``validated()``, before a screen is built from it.
public struct PagingScreenConfiguration: Sendable {
    /// How the title bar lays out its titles (docs/physics.md §8).
    public enum TitleBarStyle: String, Sendable, Hashable, CaseIterable {
        /// Equal-width buttons across the screen with a 1 pt indicator (seeds 000 and 001).
        case fixed
        /// 100 pt buttons in a horizontal scroll view (`titleBar`) that centres the selected one,
        /// scaled 1.3 (seed 004).
        case scrolling
    }

    /// When a child's view is loaded (docs/physics.md §7). Appearance calls do not load views (a
    /// destination may hear `viewWillAppear` before it loads); a child's view loads at the latest
    /// when it appears, so the pages a swipe abandons or fast taps pass over are never loaded.
    public enum LoadingPolicy: String, Sendable, Hashable, CaseIterable {
        /// The seeds' code: after `didEndScrollingAnimation` and after `didEndDecelerating`, load the
        /// child at the page landed on if it is not loaded.
        case onSettle
        /// As `onSettle`, and also the pages on either side of it.
        case neighbours
        /// Load a child as soon as any part of its page becomes visible (on `didScroll`).
        case onReveal
        /// Load every child at the start.
        case eager
    }

    /// How the screen finds the title button of the page a swipe landed on (seed 001's note 14).
    public enum TitleLookup: String, Sendable, Hashable, CaseIterable {
        /// `titlesView.subviews[index]`, the seeds' fix.
        case subviews
        /// `titlesView.viewWithTag(index)`: for index 0 it returns the title bar itself (whose own
        /// tag is 0, and `viewWithTag` checks the receiver first), so landing on page 0 selects no title.
        case viewWithTag
    }

    /// The seeds' screen size, 375 x 667 pt.
    public static let defaultSize = Size(width: 375, height: 667)
    /// The height of each child's list content by default, 3000 pt.
    public static let defaultChildContentHeight = 3000.0
    /// The seeds' child list inset: top 64 + 35 (status, navigation and title bars), bottom 49 (tab bar).
    public static let childListInset = EdgeInsets(
        top: titleBarTop + FixedTitleBarLayout.defaultHeight, left: 0, bottom: TabBarLayout.defaultHeight, right: 0)
    /// Where the title bar's top sits on the screen, in pt: under the status and navigation bars
    /// (20 + 44), the seeds' `titlesView.frame = CGRectMake(0, 64, width, 35)`.
    public static let titleBarTop = 64.0

    /// The title bar's height for the style, in pt: 35 for the fixed bar (the seeds'), 40 for the
    /// scrolling one (seed 004's items).
    public var titleBarHeight: Double {
        titleBarStyle == .scrolling ? ScrollingTitleBarLayout.defaultItemHeight : FixedTitleBarLayout.defaultHeight
    }

    /// The page titles, one child per title (at least one).
    public var titles: [String]
    /// The screen's size, in pt (both extents finite and > 0); each page is this size.
    public var size: Size
    /// The title bar's style.
    public var titleBarStyle: TitleBarStyle
    /// When child views load.
    public var loadingPolicy: LoadingPolicy
    /// The most child views kept loaded (>= 1), or nil for no limit.
    public var cacheLimit: Int?
    /// The height of each child's list content, in pt (finite, >= 0).
    public var childContentHeight: Double
    /// How wide a title's text is (for the fixed title bar's indicator).
    public var measure: TextMeasure
    /// Put before the ids of the screen's scroll views (`pages`, `titleBar`, `child/N/list`), so
    /// that several screens on one clock are distinct sources in its merged stream (`s3/` gives
    /// `s3/pages`); empty by default.
    public var scrollViewIDPrefix: String
    /// How the children hear that they appear: page transitions (the default) or the seeds'
    /// automatic forwarding.
    public var appearance: AppearanceModel
    /// How the title of the page a swipe landed on is found (default `.subviews`).
    public var titleLookup: TitleLookup = .subviews

    /// Creates a configuration; nothing is checked until ``validated()``.
    public init(
        titles: [String], size: Size = defaultSize, titleBarStyle: TitleBarStyle = .fixed,
        loadingPolicy: LoadingPolicy = .onSettle, cacheLimit: Int? = nil,
        childContentHeight: Double = defaultChildContentHeight, measure: TextMeasure = .default,
        scrollViewIDPrefix: String = "", appearance: AppearanceModel = .pageTransitions
    ) {
        self.titles = titles
        self.size = size
        self.titleBarStyle = titleBarStyle
        self.loadingPolicy = loadingPolicy
        self.cacheLimit = cacheLimit
        self.childContentHeight = childContentHeight
        self.measure = measure
        self.scrollViewIDPrefix = scrollViewIDPrefix
        self.appearance = appearance
    }

    /// Number of pages.
    public var pageCount: Int { titles.count }

    /// The smallest cache limit the loading policy can keep to: 1, but the neighbours policy keeps
    /// the page shown and one on each side loaded (3, or every page if there are fewer), and the
    /// eager one every page. Below it, the cache would unload in the same frame what the policy has
    /// just loaded, at every rest.
    public var minimumCacheLimit: Int { Self.minimumCacheLimit(loadingPolicy, pageCount: titles.count) }

    /// ``minimumCacheLimit`` for `policy` over `pageCount` pages.
    public static func minimumCacheLimit(_ policy: LoadingPolicy, pageCount: Int) -> Int {
        switch policy {
        case .onSettle, .onReveal: 1
        case .neighbours: max(1, min(3, pageCount))
        case .eager: max(1, pageCount)
        }
    }

    /// What a cache limit below ``minimumCacheLimit(_:pageCount:)`` is told.
    public static func cacheLimitExpectation(_ policy: LoadingPolicy, _ pageCount: Int) -> String {
        let minimum = minimumCacheLimit(policy, pageCount: pageCount)
        let why =
            switch policy {
            case _ where minimum == 1, .onSettle, .onReveal: ""
            case .neighbours: " (the neighbours policy keeps the page shown and one on each side loaded)"
            case .eager: " (the eager policy keeps every page loaded)"
            }
        return "at least \(minimum) \(minimum == 1 ? "child" : "children")\(why), or none"
    }

    /// The configuration if it can build a screen. Throws, naming the field, for no titles, a size
    /// that is not > 0 and at most 1e12 pt, a cache limit below ``minimumCacheLimit``, a content height that is not 0
    /// or within [1e-6, 1e12] pt (what a scroll view takes), or an id prefix with a control
    /// character.
    public func validated() throws(ScreenModelError) -> PagingScreenConfiguration {
        guard !titles.isEmpty else {
            throw ScreenModelError(argument: "titles", expected: "at least one title", actual: "[]")
        }
        // The pages and each child's list are scroll views of these extents: what a scroll view
        // refuses is refused here, before a child's list could fail to be made.
        try Check.extent(try Check.positive(size.width, "size.width"), "size.width")
        try Check.extent(try Check.positive(size.height, "size.height"), "size.height")
        if let cacheLimit, cacheLimit < minimumCacheLimit {
            throw ScreenModelError(
                argument: "cacheLimit", expected: Self.cacheLimitExpectation(loadingPolicy, titles.count),
                actual: "\(cacheLimit)")
        }
        try Check.extent(childContentHeight, "childContentHeight")
        guard !scrollViewIDPrefix.unicodeScalars.contains(where: \.isUnprintable) else {
            throw ScreenModelError(
                argument: "scrollViewIDPrefix", expected: "a prefix without control characters",
                actual: scrollViewIDPrefix.debugDescription)
        }
        return self
    }
}
