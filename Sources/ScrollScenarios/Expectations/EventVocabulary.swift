import ScrollSimulator

/// The event names each kind of source sends, so that an expectation naming an event its source
/// never sends (`didEndDecelerting`) is refused before the run instead of holding vacuously.
public enum EventVocabulary {
    /// The kinds of event source in a scenario.
    public enum SourceKind: String, Sendable, CaseIterable {
        /// A scroll view: a plain one, `pages`, `titleBar` or `child/N/list`.
        case scrollView = "scroll view"
        /// A child view controller, `child/N`.
        case child
        /// The paging screen's titles, `titles`.
        case titles
        /// The navigation bar, `navigationBar`.
        case navigationBar = "navigation bar"
        /// The tab bar, `tabBar`.
        case tabBar = "tab bar"
        /// The app's tab bar controller, `tabs`.
        case tabs
        /// A screen of the app: `tab/i/root`, `tab/i/pushed/d`, `modal`.
        case screen

        /// The kind as a message names it: `a scroll view`, `the titles`, `an app screen`.
        var phrase: String {
            switch self {
            case .scrollView, .child: "a " + rawValue
            case .titles, .navigationBar, .tabBar: "the " + rawValue
            case .tabs: "the tab bar controller"
            case .screen: "an app screen"
            }
        }
    }

    /// The lifecycle calls a screen of the app hears.
    static let screenCalls = [
        "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    ]

    /// The event of a step that the simulated UI refused at its frame (see ``ScenarioRunner``).
    public static let stepRefused = "stepRefused"

    /// The names a source of `kind` sends, in documentation order.
    public static func names(of kind: SourceKind) -> [String] { namesByKind[kind] ?? [] }

    /// ``names(of:)``, built once.
    private static let namesByKind: [SourceKind: [String]] = [
        .scrollView: [
            "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging", "willBeginDecelerating",
            "didEndDecelerating", "didEndScrollingAnimation", "didScrollToTop", stepRefused,
        ],
        .child: [
            "willMoveToParent", "loadView", "viewDidLoad", "didMoveToParent", "viewWillAppear", "viewDidAppear",
            "viewWillDisappear", "viewDidDisappear", "unloadView",
        ],
        .titles: [
            "titleTapped", "didSelectTitle", "indicatorAnimation", "indicatorFrame", "titleScale",
            "viewWithTagReturnedTitleBar", stepRefused,
        ],
        .navigationBar: [
            "alphaChange", "styleSwitch", "barAppearance", "transitionBegin", "transitionProgress", "transitionEnd",
            stepRefused,
        ],
        .tabBar: ["didSelectTab", "setBadge", stepRefused],
        .tabs: screenCalls + ["shouldSelectRefused", "didSelect", "addPublishButton", stepRefused],
        .screen: screenCalls,
    ]

    /// The kind of the source named `source` in a scenario whose sources include it.
    public static func kind(of source: String) -> SourceKind {
        switch source {
        case PagingScreenSpec.Source.titles: return .titles
        case PagingScreenSpec.Source.navigationBar: return .navigationBar
        case PagingScreenSpec.Source.tabBar: return .tabBar
        case ScreenPath.tabs: return .tabs
        case ScreenPath.modal: return .screen
        default:
            let parts = source.split(separator: "/", omittingEmptySubsequences: false)
            if parts.first == "tab" && parts.last != "list" { return .screen }
            return parts.count == 2 && parts[0] == "child" && Int(parts[1]) != nil ? .child : .scrollView
        }
    }
}

extension EventRecord {
    /// Whether the record gives its scroll view's offset: every delegate call does; a refused step,
    /// recorded under the step's view, carries none of its own.
    var carriesViewOffset: Bool { event != EventVocabulary.stepRefused }
}
