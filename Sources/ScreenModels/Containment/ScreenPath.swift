/// The names of the view controllers in the seeds' app, as sources of their events: the tab bar
/// controller `tabs`, tab i's root `tab/i/root`, the screen pushed at depth d (1 above the root)
/// `tab/i/pushed/d`, the paging root's children `tab/0/root/child/N`, and the presented screen
/// `modal`.
public enum ScreenPath {
    /// The tab bar controller, `tabs`.
    public static let tabs = "tabs"
    /// The presented screen, `modal`.
    public static let modal = "modal"

    /// The screen at `depth` (0: the root) of tab `tab`'s navigation stack.
    public static func screen(tab: Int, depth: Int) -> String {
        depth == 0 ? "tab/\(tab)/root" : "tab/\(tab)/pushed/\(depth)"
    }

    /// Child `index` of the paging screen at `screen`.
    public static func child(_ index: Int, of screen: String) -> String { "\(screen)/child/\(index)" }
}
