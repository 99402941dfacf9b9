/// What a paging container hears, named after the UIKit calls it would get: its own appearance,
/// its `pages` scroll view's delegate calls (offsets x in pt, in the pages' content), selections
/// and memory warnings. Fed to ``PagingAppearanceMachine/apply(_:)``.
public enum PagingInput: Sendable, Hashable {
    /// The container's `viewDidLoad`: every child is added, and the selected page's child loads
    /// (with the loading policy's others), as the seeds' `addChildVcView` at the end of `viewDidLoad`.
    case containerViewDidLoad
    /// The container's `viewWillAppear`.
    case containerWillAppear
    /// The container's `viewDidAppear`.
    case containerDidAppear
    /// The container's `viewWillDisappear`.
    case containerWillDisappear
    /// The container's `viewDidDisappear`.
    case containerDidDisappear
    /// `scrollViewWillBeginDragging` at content offset x `offsetX` (pt).
    case willBeginDragging(offsetX: Double)
    /// `scrollViewDidScroll` at content offset x `offsetX` (pt).
    case didScroll(offsetX: Double)
    /// `scrollViewWillEndDragging` with the target content offset x (pt) the flight will rest at.
    case willEndDragging(targetOffsetX: Double)
    /// `scrollViewDidEndDragging(willDecelerate:)` at content offset x `offsetX` (pt).
    case didEndDragging(willDecelerate: Bool, offsetX: Double)
    /// `scrollViewDidEndDecelerating` at content offset x `offsetX` (pt).
    case didEndDecelerating(offsetX: Double)
    /// `scrollViewDidEndScrollingAnimation` at content offset x `offsetX` (pt); also what the
    /// container feeds when a selection left the pages at rest where they were.
    case didEndScrollingAnimation(offsetX: Double)
    /// A title tap (Parchment's `select(index:animated:)`): selects title `index`; animated, the
    /// pages are about to scroll there with `setContentOffset(animated: true)`; not animated, they
    /// are about to jump there.
    case select(index: Int, animated: Bool)
    /// `pages.setContentOffset(x: offsetX, animated:)` (pt), about to be made.
    case setContentOffset(offsetX: Double, animated: Bool)
    /// `didReceiveMemoryWarning`: release every child view that may go.
    case memoryWarning
}
