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
        if calls.contains(.viewDidLoad) { applyToPages(slot, .containerViewDidLoad) }
    }

    /// Begins the appearance transition of the screen in `slot`, then forwards it to its pages.
    mutating func begin(_ slot: ContainerSlot, appearing: Bool) {
        var calls: [ChildLifecycleCall] = []
        update(slot) { calls = $0.lifecycle.beginAppearanceTransition(isAppearing: appearing) }
        record(slot, calls)
        if !calls.isEmpty { applyToPages(slot, appearing ? .containerWillAppear : .containerWillDisappear) }
    }

    /// Ends the appearance transition of the screen in `slot`, then forwards it to its pages.
    mutating func end(_ slot: ContainerSlot) {
        var calls: [ChildLifecycleCall] = []
        update(slot) { calls = $0.lifecycle.endAppearanceTransition() }
        record(slot, calls)
        if calls.contains(.viewDidAppear) { applyToPages(slot, .containerDidAppear) }
        if calls.contains(.viewDidDisappear) { applyToPages(slot, .containerDidDisappear) }
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

    /// Applies `input` to the pages of the screen in `slot`, if it has pages, where they are in the
    /// tree (a copy taken out and put back shared the machine's arrays, and its first change then
    /// copied them), and records their effects. The pages must accept `input`: the tree checks its
    /// own inputs first, and the screen's lifecycle and its pages' container state move together,
    /// so the pages never refuse the appearance forwarded to them; a refusal here is a bug.
    mutating func applyToPages(_ slot: ContainerSlot, _ input: PagingInput) {
        var produced: [PagingEffect] = []
        var path = ""
        update(slot) { screen in
            guard screen.pages != nil else { return }
            path = screen.path
            do {
                try screen.pages!.check(input)
            } catch {
                preconditionFailure("ContainerMachine forwarded \(input) that the pages refuse: \(error)")
            }
            produced = screen.pages!.applyChecked(input)
        }
        effects += produced.map { effect in
            if case .lifecycle(let event) = effect {
                .lifecycle(path: ScreenPath.child(event.childIndex, of: path), call: event.call)
            } else {
                .paging(path: path, effect: effect)
            }
        }
    }
}
