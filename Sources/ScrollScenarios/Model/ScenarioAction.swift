/// What a scenario step does. Each case's JSON member name is ``Kind-swift.enum``'s raw value.
public enum ScenarioAction: Sendable, Hashable {
    /// A short drag released with `velocity`, the content offset's velocity in pt/s (positive y:
    /// the offset grows, as when the finger moves up).
    case fling(view: String, velocity: Point)
    /// Touch down and lift without moving (stops a deceleration).
    case touch(view: String)
    /// Move the finger by `by` (pt; the content moves the other way) over `duration` (s, > 0),
    /// then lift with the velocity its samples give.
    case drag(view: String, by: Point, duration: Double)
    /// `setContentOffset(_:animated:)` with `offset` in pt (`animated` defaults to false).
    case setContentOffset(view: String, offset: Point, animated: Bool)
    /// The plain assignment `contentOffset = offset` (pt): one `didScroll`, no end-of-animation call.
    case assignContentOffset(view: String, offset: Point)
    /// `scrollRectToVisible(_:animated:)` with `rect` in content coordinates, pt (`animated` defaults to false).
    case scrollRectToVisible(view: String, rect: Rect, animated: Bool)
    /// A status-bar tap: scroll to top if `scrollsToTop` is on.
    case scrollToTop(view: String)
    /// A finger lands at `location` (pt, in the view's coordinates).
    case touchDown(view: String, location: Point)
    /// The finger moves to `location` (pt, in the view's coordinates).
    case touchMove(view: String, location: Point)
    /// The finger lifts.
    case touchUp(view: String)
    /// Paging screen: tap the title at `index` (0-based).
    case tapTitle(index: Int)
    /// Paging screen: a page swipe on `pages`, releasing with `velocity` (pt/s, > 0; default
    /// ``ScenarioAction/defaultSwipeVelocity``) in the direction the content offset moves.
    case swipe(direction: SwipeDirection, velocity: Double)
    /// Paging screen: tap the tab at `index` (0-based, `0..<4`).
    case tapTab(index: Int)
    /// Paging screen: push a screen onto the navigation stack.
    case push
    /// Paging screen: pop the top screen (animated).
    case pop
    /// Paging screen: an interactive pop that reaches `progress` (in [0, 1]) over `duration` (s, > 0,
    /// default 0.3), then finishes or cancels.
    case interactivePop(progress: Double, release: PopRelease, duration: Double)
    /// Paging screen: a memory warning (child views beyond `cacheLimit` unload).
    case memoryWarning
    /// App: tap the publish button, which presents a screen in the app's `publishStyle`.
    case tapPublish
    /// App: tap the custom tab bar at `x` (pt, bar coordinates): the tab in that slot of `width / 5`,
    /// or the publish button in the centre slot.
    case tapTabBar(x: Double)
    /// App: present a screen over the tab bar controller in `style`, animated.
    case present(style: ModalStyle)
    /// App: dismiss the presented screen, animated.
    case dismiss
    /// A finger lands at `location` (pt) and moves by `by` (pt) over `duration` (s, > 0). Without a
    /// `view`, on the paging screen (`location` in screen coordinates): the innermost scroll view
    /// under it that can scroll along the movement takes the drag, the others hear nothing (nested
    /// scrolling). With `view`, the id of one of the scenario's `scrollViews` (`location` in its
    /// bounds): that view alone is under the finger, and its pan recogniser decides as UIKit's does,
    /// honouring its `isDirectionalLockEnabled`.
    case pan(view: String?, location: Point, by: Point, duration: Double)

    /// The release speed of a `swipe` without a `velocity`, in pt/s.
    public static let defaultSwipeVelocity = 1000.0
    /// The gesture duration of an `interactivePop` without a `duration`, in s.
    public static let defaultInteractivePopDuration = 0.3

    /// The actions by their JSON member name.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Gestures and programmatic scrolling of one scroll view.
        case fling, touch, drag, setContentOffset, assignContentOffset, scrollRectToVisible, scrollToTop
        /// Single finger events on one scroll view.
        case touchDown, touchMove, touchUp
        /// Actions on the paging screen, its navigation bar and its tab bar.
        case tapTitle, swipe, tapTab, push, pop, interactivePop, memoryWarning
        /// Actions on the seeds' whole app (`pagingScreen.app`) and touches routed through the screen.
        case tapPublish, present, dismiss, pan, tapTabBar

        /// Whether the action needs a `pagingScreen` (a `pan` does when it names no `view`; see
        /// ``ScenarioAction/needsPagingScreen``).
        public var needsPagingScreen: Bool {
            switch self {
            case .tapTitle, .swipe, .tapTab, .push, .pop, .interactivePop, .memoryWarning: true
            case .tapPublish, .present, .dismiss, .pan, .tapTabBar: true
            default: false
            }
        }

        /// Whether the action needs the paging screen's `app`.
        public var needsApp: Bool { [.tapPublish, .present, .dismiss, .tapTabBar].contains(self) }
    }

    /// This action's kind (its JSON member name).
    public var kind: Kind {
        switch self {
        case .fling: .fling
        case .touch: .touch
        case .drag: .drag
        case .setContentOffset: .setContentOffset
        case .assignContentOffset: .assignContentOffset
        case .scrollRectToVisible: .scrollRectToVisible
        case .scrollToTop: .scrollToTop
        case .touchDown: .touchDown
        case .touchMove: .touchMove
        case .touchUp: .touchUp
        case .tapTitle: .tapTitle
        case .swipe: .swipe
        case .tapTab: .tapTab
        case .push: .push
        case .pop: .pop
        case .interactivePop: .interactivePop
        case .memoryWarning: .memoryWarning
        case .tapPublish: .tapPublish
        case .present: .present
        case .dismiss: .dismiss
        case .pan: .pan
        case .tapTabBar: .tapTabBar
        }
    }

    /// The id of the scroll view the action names in its `view` field (a `swipe` acts on `pages`
    /// without naming it; a `pan` names one only on a plain scroll view; the other paging-screen
    /// actions name none).
    public var view: String? {
        switch self {
        case .fling(let view, _), .touch(let view), .drag(let view, _, _), .setContentOffset(let view, _, _),
            .assignContentOffset(let view, _), .scrollRectToVisible(let view, _, _), .scrollToTop(let view),
            .touchDown(let view, _), .touchMove(let view, _), .touchUp(let view):
            view
        case .pan(let view, _, _, _):
            view
        case .swipe, .tapTitle, .tapTab, .push, .pop, .interactivePop, .memoryWarning, .tapPublish, .present, .dismiss,
            .tapTabBar:
            nil
        }
    }

    /// Whether the action needs a `pagingScreen`: its kind's ``Kind-swift.enum/needsPagingScreen``,
    /// except a `pan` on a plain scroll view (one with a `view`), which needs none.
    public var needsPagingScreen: Bool {
        if case .pan(.some, _, _, _) = self { return false }
        return kind.needsPagingScreen
    }

    /// The scroll view a finger lands on with this action (`touch`, `touchDown`, `drag`, `fling`, a
    /// `pan` with a `view`), nil for any other: its screen must be in reach. A `touchMove` or
    /// `touchUp` goes on with a finger already down, and code (`setContentOffset`, ...) scrolls a
    /// view whether or not a finger could reach it.
    public var landsFingerOn: String? {
        switch self {
        case .touch(let id), .touchDown(let id, _), .drag(let id, _, _), .fling(let id, _), .pan(let id?, _, _, _): id
        default: nil
        }
    }

    /// Whether the action is a finger on the paging screen itself (a title tap, a swipe, a `pan`
    /// with no `view`): in an app, it needs the screen in reach (see
    /// `AppScreen.checkPagingScreenReachable()`).
    public var touchesPagingScreen: Bool {
        switch self {
        case .tapTitle, .swipe, .pan(nil, _, _, _): true
        default: false
        }
    }
}

extension ScenarioAction {
    /// The event source the action acts on: its scroll view, or the paging screen's part (`titles`
    /// for `tapTitle`, `pages` for `swipe` and `memoryWarning`, `tabBar`, `navigationBar`).
    public var source: String {
        if let view { return view }
        switch self {
        case .tapTitle: return PagingScreenSpec.Source.titles
        case .tapTab: return PagingScreenSpec.Source.tabBar
        case .push, .pop, .interactivePop: return PagingScreenSpec.Source.navigationBar
        case .tapPublish, .present, .dismiss, .tapTabBar: return ScreenPath.tabs
        default: return PagingScreenSpec.Source.pages
        }
    }
}
