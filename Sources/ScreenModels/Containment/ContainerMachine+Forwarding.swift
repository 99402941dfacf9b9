/// Where a view controller sits in the tree.
enum ContainerSlot: Sendable, Hashable {
    /// The tab bar controller.
    case tabs
    /// The screen at `depth` of tab `tab`'s stack.
    case screen(tab: Int, depth: Int)
    /// The presented screen.
    case modal
}

/// Appearance forwarding: one rule for every screen, and down into the paging screen's pages.
extension ContainerMachine {
    /// The selected tab's top screen.
    var selectedTop: ContainerSlot { .screen(tab: selectedTab, depth: stacks[selectedTab].count - 1) }

    /// The presenting chain: the tab bar controller, then the selected tab's top screen.
    var presentingChain: [ContainerSlot] { [.tabs, selectedTop] }

    /// Reads the screen in `slot`.
    func screen(_ slot: ContainerSlot) -> ContainedScreen {
        switch slot {
        case .tabs: tabBar
        case .screen(let tab, let depth): stacks[tab][depth]
        case .modal: presentation!.screen
        }
    }

    /// Changes the screen in `slot`.
    mutating func update(_ slot: ContainerSlot, _ body: (inout ContainedScreen) -> Void) {
        switch slot {
        case .tabs: body(&tabBar)
        case .screen(let tab, let depth): body(&stacks[tab][depth])
        case .modal: body(&presentation!.screen)
        }
    }

    /// Accesses the view of the screen in `slot`: loads it if needed (the paging screen then adds
    /// its children and loads the first ones).
    mutating func load(_ slot: ContainerSlot) {
        var calls: [ChildLifecycleCall] = []
        update(slot) { calls = $0.lifecycle.accessView() }
        record(slot, calls)
        if calls.contains(.viewDidLoad) { forwardContainer(slot, .containerViewDidLoad) }
    }

    /// Begins the appearance transition of the screen in `slot`, then forwards it to its pages.
    mutating func begin(_ slot: ContainerSlot, appearing: Bool) {
        var calls: [ChildLifecycleCall] = []
        update(slot) { calls = $0.lifecycle.beginAppearanceTransition(isAppearing: appearing) }
        record(slot, calls)
        if !calls.isEmpty { forwardContainer(slot, appearing ? .containerWillAppear : .containerWillDisappear) }
    }

    /// Ends the appearance transition of the screen in `slot`, then forwards it to its pages.
    mutating func end(_ slot: ContainerSlot) {
        var calls: [ChildLifecycleCall] = []
        update(slot) { calls = $0.lifecycle.endAppearanceTransition() }
        record(slot, calls)
        if calls.contains(.viewDidAppear) { forwardContainer(slot, .containerDidAppear) }
        if calls.contains(.viewDidDisappear) { forwardContainer(slot, .containerDidDisappear) }
    }

    /// A transition that reverses at once: both "will" calls, then both "did" calls.
    mutating func switchScreens(from old: ContainerSlot, to new: ContainerSlot) {
        load(new)
        begin(old, appearing: false)
        begin(new, appearing: true)
        end(old)
        end(new)
    }

    private mutating func record(_ slot: ContainerSlot, _ calls: [ChildLifecycleCall]) {
        let path = screen(slot).path
        effects += calls.map { .lifecycle(path: path, call: $0) }
    }

    /// Feeds the screen's own appearance to its pages. The lifecycle and the pages' container
    /// state move together, so the pages never refuse it.
    private mutating func forwardContainer(_ slot: ContainerSlot, _ input: PagingInput) {
        guard screen(slot).pages != nil else { return }
        do {
            try applyToPages(slot, input)
        } catch {
            preconditionFailure("ContainerMachine forwarded \(input) out of order: \(error)")
        }
    }

    /// Applies `input` to the pages of the screen in `slot` and records their effects.
    mutating func applyToPages(_ slot: ContainerSlot, _ input: PagingInput) throws(ScreenModelError) {
        let current = screen(slot)
        guard var pages = current.pages else {
            throw refusal("pages", expected: "a paging screen", actual: current.path)
        }
        let produced = try pages.apply(input)
        update(slot) { $0.pages = pages }
        effects += produced.map { effect in
            if case .lifecycle(let event) = effect {
                .lifecycle(path: ScreenPath.child(event.childIndex, of: current.path), call: event.call)
            } else {
                .paging(path: current.path, effect: effect)
            }
        }
    }
}
