import ScrollSimulator

/// Feeding the machine and performing its effects.
extension AppScreen {
    /// The event of a tab the tab bar controller's `shouldSelect` refused (source `tabs`).
    static let shouldSelectRefused = "shouldSelectRefused"

    /// Applies `input` and performs its effects in order, then delivers the events. Throws
    /// ``SimulationError/clockStopped``, changing nothing, on a stopped clock: the machine must not
    /// begin what the clock can no longer end (a push whose end never comes).
    func apply(_ input: ContainerInput) async throws {
        try clock.requireRunning()
        let effects = try machine.apply(input)
        for effect in effects { try await perform(effect) }
        // A popped screen is gone, and its list with it (a later push makes a new one).
        if !lists.isEmpty {
            let onStacks = Set(machine.stacks.joined().map(\.path))
            for (path, list) in lists where !onStacks.contains(path) { list.discard() }
            lists = lists.filter { onStacks.contains($0.key) }
        }
        await deliverEvents()
    }

    private func perform(_ effect: ContainerEffect) async throws {
        switch effect {
        case .lifecycle(let path, let call):
            log.emit(call.name, source: path, detail: .lifecycle(index: Self.depth(of: path), call: call), clock: clock)
            try await react(path: path, call: call)
        case .paging:
            // The paging screen runs its own pages: the machine has no paging node here.
            break
        case .shouldSelectTab(let index, let allowed):
            if !allowed { emitTabs(Self.shouldSelectRefused, index) }
        case .selectionChanged(let index, _):
            try await tabBar.tapTab(index)
        case .didSelectTab(let index):
            emitTabs("didSelect", index)
        }
    }

    private func emitTabs(_ name: String, _ index: Int) {
        log.emit(
            name, source: ScreenPath.tabs, detail: .tabSelection(index: index, previous: machine.selectedTab),
            clock: clock)
    }

    /// What a view controller does when it hears `call`.
    private func react(path: String, call: ChildLifecycleCall) async throws {
        if path == Self.pagingRootPath {
            return try await forwardToPagingScreen(call)
        }
        switch (path, call) {
        case (ScreenPath.tabs, .viewWillAppear):
            // Seed 000 adds the publish button in the tab bar controller's viewWillAppear.
            if configuration.publishSetup == .unguarded || publishButtonCount == 0 {
                publishButtonCount += 1
                log.emit("addPublishButton", source: ScreenPath.tabs, clock: clock)
            }
        case (ScreenPath.tabs, _), (ScreenPath.modal, _):
            break
        case (_, .viewDidLoad):
            lists[path] = try ScrollView(
                id: path + "/list", clock: clock, size: pagingScreen.geometry.pageSize,
                contentSize: Size(width: pagingScreen.geometry.pageWidth, height: configuration.listContentHeight),
                contentInset: AppConfiguration.listInset)
        default:
            break
        }
    }

    /// The paging root's own calls, forwarded to the paging screen (which tells its children): its
    /// `viewDidLoad` loads the screen's view (the seeds' `viewDidLoad` adds the children and loads
    /// the first), and its appearance calls become the screen's, in the states that accept them.
    private func forwardToPagingScreen(_ call: ChildLifecycleCall) async throws {
        let state = await pagingScreen.appearance
        switch call {
        case .viewDidLoad:
            try await pagingScreen.loadViewIfNeeded()
        case .viewWillAppear where state == .disappeared || state == .disappearing:
            await navigationBar?.rootWillAppear()
            try await pagingScreen.viewWillAppear()
        case .viewDidAppear where state == .appearing:
            try await pagingScreen.viewDidAppear()
        case .viewWillDisappear where state == .appeared || state == .appearing:
            try await navigationBar?.rootWillDisappear()
            try await pagingScreen.viewWillDisappear()
        case .viewDidDisappear where state == .disappearing:
            try await pagingScreen.viewDidDisappear()
        default:
            break
        }
    }

    /// The paging screen's path, the first tab's root.
    static let pagingRootPath = ScreenPath.screen(tab: 0, depth: 0)

    /// The depth in its stack of the screen at `path` (0 for roots, `tabs` and `modal`).
    /// The depth is the path's fourth component when it has exactly four (empty ones not counted),
    /// read with no array of components (this runs for every lifecycle event of the app).
    static func depth(of path: String) -> Int {
        let bytes = path.utf8
        var components = 0
        var last = bytes.startIndex..<bytes.startIndex
        var start: String.UTF8View.Index?
        for index in bytes.indices {
            if bytes[index] == UInt8(ascii: "/") {
                if let begun = start { (components, last, start) = (components + 1, begun..<index, nil) }
            } else if start == nil {
                start = index
            }
        }
        if let begun = start { (components, last) = (components + 1, begun..<bytes.endIndex) }
        return components == 4 ? Int(Substring(bytes[last])) ?? 0 : 0
    }
}
