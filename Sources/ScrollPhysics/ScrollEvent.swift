/// One `UIScrollViewDelegate` call, with the arguments UIKit passes (docs/physics.md §6).
public enum DelegateCall: Sendable, Hashable {
    /// `scrollViewWillBeginDragging(_:)`: the touch moved past the slop.
    case willBeginDragging
    /// `scrollViewDidScroll(_:)`: the content offset changed.
    case didScroll
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: `velocity` is the release
    /// velocity of the content offset in pt/ms (as UIKit reports it); `targetContentOffset` (pt) is
    /// where the motion will rest.
    case willEndDragging(velocity: Point, targetContentOffset: Point)
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    case didEndDragging(willDecelerate: Bool)
    /// `scrollViewWillBeginDecelerating(_:)`.
    case willBeginDecelerating
    /// `scrollViewDidEndDecelerating(_:)`.
    case didEndDecelerating
    /// `scrollViewDidEndScrollingAnimation(_:)`: an animated `setContentOffset` or
    /// `scrollRectToVisible` finished.
    case didEndScrollingAnimation
    /// `scrollViewDidScrollToTop(_:)`: a scroll to top finished.
    case didScrollToTop

    /// UIKit's delegate name without the `scrollView` prefix (`didScroll`, `willEndDragging`, ...).
    public var name: String {
        switch self {
        case .willBeginDragging: "willBeginDragging"
        case .didScroll: "didScroll"
        case .willEndDragging: "willEndDragging"
        case .didEndDragging: "didEndDragging"
        case .willBeginDecelerating: "willBeginDecelerating"
        case .didEndDecelerating: "didEndDecelerating"
        case .didEndScrollingAnimation: "didEndScrollingAnimation"
        case .didScrollToTop: "didScrollToTop"
        }
    }
}

/// A delegate call together with the content offset at the moment it was made.
public struct ScrollEvent: Sendable, Hashable, CustomStringConvertible {
    /// Which delegate method, with its arguments.
    public var call: DelegateCall
    /// `contentOffset` when the call was made, in pt.
    public var contentOffset: Point
    /// The content offset's velocity when the call was made, in pt/s.
    public var velocity: Point

    /// Creates an event.
    @inlinable public init(_ call: DelegateCall, contentOffset: Point, velocity: Point = .zero) {
        self.call = call
        self.contentOffset = contentOffset
        self.velocity = velocity
    }

    /// The delegate call and the content offset (pt), with the call's velocity (pt/ms) and target (pt).
    public var description: String {
        switch call {
        case .willEndDragging(let velocity, let target):
            "\(call.name) offset=\(contentOffset) velocity=\(velocity)pt/ms target=\(target)"
        case .didEndDragging(let willDecelerate):
            "\(call.name) offset=\(contentOffset) willDecelerate=\(willDecelerate)"
        default:
            "\(call.name) offset=\(contentOffset)"
        }
    }
}
