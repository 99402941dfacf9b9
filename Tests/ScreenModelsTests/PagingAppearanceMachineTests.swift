import ScreenModels
import Testing

/// Shorthand for a child's call in an effect log.
private func c(_ index: Int, _ call: ChildLifecycleCall) -> PagingEffect {
    .lifecycle(ChildLifecycleEvent(childIndex: index, call: call))
}

/// A loaded child's first load, as effects: `loadView`, `viewDidLoad`, then the calls in between,
/// then `didMove(toParent:)`.
private func loads(_ index: Int, then calls: [ChildLifecycleCall] = []) -> [PagingEffect] {
    [c(index, .loadView), c(index, .viewDidLoad)] + calls.map { c(index, $0) } + [
        c(index, .didMoveToParent(hasParent: true))
    ]
}

/// A machine of `count` pages of 375 x 667 pt, loaded and on screen, its start's effects dropped.
private func onScreen(
    _ count: Int = 5, model: AppearanceModel = .pageTransitions,
    policy: PagingScreenConfiguration.LoadingPolicy = .eager
) throws -> PagingAppearanceMachine {
    var machine = try PagingAppearanceMachine(
        geometry: PageGeometry(pageSize: Size(width: 375, height: 667), pageCount: count), model: model,
        loadingPolicy: policy)
    for input in [PagingInput.containerViewDidLoad, .containerWillAppear, .containerDidAppear] {
        _ = try machine.apply(input)
    }
    return machine
}

/// Parchment's `PageViewManagerTests` shape: arrange, feed inputs, compare the ordered effects.
@Suite struct PagingAppearanceMachineTests {
    @Test func theStartAddsEveryChildLoadsThePolicysPagesThenAppears() throws {
        var machine = try PagingAppearanceMachine(
            geometry: PageGeometry(pageSize: Size(width: 375, height: 667), pageCount: 3), loadingPolicy: .neighbours)
        #expect(
            try machine.apply(.containerViewDidLoad) == [
                c(0, .willMoveToParent(hasParent: true)), c(1, .willMoveToParent(hasParent: true)),
                c(2, .willMoveToParent(hasParent: true)),
            ] + loads(0) + loads(1))
        #expect(try machine.apply(.containerWillAppear) == [c(0, .viewWillAppear)])
        #expect(try machine.apply(.containerDidAppear) == [c(0, .viewDidAppear)])
    }

    @Test func aSwipeBeginsAtTheFirstDidScrollAndCompletesWhereTheContentReachesThePage() throws {
        var machine = try onScreen()
        #expect(try machine.apply(.willBeginDragging(offsetX: 0)) == [.indicatorFollowsPages])
        #expect(try machine.apply(.didScroll(offsetX: 20)) == [c(1, .viewWillAppear), c(0, .viewWillDisappear)])
        #expect(try machine.apply(.didScroll(offsetX: 200)) == [])
        // The finger is still down: the transition completes where the content reaches page 1.
        #expect(try machine.apply(.didScroll(offsetX: 375)) == [c(0, .viewDidDisappear), c(1, .viewDidAppear)])
        #expect(machine.selectedIndex == 1 && machine.pendingIndex == nil)
        // Until the finger lifts, the same gesture begins nothing more.
        #expect(try machine.apply(.didScroll(offsetX: 390)) == [])
        #expect(try machine.apply(.willEndDragging(targetOffsetX: 375)) == [])
        #expect(try machine.apply(.didEndDragging(willDecelerate: true, offsetX: 390)) == [])
        #expect(try machine.apply(.didEndDecelerating(offsetX: 375)) == [.selectTitle(index: 1, centreTitleBar: false)])
    }

    @Test func aTransitionIsCancelledWhereTheContentComesBackFingerDownOrNot() throws {
        var machine = try onScreen()
        _ = try machine.apply(.willBeginDragging(offsetX: 0))
        #expect(try machine.apply(.didScroll(offsetX: 100)) == [c(1, .viewWillAppear), c(0, .viewWillDisappear)])
        #expect(
            try machine.apply(.didScroll(offsetX: 0)) == [
                c(0, .viewWillAppear), c(1, .viewWillDisappear), c(0, .viewDidAppear), c(1, .viewDidDisappear),
            ])
        #expect(machine.pendingIndex == nil)
    }

    @Test func crossingThePageLeftCancelsAndBeginsTowardsTheOtherSide() throws {
        var machine = try onScreen()
        _ = try machine.apply(.select(index: 2, animated: false))
        _ = try machine.apply(.willBeginDragging(offsetX: 750))
        #expect(try machine.apply(.didScroll(offsetX: 800)) == [c(3, .viewWillAppear), c(2, .viewWillDisappear)])
        #expect(
            try machine.apply(.didScroll(offsetX: 700)) == [
                c(2, .viewWillAppear), c(3, .viewWillDisappear), c(2, .viewDidAppear), c(3, .viewDidDisappear),
                c(1, .viewWillAppear), c(2, .viewWillDisappear),
            ])
    }

    @Test func aNonAnimatedSelectionMakesParchmentsCallsAtOnce() throws {
        var machine = try onScreen()
        #expect(
            try machine.apply(.select(index: 2, animated: false)) == [
                .selectTitle(index: 2, centreTitleBar: true), .selectTitle(index: 2, centreTitleBar: false),
                c(0, .viewWillDisappear), c(2, .viewWillAppear), c(0, .viewDidDisappear), c(2, .viewDidAppear),
            ])
        // The scroll view's own didScroll then changes nothing.
        #expect(try machine.apply(.didScroll(offsetX: 750)) == [])
        #expect(
            try machine.apply(.setContentOffset(offsetX: 375, animated: false)) == [
                .selectTitle(index: 1, centreTitleBar: false),
                c(2, .viewWillDisappear), c(1, .viewWillAppear), c(2, .viewDidDisappear), c(1, .viewDidAppear),
            ])
    }

    @Test func anAnimatedSelectionOfAFarPageTransitionsOnlyBothEnds() throws {
        var machine = try onScreen()
        #expect(try machine.apply(.select(index: 4, animated: true)) == [.selectTitle(index: 4, centreTitleBar: true)])
        #expect(try machine.apply(.didScroll(offsetX: 10)) == [c(4, .viewWillAppear), c(0, .viewWillDisappear)])
        for x in stride(from: 100.0, to: 1500, by: 100) { #expect(try machine.apply(.didScroll(offsetX: x)) == []) }
        #expect(try machine.apply(.didScroll(offsetX: 1500)) == [c(0, .viewDidDisappear), c(4, .viewDidAppear)])
        #expect(
            try machine.apply(.didEndScrollingAnimation(offsetX: 1500)) == [
                .selectTitle(index: 4, centreTitleBar: false)
            ])
    }

    @Test func aSecondSwipePastTheMidpointCompletesTheFirstWhereTheContentCrossesThePage() throws {
        var machine = try onScreen()
        _ = try machine.apply(.willBeginDragging(offsetX: 0))
        _ = try machine.apply(.didScroll(offsetX: 50))
        _ = try machine.apply(.willEndDragging(targetOffsetX: 375))
        _ = try machine.apply(.didEndDragging(willDecelerate: true, offsetX: 60))
        _ = try machine.apply(.didScroll(offsetX: 300))
        // A new finger catches the snap at 300 and drags on.
        #expect(try machine.apply(.willBeginDragging(offsetX: 300)) == [.indicatorFollowsPages])
        #expect(try machine.apply(.didScroll(offsetX: 400)) == [c(0, .viewDidDisappear), c(1, .viewDidAppear)])
        #expect(try machine.apply(.didScroll(offsetX: 420)) == [])
        #expect(try machine.apply(.willEndDragging(targetOffsetX: 750)) == [])
        #expect(try machine.apply(.didScroll(offsetX: 500)) == [c(2, .viewWillAppear), c(1, .viewWillDisappear)])
    }

    @Test func aFingerCatchingAFarAnimationRedirectsWithoutTheFarPageAppearing() throws {
        var machine = try onScreen()
        _ = try machine.apply(.select(index: 3, animated: false))
        _ = try machine.apply(.select(index: 0, animated: true))
        #expect(try machine.apply(.didScroll(offsetX: 1000)) == [c(0, .viewWillAppear), c(3, .viewWillDisappear)])
        _ = try machine.apply(.didScroll(offsetX: 560))
        _ = try machine.apply(.willBeginDragging(offsetX: 560))
        // More than a page from page 3, moving right: towards page 2; page 3 hears nothing.
        #expect(try machine.apply(.didScroll(offsetX: 600)) == [c(0, .viewWillDisappear), c(2, .viewWillAppear)])
        _ = try machine.apply(.willEndDragging(targetOffsetX: 750))
        #expect(
            try machine.apply(.didScroll(offsetX: 750)) == [
                c(3, .viewDidDisappear), c(0, .viewDidDisappear), c(2, .viewDidAppear),
            ])
    }

    @Test func aMemoryWarningSparesEveryPageOnScreenAndTheFlightsTarget() throws {
        var machine = try onScreen()
        _ = try machine.apply(.select(index: 4, animated: true))
        _ = try machine.apply(.didScroll(offsetX: 500))  // pages 1 and 2 on screen, 4 the target
        #expect(try machine.apply(.memoryWarning) == [.unload(child: 3, reason: .memoryWarning)])
        #expect(machine.loadedChildren == [0, 1, 2, 4])
    }

    @Test func theSeedsModelTellsChildrenOnlyWhenTheyLoadAndWithTheScreen() throws {
        var machine = try onScreen(3, model: .seeds, policy: .onSettle)
        _ = try machine.apply(.willBeginDragging(offsetX: 0))
        #expect(try machine.apply(.didScroll(offsetX: 200)) == [])
        #expect(try machine.apply(.didScroll(offsetX: 375)) == [])
        // Landing selects title 1, then loads child 1 (the seeds' titleClick:, then addChildVcView):
        // added to the scroll view in the window, it appears.
        #expect(
            try machine.apply(.didEndDecelerating(offsetX: 375))
                == [.selectTitle(index: 1, centreTitleBar: false)] + loads(1, then: [.viewWillAppear, .viewDidAppear]))
        // Back to page 0: nobody is told.
        #expect(
            try machine.apply(.select(index: 0, animated: false)) == [
                .selectTitle(index: 0, centreTitleBar: true), .selectTitle(index: 0, centreTitleBar: false),
            ])
        #expect(try machine.apply(.containerWillDisappear) == [c(0, .viewWillDisappear), c(1, .viewWillDisappear)])
        #expect(try machine.apply(.containerDidDisappear) == [c(0, .viewDidDisappear), c(1, .viewDidDisappear)])
        #expect(try machine.apply(.containerWillAppear) == [c(0, .viewWillAppear), c(1, .viewWillAppear)])
        #expect(try machine.apply(.containerDidAppear) == [c(0, .viewDidAppear), c(1, .viewDidAppear)])
        // A released view leaves the window first.
        #expect(
            try machine.apply(.memoryWarning) == [
                c(1, .viewWillDisappear), c(1, .viewDidDisappear), .unload(child: 1, reason: .memoryWarning),
            ])
    }

    /// Under the seeds' model a memory warning while the whole screen disappears or appears (a
    /// push, a pop, a full-screen modal) releases the pages off screen as it does at rest: the view
    /// leaves the window, ending the transition it was in, and the container's own call that ends
    /// the transition passes it by. It used to release nothing until the transition ended.
    @Test func underTheSeedsModelAMemoryWarningDuringTheScreensTransitionStillReleases() throws {
        var machine = try onScreen(3, model: .seeds, policy: .eager)
        _ = try machine.apply(.select(index: 1, animated: false))
        _ = try machine.apply(.containerWillDisappear)  // a push begins: every child is disappearing
        #expect(
            try machine.apply(.memoryWarning) == [
                c(0, .viewDidDisappear), .unload(child: 0, reason: .memoryWarning),
                c(2, .viewDidDisappear), .unload(child: 2, reason: .memoryWarning),
            ])
        #expect(try machine.apply(.containerDidDisappear) == [c(1, .viewDidDisappear)])
        // Coming back (a pop): only the page still loaded appears.
        #expect(machine.loadedChildren == [1])
        #expect(try machine.apply(.containerWillAppear) == [c(1, .viewWillAppear)])
        #expect(try machine.apply(.containerDidAppear) == [c(1, .viewDidAppear)])
    }

    @Test func underTheSeedsModelAChildReleasedWhileAppearingReversesItsPair() throws {
        var machine = try onScreen(3, model: .seeds, policy: .eager)
        _ = try machine.apply(.containerWillDisappear)
        _ = try machine.apply(.containerDidDisappear)
        #expect(
            try machine.apply(.containerWillAppear) == [
                c(0, .viewWillAppear), c(1, .viewWillAppear), c(2, .viewWillAppear),
            ])
        #expect(
            try machine.apply(.memoryWarning) == [
                c(1, .viewWillDisappear), c(1, .viewDidDisappear), .unload(child: 1, reason: .memoryWarning),
                c(2, .viewWillDisappear), c(2, .viewDidDisappear), .unload(child: 2, reason: .memoryWarning),
            ])
        #expect(try machine.apply(.containerDidAppear) == [c(0, .viewDidAppear)])
    }

    /// A drag that ends at rest on another page (`didEndDragging(willDecelerate: false)`) under the
    /// seeds' model: their code handles only didEndDecelerating and didEndScrollingAnimation, so the
    /// title stays and the page stays blank. It used to select the title and load the child as a
    /// deceleration's end does.
    @Test func underTheSeedsModelADragEndingAtRestSelectsAndLoadsNothing() throws {
        var machine = try onScreen(3, model: .seeds, policy: .onSettle)
        _ = try machine.apply(.willBeginDragging(offsetX: 0))
        _ = try machine.apply(.didScroll(offsetX: 375))
        _ = try machine.apply(.willEndDragging(targetOffsetX: 375))
        #expect(try machine.apply(.didEndDragging(willDecelerate: false, offsetX: 375)) == [])
        #expect(machine.loadedChildren == [0])
        // A later swipe that ends by decelerating on page 2 selects it and loads its child.
        _ = try machine.apply(.willBeginDragging(offsetX: 375))
        _ = try machine.apply(.didScroll(offsetX: 600))
        _ = try machine.apply(.willEndDragging(targetOffsetX: 750))
        _ = try machine.apply(.didEndDragging(willDecelerate: true, offsetX: 600))
        _ = try machine.apply(.didScroll(offsetX: 750))
        #expect(
            try machine.apply(.didEndDecelerating(offsetX: 750))
                == [.selectTitle(index: 2, centreTitleBar: false)] + loads(2, then: [.viewWillAppear, .viewDidAppear]))
        #expect(machine.loadedChildren == [0, 2] && machine.selectedIndex == 2)
    }

    @Test func aTransitionTheScreenDidNotSeeIsSettledOnThePageShownWhenItComesBack() throws {
        var machine = try onScreen(3)
        _ = try machine.apply(.containerWillDisappear)
        _ = try machine.apply(.containerDidDisappear)
        _ = try machine.apply(.willBeginDragging(offsetX: 0))
        #expect(try machine.apply(.didScroll(offsetX: 100)) == [])
        #expect(machine.pendingIndex == 1)
        // Page 0 is the page nearest the offset: the silent transition is settled there, and the
        // page that appears is on screen.
        #expect(try machine.apply(.containerWillAppear) == [c(0, .viewWillAppear)])
        #expect(machine.pendingIndex == nil)
        // Begins are forwarded while the screen appears; ends wait for its viewDidAppear.
        #expect(try machine.apply(.didScroll(offsetX: 375)) == [c(1, .viewWillAppear), c(0, .viewWillDisappear)])
        #expect(try machine.apply(.containerDidAppear) == [c(0, .viewDidDisappear), c(1, .viewDidAppear)])
    }

    @Test func refusedInputChangesNothing() throws {
        var fresh = try PagingAppearanceMachine(
            geometry: PageGeometry(pageSize: Size(width: 375, height: 667), pageCount: 3))
        #expect(throws: ScreenModelError.self) { try fresh.apply(.didScroll(offsetX: 10)) }
        var machine = try onScreen(3)
        let before = machine
        #expect(throws: ScreenModelError(argument: "offsetX", expected: "a finite number", actual: "nan")) {
            try machine.apply(.didScroll(offsetX: .nan))
        }
        #expect(throws: ScreenModelError(argument: "index", expected: "an index in 0...2", actual: "3")) {
            try machine.apply(.select(index: 3, animated: true))
        }
        #expect(throws: ScreenModelError.self) { try machine.apply(.containerDidAppear) }
        #expect(throws: ScreenModelError.self) { try machine.apply(.containerViewDidLoad) }
        #expect(throws: ScreenModelError.self) { try machine.apply(.willEndDragging(targetOffsetX: .infinity)) }
        // Every input that carries an offset refuses a non-finite one before anything changes.
        let nonFinite: [PagingInput] = [
            .willBeginDragging(offsetX: .nan), .didEndDragging(willDecelerate: true, offsetX: -.infinity),
            .didEndDragging(willDecelerate: false, offsetX: .nan), .didEndDecelerating(offsetX: .infinity),
            .didEndScrollingAnimation(offsetX: .nan), .setContentOffset(offsetX: .nan, animated: false),
            .setContentOffset(offsetX: .infinity, animated: true), .select(index: -1, animated: false),
        ]
        for input in nonFinite {
            #expect(throws: ScreenModelError.self, "\(input)") { try machine.apply(input) }
        }
        #expect(machine == before)
        let freshBefore = fresh
        #expect(throws: ScreenModelError.self) { try fresh.apply(.containerWillAppear) }
        #expect(fresh == freshBefore)
        #expect(throws: ScreenModelError.self) {
            try PagingAppearanceMachine(
                geometry: PageGeometry(pageSize: Size(width: 375, height: 667), pageCount: 3), cacheLimit: 0)
        }
    }
}
