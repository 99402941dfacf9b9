/// One event of a run as the reports and the expectation checker see it: a scroll view's delegate
/// call or a screen part's event (a child's `viewDidLoad`, the title bar's `didSelectTitle`),
/// stamped with the frame it happened in.
///
/// Reports list records in the order things happened: by frame, then by causal order (see
/// ``ScrollViewEvent``); ``EventRecord/precedes(_:)``.
public struct EventRecord: Sendable, Hashable {
    /// Time of the frame, in s from the start of the run.
    public var time: Double
    /// Index of the frame (frame n is at n / frameRate s).
    public var frame: Int
    /// The sender: a scroll view id (`list`, `pages`, `child/2/list`) or a screen part (`child/2`, `titleBar`).
    public var source: String
    /// Position of the event among those of the same source (0, 1, ...).
    public var sequence: Int
    /// Causal position of the event in its frame, across every source.
    public var order: Int
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
    public var screen: ScreenFields? {
        get { screenStorage?.fields }
        set { screenStorage = newValue.map(ScreenFieldsStorage.init) }
    }
    /// ``screen``, out of line: most records have none, and a record is copied several times on
    /// its way into a recording (the fields inline would make each record 528 bytes, not ~180).
    private var screenStorage: ScreenFieldsStorage?

    /// Creates a record.
    public init(
        time: Double, frame: Int, source: String, sequence: Int, order: Int, event: String, contentOffset: Point,
        velocity: Point? = nil, targetContentOffset: Point? = nil, willDecelerate: Bool? = nil, index: Int? = nil
    ) {
        self.time = time
        self.frame = frame
        self.source = source
        self.sequence = sequence
        self.order = order
        self.event = event
        self.contentOffset = contentOffset
        self.velocity = velocity
        self.targetContentOffset = targetContentOffset
        self.willDecelerate = willDecelerate
        self.index = index
    }

    /// A record of a scroll view's delegate call, with the call's arguments in the optional fields.
    public init(_ event: ScrollViewEvent) {
        self.init(
            time: event.time, frame: event.frame, source: event.source, sequence: event.sequence, order: event.order,
            event: event.name, contentOffset: event.contentOffset)
        switch event.call {
        case .willEndDragging(let velocity, let target):
            self.velocity = velocity
            self.targetContentOffset = target
        case .didEndDragging(let willDecelerate):
            self.willDecelerate = willDecelerate
        default:
            break
        }
    }

    /// A record of a screen event: the index it concerns, and for the navigation bar's fade the
    /// bound list's offset.
    // Borrowing: an initializer takes its arguments owned by default, and the recorder's observer
    // then copied every event (a retain per string) to pass it.
    public init(_ event: borrowing ScreenEvent) {
        self.init(
            time: event.time, frame: event.frame, source: event.source, sequence: event.sequence, order: event.order,
            event: event.name, contentOffset: .zero)
        self.screen = ScreenFields(event.detail)
        if case .tabSelection = event.detail, event.name == AppScreen.shouldSelectRefused {
            self.screen?.outcome = "refused"
        }
        switch event.detail {
        case .titleSelection(let index, _), .tabSelection(let index, _), .badge(let index, _),
            .titleScale(let index, _):
            self.index = index
        case .barAppearance(let appearance, _, _):
            self.alpha = appearance.backgroundAlpha
        case .navigationFade(let alpha, _, let offsetY):
            self.contentOffset = Point(x: 0, y: offsetY)
            self.alpha = alpha
        case .navigationTransition(_, let progress, let alpha):
            self.progress = progress
            self.alpha = alpha
        default:
            break
        }
    }

    /// Whether this record happened before `other`: by frame, then by causal order.
    public func precedes(_ other: EventRecord) -> Bool {
        (frame, order) < (other.frame, other.order)
    }
}

extension Sequence where Element == EventRecord {
    /// The records in the order things happened (frame, order), whatever order they arrived in.
    public func inReportOrder() -> [EventRecord] {
        let records = Array(self)
        // Usually in order already (a recorder keeps them so): then no record is moved.
        return records.isInReportOrder ? records : records.sorted { $0.precedes($1) }
    }
}

extension RandomAccessCollection where Element == EventRecord {
    /// Whether no record precedes the one before it (reading only frames and orders: a record is
    /// large, and copying each would cost more than the comparison).
    var isInReportOrder: Bool {
        guard var previous = indices.first else { return true }
        for index in indices.dropFirst() {
            if (self[index].frame, self[index].order) < (self[previous].frame, self[previous].order) { return false }
            previous = index
        }
        return true
    }
}

/// An immutable box for a record's ``ScreenFields``, compared and hashed by value.
private final class ScreenFieldsStorage: Sendable, Hashable {
    let fields: ScreenFields

    init(_ fields: ScreenFields) { self.fields = fields }

    static func == (lhs: ScreenFieldsStorage, rhs: ScreenFieldsStorage) -> Bool { lhs.fields == rhs.fields }

    func hash(into hasher: inout Hasher) { hasher.combine(fields) }
}
