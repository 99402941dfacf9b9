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
        scenario.steps = [ScenarioStep(at: 0.1, action: .fling(view: "list", velocity: .zero))]
        #expect(
            refusal(scenario)
                == #"steps[0].fling.velocity: expected a nonzero velocity (a touch that does not move is a "touch" step), got {"x": 0, "y": 0}"#
        )
        // A drag by (0, 0) never passes the slop and sends no event: refused as the zero fling is.
        scenario.steps = [ScenarioStep(at: 0.1, action: .drag(view: "list", by: .zero, duration: 0.2))]
        #expect(
            refusal(scenario)
                == #"steps[0].drag.by: expected a nonzero translation (a touch that does not move is a "touch" step), got {"x": 0, "y": 0}"#
        )
        #expect(
            Fixtures.error(
                Fixtures.withSteps(#"{"at": 0.1, "drag": {"view": "list", "by": {"x": 0, "y": 0}, "duration": 0.2}}"#))
                == #"s.json: steps[0].drag.by: expected a nonzero translation (a touch that does not move is a "touch" step), got {"x": 0, "y": 0}"#
        )
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

    /// The in-memory checks and the decoder's say the same of the same value: the same field path
    /// and expectation (they share the constraints; this keeps which applies where in step).
    @Test func inMemoryChecksAgreeWithTheDecoder() throws {
        func decoderSays(_ edit: (inout String) -> Void) -> ScenarioError? {
            var json = Fixtures.issueExample
            edit(&json)
            do {
                _ = try ScenarioLoader.decode(json: json)
                return nil
            } catch {
                return error
            }
        }
        func memorySays(_ edit: (inout Scenario) -> Void) throws -> ScenarioError? {
            var scenario = try ScenarioLoader.decode(json: Fixtures.issueExample)
            edit(&scenario)
            do {
                try scenario.validate()
                return nil
            } catch {
                return error
            }
        }
        let cases: [(json: (inout String) -> Void, memory: (inout Scenario) -> Void)] = [
            (
                { $0 = $0.replacingOccurrences(of: #""duration": 5.0"#, with: #""duration": 4000"#) },
                { $0.duration = 4000 }
            ),
            (
                { $0 = $0.replacingOccurrences(of: #""duration": 0.25"#, with: #""duration": 61"#) },
                {
                    $0.steps[2] = ScenarioStep(
                        at: 2.5, action: .drag(view: "list", by: Point(x: 0, y: -300), duration: 61))
                }
            ),
            (
                { $0 = $0.replacingOccurrences(of: #""y": 1200"#, with: #""y": 2e6"#) },
                { $0.steps[0] = ScenarioStep(at: 0.5, action: .fling(view: "list", velocity: Point(x: 0, y: 2e6))) }
            ),
            (
                { $0 = $0.replacingOccurrences(of: #""top": 99"#, with: #""top": 2e8"#) },
                { $0.scrollViews[0].contentInset.top = 2e8 }
            ),
            (
                { $0 = $0.replacingOccurrences(of: #""tolerance": 0.02"#, with: #""tolerance": -1"#) },
                { $0.expectations[1] = .event("didEndScrollingAnimation", source: "list", at: 3.8, tolerance: -1) }
            ),
        ]
        for (index, edit) in cases.enumerated() {
            let fromFile = try #require(decoderSays(edit.json), "case \(index): the file was accepted")
            let fromMemory = try #require(try memorySays(edit.memory), "case \(index): the scenario was accepted")
            #expect(fromMemory.path == fromFile.path, "case \(index)")
            #expect(fromMemory.expected == fromFile.expected, "case \(index)")
        }
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

    /// A cache limit built in code is held to the file's bounds as well as to the policy's minimum.
    @Test func aCacheLimitBuiltInCodeIsCheckedLikeAFilesOne() {
        func scenario(_ limit: Int, _ policy: PagingScreenSpec.LoadingPolicy = .onSettle) -> Scenario {
            Scenario(
                name: "c", duration: 1,
                pagingScreen: PagingScreenSpec(titles: ["A", "B", "C"], loadingPolicy: policy, cacheLimit: limit))
        }
        #expect(
            refusal(scenario(2_000_000)) == "pagingScreen.cacheLimit: expected an integer in 1...1000000, got 2000000")
        #expect(refusal(scenario(0))?.hasPrefix("pagingScreen.cacheLimit: expected an integer in 1...1000000") == true)
        #expect(
            refusal(scenario(2, .neighbours))
                == "pagingScreen.cacheLimit: expected at least 3 children (the neighbours policy keeps the page "
                + "shown and one on each side loaded), or none, got 2")
        #expect(refusal(scenario(1)) == nil)
    }
}
