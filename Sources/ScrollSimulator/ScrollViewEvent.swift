import ScrollPhysics

/// A delegate call of one scroll view, stamped for ordering: events are ordered by (frame, order),
/// the order in which things happened in the frame, never by arrival.
///
/// Within a frame, `order` follows causes: the actions of the tasks woken in the frame, then the
/// scroll views' steps in creation order, then the reactions (delegates, screens) in the order they
/// ran. The numbers are the same on every run and for any number of simulation threads, but they
/// need not be consecutive.
public struct ScrollViewEvent: Sendable, Hashable, CustomStringConvertible {
    /// The frame index in which the call happened.
    public var frame: Int
    /// The frame's time, in s.
    public var time: Double
    /// The scroll view's identifier. An event holds it as a number into a process-wide table of
    /// the identifiers seen so far, so that events copy as plain bytes; each distinct identifier is
    /// kept once, for the life of the process.
    public var source: String {
        get { sourceName.name }
        set { sourceName = SourceName(newValue) }
    }
    /// The identifier as a number, so that an event is copied as plain bytes (see ``SourceName``).
    var sourceName: SourceName
    /// The call's position among this source's calls, from 0.
    public var sequence: Int
    /// The call's causal position in its frame (see the type's description).
    public var order: Int
    /// The delegate call, with the content offset (pt) and velocity (pt/s) when it was made.
    public var event: ScrollEvent

    /// Creates a stamped event.
    public init(frame: Int, time: Double, source: String, sequence: Int, order: Int, event: ScrollEvent) {
        self.init(
            frame: frame, time: time, sourceName: SourceName(source), sequence: sequence, order: order, event: event)
    }

    /// Creates a stamped event of a source already entered in the table (no lookup).
    init(frame: Int, time: Double, sourceName: SourceName, sequence: Int, order: Int, event: ScrollEvent) {
        self.frame = frame
        self.time = time
        self.sourceName = sourceName
        self.sequence = sequence
        self.order = order
        self.event = event
    }

    /// The delegate call with its arguments.
    public var call: DelegateCall { event.call }
    /// UIKit's name without the `scrollView` prefix (`didScroll`, ...).
    public var name: String { event.call.name }
    /// `contentOffset` when the call was made, in pt.
    public var contentOffset: Point { event.contentOffset }
    /// The content offset's velocity when the call was made, in pt/s.
    public var velocity: Point { event.velocity }

    /// Whether `a` happened before `b`: by frame, then by causal order.
    public static func precedes(_ a: ScrollViewEvent, _ b: ScrollViewEvent) -> Bool {
        (a.frame, a.order) < (b.frame, b.order)
    }

    /// The frame and causal order, the time (s), the source and its sequence number, and the call.
    public var description: String {
        "frame \(frame) order \(order) t=\(time) \(source)#\(sequence) \(event)"
    }
}
