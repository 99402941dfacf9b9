/// One thing a screen model did, stamped like a scroll view's event so that both kinds merge in
/// (frame, order) order: the order in which things happened in the frame (see ``ScrollViewEvent``).
///
/// Sources: `titles` (title selection and indicator moves), `child/N` (child N's lifecycle calls),
/// `navigationBar` and `tabBar`. Scroll views keep their own events (`pages`, `titleBar`,
/// `child/N/list`); a runner subscribes to those directly.
public struct ScreenEvent: Sendable, Hashable, CustomStringConvertible {
    /// The frame index in which it happened.
    public var frame: Int
    /// The frame's time, in s.
    public var time: Double
    /// Who did it: `titles`, `child/N`, `navigationBar`, `tabBar`.
    public var source: String
    /// Its position among this source's screen events, from 0.
    public var sequence: Int
    /// Its causal position in the frame, shared with the scroll views' events.
    public var order: Int
    /// What happened, as a name (`viewDidLoad`, `didSelectTitle`, `transitionProgress`, ...).
    public var name: String
    /// The details.
    public var detail: ScreenEventDetail

    /// Creates a stamped event.
    public init(
        frame: Int, time: Double, source: String, sequence: Int, order: Int, name: String, detail: ScreenEventDetail
    ) {
        self.frame = frame
        self.time = time
        self.source = source
        self.sequence = sequence
        self.order = order
        self.name = name
        self.detail = detail
    }

    /// Whether `a` happened before `b`: by frame, then by causal order.
    public static func precedes(_ a: ScreenEvent, _ b: ScreenEvent) -> Bool {
        (a.frame, a.order) < (b.frame, b.order)
    }

    /// `frame 18.7 t=0.3 child/3#4 viewDidAppear`.
    public var description: String { "frame \(frame).\(order) t=\(time) \(source)#\(sequence) \(name) \(detail)" }
}

/// The typed details of a ``ScreenEvent``; lengths in pt, times in s, progress and alpha unitless.
public enum ScreenEventDetail: Sendable, Hashable {
    /// Nothing more than the name.
    case none
    /// A lifecycle call sent to child `index` (`loadView`, `viewDidLoad`, `viewWillAppear`, ...).
    case lifecycle(index: Int, call: ChildLifecycleCall)
    /// Child `index`'s view was released (name `unloadView`, not a UIKit call).
    case unloaded(index: Int, reason: UnloadReason)
    /// Title `index` became the selected title; `previous` was selected before.
    case titleSelection(index: Int, previous: Int)
    /// The indicator starts to move from `from` to `to` (pt, title bar coordinates) over
    /// `duration` s.
    case indicator(from: Rect, to: Rect, duration: Double)
    /// The navigation bar's background alpha (in [0, 1]) and content style, after a scroll of the
    /// bound scroll view to content offset y `offsetY` (pt).
    case navigationFade(alpha: Double, style: StatusBarStyle, offsetY: Double)
    /// A push or pop of the navigation bar at `progress` (in [0, 1]) with background alpha `alpha`.
    case navigationTransition(kind: NavigationTransition.Kind, progress: Double, alpha: Double)
    /// A push or pop ended: `completed` is false for a cancelled interactive pop.
    case navigationTransitionEnd(kind: NavigationTransition.Kind, completed: Bool)
    /// Tab `index` became the selected tab; `previous` was selected before.
    case tabSelection(index: Int, previous: Int)
    /// Tab `index`'s badge became `value` (nil: no badge).
    case badge(index: Int, value: String?)
    /// The fixed title bar's indicator is at `frame` (pt, title bar coordinates) while it follows
    /// the pages (name `indicatorFrame`).
    case indicatorFrame(Rect)
    /// Title `index` of the scrolling title bar is drawn at `scale` (unitless; 1.3 selected, 1
    /// otherwise) (name `titleScale`).
    case titleScale(index: Int, scale: Double)
    /// The navigation bar shows `appearance` (colours, alpha, status-bar style), is translated by
    /// `translationY` pt (0 or negative) and draws its bar button items at `itemsAlpha` (unitless,
    /// [0, 1]: ``NavigationBarController/itemsAlpha``, 1 unless the bar moves with the list) (name
    /// `barAppearance`): after every change it shows, every tick of a transition included.
    case barAppearance(NavigationBarAppearance, translationY: Double, itemsAlpha: Double)
}

/// Why a paging screen released a child's view.
public enum UnloadReason: String, Sendable, Hashable, CaseIterable {
    /// More children were loaded than the cache limit allows; this was the least recently used (loaded, or rested on).
    case cacheLimit
    /// `memoryWarning()` dropped a loaded child whose page was not on screen (nor the page shown, a
    /// transition's destination or the target of the motion in flight).
    case memoryWarning
}
