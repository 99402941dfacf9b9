import ScreenModels

/// The seeds' essence screen (JSON `pagingScreen`): a title bar over a horizontally paging scroll
/// view whose pages are child view controllers, each with a vertical list; optionally a navigation
/// bar that fades with the list and a custom tab bar.
///
/// Its event sources are `pages`, `titles`, `titleBar`, `child/N`, `child/N/list` (N in
/// `0..<titles.count`), and `navigationBar` and `tabBar` when those are present.
public struct PagingScreenSpec: Sendable, Hashable {
    /// How the title bar lays out its buttons (docs/physics.md §8): `fixed` or `scrolling`.
    public typealias TitleBarStyle = PagingScreenConfiguration.TitleBarStyle

    /// When the child controllers' views are loaded (docs/physics.md §7): `onSettle`, `neighbours`,
    /// `onReveal` or `eager`.
    public typealias LoadingPolicy = PagingScreenConfiguration.LoadingPolicy

    /// The navigation bar over the screen (seed 003), whose alpha follows the current list's offset.
    public struct NavigationBar: Sendable, Hashable {
        /// Offset y of the list at which the bar starts to fade in, in pt (default 0).
        public var changePoint: Double
        /// Offset distance over which alpha goes from 0 to 1, in pt (default 64).
        public var fadeDistance: Double
        /// Duration of a push or pop transition, in s (default 0.13).
        public var transitionDuration: Double
        /// Offset y of the list beyond which the bar slides up with it (`wr_setTranslationY`), in
        /// pt; nil (the default): the bar stays put.
        public var translationPoint: Double?
        /// Whether the translated bar snaps fully in or out over 0.3 s when the list stops (the
        /// demos' variant; default false).
        public var translationSnaps: Bool

        /// Creates a navigation bar description.
        public init(
            changePoint: Double = 0, fadeDistance: Double = 64, transitionDuration: Double = 0.13,
            translationPoint: Double? = nil,
            translationSnaps: Bool = false
        ) {
            self.changePoint = changePoint
            self.fadeDistance = fadeDistance
            self.transitionDuration = transitionDuration
            self.translationPoint = translationPoint
            self.translationSnaps = translationSnaps
        }
    }

    /// The custom tab bar (seed 000): four tabs around a centred publish button.
    public struct TabBar: Sendable, Hashable {
        /// The number of tab buttons (the publish button is not one of them).
        public static let tabCount = 4
        /// The tab selected at the start, in `0..<4` (default 0).
        public var selectedIndex: Int

        /// Creates a tab bar description.
        public init(selectedIndex: Int = 0) { self.selectedIndex = selectedIndex }
    }

    /// The whole app around the screen (seed 000, JSON `app`): the screen becomes tab 0's root of a
    /// tab bar controller of four navigation stacks, with a publish button that presents a screen.
    public struct App: Sendable, Hashable {
        /// The tabs `tabBarController(_:shouldSelect:)` refuses (each in `0..<4`; default none).
        public var refusedTabs: [Int]
        /// How the publish button presents its screen (default `.fullScreen`).
        public var publishStyle: ModalStyle
        /// Whether the publish button is added inside `dispatch_once` (default `.guarded`).
        public var publishSetup: AppConfiguration.PublishButtonSetup
        /// How long a presentation or dismissal animates, in s (default 0.5).
        public var modalDuration: Double

        /// Creates an app description.
        public init(
            refusedTabs: [Int] = [], publishStyle: ModalStyle = .fullScreen,
            publishSetup: AppConfiguration.PublishButtonSetup = .guarded,
            modalDuration: Double = ContainerMachine.modalDuration
        ) {
            self.refusedTabs = refusedTabs
            self.publishStyle = publishStyle
            self.publishSetup = publishSetup
            self.modalDuration = modalDuration
        }
    }

    /// The page titles, one child controller per title (non-empty).
    public var titles: [String]
    /// The title bar's style (default `.fixed`).
    public var titleBarStyle: TitleBarStyle
    /// When child views load (default `.onSettle`, the seeds' behaviour).
    public var loadingPolicy: LoadingPolicy
    /// The most child views kept loaded: when the pages come to rest, the least recently used beyond
    /// it unload (default unbounded). A memory warning unloads every child it can regardless: none on
    /// screen (see `PagingScreen.memoryWarning()`).
    public var cacheLimit: Int?
    /// The screen's size, in pt (default 375 x 667).
    public var size: Size
    /// The height of each child's list content, in pt (default 3000).
    public var childContentHeight: Double
    /// The content height of the app's simple screens' lists, in pt: ``childContentHeight``, at
    /// least 1 pt (a list needs content to scroll over).
    public var appListContentHeight: Double { max(childContentHeight, 1) }
    /// The navigation bar, if the screen has one.
    public var navigationBar: NavigationBar?
    /// The tab bar, if the screen has one.
    public var tabBar: TabBar?
    /// How the children hear that they appear (default `.pageTransitions`; `.seeds` for the seeds'
    /// code under UIKit's automatic forwarding).
    public var appearance: AppearanceModel
    /// The app around the screen, if the scenario runs the whole app.
    public var app: App?
    /// How a swipe's settle finds its title button (default `.subviews`; `.viewWithTag` is seed
    /// 001's pitfall).
    public var titleLookup: PagingScreenConfiguration.TitleLookup = .subviews

    /// The default screen size, in pt: an iPhone 8's 375 x 667.
    public static let defaultSize = Size(width: 375, height: 667)
    /// The default child list content height, in pt.
    public static let defaultChildContentHeight = 3000.0

    /// Creates a paging screen description.
    public init(
        titles: [String], titleBarStyle: TitleBarStyle = .fixed, loadingPolicy: LoadingPolicy = .onSettle,
        cacheLimit: Int? = nil, size: Size = PagingScreenSpec.defaultSize,
        childContentHeight: Double = PagingScreenSpec.defaultChildContentHeight,
        navigationBar: NavigationBar? = nil, tabBar: TabBar? = nil, appearance: AppearanceModel = .pageTransitions,
        app: App? = nil
    ) {
        self.titles = titles
        self.titleBarStyle = titleBarStyle
        self.loadingPolicy = loadingPolicy
        self.cacheLimit = cacheLimit
        self.size = size
        self.childContentHeight = childContentHeight
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.appearance = appearance
        self.app = app
    }
}
