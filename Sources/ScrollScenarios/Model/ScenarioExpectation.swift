/// A check made over a finished run (JSON: an element of `expect`). Which kind an element is follows
/// from its distinguishing member: `contentOffset`, `sequence`, `count`, `selectedTitle`, `loaded`,
/// or else `event`.
public enum ScenarioExpectation: Sendable, Hashable {
    /// The view's content offset at the first frame at or after `at` (s) equals `contentOffset` (pt)
    /// within `tolerance` (pt, per axis, default ``defaultOffsetTolerance``).
    /// JSON: `{ "at": 4.0, "view": "list", "contentOffset": { "x": 0, "y": 500 }, "tolerance": 0.5 }`.
    case contentOffset(view: String, at: Double, offset: Point, tolerance: Double)
    /// An event named `event` comes from `source` within `tolerance` (s, default
    /// ``defaultTimeTolerance``) of `at` (s).
    /// JSON: `{ "event": "didEndScrollingAnimation", "source": "list", "at": 3.8, "tolerance": 0.02 }`.
    case event(String, source: String, at: Double, tolerance: Double)
    /// These events come from `source` in this order (others may come between).
    /// JSON: `{ "sequence": ["willBeginDragging", "didEndDragging"], "source": "list" }`.
    case sequence([String], source: String)
    /// `source` sends exactly `count` events named `event` over the whole run.
    /// JSON: `{ "count": 1, "event": "viewDidLoad", "source": "child/2" }`.
    case count(Int, event: String, source: String)
    /// Paging screen: the selected title at `at` (s) is `index`: the `index` of the last
    /// `didSelectTitle` event from `titles` at or before the first frame at or after `at`, or 0 when
    /// there was none.
    /// JSON: `{ "selectedTitle": { "index": 2, "at": 1.5 } }`.
    case selectedTitle(index: Int, at: Double)
    /// Paging screen: child `child` received `viewDidLoad` exactly `count` times, counting only
    /// events at or before the first frame at or after `at` (s) when `at` is given.
    /// JSON: `{ "loaded": { "child": 2, "count": 1, "at": 3.0 } }`.
    case loaded(child: Int, count: Int, at: Double?)
    /// Paging screen with a navigation bar: what the bar shows at a time (its latest `barAppearance`
    /// at or before the first frame at or after `at`), field by field (see ``BarExpectation``).
    /// JSON: `{ "navigationBar": { "at": 0.8, "alpha": 1, "translationY": -35.4, "tolerance": 0.01 } }`.
    case navigationBar(BarExpectation)

    /// The offset tolerance when a file gives none, in pt.
    public static let defaultOffsetTolerance = 0.5
    /// The event time tolerance when a file gives none, in s (a little over one 60 Hz frame).
    public static let defaultTimeTolerance = 0.02

    /// The expectations by their distinguishing JSON member.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// One case per form of expectation, named by its distinguishing member.
        case contentOffset, event, sequence, count, selectedTitle, loaded, navigationBar

        /// The members a JSON expectation of this kind may have.
        public var fields: [String] {
            switch self {
            case .contentOffset: ["contentOffset", "view", "at", "tolerance"]
            case .event: ["event", "source", "at", "tolerance"]
            case .sequence: ["sequence", "source"]
            case .count: ["count", "event", "source"]
            case .selectedTitle: ["selectedTitle"]
            case .loaded: ["loaded"]
            case .navigationBar: ["navigationBar"]
            }
        }
    }

    /// This expectation's kind.
    public var kind: Kind {
        switch self {
        case .contentOffset: .contentOffset
        case .event: .event
        case .sequence: .sequence
        case .count: .count
        case .selectedTitle: .selectedTitle
        case .loaded: .loaded
        case .navigationBar: .navigationBar
        }
    }

    /// The time the expectation refers to, in s, if it refers to one.
    public var at: Double? {
        switch self {
        case .contentOffset(_, let at, _, _), .event(_, _, let at, _), .selectedTitle(_, let at): at
        case .loaded(_, _, let at): at
        case .navigationBar(let bar): bar.at
        case .sequence, .count: nil
        }
    }
}
