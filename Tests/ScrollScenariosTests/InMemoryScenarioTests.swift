import Foundation
import Testing

@testable import ScrollScenarios

/// A scenario built in memory gets the checks a file gets: the runner validates it first, and
/// validation refuses the single values the decoder refuses, with their field paths.
@Suite struct InMemoryScenarioTests {
    private let list = ScrollViewSpec(
        id: "list", size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 3000))

    private func refusal(_ scenario: Scenario) -> String? {
        do {
            try scenario.validate()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aRunOfAnInvalidScenarioThrowsBeforeAnythingRuns() async {
        let scenario = Scenario(name: "d", duration: .nan, scrollViews: [list])
        await #expect(throws: ScenarioError.self) { try await ScenarioRunner(scenario: scenario).run() }
    }

    @Test func aLoadedScenarioChangedInMemoryIsCheckedAgain() async throws {
        var scenario = try ScenarioLoader.decode(json: Fixtures.issueExample)
        #expect(scenario.validation.holds)
        scenario.steps[0].at = .nan
        #expect(!scenario.validation.holds)
        #expect(scenario == scenario)  // the mark takes no part in equality
        await #expect(throws: ScenarioError.self) { try await ScenarioRunner(scenario: scenario).run() }
    }

    @Test func singleValuesAreRefusedWithTheirPaths() {
        var scenario = Scenario(name: "d", duration: 1, scrollViews: [list])
        #expect(refusal(scenario) == nil)
        scenario.duration = .infinity
        #expect(refusal(scenario) == "duration: expected a finite number, got inf")
        scenario.duration = 1
        scenario.frameRate = 61
        #expect(refusal(scenario) == "frameRate: expected one of 60, 120, got 61")
        scenario.frameRate = 60
        scenario.steps = [ScenarioStep(at: 0.1, action: .fling(view: "list", velocity: Point(x: 0, y: .nan)))]
        #expect(refusal(scenario) == "steps[0].fling.velocity.y: expected a finite number, got nan")
        scenario.steps = [
            ScenarioStep(
                at: 0.1, action: .setContentOffset(view: "list", offset: Point(x: 0, y: .infinity), animated: true))
        ]
        #expect(refusal(scenario) == "steps[0].setContentOffset.offset.y: expected a finite number, got inf")
        scenario.steps = []
        scenario.expectations = [.count(-1, event: "willBeginDragging", source: "list")]
        #expect(refusal(scenario) == "expect[0].count: expected an integer in 0...1000000, got -1")
        scenario.expectations = [.contentOffset(view: "list", at: 1, offset: .zero, tolerance: .nan)]
        #expect(refusal(scenario) == "expect[0].tolerance: expected a finite number, got nan")
        scenario.expectations = []
        scenario.scrollViews[0].id = ""
        #expect(
            refusal(scenario) == "scrollViews[0].id: expected a non-empty name without control characters, got \"\"")
    }

    @Test func aScrollViewIsOneWhateverItsName() {
        // Without a paging screen a plain view may be called `tabs`; its events are a scroll view's.
        var tabs = list
        tabs.id = "tabs"
        let scenario = Scenario(
            name: "d", duration: 1, scrollViews: [tabs], expectations: [.count(0, event: "didSelect", source: "tabs")])
        #expect(refusal(scenario)?.hasPrefix("expect[0].event: expected an event of a scroll view") == true)
    }

    @Test func theFixedTitleBarIsNoSource() {
        let scenario = Scenario(
            name: "d", duration: 1, pagingScreen: PagingScreenSpec(titles: ["A", "B"]),
            expectations: [.count(0, event: "willBeginDragging", source: "titleBar")])
        #expect(refusal(scenario)?.hasPrefix("expect[0].source: expected an event source") == true)
    }
}
