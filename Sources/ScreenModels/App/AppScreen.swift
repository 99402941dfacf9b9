import ScrollSimulator

/// Seed 000's whole app on the display clock: a tab bar controller (`tabs`) of four navigation
/// stacks whose tab 0 root is the ``PagingScreen`` and whose other roots are simple screens with a
/// list, the custom tab bar (``TabBarController``, the publish button in its centre slot), and the
/// screen the publish button presents.
///
/// The rules are ``ContainerMachine``'s: the app feeds it what happens (tab taps, pushes, pops,
/// presentations) and performs what it returns, in order. Lifecycle calls become ``ScreenEvent``s
/// whose source is the view controller's path (`tabs`, `tab/1/root`, `tab/0/pushed/1`, `modal`;
/// see ``ScreenPath``) and whose detail is `.lifecycle(index: depth in the stack, call:)`. The
/// paging root's calls are forwarded to the ``PagingScreen``, which tells its children (its own
/// `child/N` events). Other events of source `tabs`:
/// - `shouldSelectRefused` (detail `.tabSelection`): `tabBarController(_:shouldSelect:)` said no;
/// - `didSelect` (detail `.tabSelection`): `tabBarController(_:didSelect:)`, re-taps included;
/// - `addPublishButton`: the tab bar controller's `viewWillAppear` added the publish button, once
///   with ``AppConfiguration/PublishButtonSetup/guarded``, on every appearance without the guard.
///
/// Pushes and pops animate over ``AppConfiguration/transitionDuration``, presentations and
/// dismissals over ``AppConfiguration/modalDuration``: the "will" calls now, the "did" calls in
/// the frame the animation ends, from a task under simulation. On tab 0 the navigation bar, if
/// any, runs the same push or pop, and its bar returns to place when the root leaves the screen.
/// A step that the machine refuses (a tap during a transition, a pop of a root) throws a
/// ``ScreenModelError`` and changes nothing.
public actor AppScreen: ScreenEventPublisher, ScreenEventDelivering {
    /// The clock that drives the app.
    public nonisolated let clock: DisplayClock
    /// The app runs on its clock's simulation thread, as UIKit's objects run on the main thread.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { clock.unownedExecutor }
    /// The configuration, as validated.
    public nonisolated let configuration: AppConfiguration
    /// Tab 0's root.
    public nonisolated let pagingScreen: PagingScreen
    /// Tab 0's navigation bar, if it has one.
    public nonisolated let navigationBar: NavigationBarController?
    /// The custom tab bar.
    public nonisolated let tabBar: TabBarController

    var log = ScreenEventLog()
    /// Let go while subscribers still iterate its events, it ends their streams, as its clock's
    /// stop would: they would otherwise wait for good for events nobody can send.
    deinit { log.finishSubscribers() }
    /// The containment rules; the paging screen runs its own pages.
    public internal(set) var machine: ContainerMachine
    /// The lists of the simple screens whose views are loaded, by screen path.
    var lists: [String: ScrollView] = [:]
    /// How many times the publish button has been added (the tab bar's subviews it accounts for).
    public internal(set) var publishButtonCount = 0

    /// Builds the app around `pagingScreen` and launches it, as UIKit shows a window's root: the
    /// tab bar controller loads, then tab 0's root (the paging screen, whose `viewDidLoad` adds its
    /// children and loads the first), then appearance goes down the tree: each "will" call, then
    /// each "did" call, the tab bar controller first.
    ///
    /// `pagingScreen` must not have loaded yet: build it with `showing: false`. Throws a
    /// ``ScreenModelError`` for a paging screen already loaded, a configuration
    /// ``AppConfiguration/validated()`` refuses, a tab bar or navigation bar of another clock than
    /// the paging screen's, or a tab bar whose selected tab is not 0, and
    /// `SimulationError.clockStopped` for a stopped clock.
    public init(
        pagingScreen: PagingScreen, navigationBar: NavigationBarController? = nil, tabBar: TabBarController,
        configuration: AppConfiguration = AppConfiguration()
    ) async throws {
        let config = try configuration.validated()
        try Check.sameClock(tabBar.clock, as: pagingScreen.clock, "tabBar", of: "the paging screen")
        if let navigationBar {
            try Check.sameClock(navigationBar.clock, as: pagingScreen.clock, "navigationBar", of: "the paging screen")
        }
        let selected = await tabBar.selectedIndex
        guard selected == 0 else {
            throw ScreenModelError(
                argument: "tabBar.selectedIndex", expected: "0 (the paging screen's tab) at launch",
                actual: "\(selected)")
        }
        guard await !pagingScreen.isViewLoaded else {
            throw ScreenModelError(
                argument: "pagingScreen",
                expected: "a screen whose view has not loaded (PagingScreen(clock:configuration:showing: false)): "
                    + "the app loads and shows it at launch",
                actual: "already loaded")
        }
        self.clock = pagingScreen.clock
        self.configuration = config
        self.pagingScreen = pagingScreen
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.machine = try ContainerMachine()
        try await apply(.launch)
    }

    // MARK: Events

    /// Every event of the app's own sources so far, in order.
    public var screenEvents: [ScreenEvent] { log.events }

    /// Adds an observer that sees every later event inside the frame in which it happens.
    @discardableResult
    public func addObserver(_ observer: @escaping ScreenEventObserver) -> ScreenObserverToken {
        log.addObserver(.awaited(observer))
    }

    /// Adds an observer called synchronously, with no executor switch: see
    /// ``ScreenEventPublisher/addSynchronousObserver(_:)``.
    @discardableResult
    public func addSynchronousObserver(_ observer: @escaping SynchronousScreenEventObserver) -> ScreenObserverToken {
        log.addObserver(.synchronous(observer))
    }

    /// Adds an observer awaited only for the events `filter` accepts: see
    /// ``ScreenEventPublisher/addObserver(where:_:)``.
    @discardableResult
    public func addObserver(
        where filter: @escaping @Sendable (ScreenEvent) -> Bool, _ observer: @escaping ScreenEventObserver
    ) -> ScreenObserverToken {
        log.addObserver(.filtered(filter, observer))
    }

    /// Removes an observer added with ``addObserver(_:)``, ``addObserver(where:_:)`` or
    /// ``addSynchronousObserver(_:)``.
    public func removeObserver(_ token: ScreenObserverToken) { log.removeObserver(token) }

    // MARK: Reading

    /// The selected tab.
    public var selectedTab: Int { machine.selectedTab }
    /// The number of screens on the selected tab's stack (1: its root only).
    public var stackDepth: Int { machine.stacks[machine.selectedTab].count }
    /// The animated transition in progress, if any.
    public var transition: ContainerTransition? { machine.transition }
    /// The presented screen's style, if a screen is presented.
    public var presentedStyle: ModalStyle? { machine.presentation?.style }

    /// Throws, naming what covers it, unless a finger can reach the paging screen: tab 0 selected,
    /// nothing pushed over its root, nothing presented (a full-screen modal covers it, and a page
    /// sheet takes the touches until it is dismissed) and no transition under way.
    public func checkPagingScreenReachable() throws(ScreenModelError) {
        try checkReachable(
            Self.pagingRootPath, argument: "pagingScreen",
            expected: "the paging screen in reach (tab 0, nothing pushed or presented, no transition)")
    }

    /// Throws, naming what covers it, unless a finger can reach the screen at `path` (`tab/i/root`,
    /// `tab/i/pushed/d`): its tab selected, the top of its stack, nothing presented and no
    /// transition under way (the same rules as ``checkPagingScreenReachable()``). A screen not on
    /// any stack (popped, or never pushed) is not in reach either.
    public func checkScreenReachable(_ path: String) throws(ScreenModelError) {
        try checkReachable(
            path, argument: path,
            expected: "the screen in reach (its tab selected, on top of its stack, nothing presented, no transition)")
    }

    private func checkReachable(_ path: String, argument: String, expected: String) throws(ScreenModelError) {
        if let style = machine.presentation?.style {
            throw ScreenModelError(argument: argument, expected: expected, actual: "a \(style.rawValue) presented")
        }
        guard let tab = machine.stacks.firstIndex(where: { $0.contains { $0.path == path } }) else {
            throw ScreenModelError(argument: argument, expected: expected, actual: "no such screen on a stack")
        }
        guard machine.selectedTab == tab else {
            throw ScreenModelError(
                argument: argument, expected: expected, actual: "tab \(machine.selectedTab) selected")
        }
        // A transition first: during a pop, the screen popped is still on the stack.
        if let transition = machine.transition {
            throw ScreenModelError(argument: argument, expected: expected, actual: "a \(transition.rawValue) under way")
        }
        guard machine.stacks[tab].last?.path == path else {
            throw ScreenModelError(argument: argument, expected: expected, actual: "a screen pushed over it")
        }
    }

    /// The lifecycle of the screen at `path` (`tabs`, `tab/i/root`, `tab/i/pushed/d`, `modal`), or
    /// nil if there is none now. The paging root's own appearance is ``PagingScreen/appearance``.
    public func lifecycle(of path: String) -> ChildLifecycle? {
        if path == ScreenPath.tabs { return machine.tabBar.lifecycle }
        if path == ScreenPath.modal { return machine.presentation?.screen.lifecycle }
        return machine.stacks.joined().first { $0.path == path }?.lifecycle
    }

    /// The list of the simple screen at `path` (id `path/list`), or nil while its view is not loaded.
    public func list(of path: String) -> ScrollView? { lists[path] }
}
