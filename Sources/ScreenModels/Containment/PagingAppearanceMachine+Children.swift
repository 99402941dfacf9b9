/// Containment, loading policies, the cache limit and memory warnings.
extension PagingAppearanceMachine {
    /// The container's `viewDidLoad`: every child added, then the policy's loads for the selected
    /// page (the seeds' `addChildVcView`), then, for `eager`, every child.
    mutating func viewDidLoad() {
        isViewLoaded = true
        for index in 0..<geometry.pageCount { perform { try $0.addChild(index) } }
        loadOnSettle(selectedIndex)
        cache.use(selectedIndex)
        if loadingPolicy == .eager {
            for index in 0..<geometry.pageCount { load(index) }
        }
        enforceCacheLimit()
    }

    /// Runs one change of the coordinator (one of its methods, each of which changes nothing when it
    /// throws) in place, and appends its calls, with the `didMove(toParent:)` of each loaded child
    /// that is being added. The machine asks only for changes whose preconditions it has checked;
    /// one that throws anyway changes nothing and is dropped.
    ///
    /// A loaded child's view is added to the scroll view at once, and the container says
    /// `didMove(toParent:)` after adding it. Under page transitions that is before the appearance
    /// calls the same change makes (the container drives them itself, after adding the view);
    /// under the seeds' model after them: adding the view to a view in the window is what makes
    /// the child appear (UIKit's automatic forwarding), before the container's next line.
    mutating func perform(_ change: (inout AppearanceCoordinator) throws -> [ChildLifecycleEvent]) {
        guard let calls = try? change(&coordinator) else { return }
        var loaded: [Int] = []
        for call in calls {
            effects.append(.lifecycle(call))
            guard call.call == .viewDidLoad else { continue }
            cache.use(call.childIndex)
            if model == .pageTransitions { didMoveToParent(call.childIndex) } else { loaded.append(call.childIndex) }
        }
        for index in loaded { didMoveToParent(index) }
    }

    /// The container's `didMove(toParent:)` for child `index`, if it is being added.
    private mutating func didMoveToParent(_ index: Int) {
        guard coordinator.children[index].containment == .adding else { return }
        perform { try $0.didMoveToParent(child: index) }
    }

    /// Loads child `index`'s view if it is not loaded.
    mutating func load(_ index: Int) {
        perform { try $0.accessView(ofChild: index) }
    }

    /// The loads the policy makes when the pages settle on `page` (and at the start).
    mutating func loadOnSettle(_ page: Int) {
        switch loadingPolicy {
        case .onSettle, .onReveal, .eager:
            load(page)
        case .neighbours:
            load(page)
            for index in [page - 1, page + 1] where (0..<geometry.pageCount).contains(index) { load(index) }
        }
    }

    /// The `onReveal` policy's loads at the current offset.
    mutating func loadRevealed() {
        guard loadingPolicy == .onReveal, let visible = geometry.visiblePages(atOffsetX: offsetX) else { return }
        // Asked on every scroll: a loaded child is passed over here (loading it again would change
        // nothing, through the coordinator's whole path).
        for index in visible where !coordinator.children[index].isViewLoaded { load(index) }
    }

    /// Unloads the least recently used children beyond the cache limit, never one the loading
    /// policy keeps loaded at the selected page (its neighbours under `neighbours`): the limit is at
    /// least what the policy keeps, so the others make room.
    mutating func enforceCacheLimit() {
        let chosen = cache.evictions(loaded: loadedChildren) { isEvictable($0) && !policyKeepsLoaded($0) }
        unloadAll(where: { chosen.contains($0) }, reason: .cacheLimit)
    }

    /// Whether the loading policy keeps child `index` loaded while the selected page is shown: the
    /// selected page's neighbours under `neighbours`, every child under `eager`. (The selected
    /// page itself is never evictable.) A memory warning may still release them.
    func policyKeepsLoaded(_ index: Int) -> Bool {
        switch loadingPolicy {
        case .onSettle, .onReveal: false
        case .neighbours: abs(index - selectedIndex) == 1
        case .eager: true
        }
    }

    /// Releases every loaded child for which `shouldUnload` holds, ascending.
    mutating func unloadAll(where shouldUnload: (Int) -> Bool, reason: UnloadReason) {
        for index in loadedChildren where shouldUnload(index) {
            perform { try $0.unloadView(ofChild: index) }
            effects.append(.unload(child: index, reason: reason))
        }
    }

    /// Whether child `index`'s view may be released: not in the window (no part of its page on
    /// screen at the latest offset), not the selected page, not a transition's destination, not the
    /// target of the motion in flight, and appearance allows it.
    func isEvictable(_ index: Int) -> Bool {
        if index == selectedIndex || index == pendingIndex { return false }
        if case .flight(let target) = motion, target == index { return false }
        if let visible = geometry.visiblePages(atOffsetX: offsetX), visible.contains(index) { return false }
        return coordinator.canUnloadView(ofChild: index)
    }
}
