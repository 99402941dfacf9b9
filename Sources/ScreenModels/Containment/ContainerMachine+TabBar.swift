/// Tab taps: `tabBarController(_:shouldSelect:)`, the switch, `tabBarController(_:didSelect:)`.
extension ContainerMachine {
    /// Refuses a tap on a tab out of range, during an animated transition, or on a tab bar covered
    /// by a presented screen.
    func checkSelectTab(_ index: Int) throws(ScreenModelError) {
        try Check.index(index, count: Self.tabCount, "tab")
        try requireNoTransition(for: "selectTab")
        if let presentation {
            throw refusal(
                "selectTab", expected: "a tab bar not covered by a presented screen",
                actual: presentation.style.rawValue)
        }
    }

    /// A tap on tab `index` (checked): asks `shouldSelect`; if allowed, switches (the new tab's top
    /// screen loads on first appearance; the old one disappears, the new one appears, at once) and
    /// calls `didSelect`, even for the tab already selected.
    mutating func selectTab(_ index: Int, shouldSelect allowed: Bool) {
        effects.append(.shouldSelectTab(index: index, allowed: allowed))
        guard allowed else { return }
        if index != selectedTab {
            let old = selectedTop
            let previous = selectedTab
            selectedTab = index
            effects.append(.selectionChanged(index: index, previous: previous))
            switchScreens(from: old, to: selectedTop)
        }
        effects.append(.didSelectTab(index: index))
    }
}
