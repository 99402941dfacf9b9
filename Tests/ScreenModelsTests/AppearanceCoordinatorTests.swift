import ScreenModels
import Testing

/// Shorthand for a log entry.
private func e(_ index: Int, _ call: ChildLifecycleCall) -> ChildLifecycleEvent {
    ChildLifecycleEvent(childIndex: index, call: call)
}

/// A five-page container on screen with page `selected` shown and its view loaded.
private func onScreen(selected: Int = 0) throws -> AppearanceCoordinator {
    var coordinator = try AppearanceCoordinator(childCount: 5, selectedIndex: selected)
    _ = coordinator.containerWillAppear()
    _ = coordinator.containerDidAppear()
    return coordinator
}

@Suite struct AppearanceCoordinatorTests {
    @Test func containerAppearanceIsForwardedToTheSelectedChild() throws {
        var coordinator = try AppearanceCoordinator(childCount: 5)
        // Appearance loads no view; appearing does, at the latest.
        #expect(coordinator.containerWillAppear() == [e(0, .viewWillAppear)])
        #expect(coordinator.containerDidAppear() == [e(0, .loadView), e(0, .viewDidLoad), e(0, .viewDidAppear)])
        #expect(coordinator.containerWillDisappear() == [e(0, .viewWillDisappear)])
        #expect(coordinator.containerDidDisappear() == [e(0, .viewDidDisappear)])
    }

    @Test func aHeldPageAppearsWithTheContainerAndEndsWhenReleased() throws {
        var coordinator = try AppearanceCoordinator(childCount: 5, selectedIndex: 3)
        coordinator.holdAppearance(of: 3)
        #expect(coordinator.arrivingIndex == 3)
        #expect(coordinator.containerWillAppear() == [e(3, .viewWillAppear)])
        #expect(coordinator.containerDidAppear().isEmpty)  // the pages are not there yet
        #expect(coordinator.releaseAppearance() == [e(3, .loadView), e(3, .viewDidLoad), e(3, .viewDidAppear)])
        #expect(coordinator.releaseAppearance().isEmpty && coordinator.arrivingIndex == nil)
        // Not the selected page, or the seeds' model: nothing is held.
        var other = try AppearanceCoordinator(childCount: 5, selectedIndex: 3)
        other.holdAppearance(of: 2)
        var seeds = try AppearanceCoordinator(childCount: 5, selectedIndex: 3, model: .seeds)
        seeds.holdAppearance(of: 3)
        #expect(other.arrivingIndex == nil && seeds.arrivingIndex == nil)
    }

    @Test func aTransitionOrADisappearanceWhileAPageArrivesSettlesIt() throws {
        var coordinator = try AppearanceCoordinator(childCount: 5, selectedIndex: 3)
        coordinator.holdAppearance(of: 3)
        _ = coordinator.containerWillAppear()
        _ = coordinator.containerDidAppear()
        // A swipe from the arriving page: its disappearance balances its appearance.
        #expect(try coordinator.beginTransition(to: 4) == [e(4, .viewWillAppear), e(3, .viewWillDisappear)])
        #expect(coordinator.arrivingIndex == nil)
        #expect(
            try coordinator.completeTransition() == [
                e(3, .viewDidDisappear), e(4, .loadView), e(4, .viewDidLoad), e(4, .viewDidAppear),
            ])
        #expect(coordinator.releaseAppearance().isEmpty)
    }

    @Test func completedSwipeBeginsBothThenEndsBoth() throws {
        var coordinator = try onScreen()
        #expect(try coordinator.beginTransition(to: 1) == [e(1, .viewWillAppear), e(0, .viewWillDisappear)])
        #expect(coordinator.pendingIndex == 1)
        #expect(
            try coordinator.completeTransition() == [
                e(0, .viewDidDisappear), e(1, .loadView), e(1, .viewDidLoad), e(1, .viewDidAppear),
            ])
        #expect(coordinator.selectedIndex == 1)
        #expect(coordinator.pendingIndex == nil)
    }

    @Test func cancelledSwipeBeginsTheReversePairThenEndsBoth() throws {
        var coordinator = try onScreen(selected: 1)
        #expect(try coordinator.beginTransition(to: 2) == [e(2, .viewWillAppear), e(1, .viewWillDisappear)])
        #expect(
            try coordinator.cancelTransition() == [
                e(1, .viewWillAppear), e(2, .viewWillDisappear), e(1, .viewDidAppear), e(2, .viewDidDisappear),
            ])
        #expect(coordinator.selectedIndex == 1)
        #expect(try coordinator.child(1).appearance == .appeared)
        #expect(try coordinator.child(2).appearance == .disappeared)
        // The abandoned page was never loaded.
        #expect(try !coordinator.child(2).isViewLoaded)
        #expect(try coordinator.beginTransition(to: 2) == [e(2, .viewWillAppear), e(1, .viewWillDisappear)])
    }

    @Test func farJumpTransitionsOnlyTheSourceAndDestination() throws {
        var coordinator = try onScreen()
        var log = try coordinator.beginTransition(to: 4)
        log += try coordinator.completeTransition()
        #expect(
            log == [
                e(4, .viewWillAppear), e(0, .viewWillDisappear),
                e(0, .viewDidDisappear), e(4, .loadView), e(4, .viewDidLoad), e(4, .viewDidAppear),
            ])
        #expect(Set(log.map(\.childIndex)) == [0, 4])
        #expect(try (1...3).allSatisfy { try !coordinator.child($0).isViewLoaded })
    }

    @Test func nonAnimatedJumpFollowsParchmentsSelectOrder() throws {
        var coordinator = try onScreen(selected: 3)
        #expect(
            try coordinator.jump(to: 0) == [
                e(3, .viewWillDisappear), e(0, .viewWillAppear),
                e(3, .viewDidDisappear), e(0, .loadView), e(0, .viewDidLoad), e(0, .viewDidAppear),
            ])
        #expect(try coordinator.jump(to: 0) == [])
    }

    @Test func swipeThatChangesDirectionCancelsTheFirstTarget() throws {
        var coordinator = try onScreen(selected: 2)
        _ = try coordinator.accessView(ofChild: 1)
        _ = try coordinator.accessView(ofChild: 3)
        #expect(try coordinator.beginTransition(to: 3) == [e(3, .viewWillAppear), e(2, .viewWillDisappear)])
        #expect(try coordinator.beginTransition(to: 3) == [])
        #expect(
            try coordinator.beginTransition(to: 1) == [
                e(2, .viewWillAppear), e(3, .viewWillDisappear), e(2, .viewDidAppear), e(3, .viewDidDisappear),
                e(1, .viewWillAppear), e(2, .viewWillDisappear),
            ])
        #expect(try coordinator.completeTransition() == [e(2, .viewDidDisappear), e(1, .viewDidAppear)])
    }

    @Test func offScreenContainerMovesSelectionSilently() throws {
        var coordinator = try AppearanceCoordinator(childCount: 3)
        #expect(try coordinator.beginTransition(to: 2) == [])
        #expect(try coordinator.completeTransition() == [])
        #expect(coordinator.selectedIndex == 2)
        #expect(coordinator.containerWillAppear() == [e(2, .viewWillAppear)])
    }

    @Test func everyPageSettlesBalancedAfterManySwipes() throws {
        var coordinator = try onScreen()
        var log: [ChildLifecycleEvent] = []
        let targets = [1, 2, 1, 0, 3, 4, 2, 0]
        for (step, target) in targets.enumerated() {
            log += try coordinator.beginTransition(to: target)
            log += step % 3 == 2 ? try coordinator.cancelTransition() : try coordinator.completeTransition()
        }
        // Per child: every "did" matches the latest "will" (a reversed transition's second "will"
        // replaces the first), and no child is left mid-transition.
        for index in 0..<5 {
            var pending: ChildLifecycleCall?
            for call in log.filter({ $0.childIndex == index }).map(\.call) {
                switch call {
                case .viewWillAppear, .viewWillDisappear: pending = call
                case .viewDidAppear:
                    #expect(pending == .viewWillAppear, "child \(index)")
                    pending = nil
                case .viewDidDisappear:
                    #expect(pending == .viewWillDisappear, "child \(index)")
                    pending = nil
                default: break
                }
            }
            #expect(pending == nil, "child \(index)")
        }
        let shown = (0..<5).filter { (try? coordinator.child($0).appearance) == .appeared }
        #expect(shown == [coordinator.selectedIndex])
    }

    @Test func badCoordinatorInputIsRejectedWithoutChange() throws {
        #expect(throws: ScreenModelError(argument: "childCount", expected: "at least one page", actual: "0")) {
            try AppearanceCoordinator(childCount: 0)
        }
        var coordinator = try onScreen()
        let before = coordinator
        #expect(throws: ScreenModelError(argument: "index", expected: "an index in 0...4", actual: "5")) {
            try coordinator.beginTransition(to: 5)
        }
        #expect(
            throws: ScreenModelError(
                argument: "index", expected: "a page other than the selected page", actual: "0")
        ) {
            try coordinator.beginTransition(to: 0)
        }
        #expect(
            throws: ScreenModelError(
                argument: "transition", expected: "a page transition in progress", actual: "none")
        ) {
            try coordinator.completeTransition()
        }
        #expect(throws: ScreenModelError.self) { try coordinator.cancelTransition() }
        #expect(throws: ScreenModelError.self) { try coordinator.unloadView(ofChild: 0) }
        #expect(coordinator == before)
    }
}
