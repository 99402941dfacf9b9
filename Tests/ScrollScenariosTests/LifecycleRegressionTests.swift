import Testing

@testable import ScrollScenarios

/// Issue 13's reproducers, each run as its scenario file would be (`scrollsim run FILE`), and the
/// lifecycle rules they broke checked on the records.
@Suite struct LifecycleRegressionTests {
    /// Runs a scenario given as JSON.
    static func run(_ json: String) async throws -> [EventRecord] {
        try await ScenarioRunner(scenario: ScenarioLoader.decode(json: json)).run().records
    }

    /// The pages' content offset x (pt) at the end of frame `frame`.
    static func pagesX(atEndOf frame: Int, in records: [EventRecord]) -> Double {
        records.last { $0.source == "pages" && $0.frame <= frame }?.contentOffset.x ?? 0
    }

    /// Whether any part of page `page` (375 pt wide) shows at content offset x `x`.
    static func shows(_ page: Int, atX x: Double) -> Bool {
        let left = Double(page) * 375
        return left < x + 375 && left + 375 > x
    }

    /// The records of child N's event `name`, as (child, frame).
    static func calls(_ name: String, in records: [EventRecord]) -> [(child: Int, frame: Int)] {
        records.filter { $0.event == name && $0.source.hasPrefix("child/") && !$0.source.hasSuffix("/list") }
            .map { (Int($0.source.dropFirst(6))!, $0.frame) }
    }

    /// No view released while any part of its page showed (before or after the frame's step).
    static func unloadsOnScreen(_ records: [EventRecord]) -> [String] {
        calls("unloadView", in: records).compactMap { call in
            let before = pagesX(atEndOf: call.frame - 1, in: records)
            let after = pagesX(atEndOf: call.frame, in: records)
            return shows(call.child, atX: before) || shows(call.child, atX: after)
                ? "child \(call.child) unloaded at frame \(call.frame) with x \(before) → \(after)" : nil
        }
    }

    /// `viewDidAppear` only for a page on screen at the end of its frame.
    static func appearancesOffScreen(_ records: [EventRecord]) -> [String] {
        calls("viewDidAppear", in: records).compactMap { call in
            let x = pagesX(atEndOf: call.frame, in: records)
            return shows(call.child, atX: x) ? nil : "child \(call.child) appeared at frame \(call.frame) at x \(x)"
        }
    }

    @Test(arguments: ["onSettle", "onReveal"])
    func aMemoryWarningDuringATitleAnimationSparesThePagesOnScreen(policy: String) async throws {
        let records = try await Self.run(
            """
            {"name":"mw","duration":3.0,"pagingScreen":{"titles":["全部","视频","声音","图片","段子"],"loadingPolicy":"\(policy)"},
             "steps":[{"at":0.3,"tapTitle":{"index":2}},{"at":1.0,"tapTitle":{"index":4}},{"at":2.0,"tapTitle":{"index":0}},
                      {"at":2.15,"memoryWarning":{}}]}
            """)
        #expect(Self.unloadsOnScreen(records) == [])
        // Nothing on screen was released, so nothing reloads in the frame of the warning.
        let reloads = Self.calls("loadView", in: records).filter { $0.frame == 129 }
        #expect(reloads.isEmpty)
        #expect(Self.pagesX(atEndOf: 180, in: records) == 0)
        #expect(records.last { $0.source == "child/0" }?.event == "viewDidAppear")
    }

    @Test func aSwipeInterruptingATitleAnimationMakesNoOffScreenPageAppear() async throws {
        let records = try await Self.run(
            """
            {"name":"si","duration":2.5,"pagingScreen":{"titles":["全部","视频","声音","图片","段子"]},
             "steps":[{"at":0.3,"tapTitle":{"index":3}},{"at":1.0,"tapTitle":{"index":0}},{"at":1.15,"swipe":{"direction":"left"}}]}
            """)
        #expect(Self.appearancesOffScreen(records) == [])
        // From the second tap on, one user transition begins at most one appearance transition per page.
        let later = records.filter { $0.frame >= 60 }
        for child in 0..<5 {
            let begins = later.filter { $0.source == "child/\(child)" && $0.event == "viewWillAppear" }
            #expect(begins.count <= 1, "child \(child): \(begins.map(\.frame))")
        }
        #expect(records.filter { $0.source == "child/3" && $0.event == "viewDidAppear" }.map(\.frame) == [18 + 18])
    }

    /// A title tapped while a finger holds the pages, then the finger lifting on that page: the
    /// rest selects the same title again, which restarted the indicator's animation from where it
    /// was (it arrived at 0.75 s, not 0.55 s). UIKit's animations add up: a second one to the value
    /// the first set changes nothing.
    @Test func reselectingTheTitleTheIndicatorMovesToLeavesItsAnimationAlone() async throws {
        let records = try await Self.run(
            """
            {"name":"rs","duration":1.5,"pagingScreen":{"titles":["全部","视频","声音","图片","段子"]},
             "steps":[{"at":0.1,"touchDown":{"view":"pages","location":{"x":300,"y":300}}},
                      {"at":0.2,"touchMove":{"view":"pages","location":{"x":200,"y":300}}},
                      {"at":0.3,"tapTitle":{"index":3}},{"at":0.5,"touchUp":{"view":"pages"}}]}
            """)
        #expect(records.filter { $0.event == "indicatorAnimation" }.map(\.frame) == [18])
        #expect(records.contains { $0.source == "pages" && $0.event == "didEndDragging" && $0.frame == 30 })
    }

    @Test func aNavigationBarRefusesASecondTransitionAsTheAppDoes() async throws {
        // Without the app, a push during a push and an edge swipe during another were taken: two
        // transitionBegin for one transitionEnd, or two fingers moving one pop.
        let steps = [
            #"{"at": 0.1, "push": {}}, {"at": 0.15, "push": {}}"#,
            #"{"at": 0.1, "push": {}}, "#
                + #"{"at": 0.5, "interactivePop": {"progress": 0.5, "release": "cancel", "duration": 0.3}}, "#
                + #"{"at": 0.6, "interactivePop": {"progress": 0.9, "release": "finish", "duration": 0.3}}"#,
        ]
        for (index, step) in steps.enumerated() {
            let records = try await Self.run(
                #"{"name": "t", "duration": 2, "pagingScreen": {"titles": ["a", "b"], "navigationBar": {}}, "#
                    + #""steps": ["# + step + "]}")
            let bar = records.filter { $0.source == "navigationBar" }
            #expect(
                bar.filter { $0.event == "transitionBegin" }.count == bar.filter { $0.event == "transitionEnd" }.count)
            let refusal = try #require(bar.first { $0.event == "stepRefused" })
            #expect(refusal.frame == (index == 0 ? 9 : 36))
            #expect(refusal.screen?.reason?.contains("transition: expected none in progress") == true)
        }
    }

    /// The scripted edge swipe's finger moves with time, not in equal steps per frame: over a
    /// duration that is not a whole number of frames it was 0.2625 at 60 Hz and 0.28 at 120 Hz
    /// where the time says 0.3 * (7 / 60) / 0.1234.
    @Test func anEdgeSwipesFingerReachesItsProgressAtASteadyPaceInTime() async throws {
        for rate in [60, 120] {
            let records = try await Self.run(
                """
                {"name":"ip","duration":1.2,"frameRate":\(rate),"pagingScreen":{"titles":["a","b"],"navigationBar":{}},
                 "steps":[{"at":0.2,"push":{}},
                          {"at":0.6,"interactivePop":{"progress":0.3,"release":"finish","duration":0.1234}}]}
                """)
            let ticks = records.filter { $0.event == "transitionProgress" && $0.screen?.kind == "interactivePop" }
            let tick = try #require(ticks.first { abs($0.time - 0.716667) < 1e-6 })
            #expect(abs(try #require(tick.progress) - 0.3 * (0.7 / 6) / 0.1234) < 1e-6, "at \(rate) Hz")
        }
    }

    /// A plain `setContentOffset` in the frame where a swipe's snap ends used to slip in between
    /// the pages' `didEndDecelerating` and the screen's reaction to it: with a cache limit of one,
    /// the reaction then unloaded the page shown (an outside audit of interleaved steps).
    @Test func aCommandInTheFrameOfARestComesAfterTheReactionsToIt() async throws {
        let records = try await Self.run(
            """
            {"name":"rest","duration":1.5,"pagingScreen":{"titles":["a","b","c"],"cacheLimit":1,"appearance":"seeds"},
             "steps":[{"at":0.2,"swipe":{"direction":"left"}},
                      {"at":1.1,"setContentOffset":{"view":"pages","offset":{"x":0,"y":0},"animated":false}}]}
            """
        ).filter { $0.frame == 66 }
        let rest = try #require(records.firstIndex { $0.source == "pages" && $0.event == "didEndDecelerating" })
        let jump = try #require(records.firstIndex { $0.source == "pages" && $0.contentOffset.x == 0 })
        let selection = try #require(records.firstIndex { $0.event == "didSelectTitle" && $0.index == 1 })
        let eviction = try #require(records.firstIndex { $0.source == "child/0" && $0.event == "unloadView" })
        #expect(rest < selection && selection < jump && eviction < jump)
    }

    /// A title tap while a pop still animates was refused as if a screen were pushed over the root.
    @Test func aStepRefusedDuringAPopSaysThePopIsUnderWay() async throws {
        let records = try await Self.run(
            """
            {"name":"pop","duration":1.5,"pagingScreen":{"titles":["a","b"],"app":{}},
             "steps":[{"at":0.1,"push":{}},{"at":0.6,"pop":{}},{"at":0.65,"tapTitle":{"index":1}}]}
            """)
        let refusal = try #require(records.first { $0.event == "stepRefused" })
        #expect(refusal.screen?.reason?.contains("a pop under way") == true, "\(refusal.screen?.reason ?? "")")
    }

    @Test func theNavigationBarReadsTheListEveryTickDuringAPop() async throws {
        let records = try await Self.run(
            """
            {"name":"pp","duration":1.2,"pagingScreen":{"titles":["全部","视频","段子"],"navigationBar":{"changePoint":-99}},
             "steps":[{"at":0.1,"fling":{"view":"child/0/list","velocity":{"x":0,"y":100}}},{"at":0.5,"push":{}},{"at":0.8,"pop":{}}]}
            """)
        let bar = records.filter { $0.source == "navigationBar" }
        let popEnd = try #require(bar.last { $0.event == "transitionEnd" })
        let last = try #require(bar.last { $0.event == "transitionProgress" && $0.frame == popEnd.frame })
        // The bar's frame task runs before the list steps in its frame, so "current" is the list's
        // offset at the end of the frame before.
        let listY = try #require(records.last { $0.source == "child/0/list" && $0.frame < popEnd.frame }).contentOffset
            .y
        // The pop ends exactly on the list's current alpha, (y + 99) / 64; what follows is the
        // list's own motion in one frame, not a jump (0.065 when the pop blended from a snapshot).
        #expect(abs(try #require(last.alpha) - (listY + 99) / 64) < 1e-9)
        let next = try #require(bar.first { $0.event == "alphaChange" && $0.frame >= popEnd.frame })
        #expect(abs(try #require(next.alpha) - (try #require(last.alpha))) < 0.01)
    }

    @Test func neighboursPreloadsTheFirstPagesNeighbourAtFrameZero() async throws {
        let records = try await Self.run(
            """
            {"name":"nb","duration":0.1,"pagingScreen":{"titles":["p0","p1","p2"],"loadingPolicy":"neighbours"}}
            """)
        #expect(Self.calls("viewDidLoad", in: records).map { "\($0.child)@\($0.frame)" } == ["0@0", "1@0"])
    }

    @Test func aNonAnimatedJumpDuringASwipeHasNoSpuriousAppearanceCalls() async throws {
        // A swipe towards page 1, then a jump to page 3 while it decelerates: the pages' command
        // first brings the deceleration to the frame (a didScroll at x = 227), which the machine
        // took for a move off page 3 after landing there: page 0, off screen, appeared and
        // disappeared again, and page 3 appeared twice.
        let records = try await Self.run(
            """
            {"name":"j","duration":1,"pagingScreen":{"titles":["p0","p1","p2","p3","p4"]},
             "steps":[{"at":0.1,"swipe":{"direction":"left"}},
                      {"at":0.3,"setContentOffset":{"view":"pages","offset":{"x":1125,"y":0},"animated":false}}]}
            """)
        let calls = records.filter { $0.frame == 18 && $0.source.hasPrefix("child/") && !$0.source.hasSuffix("list") }
            .filter { $0.event.hasPrefix("view") && $0.event != "viewDidLoad" }
            .map { "\($0.source) \($0.event)" }
        #expect(
            calls == [
                "child/1 viewWillDisappear", "child/3 viewWillAppear", "child/0 viewDidDisappear",
                "child/1 viewDidDisappear", "child/3 viewDidAppear",
            ])
        #expect(Self.appearancesOffScreen(records).isEmpty)
    }

    @Test func aJumpDuringASwipeEndsTheSwipesTransitionAndShowsTheNewPage() async throws {
        // During a swipe to page 1, a jump to page 3: page 1 used to complete its appearance (it
        // was crossed on the way) though it never showed. (A jump between pages, which left the
        // transition half done, is refused since: the screen scrolls its pages only to a page.)
        let records = try await Self.run(
            """
            {"name":"j","duration":1,"pagingScreen":{"titles":["p0","p1","p2","p3","p4"]},
             "steps":[{"at":0.1,"swipe":{"direction":"left"}},
                      {"at":0.3,"setContentOffset":{"view":"pages","offset":{"x":1125,"y":0},"animated":false}}]}
            """)
        #expect(Self.calls("viewWillAppear", in: records).map(\.child) == [0, 1, 3])
        #expect(Self.calls("viewDidAppear", in: records).map(\.child) == [0, 3])
        #expect(Self.calls("viewWillDisappear", in: records).map(\.child) == [0, 1])
        #expect(Self.calls("viewDidDisappear", in: records).map(\.child) == [0, 1])
    }

    @Test func aFingerOnTheCoveredPagingScreenIsRefused() async throws {
        // Under a full-screen modal, or with another tab selected, a title tap and a swipe used to
        // move the pages that no finger could reach.
        let records = try await Self.run(
            """
            {"name":"c","duration":3,"pagingScreen":{"titles":["p0","p1","p2"],"app":{}},
             "steps":[{"at":0.1,"present":{"style":"fullScreen"}},{"at":0.8,"swipe":{"direction":"left"}},
                      {"at":1.0,"dismiss":{}},{"at":1.6,"tapTab":{"index":1}},{"at":2.2,"tapTitle":{"index":2}}]}
            """)
        let refusals = records.filter { $0.event == "stepRefused" }.compactMap { $0.screen?.reason }
        #expect(
            refusals == [
                "steps[1].swipe: pagingScreen: expected the paging screen in reach (tab 0, nothing pushed or "
                    + "presented, no transition), got a fullScreen presented",
                "steps[4].tapTitle: pagingScreen: expected the paging screen in reach (tab 0, nothing pushed or "
                    + "presented, no transition), got tab 1 selected",
            ])
        #expect(!records.contains { $0.source == "pages" && $0.event == "willBeginDragging" })
        #expect(!records.contains { $0.source == "titles" && $0.event == "titleTapped" })
    }

    @Test func aFingerOnThePagingScreenUnderAPushWithoutAnAppIsRefused() async throws {
        // With a navigation bar and no app, a push covers the paging screen as in an app, yet a title
        // tap and a swipe during it ran (and the pages settled on page 1 under the pushed screen).
        let records = try await Self.run(
            """
            {"name":"n","duration":2,"pagingScreen":{"titles":["p0","p1","p2"],"navigationBar":{}},
             "steps":[{"at":0.1,"push":{}},{"at":0.15,"tapTitle":{"index":2}},{"at":0.5,"swipe":{"direction":"left"}},
                      {"at":0.8,"pop":{}},{"at":1.2,"swipe":{"direction":"left"}}]}
            """)
        let refusals = records.filter { $0.event == "stepRefused" }.compactMap { $0.screen?.reason }
        #expect(
            refusals == [
                "steps[1].tapTitle: pagingScreen: expected the paging screen in reach (nothing pushed over it, no "
                    + "transition), got a push running",
                "steps[2].swipe: pagingScreen: expected the paging screen in reach (nothing pushed over it, no "
                    + "transition), got a screen pushed over it",
            ])
        #expect(records.filter { $0.source == "pages" && $0.event == "willBeginDragging" }.count == 1)
    }

    @Test func aFingerOnACoveredScreensListIsRefusedAndCodeStillScrollsIt() async throws {
        // A drag, fling or touch on a list whose screen another tab, a pushed screen or a modal
        // covers used to scroll it, where a pan at the same place was refused.
        let records = try await Self.run(
            """
            {"name":"k","duration":3,"pagingScreen":{"titles":["p0","p1","p2"],"app":{}},
             "steps":[{"at":0.1,"push":{}},{"at":0.4,"fling":{"view":"child/0/list","velocity":{"x":0,"y":900}}},
                      {"at":0.5,"pop":{}},{"at":0.8,"tapTab":{"index":1}},
                      {"at":1.0,"drag":{"view":"child/0/list","by":{"x":0,"y":-100},"duration":0.2}},
                      {"at":1.3,"tapTab":{"index":0}},
                      {"at":1.5,"touch":{"view":"tab/1/root/list"}},
                      {"at":1.6,"assignContentOffset":{"view":"tab/1/root/list","offset":{"x":0,"y":300}}},
                      {"at":2.0,"fling":{"view":"child/0/list","velocity":{"x":0,"y":900}}}]}
            """)
        let refusals = records.filter { $0.event == "stepRefused" }.compactMap { $0.screen?.reason }
        #expect(
            refusals == [
                "steps[1].fling: pagingScreen: expected the paging screen in reach (tab 0, nothing pushed or "
                    + "presented, no transition), got a screen pushed over it",
                "steps[4].drag: pagingScreen: expected the paging screen in reach (tab 0, nothing pushed or "
                    + "presented, no transition), got tab 1 selected",
                "steps[6].touch: tab/1/root: expected the screen in reach (its tab selected, on top of its stack, "
                    + "nothing presented, no transition), got tab 0 selected",
            ])
        // Code scrolls a covered list, and a finger on the list in reach scrolls it.
        #expect(records.contains { $0.source == "tab/1/root/list" && $0.event == "didScroll" })
        #expect(records.filter { $0.source == "child/0/list" && $0.event == "willBeginDragging" }.count == 1)
    }

    @Test func aNonAnimatedSetContentOffsetMakesTheAppearanceCallsAtOnce() async throws {
        let records = try await Self.run(
            """
            {"name":"p1","duration":1.5,"pagingScreen":{"titles":["p0","p1","p2"]},
             "steps":[{"at":0.1,"setContentOffset":{"view":"pages","offset":{"x":375,"y":0},"animated":false}},
                      {"at":0.5,"swipe":{"direction":"left"}}]}
            """)
        let atSet = records.filter { $0.frame == 6 && $0.source.hasPrefix("child/") && !$0.source.hasSuffix("list") }
        // Records are in causal order: the seeds' load on settle comes first, then Parchment's
        // interleaving (will-disappear old, will-appear new, did-disappear old, did-appear new).
        #expect(
            atSet.map { "\($0.source) \($0.event)" } == [
                "child/1 loadView", "child/1 viewDidLoad", "child/1 didMoveToParent",
                "child/0 viewWillDisappear", "child/1 viewWillAppear",
                "child/0 viewDidDisappear", "child/1 viewDidAppear",
            ])
        // The swipe then transitions from page 1, the page on screen, to page 2.
        let swipe = records.filter { $0.frame > 6 && $0.source.hasPrefix("child/") && $0.event.hasPrefix("view") }
        #expect(swipe.filter { $0.source == "child/0" }.isEmpty)
        #expect(swipe.filter { $0.source == "child/1" }.map(\.event) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(swipe.last { $0.source == "child/2" }?.event == "viewDidAppear")
        #expect(Self.appearancesOffScreen(records) == [])
    }

    @Test func anAnimatedSetContentOffsetBeginsAtTheFirstDidScroll() async throws {
        let records = try await Self.run(
            """
            {"name":"p2","duration":0.5,"pagingScreen":{"titles":["p0","p1"]},
             "steps":[{"at":0.1,"setContentOffset":{"view":"pages","offset":{"x":375,"y":0},"animated":true}}]}
            """)
        let firstScroll = try #require(records.first { $0.source == "pages" && $0.event == "didScroll" })
        let lastScroll = try #require(records.last { $0.source == "pages" && $0.event == "didScroll" })
        #expect(records.first { $0.source == "child/1" && $0.event == "viewWillAppear" }?.frame == firstScroll.frame)
        #expect(records.first { $0.source == "child/0" && $0.event == "viewWillDisappear" }?.frame == firstScroll.frame)
        #expect(records.first { $0.source == "child/1" && $0.event == "viewDidAppear" }?.frame == lastScroll.frame)
        #expect(lastScroll.frame - firstScroll.frame == 17)
    }

    @Test func aSecondSwipePastTheMidpointCompletesTheFirstTransition() async throws {
        let records = try await Self.run(
            """
            {"name":"p4","duration":1.5,"pagingScreen":{"titles":["p0","p1","p2"]},
             "steps":[{"at":0.1,"swipe":{"direction":"left"}},{"at":0.45,"swipe":{"direction":"left"}}]}
            """)
        func log(_ child: Int) -> [String] {
            records.filter { $0.source == "child/\(child)" && $0.event.hasPrefix("view") && $0.event != "viewDidLoad" }
                .map(\.event)
        }
        #expect(log(0) == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(log(1) == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(log(2) == ["viewWillAppear", "viewDidAppear"])
        #expect(Self.appearancesOffScreen(records) == [])
    }

    @Test func aFingerCatchingAFarTitleAnimationAndDraggingBackTellsNoPageItFlewOver() async throws {
        let records = try await Self.run(
            """
            {"name":"fb","duration":2.0,"pagingScreen":{"titles":["p0","p1","p2","p3","p4"]},
             "steps":[{"at":0.1,"tapTitle":{"index":4}},{"at":0.25,"touchDown":{"view":"pages","location":{"x":100,"y":300}}},
                      {"at":0.3,"touchMove":{"view":"pages","location":{"x":160,"y":300}}},
                      {"at":0.35,"touchMove":{"view":"pages","location":{"x":260,"y":300}}},
                      {"at":0.4,"touchUp":{"view":"pages"}}]}
            """)
        #expect(Self.appearancesOffScreen(records) == [])
        for child in 0..<5 {
            let begins = records.filter {
                $0.source == "child/\(child)" && $0.event == "viewWillAppear" && $0.frame > 0
            }
            #expect(begins.count <= 1, "child \(child): \(begins.map(\.frame))")
        }
        let appearance: Set = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
        let shown = (0..<5).filter { child in
            records.last { $0.source == "child/\(child)" && appearance.contains($0.event) }?.event == "viewDidAppear"
        }
        #expect(shown.count == 1)
        #expect(Self.shows(shown[0], atX: Self.pagesX(atEndOf: 119, in: records)))
    }

    /// A push deeper than the screen has titles: the scene read the pushed screen's `viewDidLoad`
    /// (its index is its depth) as a paging child's, and, once it stopped dropping that error, a
    /// valid app scenario failed (`an observer of AppScreen threw ... index: expected an index in
    /// 0...0, got 1`). The scene follows the paging screen's own events only.
    @Test func aPushDeeperThanTheTitlesRunsWithNothingAdoptedByMistake() async throws {
        let json = """
            {"name": "deep-push", "duration": 1.5,
             "pagingScreen": {"titles": ["A"], "app": {}},
             "steps": [{"at": 0.2, "push": {}}, {"at": 0.8, "push": {}}]}
            """
        let run = try await ScenarioRunner(scenario: ScenarioLoader.decode(json: json)).run()
        #expect(run.records.contains { $0.source == "tab/0/pushed/2" && $0.event == "viewDidAppear" })
        #expect(!run.records.contains { $0.source.hasPrefix("child/1") })
    }

    /// `assignContentOffset` on the pages between two pages is refused, as `setContentOffset` is:
    /// the children's appearance calls stopped half way there, and nothing at rest ended them.
    @Test func aPlainOffsetOfThePagesBetweenPagesIsRefused() throws {
        let json = """
            {"name": "between", "duration": 1,
             "pagingScreen": {"titles": ["A", "B", "C"]},
             "steps": [{"at": 0.1, "assignContentOffset": {"view": "pages", "offset": {"x": 560, "y": 0}}}]}
            """
        #expect(throws: ScenarioError.self) { try ScenarioLoader.decode(json: json) }
        do {
            _ = try ScenarioLoader.decode(json: json)
        } catch {
            #expect("\(error)".contains("steps[0].assignContentOffset.offset: expected a page's offset, (k * 375, 0)"))
        }
    }
}
