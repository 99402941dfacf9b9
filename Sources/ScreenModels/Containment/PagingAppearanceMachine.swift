/// The rules of a paging container's children as one pure state machine: appearance, loading,
/// the cache limit and memory warnings. It never reads a clock and owns no scroll view: the
/// container feeds it what it hears (``PagingInput``, named after UIKit's calls) and performs
/// the ``PagingEffect``s it returns, in order. Parchment's `PageViewManager` is the shape; the
/// calls come back as values so that a caller can stamp them.
///
/// Page transitions (``AppearanceModel/pageTransitions``; the orders are
/// ``AppearanceCoordinator``'s). With S the selected page, p = offset x / page width:
/// - **Begin** in the first `didScroll` that moves the content off S: towards the target page of
///   the motion when one is known and lies on that side (an animated selection or
///   `setContentOffset`, the target of `willEndDragging`), otherwise towards the page next to S on
///   that side (Parchment). More than a page away from S (a finger caught a far animation), towards
///   the page the content moves to.
/// - **Complete** in the `didScroll` where the content reaches or crosses the destination (progress
///   ±1 for a neighbour), finger down or not; **cancel** where it comes back to S exactly; crossing
///   S cancels and begins towards the other side. A change of destination away from S
///   **redirects** the transition: S, maybe far off screen, hears nothing more.
/// - Once a transition has completed or cancelled, later `didScroll`s of the same gesture (an
///   overshoot, a finger still down) begin nothing until `willBeginDragging`, `willEndDragging`, a
///   selection, or rest (Parchment's `didReload` and `resetState`).
/// - **Rest** (`didEndDecelerating`, `didEndScrollingAnimation`, `didEndDragging` without
///   deceleration, which the seeds' code does not handle: under their model it rests nothing)
///   lands on the nearest page R: a transition pending to R completes, one back on
///   S cancels, one elsewhere is redirected to R and completes; with none pending and R ≠ S, S and
///   R make a jump. Then the loading policy's loads, R's title is selected, and the cache limit
///   applies.
/// - A non-animated selection or `setContentOffset` to a page lands at once, with Parchment's
///   `select(animated: false)` order: will-disappear(old), will-appear(new), did-disappear(old),
///   did-appear(new). One between pages stops what flew and leaves a transition from S towards
///   the page mostly on screen (begun or redirected); a rest or a gesture ends it. The container
///   tells the machine after the jump, as one input: the pages' own `didScroll`s on the way (a
///   flight brought up to the frame) are not moves. A `didScroll` with no gesture or animation known (the plain `contentOffset =`)
///   that lands exactly on another page does the same (under page transitions only: the seeds' code
///   hears no end of scrolling then, so a plain assignment loads and selects nothing).
///
/// Views (both models): a view in the window is never released. A memory warning or the cache
/// limit spares the selected page, a transition's destination, the target of the motion in flight
/// and every page any part of which is on screen at the latest offset.
///
/// Every input that ``apply(_:)`` refuses throws a ``ScreenModelError`` and changes nothing.
public struct PagingAppearanceMachine: Sendable, Hashable {
    /// What the pages are doing, as far as the container has heard.
    public enum Motion: Sendable, Hashable {
        /// At rest, or moved by something the container was not told about.
        case idle
        /// A finger drags the pages.
        case dragging
        /// The pages fly to page `targetPage`: a deceleration after `willEndDragging`, a snap, or an
        /// animated `setContentOffset`.
        case flight(targetPage: Int)
    }

    /// The pages' geometry.
    public let geometry: PageGeometry
    /// When child views load.
    public let loadingPolicy: PagingScreenConfiguration.LoadingPolicy
    /// The most child views kept loaded, or nil for no limit.
    public let cacheLimit: Int?
    /// The children's lifecycles, the selected page and the pending transition.
    public internal(set) var coordinator: AppearanceCoordinator
    /// The pages' content offset x at the latest input that gave one, in pt.
    public internal(set) var offsetX = 0.0
    /// What the pages are doing.
    public internal(set) var motion = Motion.idle
    /// Whether the current gesture already ended a transition (Parchment's `didReload`).
    public internal(set) var gestureEndedTransition = false
    /// The target page `willEndDragging` named in the current gesture, until `didEndDragging`.
    public internal(set) var releaseTarget: Int?
    /// Whether ``PagingInput/containerViewDidLoad`` has been applied.
    public internal(set) var isViewLoaded = false
    var cache: ChildViewCache
    /// The effects of the input being applied.
    var effects: [PagingEffect] = []

    /// A machine for the pages of `geometry`, page 0 selected, nothing loaded, the container off
    /// screen; appearance forwarded as `model` says. Throws for a cache limit below 1.
    public init(
        geometry: PageGeometry, model: AppearanceModel = .pageTransitions,
        loadingPolicy: PagingScreenConfiguration.LoadingPolicy = .onSettle, cacheLimit: Int? = nil
    ) throws(ScreenModelError) {
        if let cacheLimit, cacheLimit < 1 {
            throw ScreenModelError(
                argument: "cacheLimit", expected: "at least 1 child, or none", actual: "\(cacheLimit)")
        }
        self.geometry = geometry
        self.loadingPolicy = loadingPolicy
        self.cacheLimit = cacheLimit
        self.coordinator = try AppearanceCoordinator(childCount: geometry.pageCount, model: model)
        self.cache = ChildViewCache(count: geometry.pageCount, limit: cacheLimit)
    }

    /// The page shown: the page the last transition completed on.
    public var selectedIndex: Int { coordinator.selectedIndex }
    /// The destination of the transition in progress, or nil.
    public var pendingIndex: Int? { coordinator.pendingIndex }
    /// The appearance model.
    public var model: AppearanceModel { coordinator.model }
    /// The indices of the children whose views are loaded, ascending.
    public var loadedChildren: [Int] { coordinator.children.indices.filter { coordinator.children[$0].isViewLoaded } }

    /// Applies one input and returns the effects to perform, in order. Throws, changing nothing, for
    /// a non-finite offset, an index out of range, a second `containerViewDidLoad` or any other input
    /// before it, or a container appearance call out of UIKit's order.
    public mutating func apply(_ input: PagingInput) throws(ScreenModelError) -> [PagingEffect] {
        // Every refusal is decided before anything changes, and applying cannot throw: so a refused
        // input changes nothing without the machine being applied to a copy (the copy shared every
        // array of the machine, and the first change to each then copied it: a tenth of a paging
        // run's reference counting).
        try check(input)
        return applyChecked(input)
    }

    /// Applies `input`, which ``check(_:)`` accepted, and returns its effects.
    mutating func applyChecked(_ input: PagingInput) -> [PagingEffect] {
        handle(input)
        var effects: [PagingEffect] = []
        swap(&effects, &self.effects)
        return effects
    }

    /// Throws if the machine refuses `input` in its current state; changes nothing.
    func check(_ input: PagingInput) throws(ScreenModelError) {
        if input == .containerViewDidLoad {
            guard !isViewLoaded else {
                throw ScreenModelError(
                    argument: "containerViewDidLoad", expected: "the first load", actual: "already loaded")
            }
            return
        }
        guard isViewLoaded else {
            throw ScreenModelError(argument: "input", expected: "containerViewDidLoad first", actual: "\(input)")
        }
        switch input {
        case .containerViewDidLoad, .memoryWarning:
            break
        case .containerWillAppear:
            try requireContainer([.disappeared, .disappearing], for: "containerWillAppear")
        case .containerDidAppear:
            try requireContainer([.appearing], for: "containerDidAppear")
        case .containerWillDisappear:
            try requireContainer([.appeared, .appearing], for: "containerWillDisappear")
        case .containerDidDisappear:
            try requireContainer([.disappearing], for: "containerDidDisappear")
        case .willBeginDragging(let x), .didScroll(let x), .didEndDragging(_, let x), .didEndDecelerating(let x),
            .didEndScrollingAnimation(let x), .setContentOffset(let x, _):
            try Check.finite(x, "offsetX")
        case .willEndDragging(let target):
            try Check.finite(target, "targetOffsetX")
        case .select(let index, _):
            try Check.index(index, count: geometry.pageCount, "index")
        }
    }

    /// Applies `input`, which ``check(_:)`` accepted.
    private mutating func handle(_ input: PagingInput) {
        switch input {
        case .containerViewDidLoad:
            viewDidLoad()
        case .containerWillAppear:
            if pendingIndex != nil {
                // A transition the container did not see: settled, silently. While the pages still
                // fly to a known page (an animation, a snap), on that page, which appears with the
                // container and hears viewDidAppear when they get there (pages flown over hear
                // nothing); otherwise on the page shown now, so that the page that appears is on
                // screen, and the motion goes on from there.
                if model == .pageTransitions, case .flight(let target) = motion {
                    land(on: target)
                    coordinator.holdAppearance(of: target)
                } else {
                    land(on: geometry.page(nearestTo: offsetX))
                }
                gestureEndedTransition = false
            }
            perform { $0.containerWillAppear() }
        case .containerDidAppear:
            perform { $0.containerDidAppear() }
        case .containerWillDisappear:
            perform { $0.containerWillDisappear() }
        case .containerDidDisappear:
            perform { $0.containerDidDisappear() }
            // Children that were disappearing when a settle applied the cache limit may go now.
            enforceCacheLimit()
        case .willBeginDragging(let x):
            offsetX = x
            gestureEndedTransition = false
            motion = .dragging
            effects.append(.indicatorFollowsPages)
        case .didScroll(let x):
            didScroll(to: x)
        case .willEndDragging(let target):
            let page = geometry.page(nearestTo: target)
            motion = .flight(targetPage: page)
            releaseTarget = page
            gestureEndedTransition = false
        case .didEndDragging(let willDecelerate, let x):
            if willDecelerate {
                // Without willEndDragging (a touch stopped a flight and lifted without dragging), the
                // pages snap to the nearest page.
                motion = .flight(targetPage: releaseTarget ?? geometry.page(nearestTo: x))
                gestureEndedTransition = false
            } else if model == .seeds {
                // The seeds' code handles only didEndDecelerating and didEndScrollingAnimation: a
                // drag that ends at rest selects no title and loads nothing (the page stays blank
                // until a later scroll ends there), as a plain assignment does.
                offsetX = x
                motion = .idle
            } else {
                rest(atOffsetX: x)
            }
            releaseTarget = nil
        case .didEndDecelerating(let x), .didEndScrollingAnimation(let x):
            rest(atOffsetX: x)
        case .select(let index, let animated):
            effects.append(.selectTitle(index: index, centreTitleBar: true))
            setContentOffset(geometry.offsetX(ofPage: index), animated: animated)
        case .setContentOffset(let x, let animated):
            setContentOffset(x, animated: animated)
        case .memoryWarning:
            unloadAll(where: isEvictable, reason: .memoryWarning)
        }
    }

    private func requireContainer(_ allowed: [AppearanceState], for input: String) throws(ScreenModelError) {
        let state = coordinator.containerAppearance
        guard allowed.contains(state) else {
            let names = allowed.map(\.rawValue).joined(separator: " or ")
            throw ScreenModelError(
                argument: "containerAppearance", expected: "\(names) for \(input)", actual: state.rawValue)
        }
    }
}
