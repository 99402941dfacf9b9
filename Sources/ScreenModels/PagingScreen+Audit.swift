/// Self-checks for tests and stress runs: what must hold whenever the pages rest, and at the end of
/// a run, against an independent ``LifecycleAudit`` of the screen's log. Each returns the problems
/// found as sentences (empty when everything holds); callers add the screen's name.
extension PagingScreen {
    /// The checks that hold whenever the pages are idle (not in flight, no finger down); empty while
    /// they move. At rest: the pages lie exactly on a page; that page's title is selected and its
    /// child is the visible one; no appearance transition is pending; the visible child is loaded;
    /// every child is in its `expectedAppearance(ofChild:)`; at most the cache limit's children
    /// are loaded.
    public func restingProblems() async -> [String] {
        guard await !pages.isInFlight, await !pages.isTracking else { return [] }
        let x = await pages.contentOffset.x
        let page = geometry.page(nearestTo: x)
        var problems: [String] = []
        if x != geometry.offsetX(ofPage: page) { problems.append("at rest off a page, x = \(x)") }
        if selectedIndex != page || visibleIndex != page {
            problems.append("at rest on page \(page) with title \(selectedIndex) and child \(visibleIndex) shown")
        }
        if let pending = pendingIndex { problems.append("at rest with a transition to \(pending)") }
        for (index, child) in machine.coordinator.children.enumerated() {
            guard let expected = expectedAppearance(ofChild: index) else { continue }
            if child.appearance != expected {
                problems.append("at rest, child \(index) is \(child.appearance), expected \(expected)")
            }
        }
        if !machine.coordinator.children[visibleIndex].isViewLoaded {
            problems.append("at rest, the visible child \(visibleIndex) has no view")
        }
        let loaded = loadedChildren.count
        if let limit = configuration.cacheLimit, loaded > limit {
            problems.append("\(loaded) children loaded, limit \(limit)")
        }
        return problems
    }

    /// The end-of-run checks: the problems of a ``LifecycleAudit`` of the whole log, then those of
    /// ``finalProblems(of:)``. Call once the clock has settled.
    public func finalProblems() -> [String] {
        let audit = LifecycleAudit.audit(screenEvents, childCount: pageCount)
        return audit.problems + finalProblems(of: audit)
    }

    /// Compares the end state of `audit` (fed every screen event so far, in order) with the
    /// screen's own state, without repeating `audit.problems`: appearance calls are balanced (the
    /// visible child appeared, every other disappeared, in the log as in the screen); load and
    /// unload counts and loaded views agree (a view loads again only after it was released);
    /// children are loaded at most once per policy: without a cache limit no child is evicted, and
    /// with the `eager` policy and no cache limit every child not released by a memory warning is
    /// still loaded.
    public func finalProblems(of audit: LifecycleAudit) -> [String] {
        var problems: [String] = []
        guard audit.appearance.count == pageCount else {
            return ["audit of \(audit.appearance.count) children for a screen of \(pageCount)"]
        }
        let limit = configuration.cacheLimit
        for (index, child) in machine.coordinator.children.enumerated() {
            let expected = expectedAppearance(ofChild: index) ?? child.appearance
            if audit.appearance[index] != expected || child.appearance != expected {
                problems.append(
                    "child \(index) ended \(audit.appearance[index]) in the log and \(child.appearance) "
                        + "in the screen, expected \(expected)")
            }
            let loads = child.loadCount
            let unloads = unloadCounts[index]
            let isLoaded = child.isViewLoaded
            if loads != unloads + (isLoaded ? 1 : 0) || isLoaded != audit.loaded[index]
                || loads != audit.loadCounts[index] || unloads != audit.unloadCounts[index]
            {
                problems.append(
                    "child \(index) loaded \(loads) times (log: \(audit.loadCounts[index])), unloaded "
                        + "\(unloads) (log: \(audit.unloadCounts[index])), loaded now \(isLoaded) (log: \(audit.loaded[index]))"
                )
            }
            if limit == nil && audit.cacheEvictions[index] > 0 {
                problems.append("child \(index) evicted \(audit.cacheEvictions[index]) times without a cache limit")
            }
            if limit == nil, configuration.loadingPolicy == .eager, unloads == 0, !isLoaded || loads != 1 {
                problems.append("child \(index) of an eager screen loaded \(loads) times, loaded now \(isLoaded)")
            }
        }
        return problems
    }

    /// What child `index`'s appearance must be with the pages at rest, or nil while the screen
    /// itself is appearing or disappearing: off screen, every child disappeared; on screen, under
    /// page transitions only the visible child appeared, under the seeds' model every loaded child.
    func expectedAppearance(ofChild index: Int) -> AppearanceState? {
        switch machine.coordinator.containerAppearance {
        case .disappeared: return .disappeared
        case .appearing, .disappearing: return nil
        case .appeared:
            let shown =
                machine.model == .seeds ? machine.coordinator.children[index].isViewLoaded : index == visibleIndex
            return shown ? .appeared : .disappeared
        }
    }
}
