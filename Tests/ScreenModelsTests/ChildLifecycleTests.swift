import ScreenModels
import Testing

@Suite struct ChildLifecycleTests {
    @Test func viewLoadsOnceOnFirstAccess() {
        var child = ChildLifecycle()
        #expect(child.isViewLoaded == false)
        #expect(child.accessView() == [.loadView, .viewDidLoad])
        #expect(child.accessView() == [])
        #expect(child.isViewLoaded)
        #expect(child.loadCount == 1)
    }

    @Test func callNamesAreExactlyUIKits() {
        let calls: [ChildLifecycleCall] = [
            .loadView, .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
            .willMoveToParent(hasParent: true), .didMoveToParent(hasParent: false),
        ]
        #expect(
            calls.map(\.name) == [
                "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
                "willMoveToParent", "didMoveToParent",
            ])
        #expect(ChildLifecycleCall.didMoveToParent(hasParent: false).description == "didMoveToParent(nil)")
    }

    @Test func appearanceIsBalancedAndSentAtMostOncePerTransition() {
        var child = ChildLifecycle()
        #expect(child.endAppearanceTransition() == [])
        #expect(child.beginAppearanceTransition(isAppearing: true) == [.viewWillAppear])
        #expect(!child.isViewLoaded)  // being told it will appear loads nothing
        #expect(child.beginAppearanceTransition(isAppearing: true) == [])
        #expect(child.appearance == .appearing)
        #expect(child.endAppearanceTransition() == [.loadView, .viewDidLoad, .viewDidAppear])
        #expect(child.endAppearanceTransition() == [])
        #expect(child.beginAppearanceTransition(isAppearing: true) == [])
        #expect(child.beginAppearanceTransition(isAppearing: false) == [.viewWillDisappear])
        #expect(child.beginAppearanceTransition(isAppearing: false) == [])
        #expect(child.endAppearanceTransition() == [.viewDidDisappear])
        #expect(child.appearance == .disappeared)
        #expect(child.loadCount == 1)
    }

    @Test func beginningTheOppositeDirectionReversesATransition() {
        var child = ChildLifecycle()
        _ = child.accessView()
        #expect(child.beginAppearanceTransition(isAppearing: true) == [.viewWillAppear])
        #expect(child.beginAppearanceTransition(isAppearing: false) == [.viewWillDisappear])
        #expect(child.endAppearanceTransition() == [.viewDidDisappear])
        #expect(child.appearance == .disappeared)
    }

    @Test func unloadReleasesTheViewAndTheNextAccessLoadsAgain() throws {
        var child = ChildLifecycle()
        _ = child.beginAppearanceTransition(isAppearing: true)
        _ = child.endAppearanceTransition()
        let visible = child
        #expect(
            throws: ScreenModelError(
                argument: "appearance", expected: "a disappeared child to unload", actual: "appeared")
        ) {
            try child.unloadView()
        }
        #expect(child == visible)
        _ = child.beginAppearanceTransition(isAppearing: false)
        _ = child.endAppearanceTransition()
        #expect(try child.unloadView() == [])
        #expect(child.isViewLoaded == false)
        #expect(child.accessView() == [.loadView, .viewDidLoad])
        #expect(child.loadCount == 2)
    }

    @Test func containmentFollowsUIKitsOrder() throws {
        var child = ChildLifecycle()
        var log: [ChildLifecycleCall] = []
        log += try child.addToParent()
        log += child.accessView()
        log += try child.didMoveToParent()
        #expect(child.containment == .attached)
        log += try child.willMoveFromParent()
        log += try child.removeFromParent()
        #expect(
            log == [
                .willMoveToParent(hasParent: true), .loadView, .viewDidLoad, .didMoveToParent(hasParent: true),
                .willMoveToParent(hasParent: false), .didMoveToParent(hasParent: false),
            ])
        #expect(child.containment == .detached)
    }

    @Test func containmentOutOfOrderIsRejectedWithoutChange() throws {
        var child = ChildLifecycle()
        #expect(
            throws: ScreenModelError(
                argument: "containment", expected: "adding for didMove(toParent: parent)", actual: "detached")
        ) {
            try child.didMoveToParent()
        }
        #expect(throws: ScreenModelError.self) { try child.removeFromParent() }
        _ = try child.addToParent()
        #expect(throws: ScreenModelError.self) { try child.addToParent() }
        #expect(child.containment == .adding)
    }

    /// Any sequence of begin/end calls, driven by a fixed pseudo-random sequence, keeps the
    /// appearance calls balanced: every "did" right after its "will", no "will" repeated.
    @Test func randomBeginEndSequencesStayBalanced() {
        var child = ChildLifecycle()
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var sent: [ChildLifecycleCall] = []
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            switch state >> 62 {
            case 0: sent += child.beginAppearanceTransition(isAppearing: true)
            case 1: sent += child.beginAppearanceTransition(isAppearing: false)
            default: sent += child.endAppearanceTransition()
            }
        }
        let appearance = sent.filter { $0 != .loadView && $0 != .viewDidLoad }
        #expect(!appearance.isEmpty)
        for (previous, call) in zip([ChildLifecycleCall.viewDidDisappear] + appearance, appearance) {
            switch call {
            case .viewDidAppear: #expect(previous == .viewWillAppear)
            case .viewDidDisappear: #expect(previous == .viewWillDisappear)
            case .viewWillAppear: #expect(previous == .viewDidDisappear || previous == .viewWillDisappear)
            case .viewWillDisappear: #expect(previous == .viewDidAppear || previous == .viewWillAppear)
            default: Issue.record("unexpected \(call)")
            }
        }
        #expect(sent.filter { $0 == .viewDidLoad }.count == 1)
    }
}
