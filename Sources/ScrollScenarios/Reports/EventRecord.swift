/// One event of a run as the reports and the expectation checker see it: a scroll view's delegate
/// call or a screen part's event (a child's `viewDidLoad`, the title bar's `didSelectTitle`),
/// stamped with the frame it happened in.
///
/// Reports list records ordered by (frame, source, sequence); see ``EventRecord/precedes(_:)``.
public struct EventRecord: Sendable, Hashable {
    /// Time of the frame, in s from the start of the run.
    public var time: Double
    /// Index of the frame (frame n is at n / frameRate s).
    public var frame: Int
    /// The sender: a scroll view id (`list`, `pages`, `child/2/list`) or a screen part (`child/2`, `titleBar`).
    public var source: String
    /// Order of the event among those of the same source in the same frame (0, 1, ...).
    public var sequence: Int
    /// The event name: a UIKit delegate name without the `scrollView` prefix (`didScroll`), or a
    /// UIViewController lifecycle name (`viewDidLoad`), or a screen event (`didSelectTitle`).
    public var event: String
    /// The content offset when the event happened, in pt. For a source that is not a scroll view,
    /// the offset of the scroll view it belongs with (a child: its list), or zero.
    public var contentOffset: Point
    /// `willEndDragging` only: the release velocity of the content offset, in pt/ms (as UIKit reports it).
    public var velocity: Point?
    /// `willEndDragging` only: where the motion will rest, in pt.
    public var targetContentOffset: Point?
    /// `didEndDragging` only: whether a deceleration follows.
    public var willDecelerate: Bool?
    /// Screen events only: the title, page or tab index the event concerns (`didSelectTitle`).
    public var index: Int?
    /// Navigation bar events only: the bar's background alpha afterwards, in [0, 1].
    public var alpha: Double?
    /// Navigation transition events only: the transition's progress, in [0, 1].
    public var progress: Double?
    /// Screen events only: what the screen computed (indicator, title scale, bar colours,
    /// transition kind and outcome), or nil.
    public var screen: ScreenFields?

    /// Creates a record.
    public init(
        time: Double, frame: Int, source: String, sequence: Int, event: String, contentOffset: Point,
        velocity: Point? = nil, targetContentOffset: Point? = nil, willDecelerate: Bool? = nil, index: Int? = nil
    ) {
        self.time = time
        self.frame = frame
        self.source = source
        self.sequence = sequence
        self.event = event
        self.contentOffset = contentOffset
        self.velocity = velocity
        self.targetContentOffset = targetContentOffset
        self.willDecelerate = willDecelerate
        self.index = index
    }

    /// A record of a scroll view's delegate call, with the call's arguments in the optional fields.
    public init(time: Double, frame: Int, source: String, sequence: Int, scrollEvent: ScrollEvent) {
        self.init(
            time: time, frame: frame, source: source, sequence: sequence, event: scrollEvent.call.name,
            contentOffset: scrollEvent.contentOffset)
        switch scrollEvent.call {
        case .willEndDragging(let velocity, let target):
            self.velocity = velocity
            self.targetContentOffset = target
        case .didEndDragging(let willDecelerate):
            self.willDecelerate = willDecelerate
        default:
            break
        }
    }

    /// Whether this record comes before `other` in report order: by frame, then source (by its
    /// UTF-8 bytes, so the order does not depend on the locale), then sequence.
    public func precedes(_ other: EventRecord) -> Bool {
        if frame != other.frame { return frame < other.frame }
        if source != other.source { return source.utf8.lexicographicallyPrecedes(other.source.utf8) }
        return sequence < other.sequence
    }
}

extension Sequence where Element == EventRecord {
    /// The records in report order (frame, source, sequence), whatever order they arrived in.
    public func inReportOrder() -> [EventRecord] { sorted { $0.precedes($1) } }
}
