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
/// Children receive these calls only while the container itself is `.appeared`, as in Parchment;
/// otherwise the selection still moves but no child is told. Every method returns the calls it
/// produced, in order; a method that throws changes nothing.
public struct AppearanceCoordinator: Sendable, Hashable {
    /// Each page's child lifecycle, by page index.
    public private(set) var children: [ChildLifecycle]
    /// The page currently selected (shown when the container is on screen).
    public private(set) var selectedIndex: Int
    /// The destination of the page transition in progress, or nil.
    public private(set) var pendingIndex: Int?
    /// The container's own appearance state.
    public private(set) var containerAppearance: AppearanceState = .disappeared

    /// Creates a coordinator for `childCount` pages (> 0) with `selectedIndex` selected (default 0),
    /// the container and every child off screen and no view loaded. Throws for no pages or a
    /// selected index out of range.
    public init(childCount: Int, selectedIndex: Int = 0) throws(ScreenModelError) {
        guard childCount > 0 else {
            throw ScreenModelError(argument: "childCount", expected: "at least one page", actual: "\(childCount)")
        }
        try Check.index(selectedIndex, count: childCount, "selectedIndex")
        self.children = Array(repeating: ChildLifecycle(), count: childCount)
        self.selectedIndex = selectedIndex
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
        if index == selectedIndex {
            guard pendingIndex != nil else {
                throw ScreenModelError(
                    argument: "index", expected: "a page other than the selected page", actual: "\(index)")
            }
            return try cancelTransition()
        }
        var log = pendingIndex == nil ? [] : try cancelTransition()
        pendingIndex = index
        log += begin(true, index) + begin(false, selectedIndex)
        return log
    }

    /// The pending transition completes: the destination becomes the selected page.
    /// Throws, changing nothing, when no transition is in progress.
    public mutating func completeTransition() throws(ScreenModelError) -> [ChildLifecycleEvent] {
        let destination = try requirePending()
        let old = selectedIndex
        selectedIndex = destination
        pendingIndex = nil
        return end(old) + end(destination)
    }

    /// The pending transition is cancelled: the selected page stays. Throws, changing nothing, when
    /// no transition is in progress.
    public mutating func cancelTransition() throws(ScreenModelError) -> [ChildLifecycleEvent] {
        let destination = try requirePending()
        pendingIndex = nil
        return begin(true, selectedIndex) + begin(false, destination) + end(selectedIndex) + end(destination)
    }

    /// Selects page `index` without animation (cancelling any pending transition first).
    /// Selecting the selected page does nothing. Throws, changing nothing, when out of range.
    public mutating func jump(to index: Int) throws(ScreenModelError) -> [ChildLifecycleEvent] {
        try Check.index(index, count: children.count, "index")
        var log = pendingIndex == nil ? [] : try cancelTransition()
        guard index != selectedIndex else { return log }
        let old = selectedIndex
        selectedIndex = index
        log += begin(false, old) + begin(true, index) + end(old) + end(index)
        return log
    }

    // MARK: The container's own appearance

    /// The container's `viewWillAppear`: the selected child begins appearing.
    public mutating func containerWillAppear() -> [ChildLifecycleEvent] {
        containerAppearance = .appearing
        return events(selectedIndex, children[selectedIndex].beginAppearanceTransition(isAppearing: true))
    }

    /// The container's `viewDidAppear`: every appearing child ends its transition.
    public mutating func containerDidAppear() -> [ChildLifecycleEvent] {
        containerAppearance = .appeared
        return children.indices.filter { children[$0].appearance == .appearing }.flatMap { index in
            events(index, children[index].endAppearanceTransition())
        }
    }

    /// The container's `viewWillDisappear`: every child on screen or appearing begins disappearing.
    public mutating func containerWillDisappear() -> [ChildLifecycleEvent] {
        containerAppearance = .disappearing
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
    /// ends). Throws when out of range.
    public mutating func accessView(ofChild index: Int) throws(ScreenModelError) -> [ChildLifecycleEvent] {
        try Check.index(index, count: children.count, "index")
        return events(index, children[index].accessView())
    }

    /// Releases child `index`'s view (memory warning, cache eviction). Throws, changing nothing,
    /// when out of range or when the child is not `.disappeared`.
    public mutating func unloadView(ofChild index: Int) throws(ScreenModelError) -> [ChildLifecycleEvent] {
        try Check.index(index, count: children.count, "index")
        return events(index, try children[index].unloadView())
    }

    // MARK: Private

    private func requirePending() throws(ScreenModelError) -> Int {
        guard let pendingIndex else {
            throw ScreenModelError(argument: "transition", expected: "a page transition in progress", actual: "none")
        }
        return pendingIndex
    }

    private mutating func begin(_ isAppearing: Bool, _ index: Int) -> [ChildLifecycleEvent] {
        guard containerAppearance == .appeared else { return [] }
        return events(index, children[index].beginAppearanceTransition(isAppearing: isAppearing))
    }

    private mutating func end(_ index: Int) -> [ChildLifecycleEvent] {
        guard containerAppearance == .appeared else { return [] }
        return events(index, children[index].endAppearanceTransition())
    }

    private func events(_ index: Int, _ calls: [ChildLifecycleCall]) -> [ChildLifecycleEvent] {
        calls.map { ChildLifecycleEvent(childIndex: index, call: $0) }
    }
}
