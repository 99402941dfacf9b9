import ScreenModels

/// Replays the `child/N` events of a paging screen's log and reports every broken rule: appearance
/// calls out of order (a "did" without its "will", a repeated "will"), appearance calls to a child
/// without a view, `viewDidLoad` without `loadView`, containment out of order.
struct LifecycleAudit {
    private(set) var appearance: [AppearanceState]
    private(set) var loaded: [Bool]
    private(set) var problems: [String] = []
    private var added: [Bool]
    private var moved: [Bool]

    init(childCount: Int) {
        appearance = Array(repeating: .disappeared, count: childCount)
        loaded = Array(repeating: false, count: childCount)
        added = Array(repeating: false, count: childCount)
        moved = Array(repeating: false, count: childCount)
    }

    /// Audits a whole log.
    static func audit(_ events: [ScreenEvent], childCount: Int) -> LifecycleAudit {
        var audit = LifecycleAudit(childCount: childCount)
        for event in events { audit.apply(event) }
        return audit
    }

    mutating func apply(_ event: ScreenEvent) {
        switch event.detail {
        case .lifecycle(let index, let call):
            apply(call, to: index, at: event.frame)
        case .unloaded(let index, _):
            if appearance[index] != .disappeared { problems.append("frame \(event.frame): child \(index) unloaded while \(appearance[index])") }
            loaded[index] = false
        default:
            break
        }
    }

    private mutating func apply(_ call: ChildLifecycleCall, to index: Int, at frame: Int) {
        func expect(_ allowed: [AppearanceState], then next: AppearanceState) {
            guard allowed.contains(appearance[index]) else {
                problems.append("frame \(frame): child \(index) got \(call.name) while \(appearance[index])")
                return
            }
            if !loaded[index] { problems.append("frame \(frame): child \(index) got \(call.name) without a view") }
            appearance[index] = next
        }
        switch call {
        case .loadView:
            if loaded[index] { problems.append("frame \(frame): child \(index) loaded twice") }
            loaded[index] = true
        case .viewDidLoad:
            if !loaded[index] { problems.append("frame \(frame): child \(index) viewDidLoad without loadView") }
        case .viewWillAppear: expect([.disappeared, .disappearing], then: .appearing)
        case .viewDidAppear: expect([.appearing], then: .appeared)
        case .viewWillDisappear: expect([.appeared, .appearing], then: .disappearing)
        case .viewDidDisappear: expect([.disappearing], then: .disappeared)
        case .willMoveToParent:
            if added[index] { problems.append("frame \(frame): child \(index) added twice") }
            added[index] = true
        case .didMoveToParent:
            if !added[index] || moved[index] || !loaded[index] {
                problems.append("frame \(frame): child \(index) didMoveToParent out of order")
            }
            moved[index] = true
        }
    }
}
