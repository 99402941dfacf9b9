/// The lifecycle of one child view controller as pure state: whether its view is loaded, where it
/// is in its appearance and containment cycles, and the calls UIKit would send it.
///
/// Every mutating method returns the calls it produces, in order (empty when it produces none).
/// The rules (docs/physics.md §7):
/// - The view loads on first access (`loadView`, then `viewDidLoad`); `isViewLoaded` never loads.
///   Beginning to appear accesses the view, so it loads first if needed.
/// - Appearance calls are each sent at most once per transition and never "did" without "will":
///   a begin that would repeat the current direction, or an end with no transition in progress,
///   sends nothing (UIKit ignores such unbalanced calls too). Beginning the opposite direction
///   during a transition reverses it (a cancelled swipe).
/// - Containment follows UIKit's order and throws when a step is out of order.
/// - Unloading (memory warning, cache eviction) releases the view; the next access loads it again,
///   `viewDidLoad` included. Only a disappeared child can be unloaded.
public struct ChildLifecycle: Sendable, Hashable {
    /// Whether the view exists (`isViewLoaded`).
    public private(set) var isViewLoaded = false
    /// The appearance state.
    public private(set) var appearance: AppearanceState = .disappeared
    /// The containment state.
    public private(set) var containment: ContainmentState = .detached
    /// How many times the view has been loaded (`viewDidLoad` sent) so far.
    public private(set) var loadCount = 0

    /// A child that was never added, never loaded, and is not on screen.
    public init() {}

    // MARK: View loading

    /// Accesses the view (`viewController.view`): loads it if it is not loaded.
    /// Returns `[loadView, viewDidLoad]` on a load, `[]` otherwise.
    public mutating func accessView() -> [ChildLifecycleCall] {
        guard !isViewLoaded else { return [] }
        isViewLoaded = true
        loadCount += 1
        return [.loadView, .viewDidLoad]
    }

    /// Releases the view, so that `isViewLoaded` becomes false and the next access loads it again.
    /// No call is sent (UIKit has had no `viewDidUnload` since iOS 6); unloading an unloaded view
    /// does nothing. Throws, changing nothing, unless the child is `.disappeared`.
    public mutating func unloadView() throws(ScreenModelError) -> [ChildLifecycleCall] {
        guard appearance == .disappeared else {
            throw ScreenModelError(
                argument: "appearance", expected: "a disappeared child to unload", actual: appearance.rawValue)
        }
        isViewLoaded = false
        return []
    }

    // MARK: Appearance

    /// `beginAppearanceTransition(isAppearing, animated:)`.
    ///
    /// Appearing: from `.disappeared` or `.disappearing` sends `viewWillAppear` and moves to
    /// `.appearing`; from `.appearing` or `.appeared` sends nothing. Like UIKit's, it does not load
    /// the view: a lazy container loads it when its policy says, and at the latest when the child
    /// appears (``endAppearanceTransition()``), so a page that a swipe begins to reveal and then
    /// abandons is never loaded.
    /// Disappearing: from `.appeared` or `.appearing` sends `viewWillDisappear` and moves to
    /// `.disappearing`; from `.disappearing` or `.disappeared` sends nothing.
    public mutating func beginAppearanceTransition(isAppearing: Bool) -> [ChildLifecycleCall] {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            return [.viewWillAppear]
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            return [.viewWillDisappear]
        default:
            return []
        }
    }

    /// `endAppearanceTransition()`: from `.appearing` sends `viewDidAppear` (now `.appeared`), after
    /// loading the view if it is not loaded yet (a view on screen exists); from `.disappearing`
    /// sends `viewDidDisappear` (now `.disappeared`); otherwise sends nothing.
    public mutating func endAppearanceTransition() -> [ChildLifecycleCall] {
        switch appearance {
        case .appearing:
            let load = accessView()
            appearance = .appeared
            return load + [.viewDidAppear]
        case .disappearing:
            appearance = .disappeared
            return [.viewDidDisappear]
        case .appeared, .disappeared:
            return []
        }
    }

    // MARK: Containment

    /// `parent.addChild(child)`: sends `willMove(toParent: parent)`. Throws unless `.detached`.
    public mutating func addToParent() throws(ScreenModelError) -> [ChildLifecycleCall] {
        try requireContainment([.detached], for: "addChild")
        containment = .adding
        return [.willMoveToParent(hasParent: true)]
    }

    /// The container's `child.didMove(toParent: parent)` after adding the child's view: sends it.
    /// Throws unless `.adding`.
    public mutating func didMoveToParent() throws(ScreenModelError) -> [ChildLifecycleCall] {
        try requireContainment([.adding], for: "didMove(toParent: parent)")
        containment = .attached
        return [.didMoveToParent(hasParent: true)]
    }

    /// The container's `child.willMove(toParent: nil)` before removal: sends it.
    /// Throws unless `.attached` or `.adding`.
    public mutating func willMoveFromParent() throws(ScreenModelError) -> [ChildLifecycleCall] {
        try requireContainment([.attached, .adding], for: "willMove(toParent: nil)")
        containment = .removing
        return [.willMoveToParent(hasParent: false)]
    }

    /// `child.removeFromParent()`: sends `didMove(toParent: nil)`; the child is `.detached` again.
    /// Throws unless `.removing`.
    public mutating func removeFromParent() throws(ScreenModelError) -> [ChildLifecycleCall] {
        try requireContainment([.removing], for: "removeFromParent")
        containment = .detached
        return [.didMoveToParent(hasParent: false)]
    }

    private func requireContainment(_ allowed: [ContainmentState], for step: String) throws(ScreenModelError) {
        guard allowed.contains(containment) else {
            let names = allowed.map(\.rawValue).joined(separator: " or ")
            throw ScreenModelError(
                argument: "containment", expected: "\(names) for \(step)", actual: containment.rawValue)
        }
    }
}
