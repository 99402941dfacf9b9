/// One entry of a paging container's lifecycle log: a call sent to the child at `childIndex`.
public struct ChildLifecycleEvent: Sendable, Hashable, CustomStringConvertible {
    /// The child's page index.
    public let childIndex: Int
    /// The call it received.
    public let call: ChildLifecycleCall

    /// Creates a log entry.
    public init(childIndex: Int, call: ChildLifecycleCall) {
        self.childIndex = childIndex
        self.call = call
    }

    /// `child 2: viewWillAppear`.
    public var description: String { "child \(childIndex): \(call)" }
}

/// The appearance calls of a paging container's children, following Parchment's `PageViewManager`:
/// only the page being left and the page being shown take part in a page transition.
///
/// Orders (Parchment's exactly; A is the selected page, B the destination):
/// - begin (a swipe starts towards B, or an animated jump to B starts):
///   B `viewWillAppear`, A `viewWillDisappear`. B's view is not loaded for this: a lazy container
///   loads it when its policy says (the seeds: once the scroll settles), and at the latest when B
///   appears (see ``ChildLifecycle/endAppearanceTransition()``).
/// - complete (the scroll ends on B): A `viewDidDisappear`, B `viewDidAppear`; B is now selected.
/// - cancel (the scroll ends back on A): the reverse pair begins, A `viewWillAppear`,
///   B `viewWillDisappear`, then both end, A `viewDidAppear`, B `viewDidDisappear`.
/// - jump (a non-animated selection): A `viewWillDisappear`, B `viewWillAppear`,
///   A `viewDidDisappear`, B `viewDidAppear`.
/// A jump over several pages transitions A and the destination only, never the pages between.
/// Beginning a transition towards another page while one is in progress (a swipe that changes
/// direction) cancels the first, then begins the second.
///
/// - redirect (the content heads for another page C while a transition to B is pending, far from A):
///   B `viewWillDisappear`, C `viewWillAppear`; A, still disappearing and maybe far off screen, hears
///   nothing (unlike a cancel, which would make it appear).
///
/// Children hear a page transition's begins while the container itself is on screen or appearing,
/// and its ends only while it is on screen, as in Parchment (the container's `viewDidAppear` ends
/// the rest); off screen the selection still moves but no child is told, and a transition that was
/// silent for a while ends as a jump (both pairs at once) if the container is on screen by then.
///
/// Under ``AppearanceModel/seeds`` (UIKit's automatic forwarding, as the seeds' code gets it) page
/// transitions tell nobody: a child appears when its view loads (it is added to the scroll view)
/// while the container is on screen, every loaded child appears and disappears with the container,
/// and a child whose view is released disappears first (its view leaves the window).
///
/// Every method returns the calls it produced, in order; a method that throws changes nothing.
public struct AppearanceCoordinator: Sendable, Hashable {
    /// Each page's child lifecycle, by page index.
    public private(set) var children: [ChildLifecycle]
    /// The page currently selected (shown when the container is on screen).
    public private(set) var selectedIndex: Int
    /// The destination of the page transition in progress, or nil.
    public private(set) var pendingIndex: Int?
    /// The container's own appearance state.
    public private(set) var containerAppearance: AppearanceState = .disappeared
    /// Which appearance model forwards the calls.
    public let model: AppearanceModel
    /// Whether the pending transition's begin calls were not all made (the container was not on
    /// screen for part of it).
    private var isTransitionSilent = false
    /// Destinations the pending transition was redirected away from: still disappearing, they end
    /// with it.
    private var abandoned: [Int] = []
    /// The page that appears with the container while the pages are still on their way to it
    /// (``holdAppearance(of:)``): its `viewDidAppear` waits for ``releaseAppearance()``, not for
    /// the container's.
    public private(set) var arrivingIndex: Int?

    /// Creates a coordinator for `childCount` pages (> 0) with `selectedIndex` selected (default 0),
    /// forwarding appearance as `model` says (default page transitions), the container and every
    /// child off screen and no view loaded. Throws for no pages or a selected index out of range.
    public init(
        childCount: Int, selectedIndex: Int = 0, model: AppearanceModel = .pageTransitions
    ) throws(ScreenModelError) {
        guard childCount > 0 else {
            throw ScreenModelError(argument: "childCount", expected: "at least one page", actual: "\(childCount)")
        }
        try Check.index(selectedIndex, count: childCount, "selectedIndex")
        self.children = Array(repeating: ChildLifecycle(), count: childCount)
        self.selectedIndex = selectedIndex
        self.model = model
    }

    /// The lifecycle of child `index`. Throws when out of range.
    public func child(_ index: Int) throws(ScreenModelError) -> ChildLifecycle {
        try Check.index(index, count: children.count, "index")
        return children[index]
    }

    // MARK: Page transitions

    /// A swipe (or an animated jump) starts from the selected page towards page `index`.
    /// Towards the page already pending: nothing. Towards the selected page with a transition
    /// pending: that transition is cancelled. Throws, changing nothing, for an index out of range,
    /// or for the selected page with nothing pending.
    public mutating func beginTransition(to index: Int) throws(ScreenModelError) -> [ChildLifecycleEvent] {
        try Check.index(index, count: children.count, "index")
        if index == pendingIndex { return [] }
        arrivingIndex = nil  // the transition's ends settle the arriving page now
        if index == selectedIndex {
            guard pendingIndex != nil else {
                throw ScreenModelError(
                    argument: "index", expected: "a page other than the selected page", actual: "\(index)")
            }
            return try cancelTransition()
        }
        var log = pendingIndex == nil ? [] : try cancelTransition()
        pendingIndex = index
        isTransitionSilent = !forwardsBegins
        log += begin(true, index) + begin(false, selectedIndex)
        return log
    }

    /// The pending transition heads for page `index` instead: the old destination begins
    /// disappearing and `index` begins appearing; the selected page, still disappearing, hears
    /// nothing. Towards the selected page: the transition is cancelled; towards the pending page:
    /// nothing. Throws, changing nothing, for an index out of range or with no transition pending.
    public mutating func redirectTransition(to index: Int) throws(ScreenModelError) -> [ChildLifecycleEvent] {
        try Check.index(index, count: children.count, "index")
        let destination = try requirePending()
        if index == destination { return [] }
        if index == selectedIndex { return try cancelTransition() }
        pendingIndex = index
        abandoned.removeAll { $0 == index }
        abandoned.append(destination)
        return begin(false, destination) + begin(true, index)
    }

    /// The pending transition completes: the destination becomes the selected page.
    /// Throws, changing nothing, when no transition is in progress.
    public mutating func completeTransition() throws(ScreenModelError) -> [ChildLifecycleEvent] {
        let destination = try requirePending()
        let old = selectedIndex
        selectedIndex = destination
        pendingIndex = nil
        let left = endTransition()
        // A transition the container did not see begin ends as a jump if the container sees its end.
        if left.wasSilent {
            return begin(false, old) + begin(true, destination) + end(old) + left.ends + end(destination)
        }
        return end(old) + left.ends + end(destination)
    }

    /// The pending transition is cancelled: the selected page stays. Throws, changing nothing, when
    /// no transition is in progress.
    public mutating func cancelTransition() throws(ScreenModelError) -> [ChildLifecycleEvent] {
        let destination = try requirePending()
        pendingIndex = nil
        let left = endTransition()
        if left.wasSilent { return begin(false, destination) + left.ends + end(destination) }
        return begin(true, selectedIndex) + begin(false, destination) + end(selectedIndex) + left.ends
            + end(destination)
    }

    /// Selects page `index` without animation (cancelling any pending transition first).
    /// Selecting the selected page does nothing. Throws, changing nothing, when out of range.
    public mutating func jump(to index: Int) throws(ScreenModelError) -> [ChildLifecycleEvent] {
        try Check.index(index, count: children.count, "index")
        var log = pendingIndex == nil ? [] : try cancelTransition()
        guard index != selectedIndex else { return log }
        arrivingIndex = nil  // the jump's ends settle the arriving page now
        let old = selectedIndex
        selectedIndex = index
        log += begin(false, old) + begin(true, index) + end(old) + end(index)
        return log
    }

    // MARK: The container's own appearance

    /// The container's `viewWillAppear`: the selected child begins appearing (under the seeds'
    /// model, every loaded child).
    public mutating func containerWillAppear() -> [ChildLifecycleEvent] {
        containerAppearance = .appearing
        if pendingIndex != nil { isTransitionSilent = true }
        return forwarded.flatMap { index in
            events(index, children[index].beginAppearanceTransition(isAppearing: true))
        }
    }

    /// The container's `viewDidAppear`: every child in the middle of an appearance transition ends
    /// it, except those of a page transition still pending (they end with it) and the page still
    /// arriving (it ends when the pages get there).
    public mutating func containerDidAppear() -> [ChildLifecycleEvent] {
        containerAppearance = .appeared
        var pending = model == .pageTransitions ? pendingIndex.map { [selectedIndex, $0] + abandoned } ?? [] : []
        if let arrivingIndex { pending.append(arrivingIndex) }
        return children.indices.filter { index in
            !pending.contains(index)
                && (children[index].appearance == .appearing || children[index].appearance == .disappearing)
        }.flatMap { index in
            events(index, children[index].endAppearanceTransition())
        }
    }

    /// The container's `viewWillDisappear`: every child on screen or appearing begins disappearing.
    public mutating func containerWillDisappear() -> [ChildLifecycleEvent] {
        containerAppearance = .disappearing
        arrivingIndex = nil
        if pendingIndex != nil { isTransitionSilent = true }
        return children.indices.flatMap { index in
            events(index, children[index].beginAppearanceTransition(isAppearing: false))
        }
    }

    /// The container's `viewDidDisappear`: every disappearing child ends its transition.
    public mutating func containerDidDisappear() -> [ChildLifecycleEvent] {
        containerAppearance = .disappeared
        return children.indices.filter { children[$0].appearance == .disappearing }.flatMap { index in
            events(index, children[index].endAppearanceTransition())
        }
    }

    /// The selected page appears with the container, which is about to appear, while the pages
    /// are still on their way to it (a title tap's animation or a snap that ran while the container
    /// was off screen): it hears `viewWillAppear` with the container, and `viewDidAppear` only at
    /// ``releaseAppearance()``, when they get there, not with the container's own. Under the
    /// seeds' model, or for a page not selected, nothing is held.
    public mutating func holdAppearance(of index: Int) {
        guard model == .pageTransitions, index == selectedIndex, pendingIndex == nil else { return }
        arrivingIndex = index
    }

    /// The pages have arrived: the page held by ``holdAppearance(of:)``, if it is still appearing
    /// in an appeared container, ends its appearance (`viewDidAppear`).
    public mutating func releaseAppearance() -> [ChildLifecycleEvent] {
        guard let index = arrivingIndex else { return [] }
        arrivingIndex = nil
        guard containerAppearance == .appeared, children[index].appearance == .appearing else { return [] }
        return events(index, children[index].endAppearanceTransition())
    }

    // MARK: Containment

    /// `addChild(child)` for child `index`: sends it `willMove(toParent: parent)`.
    /// Throws, changing nothing, when out of range or when the child was already added.
    public mutating func addChild(_ index: Int) throws(ScreenModelError) -> [ChildLifecycleEvent] {
        try Check.index(index, count: children.count, "index")
        return events(index, try children[index].addToParent())
    }

    /// The container's `child.didMove(toParent: parent)` for child `index`, after adding its view:
    /// sends it. Throws, changing nothing, when out of range or when the child is not being added.
    public mutating func didMoveToParent(child index: Int) throws(ScreenModelError) -> [ChildLifecycleEvent] {
        try Check.index(index, count: children.count, "index")
        return events(index, try children[index].didMoveToParent())
    }

    // MARK: Views

    /// Accesses child `index`'s view, loading it if needed (the seeds' lazy load after a scroll
    /// ends). Under the seeds' model a view that loads is added to the scroll view, so it appears
    /// with the container: at once when the container is on screen, with it when it is appearing.
    /// Throws when out of range.
    public mutating func accessView(ofChild index: Int) throws(ScreenModelError) -> [ChildLifecycleEvent] {
        try Check.index(index, count: children.count, "index")
        let load = children[index].accessView()
        guard model == .seeds, !load.isEmpty else { return events(index, load) }
        var calls = load
        if containerAppearance == .appeared || containerAppearance == .appearing {
            calls += children[index].beginAppearanceTransition(isAppearing: true)
        }
        if containerAppearance == .appeared { calls += children[index].endAppearanceTransition() }
        return events(index, calls)
    }

    /// Whether child `index`'s view may be released as far as appearance goes: it is disappeared,
    /// or (seeds' model) at any time, even while the container appears or disappears: the view
    /// leaves the window, ending whatever transition the child was in (``unloadView(ofChild:)``).
    public func canUnloadView(ofChild index: Int) -> Bool {
        guard children.indices.contains(index) else { return false }
        return model == .seeds || children[index].appearance == .disappeared
    }

    /// Releases child `index`'s view (memory warning, cache eviction); under the seeds' model a
    /// child that has not disappeared does so first (its view leaves the window): `viewWillDisappear`
    /// unless it is disappearing already, then `viewDidDisappear`, and the container's own
    /// appearance calls then pass it by. Throws, changing nothing, when out of range or when
    /// ``canUnloadView(ofChild:)`` is false.
    public mutating func unloadView(ofChild index: Int) throws(ScreenModelError) -> [ChildLifecycleEvent] {
        try Check.index(index, count: children.count, "index")
        guard canUnloadView(ofChild: index) else {
            throw ScreenModelError(
                argument: "appearance", expected: "a disappeared child to unload",
                actual: children[index].appearance.rawValue)
        }
        var child = children[index]
        var calls = child.beginAppearanceTransition(isAppearing: false) + child.endAppearanceTransition()
        calls += try child.unloadView()
        children[index] = child
        return events(index, calls)
    }

    // MARK: Private

    /// Clears the pending transition's bookkeeping: whether it was silent, and the ends owed to the
    /// destinations it was redirected away from.
    private mutating func endTransition() -> (wasSilent: Bool, ends: [ChildLifecycleEvent]) {
        let wasSilent = isTransitionSilent
        let owed = abandoned
        isTransitionSilent = false
        abandoned = []
        return (wasSilent, owed.flatMap { end($0) })
    }

    private func requirePending() throws(ScreenModelError) -> Int {
        guard let pendingIndex else {
            throw ScreenModelError(argument: "transition", expected: "a page transition in progress", actual: "none")
        }
        return pendingIndex
    }

    /// The one forwarding rule of page transitions (Parchment's): under the page-transition model,
    /// begins while the container is on screen or appearing, ends only while it is on screen (the
    /// container's own `viewDidAppear` ends the rest).
    private var forwardsPageTransitions: Bool { model == .pageTransitions && containerAppearance == .appeared }
    private var forwardsBegins: Bool {
        model == .pageTransitions && (containerAppearance == .appeared || containerAppearance == .appearing)
    }

    /// The children the container's own appearance is forwarded to: the selected page, or under the
    /// seeds' model every loaded child.
    private var forwarded: [Int] {
        model == .seeds ? children.indices.filter { children[$0].isViewLoaded } : [selectedIndex]
    }

    private mutating func begin(_ isAppearing: Bool, _ index: Int) -> [ChildLifecycleEvent] {
        guard forwardsBegins else {
            if pendingIndex != nil { isTransitionSilent = true }
            return []
        }
        return events(index, children[index].beginAppearanceTransition(isAppearing: isAppearing))
    }

    private mutating func end(_ index: Int) -> [ChildLifecycleEvent] {
        guard forwardsPageTransitions else { return [] }
        return events(index, children[index].endAppearanceTransition())
    }

    private func events(_ index: Int, _ calls: [ChildLifecycleCall]) -> [ChildLifecycleEvent] {
        calls.map { ChildLifecycleEvent(childIndex: index, call: $0) }
    }
}
