/// How a paging container tells its children that they appear and disappear (docs/physics.md §7: both
/// models are real).
public enum AppearanceModel: String, Sendable, Hashable, CaseIterable {
    /// Page transitions, Parchment's `PageViewManager`: the page being left and the page being shown
    /// hear the appearance calls as the content moves between them (the default, what paging
    /// libraries give and what an app that counts page views expects).
    case pageTransitions
    /// The seeds' code as UIKit runs it (automatic forwarding): a child appears when its view is
    /// added to the scroll view in the window (when it loads), and disappears only with the whole
    /// screen; swiping between loaded pages tells them nothing.
    case seeds
}
