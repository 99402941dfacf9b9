import ScreenModels

/// Builders for the seeds' app as a pure ``ContainerMachine``.
enum ContainerFixtures {
    /// Seed 000's app: tab 0's root the paging screen of `pageCount` pages (375 x 667 pt) under
    /// `model`, with the `onSettle` policy (the seeds'); launched unless `launched` is false, the
    /// launch's effects dropped.
    static func seedApp(
        pageCount: Int = 4, model: AppearanceModel = .pageTransitions, launched: Bool = true
    ) throws -> ContainerMachine {
        let pages = try PagingAppearanceMachine(
            geometry: PageGeometry(pageSize: Size(width: 375, height: 667), pageCount: pageCount), model: model)
        var machine = try ContainerMachine(pages: pages)
        if launched { _ = try machine.apply(.launch) }
        return machine
    }
}

/// Shorthand for a lifecycle call in an effect log.
func c(_ path: String, _ call: ChildLifecycleCall) -> ContainerEffect { .lifecycle(path: path, call: call) }

/// A first load: `loadView`, `viewDidLoad`.
func loads(_ path: String) -> [ContainerEffect] { [c(path, .loadView), c(path, .viewDidLoad)] }

/// The paging root's path and its child `index`'s.
let pagingRoot = "tab/0/root"
func child(_ index: Int) -> String { "tab/0/root/child/\(index)" }
