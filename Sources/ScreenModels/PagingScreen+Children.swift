/// The children: the screen's own appearance, memory warnings, and performing the machine's effects.
extension PagingScreen {
    /// Drops every loaded child view it can: none on screen (any part of its page visible), not the
    /// selected page, a transition's destination or the target of the motion in flight. Returns the
    /// children unloaded, ascending. Throws ``SimulationError/clockStopped`` on a stopped clock.
    @discardableResult
    public func memoryWarning() async throws -> [Int] {
        try clock.requireRunning()
        guard machine.isViewLoaded else { return [] }  // no view, no children's views to drop
        let dropped = feed(.memoryWarning).compactMap { effect -> Int? in
            if case .unload(let index, _) = effect { index } else { nil }
        }
        await deliverEvents()
        return dropped
    }

    /// Loads the screen's view if it has not loaded (a screen built with `showing: false`), as
    /// UIKit loads a view controller's view when its container first needs it: every child is added
    /// (`willMoveToParent`) and child 0 loads, with the policy's others, as the seeds'
    /// `viewDidLoad` does. The screen stays off screen until ``viewWillAppear()``. Throws
    /// ``SimulationError/clockStopped`` on a stopped clock.
    public func loadViewIfNeeded() async throws {
        try clock.requireRunning()
        guard !machine.isViewLoaded else { return }
        feed(.containerViewDidLoad)
        await deliverEvents()
    }

    /// Whether the screen's view has loaded (see ``loadViewIfNeeded()``).
    public var isViewLoaded: Bool { machine.isViewLoaded }

    /// Throws unless the screen's view has loaded: a screen built with `showing: false` takes no
    /// swipe, tap or pan before it does.
    func requireViewLoaded() throws(ScreenModelError) {
        guard machine.isViewLoaded else {
            throw ScreenModelError(
                argument: "view", expected: "loaded (loadViewIfNeeded(), or its app's launch)", actual: "not loaded")
        }
    }

    /// The screen's `viewWillAppear` (a pop or dismiss reveals it): forwarded to the page shown
    /// (seeds' model: every loaded child). Throws, changing nothing, unless the screen is off
    /// screen or disappearing (``ScreenModelError``), or on a stopped clock
    /// (``SimulationError/clockStopped``), as the next three do.
    public func viewWillAppear() async throws { try await container(.containerWillAppear) }
    /// The screen's `viewDidAppear`. Throws, changing nothing, unless it is appearing.
    public func viewDidAppear() async throws { try await container(.containerDidAppear) }
    /// The screen's `viewWillDisappear` (a push or a full-screen presentation covers it). Throws,
    /// changing nothing, unless it is on screen or appearing.
    public func viewWillDisappear() async throws { try await container(.containerWillDisappear) }
    /// The screen's `viewDidDisappear`. Throws, changing nothing, unless it is disappearing.
    public func viewDidDisappear() async throws { try await container(.containerDidDisappear) }

    /// The screen's own appearance state.
    public var appearance: AppearanceState { machine.coordinator.containerAppearance }

    private func container(_ input: PagingInput) async throws {
        try clock.requireRunning()
        perform(try machine.apply(input))
        await deliverEvents()
    }

    /// Applies an input the screen has checked (a `pages` event, its own start, a checked index)
    /// and performs its effects; returns them. The machine refuses only non-finite offsets, indices
    /// out of range and calls out of order, which the screen never sends: a refusal is a bug.
    @discardableResult
    func feed(_ input: PagingInput) -> [PagingEffect] {
        do {
            let effects = try machine.apply(input)
            perform(effects)
            return effects
        } catch {
            preconditionFailure("PagingScreen fed its machine an input it refuses: \(input): \(error)")
        }
    }

    /// Performs the machine's effects in order.
    func perform(_ effects: [PagingEffect]) {
        for effect in effects {
            switch effect {
            case .lifecycle(let entry):
                log.emit(
                    entry.call.name, source: Self.source(ofChild: entry.childIndex),
                    detail: .lifecycle(index: entry.childIndex, call: entry.call), clock: clock)
                if entry.call == .viewDidLoad { viewDidLoad(entry.childIndex) }
            case .unload(let index, let reason):
                lists[index]?.discard()  // the view is released: a list still decelerating stops
                lists[index] = nil
                unloadCounts[index] += 1
                log.emit(
                    "unloadView", source: Self.source(ofChild: index), detail: .unloaded(index: index, reason: reason),
                    clock: clock)
            case .selectTitle(0, false) where configuration.titleLookup == .viewWithTag && selectedIndex != 0:
                // A settle's lookup by tag finds the title bar itself, not button 0.
                log.emit(
                    "viewWithTagReturnedTitleBar", source: "titles",
                    detail: .titleSelection(index: 0, previous: selectedIndex), clock: clock)
            case .selectTitle(let index, let centreTitleBar):
                selectTitle(index, centreTitleBar: centreTitleBar)
            case .indicatorFollowsPages:
                indicatorMode = .following
            }
        }
    }

    /// Child `index`'s view exists: its list is created at rest (y = -inset.top).
    func viewDidLoad(_ index: Int) {
        do {
            lists[index] = try ScrollView(
                id: listID(ofChild: index), clock: clock,
                size: geometry.pageSize,
                contentSize: Size(width: geometry.pageWidth, height: configuration.childContentHeight),
                contentInset: PagingScreenConfiguration.childListInset)
        } catch SimulationError.clockStopped {
            lists[index] = nil  // no later command survives a stopped clock
        } catch {
            // The configuration's sizes and id prefix were checked against a scroll view's rules.
            preconditionFailure("child \(index)'s list could not be made: \(error)")
        }
    }

    /// `child/N`.
    static func source(ofChild index: Int) -> String { "child/\(index)" }

    /// The id of child `index`'s list, `child/N/list` after the configuration's prefix (whether or
    /// not its view is loaded).
    public nonisolated func listID(ofChild index: Int) -> String {
        configuration.scrollViewIDPrefix + Self.source(ofChild: index) + "/list"
    }
}
