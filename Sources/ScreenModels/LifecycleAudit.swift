/// An independent check of a paging screen's child lifecycle, built from its log alone: feed it
/// the screen's ``ScreenEvent``s in order (all of them, from the screen's first), and it replays the
/// `child/N` events and keeps every broken rule in ``problems``:
///
/// - appearance calls out of order: a "did" without its "will", a "will" in the wrong state;
/// - an appearance call to a child whose view is not loaded;
/// - `loadView` while the view is loaded, `viewDidLoad` without `loadView` or twice for one, and any
///   other call between a `loadView` and its `viewDidLoad`;
/// - a view released while its child is not fully disappeared;
/// - containment out of order: added twice, `didMove(toParent:)` before `willMove(toParent:)`,
///   twice, or before the view loaded; a removal of a child that was not added, or a
///   `didMove(toParent: nil)` without its `willMove(toParent: nil)`.
///
/// It also keeps each child's appearance state, whether its view is loaded, and its load and unload
/// counts, so that a caller can compare them with the screen's own state
/// (``PagingScreen/finalProblems(of:)``). Fed from an observer (``PagingScreen/addObserver(_:)``),
/// it checks every event inside the frame that produced it.
public struct LifecycleAudit: Sendable, Hashable {
    /// Each child's appearance state after the events so far, by page index.
    public private(set) var appearance: [AppearanceState]
    /// Whether each child's view is loaded after the events so far, by page index.
    public private(set) var loaded: [Bool]
    /// How many times each child's view has loaded (`loadView` events), by page index.
    public private(set) var loadCounts: [Int]
    /// How many times each child's view has been released (`unloadView` events), by page index.
    public private(set) var unloadCounts: [Int]
    /// How many of those releases were for the cache limit (``UnloadReason/cacheLimit``), by page index.
    public private(set) var cacheEvictions: [Int]
    /// Every broken rule found so far, in order, each naming the frame and the child
    /// (`frame 42: child 3 got viewDidAppear while disappeared`).
    public private(set) var problems: [String] = []
    private var added: [Bool]
    private var moved: [Bool]
    /// Whether `loadView` came and its `viewDidLoad` has not yet, by page index.
    private var awaitingDidLoad: [Bool]
    /// Whether `viewDidLoad` came for the view loaded now, by page index.
    private var didLoad: [Bool]
    /// Whether `willMove(toParent: nil)` came and its `didMove(toParent: nil)` has not yet.
    private var removing: [Bool]

    /// An audit of a screen with `childCount` children (pages), before its first event: every child
    /// detached, disappeared and without a view. A negative count is itself a problem, reported
    /// in ``problems``; the audit then knows no child.
    public init(childCount: Int) {
        let count = max(0, childCount)
        appearance = Array(repeating: .disappeared, count: count)
        loaded = Array(repeating: false, count: count)
        loadCounts = Array(repeating: 0, count: count)
        unloadCounts = Array(repeating: 0, count: count)
        cacheEvictions = Array(repeating: 0, count: count)
        added = Array(repeating: false, count: count)
        moved = Array(repeating: false, count: count)
        awaitingDidLoad = Array(repeating: false, count: count)
        didLoad = Array(repeating: false, count: count)
        removing = Array(repeating: false, count: count)
        if childCount < 0 { problems.append("childCount \(childCount): expected a count >= 0") }
    }

    /// Audits a whole log (a screen's ``PagingScreen/screenEvents``) of a screen with `childCount`
    /// children.
    public static func audit(_ events: [ScreenEvent], childCount: Int) -> LifecycleAudit {
        var audit = LifecycleAudit(childCount: childCount)
        for event in events { audit.apply(event) }
        return audit
    }

    /// Checks the next event of the log. Events that are not about a child's lifecycle are ignored;
    /// an event naming a child the audit does not have is itself a problem.
    public mutating func apply(_ event: ScreenEvent) {
        switch event.detail {
        case .lifecycle(let index, let call):
            guard appearance.indices.contains(index) else { return outOfRange(index, event) }
            apply(call, to: index, at: event.frame)
        case .unloaded(let index, let reason):
            guard appearance.indices.contains(index) else { return outOfRange(index, event) }
            if appearance[index] != .disappeared {
                problems.append("frame \(event.frame): child \(index) unloaded while \(appearance[index])")
            }
            if !loaded[index] { problems.append("frame \(event.frame): child \(index) unloaded without a view") }
            loaded[index] = false
            didLoad[index] = false
            unloadCounts[index] += 1
            if reason == .cacheLimit { cacheEvictions[index] += 1 }
        default:
            break
        }
    }

    private mutating func outOfRange(_ index: Int, _ event: ScreenEvent) {
        problems.append("frame \(event.frame): \(event.name) for child \(index) of \(appearance.count)")
    }

    private mutating func apply(_ call: ChildLifecycleCall, to index: Int, at frame: Int) {
        func expect(_ allowed: [AppearanceState], then next: AppearanceState) {
            guard allowed.contains(appearance[index]) else {
                problems.append("frame \(frame): child \(index) got \(call.name) while \(appearance[index])")
                return
            }
            // A child may be told it will appear before its view loads (lazily), but it can only
            // appear with a view.
            if next == .appeared && !loaded[index] {
                problems.append("frame \(frame): child \(index) got \(call.name) without a view")
            }
            appearance[index] = next
        }
        if awaitingDidLoad[index] && call != .viewDidLoad {
            problems.append("frame \(frame): child \(index) got \(call.name) between loadView and viewDidLoad")
        }
        switch call {
        case .loadView:
            if loaded[index] { problems.append("frame \(frame): child \(index) loaded twice") }
            loaded[index] = true
            awaitingDidLoad[index] = true
            didLoad[index] = false
            loadCounts[index] += 1
        case .viewDidLoad:
            if !loaded[index] {
                problems.append("frame \(frame): child \(index) viewDidLoad without loadView")
            } else if didLoad[index] {
                problems.append("frame \(frame): child \(index) viewDidLoad twice for one loadView")
            }
            awaitingDidLoad[index] = false
            didLoad[index] = loaded[index]
        case .viewWillAppear: expect([.disappeared, .disappearing], then: .appearing)
        case .viewDidAppear: expect([.appearing], then: .appeared)
        case .viewWillDisappear: expect([.appeared, .appearing], then: .disappearing)
        case .viewDidDisappear: expect([.disappearing], then: .disappeared)
        case .willMoveToParent(hasParent: true):
            if added[index] { problems.append("frame \(frame): child \(index) added twice") }
            added[index] = true
        case .didMoveToParent(hasParent: true):
            if !added[index] || moved[index] || !loaded[index] {
                problems.append("frame \(frame): child \(index) didMoveToParent out of order")
            }
            moved[index] = true
        case .willMoveToParent(hasParent: false):
            if !added[index] { problems.append("frame \(frame): child \(index) removed without being added") }
            removing[index] = true
        case .didMoveToParent(hasParent: false):
            if !added[index] || !removing[index] {
                problems.append("frame \(frame): child \(index) removeFromParent out of order")
            }
            added[index] = false
            moved[index] = false
            removing[index] = false
        }
    }
}
