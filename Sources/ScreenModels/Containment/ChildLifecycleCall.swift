/// One call UIKit sends to a child view controller, as the child lifecycle models produce them.
public enum ChildLifecycleCall: Sendable, Hashable, CustomStringConvertible {
    /// `loadView()`: the view is created (on first access, or the first access after an unload).
    case loadView
    /// `viewDidLoad()`: right after `loadView`.
    case viewDidLoad
    /// `viewWillAppear(_:)`.
    case viewWillAppear
    /// `viewDidAppear(_:)`.
    case viewDidAppear
    /// `viewWillDisappear(_:)`.
    case viewWillDisappear
    /// `viewDidDisappear(_:)`.
    case viewDidDisappear
    /// `willMove(toParent:)`: with the parent (`hasParent` true) when added, with nil when removed.
    case willMoveToParent(hasParent: Bool)
    /// `didMove(toParent:)`: with the parent (`hasParent` true) when added, with nil when removed.
    case didMoveToParent(hasParent: Bool)

    /// The call's name without arguments: `loadView`, `viewDidLoad`, `viewWillAppear`,
    /// `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear`, `willMoveToParent`, `didMoveToParent`.
    public var name: String {
        switch self {
        case .loadView: "loadView"
        case .viewDidLoad: "viewDidLoad"
        case .viewWillAppear: "viewWillAppear"
        case .viewDidAppear: "viewDidAppear"
        case .viewWillDisappear: "viewWillDisappear"
        case .viewDidDisappear: "viewDidDisappear"
        case .willMoveToParent: "willMoveToParent"
        case .didMoveToParent: "didMoveToParent"
        }
    }

    /// The name, with the parent argument for containment calls: `willMoveToParent(parent)`,
    /// `didMoveToParent(nil)`.
    public var description: String {
        switch self {
        case .willMoveToParent(let hasParent), .didMoveToParent(let hasParent):
            "\(name)(\(hasParent ? "parent" : "nil"))"
        default:
            name
        }
    }
}

/// Where a view controller is in its appearance cycle, as UIKit tracks it.
public enum AppearanceState: String, Sendable, Hashable, Codable, CaseIterable {
    /// Off screen: no transition in progress (the initial state).
    case disappeared
    /// `viewWillAppear` sent, `viewDidAppear` not yet.
    case appearing
    /// On screen: `viewDidAppear` sent.
    case appeared
    /// `viewWillDisappear` sent, `viewDidDisappear` not yet.
    case disappearing
}

/// Where a child view controller is in its containment cycle.
public enum ContainmentState: String, Sendable, Hashable, Codable, CaseIterable {
    /// Not a child of any container (the initial state).
    case detached
    /// `addChild` done (`willMove(toParent: parent)` sent), `didMove(toParent: parent)` not yet.
    case adding
    /// A child: `didMove(toParent: parent)` sent.
    case attached
    /// `willMove(toParent: nil)` sent, `removeFromParent` (`didMove(toParent: nil)`) not yet.
    case removing
}
