/// The selected tab's navigation stack: push, pop and the interactive pop.
extension ContainerMachine {
    /// Refuses a push during an animated transition or under a presented screen.
    func checkPush() throws(ScreenModelError) {
        try requireNoTransition(for: "push")
        if let presentation {
            throw refusal(
                "push", expected: "a stack not covered by a presented screen", actual: presentation.style.rawValue)
        }
    }

    /// Begins a push of a simple screen (checked): it loads, the covered top begins to disappear
    /// (down to its visible child) and the pushed screen to appear.
    mutating func push() {
        let covered = selectedTop
        let depth = stacks[selectedTab].count
        stacks[selectedTab].append(ContainedScreen(path: ScreenPath.screen(tab: selectedTab, depth: depth)))
        let pushed = selectedTop
        load(pushed)
        begin(covered, appearing: false)
        begin(pushed, appearing: true)
        transition = .push
    }

    /// Refuses a pop (animated, or the interactive pop's start) during an animated transition, of a
    /// root, or under a presented screen.
    func checkPop(interactive: Bool) throws(ScreenModelError) {
        try requireNoTransition(for: interactive ? "interactivePop" : "pop")
        guard presentation == nil, stacks[selectedTab].count > 1 else {
            throw refusal(
                "pop", expected: "a pushed screen on top, nothing presented",
                actual: "depth \(stacks[selectedTab].count - 1)")
        }
    }

    /// Begins a pop (animated, or the interactive pop's start; checked): the top begins to
    /// disappear and the screen below to appear.
    mutating func pop(interactive: Bool) {
        let (top, below) = topAndBelow
        begin(top, appearing: false)
        begin(below, appearing: true)
        transition = interactive ? .interactivePop : .pop
    }

    /// Refuses the end of an interactive pop when none is in progress.
    func checkEndInteractivePop() throws(ScreenModelError) {
        guard transition == .interactivePop else {
            throw refusal(
                "interactivePop", expected: "an interactive pop in progress", actual: transition?.rawValue ?? "none")
        }
    }

    /// Ends the interactive pop (checked): finished, it ends like a pop; cancelled, the screen below
    /// reverses to disappear and the top to appear, in UIKit's observed order.
    mutating func endInteractivePop(finished: Bool) {
        transition = nil
        let (top, below) = topAndBelow
        if finished {
            endPop()
        } else {
            begin(below, appearing: false)
            end(below)
            begin(top, appearing: true)
            end(top)
        }
    }

    /// The end of a push's animation: the covered screen disappeared, the pushed one appeared.
    mutating func endPush() {
        let (pushed, covered) = topAndBelow
        end(covered)
        end(pushed)
    }

    /// The end of a pop: the top disappeared and leaves the stack, the screen below appeared.
    mutating func endPop() {
        let (top, below) = topAndBelow
        end(top)
        end(below)
        stacks[selectedTab].removeLast()
    }

    /// The selected tab's top screen and the one below it.
    private var topAndBelow: (top: ContainerSlot, below: ContainerSlot) {
        let depth = stacks[selectedTab].count - 1
        return (.screen(tab: selectedTab, depth: depth), .screen(tab: selectedTab, depth: depth - 1))
    }
}
