/// One thing the seeds' app does, as ``ContainerMachine/apply(_:)`` returns them, in the order to
/// perform them. Paths name the view controllers (see ``ScreenPath``).
public enum ContainerEffect: Sendable, Hashable, CustomStringConvertible {
    /// Send a lifecycle call to the view controller at `path`.
    case lifecycle(path: String, call: ChildLifecycleCall)
    /// The paging screen at `path` does something other than a lifecycle call (unload a child,
    /// select a title, let the indicator follow the pages).
    case paging(path: String, effect: PagingEffect)
    /// `tabBarController(_:shouldSelect:)` was asked about tab `index` and answered `allowed`.
    case shouldSelectTab(index: Int, allowed: Bool)
    /// `tabBarController(_:didSelect:)` for tab `index`, called even when it was already selected.
    case didSelectTab(index: Int)
    /// The tab bar's selection changed from `previous` to `index`.
    case selectionChanged(index: Int, previous: Int)

    /// `tab/1/root: viewWillAppear`, `tab/0/root: select title 2`, `shouldSelect tab 2: false`,
    /// `didSelect tab 2`, `selected tab 2 (was 0)`.
    public var description: String {
        switch self {
        case .lifecycle(let path, let call): "\(path): \(call)"
        case .paging(let path, let effect): "\(path): \(effect)"
        case .shouldSelectTab(let index, let allowed): "shouldSelect tab \(index): \(allowed)"
        case .didSelectTab(let index): "didSelect tab \(index)"
        case .selectionChanged(let index, let previous): "selected tab \(index) (was \(previous))"
        }
    }
}
