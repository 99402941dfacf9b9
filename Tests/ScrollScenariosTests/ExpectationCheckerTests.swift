import Testing

@testable import ScrollScenarios

@Suite struct ExpectationCheckerTests {
    private func results(_ expectations: [ScenarioExpectation]) -> [String] {
        let scenario = Scenario(
            name: "t", duration: 5,
            scrollViews: [
                ScrollViewSpec(
                    id: "list", size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 3000),
                    contentInset: EdgeInsets(top: 99))
            ],
            pagingScreen: PagingScreenSpec(titles: ["A", "B", "C"]), expectations: expectations)
        return ExpectationChecker(scenario: scenario)
            .check(records: ReportFixtures.records.reversed(), samples: ReportFixtures.samples)
            .map { ($0.passed ? "pass " : "FAIL ") + $0.description }
    }

    @Test func eventAtATime() {
        #expect(
            results([
                .event("didEndScrollingAnimation", source: "list", at: 3.8, tolerance: 0.02),
                .event("didEndScrollingAnimation", source: "list", at: 3.7, tolerance: 0.02),
                .event("didScrollToTop", source: "list", at: 1, tolerance: 0.02),
            ]) == [
                "pass expect[0]: didEndScrollingAnimation on list at 3.8 ± 0.02 s: got 3.800000 s",
                "FAIL expect[1]: didEndScrollingAnimation on list at 3.7 ± 0.02 s: got 3.800000 s",
                "FAIL expect[2]: didScrollToTop on list at 1 ± 0.02 s: got none",
            ])
    }

    @Test func sequenceInOrderWithOthersBetween() {
        #expect(
            results([
                .sequence(["willBeginDragging", "willEndDragging", "didEndDecelerating"], source: "list"),
                .sequence(["willEndDragging", "willBeginDragging"], source: "list"),
                .sequence(["didScroll"], source: "child/0"),
            ]) == [
                "pass expect[0]: sequence willBeginDragging, willEndDragging, didEndDecelerating on list: got willBeginDragging at 0.516667 s, willEndDragging at 0.550000 s, didEndDecelerating at 2.500000 s",
                "FAIL expect[1]: sequence willEndDragging, willBeginDragging on list: got willEndDragging at 0.550000 s, then no willBeginDragging after that",
                "FAIL expect[2]: sequence didScroll on child/0: got no didScroll",
            ])
    }

    @Test func countAndPagingChecks() {
        #expect(
            results([
                .count(1, event: "didScroll", source: "list"),
                .count(2, event: "viewDidLoad", source: "child/0"),
                .selectedTitle(index: 2, at: 1),
                .selectedTitle(index: 1, at: 0.5),
                .loaded(child: 0, count: 1, at: nil),
                .loaded(child: 0, count: 1, at: 0.9),
            ]) == [
                "pass expect[0]: 1 × didScroll from list: got 1",
                "FAIL expect[1]: 2 × viewDidLoad from child/0: got 1",
                "pass expect[2]: selected title at 1 s (frame 60) is 2: got 2 (selected at 1.000000 s)",
                "FAIL expect[3]: selected title at 0.5 s (frame 30) is 1: got 0 (no didSelectTitle by then)",
                "pass expect[4]: 1 × viewDidLoad from child/0: got 1",
                "FAIL expect[5]: 1 × viewDidLoad from child/0 by 0.9 s (frame 54): got 0",
            ])
    }

    @Test func offsetAtTheFirstFrameAtOrAfterTheTime() {
        #expect(
            results([
                .contentOffset(view: "list", at: 4, offset: Point(x: 0, y: 500), tolerance: 0.5),
                // 0.59 s is frame 36 (0.6 s): -99 + 6 * 5 = -69.
                .contentOffset(view: "list", at: 0.59, offset: Point(x: 0, y: -69), tolerance: 0),
                .contentOffset(view: "list", at: 0.59, offset: Point(x: 0, y: -70), tolerance: 0.5),
                // Before anything moved: the initial offset.
                .contentOffset(view: "list", at: 0.1, offset: Point(x: 0, y: -99), tolerance: 0),
                // A paging view with no sample and no initial offset given.
                .contentOffset(view: "pages", at: 0.1, offset: .zero, tolerance: 0),
                // Frame 33's events come after frame 30's sample: the event's offset is used.
                .contentOffset(view: "list", at: 0.55, offset: Point(x: 0, y: -80.1), tolerance: 0.01),
                // A tolerance below the sixth decimal prints as given, not as 0.
                .contentOffset(view: "list", at: 0.1, offset: Point(x: 0, y: -99), tolerance: 1e-9),
            ]) == [
                "pass expect[0]: list contentOffset at 4 s (frame 240) = (0, 500) ± 0.5 pt: got (0, 500) in frame 228",
                "pass expect[1]: list contentOffset at 0.59 s (frame 36) = (0, -69) ± 0 pt: got (0, -69) in frame 36",
                "FAIL expect[2]: list contentOffset at 0.59 s (frame 36) = (0, -70) ± 0.5 pt: got (0, -69) in frame 36",
                "pass expect[3]: list contentOffset at 0.1 s (frame 6) = (0, -99) ± 0 pt: got (0, -99) (initial, nothing moved by frame 6)",
                "FAIL expect[4]: pages contentOffset at 0.1 s (frame 6) = (0, 0) ± 0 pt: got no offset known for pages by frame 6",
                "pass expect[5]: list contentOffset at 0.55 s (frame 33) = (0, -80.1) ± 0.01 pt: got (0, -80.1) at willBeginDecelerating in frame 33",
                "pass expect[6]: list contentOffset at 0.1 s (frame 6) = (0, -99) ± 1e-09 pt: got (0, -99) (initial, nothing moved by frame 6)",
            ])
    }

    /// A value copied from the JSON Lines (six decimals) holds with a tolerance of 0; one off in its
    /// last printed digit does not. (The slack was 1e-9: the printed value itself failed, with a
    /// message quoting the same number twice.)
    @Test func aValueCopiedFromTheOutputHoldsWithNoTolerance() async throws {
        let file = ScenarioRunnerTests.directory + "/fling-decelerate-normal.json"
        var scenario = try ScenarioLoader.load(path: file)
        scenario.expectations = [
            .contentOffset(view: "list", at: 4, offset: Point(x: 0, y: 559.799893), tolerance: 0),
            .contentOffset(view: "list", at: 4, offset: Point(x: 0, y: 559.799894), tolerance: 0),
            .contentOffset(view: "list", at: 4, offset: Point(x: 0, y: 559.799892), tolerance: 0),
            .event("willBeginDragging", source: "list", at: 0.516667, tolerance: 0),
            .event("willBeginDragging", source: "list", at: 0.516668, tolerance: 0),
        ]
        let run = try await ScenarioRunner(scenario: scenario).run()
        #expect(run.results.map(\.passed) == [true, false, false, true, false], "\(run.results)")
    }

    /// A frame's time as the outputs print it names that frame, in a step or an expectation: frame 31
    /// at 60 Hz is at 0.5166666... s and prints as 0.516667, which was read as frame 32.
    @Test func aTimeCopiedFromTheOutputNamesItsFrame() async throws {
        let sixty = Scenario(name: "t", frameRate: 60, duration: 5)
        #expect(sixty.frame(atOrAfter: 0.516667) == 31)
        #expect(sixty.frame(atOrAfter: 0.016667) == 1)
        #expect(sixty.frame(atOrAfter: 0.0166672) == 2)  // past the printed digit: the next frame
        #expect(sixty.frame(atOrAfter: 0.5) == 30)
        #expect(sixty.frame(atOrAfter: 0) == 0)
        #expect(Scenario(name: "t", frameRate: 120, duration: 5).frame(atOrAfter: 0.008333) == 1)
        // The duration follows the same rule: 0.516667 s ends the run, and its reports, at frame 31
        // (the run went on through frame 32, one more frame than a step at that time names).
        #expect(Scenario(name: "t", frameRate: 60, duration: 0.516667).lastFrame == 31)
        #expect(RunEnd(duration: 0.516667, frameRate: 60).frame == 31)
        #expect(Scenario(name: "t", frameRate: 60, duration: 0.5166672).lastFrame == 32)
        let file = ScenarioRunnerTests.directory + "/fling-decelerate-normal.json"
        var scenario = try ScenarioLoader.load(path: file)
        // The list's offset in frame 31 (its first drag frame) and in frame 32.
        scenario.expectations = [
            .contentOffset(view: "list", at: 0.516667, offset: Point(x: 0, y: -79), tolerance: 0),
            .contentOffset(view: "list", at: 0.516668, offset: Point(x: 0, y: -79), tolerance: 0),
        ]
        let run = try await ScenarioRunner(scenario: scenario).run()
        #expect(run.results.map(\.passed) == [true, false], "\(run.results)")
    }

    @Test func initialOffsetsCanBeGivenForScreenViews() {
        let scenario = Scenario(
            name: "t", duration: 1, pagingScreen: PagingScreenSpec(titles: ["A"]),
            expectations: [.contentOffset(view: "pages", at: 0, offset: .zero, tolerance: 0)])
        let result = ExpectationChecker(scenario: scenario, initialOffsets: ["pages": .zero]).check(
            records: [], samples: [])
        #expect(result.map(\.passed) == [true])
    }
}

/// An offset expectation on a list that did not exist at its time fails and says so, as the plot
/// shows the list's line only while it exists; before, the list's initial offset passed it.
@Suite struct OffsetOfAnAbsentListTests {
    @Test func aListNotYetMadeOrAlreadyUnloadedHasNoOffset() async throws {
        let scenario = try ScenarioLoader.decode(
            json: """
                {"name": "absent", "duration": 2.5,
                 "pagingScreen": {"titles": ["A", "B", "C", "D", "E"], "cacheLimit": 2},
                 "steps": [{"at": 0.2, "tapTitle": {"index": 1}}, {"at": 0.7, "tapTitle": {"index": 2}}],
                 "expect": [
                   {"at": 0.1, "view": "child/1/list", "contentOffset": {"x": 0, "y": -99}},
                   {"at": 2.0, "view": "child/0/list", "contentOffset": {"x": 0, "y": -99}},
                   {"at": 2.0, "view": "child/2/list", "contentOffset": {"x": 0, "y": -99}},
                   {"at": 0.1, "view": "child/0/list", "contentOffset": {"x": 0, "y": -99}}]}
                """)
        let results = try await ScenarioRunner(scenario: scenario).run().results
        #expect(
            results.map(\.description) == [
                "expect[0]: child/1/list contentOffset at 0.1 s (frame 6) = (0, -99) ± 0.5 pt: got none: child/1/list was made in frame 30, after frame 6",
                "expect[1]: child/0/list contentOffset at 2 s (frame 120) = (0, -99) ± 0.5 pt: got none: child/0/list was gone by frame 120 (its view unloaded in frame 60)",
                "expect[2]: child/2/list contentOffset at 2 s (frame 120) = (0, -99) ± 0.5 pt: got (0, -99) in frame 60",
                "expect[3]: child/0/list contentOffset at 0.1 s (frame 6) = (0, -99) ± 0.5 pt: got (0, -99) in frame 0",
            ])
        #expect(results.map(\.passed) == [false, false, true, true])
    }
}
