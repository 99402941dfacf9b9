/// One thing a paging container does, as ``PagingAppearanceMachine/apply(_:)`` returns them, in
/// the order to perform them.
public enum PagingEffect: Sendable, Hashable, CustomStringConvertible {
    /// Send a call to a child (a lifecycle call; after `viewDidLoad` the child's view exists).
    case lifecycle(ChildLifecycleEvent)
    /// Release child `child`'s view (no UIKit call; `isViewLoaded` becomes false).
    case unload(child: Int, reason: UnloadReason)
    /// Select title `index`; `centreTitleBar` asks a scrolling title bar to centre it even if it
    /// was already selected (a tap).
    case selectTitle(index: Int, centreTitleBar: Bool)
    /// From now on the fixed title bar's indicator follows the pages' offset (a drag began).
    case indicatorFollowsPages

    /// `child 2: viewWillAppear`, `unload child 3 (memoryWarning)`, `select title 1`,
    /// `indicator follows pages`.
    public var description: String {
        switch self {
        case .lifecycle(let event): event.description
        case .unload(let child, let reason): "unload child \(child) (\(reason.rawValue))"
        case .selectTitle(let index, let centre): "select title \(index)\(centre ? ", centred" : "")"
        case .indicatorFollowsPages: "indicator follows pages"
        }
    }
}
