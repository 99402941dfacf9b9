import ScreenModels
import Testing

/// The seeds' essence screen (seed 001) replayed in virtual time.
@Suite struct PagingScreenStoryTests {
    @Test func theScreenStartsOnPageZeroWithOnlyChildZeroLoaded() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        #expect(await screen.names("child/0") == startOfChild0)
        for index in 1..<5 { #expect(await screen.names("child/\(index)") == ["willMoveToParent"]) }
        #expect(await screen.loadedChildren == [0])
        #expect(await screen.selectedIndex == 0)
        #expect(await screen.pages.contentSize == Size(width: 5 * 375, height: 0))
        #expect(await screen.pages.isPagingEnabled)
        let list = try #require(await screen.list(ofChild: 0))
        #expect(list.id == "child/0/list")
        #expect(await list.contentOffset == Point(x: 0, y: -99))
        #expect(await list.contentInset == EdgeInsets(top: 99, left: 0, bottom: 49, right: 0))
        #expect(try await screen.childViewFrame(0) == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(await screen.screenEvents.allSatisfy { $0.frame == 0 })
    }

    @Test func tappingTitleThreeScrollsThereAndLoadsOnlyChildThree() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        let pages = await screen.pages.recordEvents()
        let before = await screen.screenEvents.count
        try await screen.tapTitle(3)
        #expect(await screen.selectedIndex == 3)
        // Parchment begins the transition in the animation's first didScroll (issue 13; this pinned
        // a transition begun by the tap itself before).
        #expect(await screen.pendingIndex == nil)
        try await clock.advance(frames: 1)
        #expect(await screen.pendingIndex == 3)

        try await clock.run(untilTime: 0.25)
        // 28 pt of text ("圖片" at 14 pt) centred on button 3's centre x, 262.5, at the bottom.
        #expect(await screen.indicatorFrame == Rect(x: 248.5, y: 34, width: 28, height: 1))
        #expect(await screen.visibleIndex == 0)

        #expect(try await clock.runUntilSettled(frameLimit: 600) == 3)
        #expect(await pages.names == Array(repeating: "didScroll", count: 18) + ["didEndScrollingAnimation"])
        #expect(await pages.events.map(\.frame) == Array(1...18) + [18])
        let end = try #require(await pages.first("didEndScrollingAnimation"))
        #expect(end.time == 0.3 && end.contentOffset == Point(x: 3 * 375, y: 0))

        #expect(try await screen.loadCount(ofChild: 3) == 1)
        #expect(try await screen.loadCount(ofChild: 1) == 0)
        #expect(try await screen.loadCount(ofChild: 2) == 0)
        #expect(await screen.names("child/1") == ["willMoveToParent"])
        #expect(await screen.names("child/2") == ["willMoveToParent"])
        #expect(await screen.visibleIndex == 3)
        #expect(await screen.pendingIndex == nil)
        #expect(try await screen.childViewFrame(3) == Rect(x: 1125, y: 0, width: 375, height: 667))

        let log = await screen.screenEvents
        // Parchment's order: begun in the first didScroll (frame 1), completed in the didScroll that
        // reaches page 3 (frame 18, before didEndScrollingAnimation); child 3's view loads then, at
        // the latest, just before it appears (issue 13: this pinned a begin at the tap and an end at
        // didEndScrollingAnimation before).
        #expect(
            log.dropFirst(before).map { "\($0.frame) \($0.source) \($0.name)" } == [
                "0 titles titleTapped", "0 titles didSelectTitle", "0 titles indicatorAnimation",
                "1 child/3 viewWillAppear", "1 child/0 viewWillDisappear",
                "18 child/0 viewDidDisappear", "18 child/3 loadView", "18 child/3 viewDidLoad",
                "18 child/3 didMoveToParent", "18 child/3 viewDidAppear",
            ])
        let selection = try #require(log.first { $0.name == "didSelectTitle" })
        #expect(selection.detail == .titleSelection(index: 3, previous: 0))
        let indicator = try #require(log.first { $0.name == "indicatorAnimation" })
        #expect(
            indicator.detail
                == .indicator(
                    from: Rect(x: 23.5, y: 34, width: 28, height: 1), to: Rect(x: 248.5, y: 34, width: 28, height: 1),
                    duration: 0.25))
    }

    /// The container adds a loaded child's view, then says didMove(toParent:). Under page
    /// transitions it drives the appearance itself, after that; under the seeds' model adding the
    /// view to the window is what makes the child appear, so the pair comes first.
    @Test(arguments: [AppearanceModel.pageTransitions, .seeds])
    func aLazilyLoadedChildMovesToItsParentWhenItsViewIsAdded(model: AppearanceModel) async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles, appearance: model)
        try await screen.tapTitle(3)
        try await settle(clock)
        let expected =
            model == .seeds
            ? ["willMoveToParent", "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "didMoveToParent"]
            : ["willMoveToParent", "viewWillAppear", "loadView", "viewDidLoad", "didMoveToParent", "viewDidAppear"]
        #expect(await screen.names("child/3") == expected)
    }

    @Test func swipingLeftFromPageZeroSelectsTitleOneAndLoadsChildOne() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        let pages = await screen.pages.recordEvents()
        try await screen.swipe(direction: .left)
        try await settle(clock)
        #expect(
            await pages.milestones
                == [
                    "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
                    "didEndDecelerating",
                ])
        #expect(await screen.pages.contentOffset == Point(x: 375, y: 0))
        #expect(await screen.selectedIndex == 1)
        #expect(await screen.visibleIndex == 1)
        #expect(try await screen.loadCount(ofChild: 1) == 1)
        // The transition completes in the didScroll that reaches page 1, before didEndDecelerating
        // (issue 13), so child 1's view loads there, just before it appears; the container adds the
        // view and says didMove(toParent:) before it ends the appearance.
        #expect(
            await screen.names("child/1")
                == [
                    "willMoveToParent", "viewWillAppear", "loadView", "viewDidLoad", "didMoveToParent", "viewDidAppear",
                ])

        // The transition begins with the first didScroll; child 1 loads and appears in the frame of
        // didEndDecelerating.
        let firstScroll = try #require(await pages.first("didScroll"))
        let landed = try #require(await pages.first("didEndDecelerating"))
        let willAppear = try #require(await screen.events(named: "viewWillAppear").last)
        let loaded = try #require(await screen.events(named: "viewDidLoad").last)
        let didAppear = try #require(await screen.events(named: "viewDidAppear").last)
        #expect(willAppear.frame == firstScroll.frame)
        #expect(loaded.frame == landed.frame && didAppear.frame == landed.frame)
        let selection = try #require(await screen.events(named: "didSelectTitle").first)
        #expect(selection.frame == landed.frame && selection.detail == .titleSelection(index: 1, previous: 0))
        #expect(await screen.indicatorFrame == Rect(x: 75 + 23.5, y: 34, width: 28, height: 1))
    }

    @Test func aTitleTapInTheFrameASwipesSnapEndsComesAfterThatEnd() async throws {
        // The snap's last frame, from a run of the swipe alone.
        let landing: Int
        do {
            let clock = try DisplayClock()
            let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
            let pages = await screen.pages.recordEvents()
            try await screen.swipe(direction: .left)
            try await settle(clock)
            landing = try #require(await pages.first("didEndDecelerating")).frame
            try await clock.stop()
        }
        // A title tap, and the screen's own animated setContentOffset, in that frame.
        for byTitle in [true, false] {
            let clock = try DisplayClock()
            let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
            try await screen.swipe(direction: .left)
            await clock.spawn {
                try await clock.sleep(untilFrame: landing)
                if byTitle {
                    try await screen.tapTitle(3)
                } else {
                    try await screen.setContentOffset(Point(x: 1125, y: 0), animated: true)
                }
            }
            try await settle(clock)
            // The snap ends first and selects its page; the tap then selects title 3 and goes there.
            // (Its end used to arrive inside the tap: title 1 was selected after title 3, while the
            // pages went to page 3, and child 2, flown over, loaded and appeared mid-flight.)
            let selections = await screen.events(named: "didSelectTitle").map(\.detail)
            #expect(
                selections == [.titleSelection(index: 1, previous: 0), .titleSelection(index: 3, previous: 1)],
                "by title: \(byTitle)")
            #expect(await screen.selectedIndex == 3)
            #expect(await screen.pages.contentOffset == Point(x: 1125, y: 0))
            #expect(await screen.names("child/2") == ["willMoveToParent"], "by title: \(byTitle)")
            try await clock.stop()
        }
    }

    @Test func theIndicatorFollowsTheSwipe() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        try await screen.swipe(direction: .left)
        try await clock.advance(frames: 10)
        let x = await screen.pages.contentOffset.x
        #expect(x > 0 && x < 375)
        let following = try screen.fixedTitleBar.indicatorFrame(followingContentOffset: x, pageWidth: 375)
        #expect(await screen.indicatorFrame == following)
        #expect(following.origin.x > 23.5 && following.origin.x < 98.5)
    }

    @Test func aSecondVisitLoadsNothing() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        try await screen.swipe(direction: .left)
        try await settle(clock)
        try await screen.swipe(direction: .right)
        try await settle(clock)
        #expect(await screen.selectedIndex == 0)
        try await screen.swipe(direction: .left)
        try await settle(clock)
        try await screen.tapTitle(0)
        try await settle(clock)
        try await screen.tapTitle(1)
        try await settle(clock)
        #expect(await screen.selectedIndex == 1)
        #expect(try await screen.loadCount(ofChild: 0) == 1)
        #expect(try await screen.loadCount(ofChild: 1) == 1)
        #expect(await screen.events(named: "viewDidLoad").count == 2)
        #expect(await screen.names("child/1").filter { $0 == "viewDidAppear" }.count == 3)
    }

    /// Parchment's reversed pair, whether the destination was loaded (eager) or not (the seeds' lazy
    /// loading: it is told it will appear, then that it will not, and never loads).
    @Test(arguments: [PagingScreenConfiguration.LoadingPolicy.eager, .onSettle])
    func aCancelledSwipeSendsTheReversedPair(policy: PagingScreenConfiguration.LoadingPolicy) async throws {
        let expected = [
            "1:viewWillAppear", "0:viewWillDisappear",
            "0:viewWillAppear", "1:viewWillDisappear", "0:viewDidAppear", "1:viewDidDisappear",
        ]
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles, loadingPolicy: policy)
        let pages = await screen.pages.recordEvents()
        let before = await screen.screenEvents.count
        try await screen.pages.touchDown(at: Point(x: 300, y: 300))
        try await screen.pages.touchMove(to: Point(x: 250, y: 300))  // past the slop: dragging left
        try await clock.advance(frames: 1)
        try await screen.pages.touchMove(to: Point(x: 200, y: 300))  // 100 pt: under half a page
        try await screen.pages.touchUp(releaseVelocity: .zero)
        try await settle(clock)
        #expect(
            await pages.milestones
                == [
                    "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
                    "didEndDecelerating",
                ])
        #expect(await screen.pages.contentOffset == .zero)
        let log = Array(await screen.screenEvents.dropFirst(before))
        #expect(appearanceCalls(log) == expected)
        #expect(try await screen.loadCount(ofChild: 1) == (policy == .eager ? 1 : 0))
        #expect(await screen.selectedIndex == 0)
        #expect(await screen.visibleIndex == 0)
        #expect(await screen.pendingIndex == nil)
        #expect(await screen.events(named: "didSelectTitle").isEmpty)
        #expect(try await screen.child(1).appearance == .disappeared)
        #expect(try await screen.child(0).appearance == .appeared)
    }

    @Test(arguments: [PagingScreenConfiguration.LoadingPolicy.eager, .onSettle])
    func aDragThatReversesPastItsPageRedirectsTheTransition(
        policy: PagingScreenConfiguration.LoadingPolicy
    ) async throws {
        let expected = [
            "3:viewWillAppear", "2:viewWillDisappear",
            "2:viewWillAppear", "3:viewWillDisappear", "2:viewDidAppear", "3:viewDidDisappear",
            "1:viewWillAppear", "2:viewWillDisappear",
            "2:viewDidDisappear", "1:viewDidAppear",
        ]
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles, loadingPolicy: policy)
        try await screen.tapTitle(2)
        try await settle(clock)
        let before = await screen.screenEvents.count
        try await screen.pages.touchDown(at: Point(x: 200, y: 300))
        try await screen.pages.touchMove(to: Point(x: 150, y: 300))  // towards page 3
        try await clock.advance(frames: 1)
        try await screen.pages.touchMove(to: Point(x: 260, y: 300))  // back past page 2: towards page 1
        try await clock.advance(frames: 1)
        try await screen.pages.touchUp(releaseVelocity: Point(x: -1000, y: 0))
        try await settle(clock)
        #expect(await screen.selectedIndex == 1)
        #expect(await screen.visibleIndex == 1)
        let log = Array(await screen.screenEvents.dropFirst(before))
        #expect(appearanceCalls(log) == expected)
    }
}
