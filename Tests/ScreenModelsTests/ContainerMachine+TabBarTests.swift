import ScreenModels
import Testing

/// Launch and tab taps as call logs: no clock, no await.
@Suite struct ContainerMachineTabBarTests {
    @Test func launchLoadsTheTabBarAndThePagingRootThenForwardsAppearanceDownToTheFirstChild() throws {
        var machine = try ContainerFixtures.seedApp(launched: false)
        let added = (0..<4).map { c(child($0), .willMoveToParent(hasParent: true)) }
        #expect(
            try machine.apply(.launch) == loads("tabs") + loads(pagingRoot)
                // The paging root's viewDidLoad adds every child and loads the first.
                + added + loads(child(0)) + [c(child(0), .didMoveToParent(hasParent: true))]
                // Will: parent first, then forwarded down.
                + [c("tabs", .viewWillAppear), c(pagingRoot, .viewWillAppear), c(child(0), .viewWillAppear)]
                // Did.
                + [c("tabs", .viewDidAppear), c(pagingRoot, .viewDidAppear), c(child(0), .viewDidAppear)])
    }

    @Test func aTabSwitchLoadsTheNewRootOnFirstAppearanceAndSwapsAppearance() throws {
        var machine = try ContainerFixtures.seedApp()
        #expect(
            try machine.apply(.selectTab(1, shouldSelect: true)) == [
                .shouldSelectTab(index: 1, allowed: true), .selectionChanged(index: 1, previous: 0),
            ] + loads("tab/1/root") + [
                // Will: the old root (and its visible child) disappears, the new root appears.
                c(pagingRoot, .viewWillDisappear), c(child(0), .viewWillDisappear), c("tab/1/root", .viewWillAppear),
                // Did.
                c(pagingRoot, .viewDidDisappear), c(child(0), .viewDidDisappear), c("tab/1/root", .viewDidAppear),
                .didSelectTab(index: 1),
            ])
        // Back: tab 0's root is loaded already.
        #expect(
            try machine.apply(.selectTab(0, shouldSelect: true)) == [
                .shouldSelectTab(index: 0, allowed: true), .selectionChanged(index: 0, previous: 1),
                c("tab/1/root", .viewWillDisappear), c(pagingRoot, .viewWillAppear), c(child(0), .viewWillAppear),
                c("tab/1/root", .viewDidDisappear), c(pagingRoot, .viewDidAppear), c(child(0), .viewDidAppear),
                .didSelectTab(index: 0),
            ])
    }

    @Test func reTappingTheSelectedTabCallsDidSelectAndNothingElse() throws {
        var machine = try ContainerFixtures.seedApp()
        #expect(
            try machine.apply(.selectTab(0, shouldSelect: true)) == [
                .shouldSelectTab(index: 0, allowed: true), .didSelectTab(index: 0),
            ])
    }

    @Test func shouldSelectCanRefuseATab() throws {
        var machine = try ContainerFixtures.seedApp()
        #expect(try machine.apply(.selectTab(2, shouldSelect: false)) == [.shouldSelectTab(index: 2, allowed: false)])
        #expect(machine.selectedTab == 0)
        #expect(!machine.stacks[2][0].lifecycle.isViewLoaded)
    }

    @Test func refusedInputsChangeNothing() throws {
        var machine = try ContainerFixtures.seedApp()
        let before = machine
        #expect(throws: ScreenModelError.self) { try machine.apply(.selectTab(4, shouldSelect: true)) }
        #expect(throws: ScreenModelError.self) { try machine.apply(.launch) }
        #expect(throws: ScreenModelError.self) { try machine.apply(.pop) }
        #expect(throws: ScreenModelError.self) { try machine.apply(.dismiss) }
        #expect(throws: ScreenModelError.self) { try machine.apply(.finishTransition) }
        #expect(throws: ScreenModelError.self) { try machine.apply(.pages(.containerWillAppear)) }
        #expect(throws: ScreenModelError.self) { try machine.apply(.interactivePop(.finished)) }
        // The paging root's own refusals, decided before the tree changes anything.
        #expect(throws: ScreenModelError(argument: "offsetX", expected: "a finite number", actual: "nan")) {
            try machine.apply(.pages(.didScroll(offsetX: .nan)))
        }
        #expect(throws: ScreenModelError.self) { try machine.apply(.pages(.select(index: 9, animated: true))) }
        #expect(machine == before)
        _ = try machine.apply(.push)
        let pushing = machine
        #expect(throws: ScreenModelError.self) { try machine.apply(.selectTab(1, shouldSelect: true)) }
        #expect(throws: ScreenModelError.self) { try machine.apply(.present(.fullScreen)) }
        #expect(throws: ScreenModelError.self) { try machine.apply(.dismiss) }
        #expect(throws: ScreenModelError.self) { try machine.apply(.interactivePop(.cancelled)) }
        #expect(machine == pushing)
        _ = try machine.apply(.finishTransition)
        #expect(machine != before)
        _ = try machine.apply(.present(.pageSheet))
        let presented = machine
        #expect(throws: ScreenModelError.self) { try machine.apply(.push) }
        #expect(throws: ScreenModelError.self) { try machine.apply(.present(.fullScreen)) }
        #expect(machine == presented)
        var unlaunched = try ContainerFixtures.seedApp(launched: false)
        let unlaunchedBefore = unlaunched
        #expect(throws: ScreenModelError.self) { try unlaunched.apply(.push) }
        #expect(throws: ScreenModelError.self) { try unlaunched.apply(.pages(.didScroll(offsetX: 10))) }
        #expect(unlaunched == unlaunchedBefore)
    }
}
