import Foundation
import Testing

@testable import ScrollScenarios

/// The runner over the shipped scenarios and the built-in demo (issue 5).
@Suite struct ScenarioRunnerTests {
    /// `Scenarios/` in this package.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios").path

    static var files: [String] { (try? ScenarioLoader.scenarioFiles(in: [directory])) ?? [] }

    @Test func everyShippedScenarioHoldsItsExpectations() async throws {
        #expect(Self.files.count >= 24)
        for file in Self.files {
            let run = try await ScenarioRunner(scenario: ScenarioLoader.load(path: file), file: file).run()
            #expect(run.passed, "\(file): \(run.failures)")
        }
    }

    @Test func twoRunsGiveByteIdenticalJSONLines() async throws {
        for file in Self.files {
            let scenario = try ScenarioLoader.load(path: file)
            let first = JSONLinesWriter.render(try await ScenarioRunner(scenario: scenario).run().records)
            let second = JSONLinesWriter.render(try await ScenarioRunner(scenario: scenario).run().records)
            #expect(!first.isEmpty && first == second, "\(file)")
        }
    }

    @Test func theDemoRunsTheSeedsScreenAndHoldsItsExpectations() async throws {
        let run = try await ScenarioRunner(scenario: DemoScenario.scenario, file: "<demo>").run()
        #expect(run.passed, "\(run.failures)")
        let sources = Set(run.records.map(\.source))
        #expect(
            sources.isSuperset(of: [
                "pages", "titles", "child/0", "child/3", "child/2/list", "tabs", "tab/1/root", "tab/1/pushed/1",
                "modal", "tabBar",
            ]))
    }

    @Test func theFirstFramesOfTheContractExampleAreAsPublished() async throws {
        let file = Self.directory + "/fling-decelerate-normal.json"
        let run = try await ScenarioRunner(scenario: ScenarioLoader.load(path: file)).run()
        let lines = JSONLinesWriter.render(run.records).split(separator: "\n")
        #expect(
            lines.contains(
                #"{"t":0.516667,"frame":31,"source":"list","event":"didScroll","contentOffset":{"x":0,"y":-79}}"#))
        #expect(
            lines.contains(
                #"{"t":0.550000,"frame":33,"source":"list","event":"willEndDragging","contentOffset":{"x":0,"y":-39},"velocity":{"x":0,"y":1.2},"targetContentOffset":{"x":0,"y":560.3998}}"#
            ))
        #expect(
            lines.contains(
                #"{"t":0.550000,"frame":33,"source":"list","event":"didEndDragging","contentOffset":{"x":0,"y":-39},"willDecelerate":true}"#
            ))
    }

    @Test func aFailedExpectationSaysWhatWasExpectedAndWhatHappened() async throws {
        let json = """
            {"name": "wrong", "duration": 1,
             "scrollViews": [{"id": "list", "size": {"width": 375, "height": 667}, "contentSize": {"width": 375, "height": 3000}}],
             "steps": [{"at": 0.1, "setContentOffset": {"view": "list", "offset": {"x": 0, "y": 100}, "animated": true}}],
             "expect": [{"event": "didEndScrollingAnimation", "source": "list", "at": 0.2, "tolerance": 0.01}]}
            """
        let run = try await ScenarioRunner(scenario: ScenarioLoader.decode(json: json)).run()
        #expect(!run.passed)
        #expect(
            run.failures.map(\.description)
                == ["expect[0]: didEndScrollingAnimation on list at 0.2 ± 0.01 s: got 0.400000 s"])
    }

    /// `scrollsim check` and streamed JSON Lines keep only what the expectations need: every
    /// result, passed or failed with what happened instead, must be the one the whole run gives.
    @Test func keepingOnlyTheExpectationsEvidenceGivesTheSameResults() async throws {
        var scenarios = try Self.files.map { try ScenarioLoader.load(path: $0) }
        // Every kind of expectation, each made to fail: its message quotes what happened.
        let file = URL(fileURLWithPath: Self.directory + "/title-tap-lazy-loading.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        object["expect"] = try JSONSerialization.jsonObject(
            with: Data(
                """
                [{"selectedTitle": {"index": 2, "at": 0.5}},
                 {"at": 0.65, "view": "pages", "contentOffset": {"x": 560, "y": 0}, "tolerance": 0.001},
                 {"event": "didEndScrollingAnimation", "source": "pages", "at": 0.3, "tolerance": 0.001},
                 {"count": 17, "event": "didScroll", "source": "pages"},
                 {"loaded": {"child": 3, "count": 2}},
                 {"sequence": ["viewDidDisappear", "viewWillDisappear"], "source": "child/0"}]
                """.utf8))
        let wrong = try ScenarioLoader.decode(data: JSONSerialization.data(withJSONObject: object))
        scenarios.append(wrong)
        // A list that has gone (its child unloaded; then a step on it refused): kept evidence once
        // passed both, reading the list's last offset and then the refusal's as offsets.
        let gone = try ScenarioLoader.decode(
            json: """
                {"name":"gone","duration":3,"pagingScreen":{"titles":["a","b","c","d","e"],"cacheLimit":2},
                 "steps":[{"at":0.2,"tapTitle":{"index":1}},{"at":0.7,"tapTitle":{"index":2}},
                          {"at":2.0,"setContentOffset":{"view":"child/0/list","offset":{"x":0,"y":300}}}],
                 "expect":[{"at":2.0,"view":"child/0/list","contentOffset":{"x":0,"y":0},"tolerance":0},
                           {"at":1.5,"view":"child/0/list","contentOffset":{"x":0,"y":-99},"tolerance":0}]}
                """)
        scenarios.append(gone)
        for scenario in scenarios {
            let whole = try await ScenarioRunner(scenario: scenario).run()
            let evidence = try await ScenarioRunner(scenario: scenario, keepsEveryRecord: false).run()
            #expect(evidence.results == whole.results, "\(scenario.name)")
            #expect(evidence.eventCount == whole.eventCount, "\(scenario.name)")
        }
        #expect(try await ScenarioRunner(scenario: wrong, keepsEveryRecord: false).run().failures.count == 6)
        let goneRun = try await ScenarioRunner(scenario: gone, keepsEveryRecord: false).run()
        #expect(goneRun.failures.map(\.actual).allSatisfy { $0.contains("was gone by frame") }, "\(goneRun.failures)")
        #expect(goneRun.failures.count == 2)
    }

    /// Issue 12: a `touchUp` without a finger down used to stop the run after frames had run; the
    /// file alone decides it, so it is refused before anything runs, with the file and the path.
    @Test func aStepThatCannotBeCarriedOutIsRefusedBeforeRunning() async throws {
        let json = """
            {"name": "lift", "duration": 1,
             "scrollViews": [{"id": "list", "size": {"width": 375, "height": 667}, "contentSize": {"width": 375, "height": 3000}}],
             "steps": [{"at": 0.1, "touchUp": {"view": "list"}}]}
            """
        #expect(
            throws: ScenarioError(
                file: "lift.json", path: "steps[0].touchUp",
                expected: #"a finger down on "list" (a touchDown step before it)"#, actual: "none")
        ) { try ScenarioLoader.decode(json: json, file: "lift.json") }
    }
}

/// A run lets go of everything it built once it returns (an observer that held the app strongly
/// kept every app scenario's clock, screens and records alive: 130 KB a run).
@Suite struct ScenarioRunReleaseTests {
    @Test func everyShippedScenarioAndTheDemoReleaseTheirClockWhenTheirRunEnds() async throws {
        #expect(ScenarioRunnerTests.files.count >= 24)
        let shipped = try ScenarioRunnerTests.files.map { ($0, try ScenarioLoader.load(path: $0)) }
        for (file, scenario) in shipped + [("<demo>", DemoScenario.scenario)] {
            weak var released: DisplayClock?
            do {
                let clock = try DisplayClock(framesPerSecond: scenario.frameRate)
                released = clock
                let run = try await withTaskExecutorPreference(clock.taskExecutor) {
                    try await ScenarioRunner(scenario: scenario, file: file).run(on: clock, started: .now)
                }
                #expect(run.passed, "\(file)")
            }
            // A task of the run may still be finishing on another thread: let it, without the wall
            // clock (a leak never resolves, however long this waits).
            for _ in 0..<1_000 where released != nil { await Task.yield() }
            #expect(released == nil, "\(file): the clock outlived its run")
        }
    }

    /// A run whose advance threw left its clock running, held by the steps' task asleep on it (an
    /// outside review); only a run too long to keep stopped it.
    @Test func aRunThatEndsInAnErrorReleasesItsClockToo() async throws {
        let scenario = try ScenarioLoader.load(path: ScenarioRunnerTests.directory + "/fling-decelerate-normal.json")
        weak var released: DisplayClock?
        do {
            let clock = try DisplayClock(framesPerSecond: scenario.frameRate)
            released = clock
            let run = Task {
                try await withTaskExecutorPreference(clock.taskExecutor) {
                    try await ScenarioRunner(scenario: scenario, file: "f.json").run(on: clock, started: .now)
                }
            }
            run.cancel()
            await #expect(throws: CancellationError.self) { try await run.value }
            #expect(clock.isStopped)
        }
        for _ in 0..<1_000 where released != nil { await Task.yield() }
        #expect(released == nil, "the clock outlived its failed run")
    }
}
