/// What the tab bar shows besides its geometry: the selected tab and each tab's badge.
///
/// Badges follow `UITabBarItem.badgeValue`: nil shows no badge, a string (even empty) shows one.
public struct TabBarState: Sendable, Hashable {
    /// The selected tab, in 0...3. The publish button is never selected.
    public private(set) var selectedIndex: Int
    /// Each tab's badge value, by tab index (4 entries); nil for no badge.
    public private(set) var badgeValues: [String?]

    /// Creates the state with tab `selectedIndex` (0...3, default 0) selected and no badges.
    public init(selectedIndex: Int = 0) throws(ScreenModelError) {
        try Check.index(selectedIndex, count: TabBarLayout.tabCount, "selectedIndex")
        self.selectedIndex = selectedIndex
        self.badgeValues = Array(repeating: nil, count: TabBarLayout.tabCount)
    }

    /// Selects tab `index` (0...3). Throws, leaving the selection unchanged, when out of range.
    public mutating func select(_ index: Int) throws(ScreenModelError) {
        try Check.index(index, count: TabBarLayout.tabCount, "index")
        selectedIndex = index
    }

    /// Sets (or, with nil, removes) the badge of tab `index` (0...3). Throws when out of range.
    public mutating func setBadgeValue(_ value: String?, forTab index: Int) throws(ScreenModelError) {
        try Check.index(index, count: TabBarLayout.tabCount, "index")
        badgeValues[index] = value
    }

    /// The badge of tab `index` (0...3), nil when it has none. Throws when out of range.
    public func badgeValue(forTab index: Int) throws(ScreenModelError) -> String? {
        try Check.index(index, count: TabBarLayout.tabCount, "index")
        return badgeValues[index]
    }
}
