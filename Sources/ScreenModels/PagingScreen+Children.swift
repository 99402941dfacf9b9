/// The children: containment, appearance, loading, the cache limit and memory warnings.
extension PagingScreen {
    /// Drops every loaded child view it can: all but the visible page, the destination of a
    /// transition in progress and children that are not fully disappeared. Returns the children
    /// unloaded, ascending.
    @discardableResult
    public func memoryWarning() async -> [Int] {
        let dropped = loadedChildren.filter(isEvictable)
        for index in dropped { unload(index, reason: .memoryWarning) }
        await deliverEvents()
        return dropped
    }

    /// The start: every child added, child 0 loaded, then the screen appears (child 0 appears), then
    /// the eager policy's loads and the cache limit.
    func appear() {
        for index in 0..<pageCount { apply { try $0.addChild(index) } }
        // The seeds add the first page's view in viewDidLoad, before the screen appears.
        load(coordinator.selectedIndex)
        apply { $0.containerWillAppear() }
        apply { $0.containerDidAppear() }
        cache.use(coordinator.selectedIndex)
        if configuration.loadingPolicy == .eager {
            for index in 0..<pageCount { load(index) }
        }
        enforceCacheLimit()
    }

    /// Runs one change of the appearance coordinator and records the calls it produced. The screen
    /// only asks for changes whose preconditions it has checked (indices from `geometry`, a pending
    /// transition before completing or cancelling it), and a change that throws changes nothing.
    func apply(_ change: (inout AppearanceCoordinator) throws -> [ChildLifecycleEvent]) {
        do {
            record(try change(&coordinator))
        } catch {
            assertionFailure("PagingScreen asked its coordinator for an impossible change: \(error)")
        }
    }

    /// Records lifecycle calls as `child/N` events; a child whose view loaded gets its list, and then
    /// `didMove(toParent:)` if it is being added.
    func record(_ calls: [ChildLifecycleEvent]) {
        var loaded: [Int] = []
        for entry in calls {
            log.emit(
                entry.call.name, source: Self.source(ofChild: entry.childIndex),
                detail: .lifecycle(index: entry.childIndex, call: entry.call), clock: clock)
            if entry.call == .viewDidLoad { loaded.append(entry.childIndex) }
        }
        for index in loaded {
            viewDidLoad(index)
            if coordinator.children[index].containment == .adding {
                apply { try $0.didMoveToParent(child: index) }
            }
        }
    }

    /// Child `index`'s view exists: its list is created at rest (y = -inset.top) and it counts as used.
    func viewDidLoad(_ index: Int) {
        cache.use(index)
        // Creating a scroll view fails only on a stopped clock, which no later command survives.
        lists[index] = try? ScrollView(
            id: configuration.scrollViewIDPrefix + Self.source(ofChild: index) + "/list", clock: clock, size: geometry.pageSize,
            contentSize: Size(width: geometry.pageWidth, height: configuration.childContentHeight),
            contentInset: PagingScreenConfiguration.childListInset)
    }

    /// Loads child `index`'s view if it is not loaded.
    func load(_ index: Int) {
        apply { try $0.accessView(ofChild: index) }
    }

    /// The loads the policy makes when the pages settle on `page`.
    func loadOnSettle(_ page: Int) {
        switch configuration.loadingPolicy {
        case .onSettle, .onReveal, .eager:
            load(page)
        case .neighbours:
            for index in max(0, page - 1)...min(pageCount - 1, page + 1) { load(index) }
        }
    }

    /// The `onReveal` policy's loads at content offset x `x` (pt).
    func loadRevealed(atOffsetX x: Double) {
        guard configuration.loadingPolicy == .onReveal, let visible = geometry.visiblePages(atOffsetX: x) else { return }
        for index in visible { load(index) }
    }

    /// Unloads the least recently used children beyond the cache limit.
    func enforceCacheLimit() {
        for index in cache.evictions(loaded: loadedChildren, evictable: isEvictable) {
            unload(index, reason: .cacheLimit)
        }
    }

    /// Whether child `index` may be unloaded: not the visible page, not a transition's destination,
    /// fully disappeared.
    func isEvictable(_ index: Int) -> Bool {
        index != coordinator.selectedIndex && index != coordinator.pendingIndex
            && coordinator.children[index].appearance == .disappeared
    }

    /// Releases child `index`'s view and its list.
    func unload(_ index: Int, reason: UnloadReason) {
        apply { try $0.unloadView(ofChild: index) }
        lists[index] = nil
        unloadCounts[index] += 1
        log.emit("unloadView", source: Self.source(ofChild: index), detail: .unloaded(index: index, reason: reason), clock: clock)
    }

    /// `child/N`.
    static func source(ofChild index: Int) -> String { "child/\(index)" }
}
