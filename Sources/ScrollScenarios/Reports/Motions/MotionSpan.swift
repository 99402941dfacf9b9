/// One motion of a scroll view as its records show it: a drag, a deceleration or a programmatic
/// animation, from the frame it began to the frame it ended or was interrupted. The trace draws
/// each as a slice; the plot ends a `willEndDragging` target where its deceleration ends.
struct MotionSpan: Sendable, Equatable {
    /// What moved the content.
    enum Kind: String, Sendable {
        case drag
        case deceleration
        case animation
    }

    /// How a motion ended.
    enum Ending: Sendable, Equatable {
        /// By its own callback: `didEndDragging`, `didEndDecelerating`, `didEndScrollingAnimation`
        /// or `didScrollToTop` (the name).
        case callback(String)
        /// Without its callback: a touch, a drag, an assignment or another animation stopped it
        /// (UIKit calls no delegate method for a motion that another replaces).
        case interrupted
        /// The run ended while it was still going.
        case cut
    }

    /// What moved the content.
    var kind: Kind
    /// Start, in s: `willBeginDragging`, `willBeginDecelerating`, or the frame of an animation's call
    /// (the one before its first `didScroll`).
    var start: Double
    /// End, in s: the frame of its callback, or of its last step when something else stopped it,
    /// or the end of the run.
    var end: Double
    /// How it ended.
    var ending: Ending
}
