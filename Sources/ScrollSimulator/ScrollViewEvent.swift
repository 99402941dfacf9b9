import ScrollPhysics

/// A delegate call of one scroll view, stamped for ordering: events are ordered by
/// (frame, source, sequence), never by arrival.
public struct ScrollViewEvent: Sendable, Hashable, CustomStringConvertible {
    /// The frame index in which the call happened.
    public var frame: Int
    /// The frame's time, in s.
    public var time: Double
    /// The scroll view's identifier.
    public var source: String
    /// The call's position among this source's calls, from 0.
    public var sequence: Int
    /// The delegate call, with the content offset (pt) and velocity (pt/s) when it was made.
    public var event: ScrollEvent

    /// Creates a stamped event.
    public init(frame: Int, time: Double, source: String, sequence: Int, event: ScrollEvent) {
        self.frame = frame
        self.time = time
        self.source = source
        self.sequence = sequence
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

    /// Whether `a` comes before `b` in (frame, source, sequence) order; sources compare by their
    /// UTF-8 bytes, so the order does not depend on the locale.
    public static func precedes(_ a: ScrollViewEvent, _ b: ScrollViewEvent) -> Bool {
        if a.frame != b.frame { return a.frame < b.frame }
        if a.source != b.source { return a.source.utf8.lexicographicallyPrecedes(b.source.utf8) }
        return a.sequence < b.sequence
    }

    public var description: String {
        "frame \(frame) t=\(time) \(source)#\(sequence) \(event)"
    }
}

/// How many undelivered events a stream keeps for a slow subscriber.
public enum EventBuffering: Sendable, Hashable {
    /// Keep every event (the default): nothing is lost; memory grows while the subscriber lags.
    case unbounded
    /// Keep the newest `n` events; older undelivered ones are dropped, and counted.
    case newest(Int)

    func policy<T>(_: T.Type) -> AsyncStream<T>.Continuation.BufferingPolicy {
        switch self {
        case .unbounded: .unbounded
        case .newest(let n): .bufferingNewest(max(1, n))
        }
    }
}
