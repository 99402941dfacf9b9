import Testing

@testable import ScrollScenarios

/// Issue 12: steps that used to stop a run after frames had run. What the file decides is refused
/// before anything runs; what depends on the simulation is a `stepRefused` event of the run.
@Suite struct StepOrderTests {
    private static let pagingScreen = #""pagingScreen": {"titles": ["A", "B", "C"], "navigationBar": {}}"#

    private func scenario(_ steps: String, screen: Bool = false, expect: String = "") -> String {
        let extra =
            "\"steps\": [\(steps)]" + (screen ? ", " + Self.pagingScreen : "")
            + (expect.isEmpty ? "" : ", \"expect\": [\(expect)]")
        return Fixtures.minimal(extra)
    }

    @Test func overlappingGesturesAreRefused() {
        #expect(
            Fixtures.error(
                scenario(
                    """
                    {"at": 1, "drag": {"view": "list", "by": {"x": 0, "y": -100}, "duration": 0.5}},
                    {"at": 1.2, "fling": {"view": "list", "velocity": {"x": 0, "y": 500}}}
                    """))
                == #"s.json: steps[1].fling: expected no other touch on "list" at this time, got the drag of steps[0], lifting at 1.5 s"#
        )
        #expect(
            Fixtures.error(
                scenario(
                    """
                    {"at": 1, "touchDown": {"view": "list", "location": {"x": 10, "y": 10}}},
                    {"at": 2, "touch": {"view": "list"}}
                    """))
                == #"s.json: steps[1].touch: expected no other touch on "list" at this time, got the finger of steps[0].touchDown, not lifted yet"#
        )
        #expect(
            Fixtures.error(
                scenario(
                    """
                    {"at": 1, "drag": {"view": "list", "by": {"x": 0, "y": -100}, "duration": 0.5}},
                    {"at": 1.6, "fling": {"view": "list", "velocity": {"x": 0, "y": 500}}}
                    """)) == nil)
    }

    /// A fling's length follows from its speed, so a file does not show when it lets go: one that
    /// would let go after the run's end, or never move, is refused rather than run as a long touch.
    @Test func flingsThatWouldNotBeReleasedInTheRunAreRefused() {
        #expect(
            Fixtures.error(scenario(#"{"at": 1, "fling": {"view": "list", "velocity": {"x": 0, "y": 0}}}"#))
                == #"s.json: steps[0].fling.velocity: expected a nonzero velocity (a touch that does not move is a "touch" step), got {"x": 0, "y": 0}"#
        )
        #expect(
            Fixtures.error(scenario(#"{"at": 1, "fling": {"view": "list", "velocity": {"x": 0, "y": 0.001}}}"#))
                == "s.json: steps[0].fling: expected a gesture released by the end of the run (frame 300, 5 s), got a "
                + "release at frame 600061 (10001.016667 s): at (0, 0.001) pt/s the finger moves for 600001 frames, at "
                + "least 0.05 s and until it passes the 10 pt touch slop")
        // So small that a frame's move is 0 in floating point: it never passes the slop, and is
        // refused, not run as a fling that does nothing.
        #expect(
            Fixtures.error(scenario(#"{"at": 1, "fling": {"view": "list", "velocity": {"x": 0, "y": 1e-300}}}"#))
                == "s.json: steps[0].fling: expected a gesture released by the end of the run (frame 300, 5 s), got a "
                + "release after frame 1099511627836 (18325193797.266668 s): at (0, 1e-300) pt/s the finger moves for "
                + "more than 1099511627776 frames, at least 0.05 s and until it passes the 10 pt touch slop")
        // 1200 pt/s moves 20 pt a frame: 3 frames, so a fling at frame 297 lets go in the last one.
        #expect(
            Fixtures.error(scenario(#"{"at": 4.95, "fling": {"view": "list", "velocity": {"x": 0, "y": 1200}}}"#))
                == nil)
        #expect(
            Fixtures.error(scenario(#"{"at": 4.96, "fling": {"view": "list", "velocity": {"x": 0, "y": 1200}}}"#))
                == "s.json: steps[0].fling: expected a gesture released by the end of the run (frame 300, 5 s), got a "
                + "release at frame 301 (5.016667 s): at (0, 1200) pt/s the finger moves for 3 frames, at least 0.05 s and "
                + "until it passes the 10 pt touch slop")
        #expect(
            Fixtures.error(scenario(#"{"at": 4.99, "swipe": {"direction": "left"}}"#, screen: true))
                == "s.json: steps[0].swipe: expected a gesture released by the end of the run (frame 300, 5 s), got a "
                + "release at frame 303 (5.05 s): at 1000 pt/s the finger moves for 3 frames, at least 0.05 s and until "
                + "it passes the 10 pt touch slop")
    }

    /// A drag or pan lasting past the run's end left the finger down, with no didEndDragging and
    /// no word: it is refused as a fling that would not let go is. One that lifts in the last frame
    /// runs.
    @Test func dragsAndPansThatWouldNotBeReleasedInTheRunAreRefused() {
        #expect(
            Fixtures.error(
                scenario(#"{"at": 4.9, "drag": {"view": "list", "by": {"x": 0, "y": -100}, "duration": 0.5}}"#))
                == "s.json: steps[0].drag: expected a gesture released by the end of the run (frame 300, 5 s), got a "
                + "release at frame 324 (5.4 s), after 0.5 s (a touchDown without a touchUp keeps a finger down on purpose)"
        )
        #expect(
            Fixtures.error(
                scenario(#"{"at": 4.5, "drag": {"view": "list", "by": {"x": 0, "y": -100}, "duration": 0.5}}"#)) == nil)
        #expect(
            Fixtures.error(
                scenario(
                    #"{"at": 4.9, "pan": {"location": {"x": 100, "y": 300}, "by": {"x": -200, "y": 0}, "duration": 0.5}}"#,
                    screen: true))?.hasPrefix(
                    "s.json: steps[0].pan: expected a gesture released by the end of the run (frame 300, 5 s)") == true)
    }

    @Test func touchesWithoutAFingerDownAreRefused() {
        #expect(
            Fixtures.error(scenario(#"{"at": 1, "touchMove": {"view": "list", "location": {"x": 1, "y": 2}}}"#))
                == #"s.json: steps[0].touchMove: expected a finger down on "list" (a touchDown step before it), got none"#
        )
        #expect(
            Fixtures.error(
                scenario(
                    """
                    {"at": 1, "drag": {"view": "list", "by": {"x": 0, "y": -100}, "duration": 0.5}},
                    {"at": 1.2, "touchUp": {"view": "list"}}
                    """))
                == #"s.json: steps[1].touchUp: expected a finger put down by a touchDown step on "list", got the drag of steps[0], lifting at 1.5 s"#
        )
    }

    @Test func aPopWithNoPushBeforeItIsRefused() {
        #expect(
            Fixtures.error(scenario(#"{"at": 1, "pop": {}}"#, screen: true))
                == "s.json: steps[0].pop: expected a pushed screen to pop (a push step before it), got only the root screen"
        )
        let cancelled = #"{"at": 1, "interactivePop": {"progress": 0.5, "release": "cancel"}}"#
        #expect(
            Fixtures.error(scenario(cancelled, screen: true))
                == "s.json: steps[0].interactivePop: expected a pushed screen to pop (a push step before it), got only the root screen"
        )
    }

    /// Whether an earlier pop took the pushed screen off is the run's to judge, as for a dismissal:
    /// a pop refused in its frame (the push still animating) leaves the screen for the next one,
    /// which the file check used to refuse as a pop of the root.
    @Test func aPopAfterARefusedPopIsTheRunsToJudge() async throws {
        let quick = scenario(
            #"{"at": 0.2, "push": {}}, {"at": 0.25, "pop": {}}, {"at": 0.8, "pop": {}}"#, screen: true)
        #expect(Fixtures.error(quick) == nil)
        let run = try await ScenarioRunner(scenario: ScenarioLoader.decode(json: quick)).run()
        #expect(run.refusedStepCount == 1)  // the first pop, in the push's animation
        // A second pop after one that went through is refused by the run, in its frame.
        let twice = scenario(
            #"{"at": 0.2, "push": {}}, {"at": 1, "pop": {}}, {"at": 2, "pop": {}}"#, screen: true)
        #expect(Fixtures.error(twice) == nil)
        #expect(try await ScenarioRunner(scenario: ScenarioLoader.decode(json: twice)).run().refusedStepCount == 1)
    }

    /// What the file alone decides about the app's steps is refused before anything runs: a
    /// dismissal with no presenting step before it, a tap off the tab bar, a pan off the screen.
    @Test func appStepsThatCannotApplyAreRefused() {
        let app = #""pagingScreen": {"titles": ["A", "B"], "app": {}}"#
        func error(_ steps: String) -> String? { Fixtures.error(Fixtures.minimal("\"steps\": [\(steps)], " + app)) }
        #expect(
            error(#"{"at": 1, "dismiss": {}}"#)
                == "s.json: steps[0].dismiss: expected a presented screen to dismiss (a present, tapPublish or tapTabBar step before it), got nothing presented"
        )
        #expect(
            error(#"{"at": 1, "tapTabBar": {"x": -50}}"#)
                == "s.json: steps[0].tapTabBar.x: expected a point on the tab bar (0..<375), got -50")
        #expect(
            error(#"{"at": 1, "pan": {"location": {"x": 100, "y": 700}, "by": {"x": -100, "y": 0}, "duration": 0.2}}"#)
                == "s.json: steps[0].pan.location: expected a point in the paging screen (0..<375, 0..<667), got (100, 700)"
        )
        // A tap on the publish button presents: a dismissal after it is the run's to judge.
        #expect(
            Fixtures.error(
                Fixtures.minimal(#""steps": [{"at": 1, "tapTabBar": {"x": 187}}, {"at": 2, "dismiss": {}}], "# + app))
                == nil)
    }

    /// A step on the list of a child whose view has not loaded has nothing to act on: the run goes
    /// on and records it.
    @Test func aStepOnAChildListBeforeItLoadsIsARecordedResult() async throws {
        let json = scenario(
            #"{"at": 0.5, "fling": {"view": "child/2/list", "velocity": {"x": 0, "y": 800}}}"#, screen: true,
            expect: #"{"count": 1, "event": "stepRefused", "source": "child/2/list"}"#)
        let run = try await ScenarioRunner(scenario: ScenarioLoader.decode(json: json)).run()
        #expect(run.passed)
        let refused = run.records.filter { $0.event == "stepRefused" }
        #expect(refused.map(\.source) == ["child/2/list"])
        #expect(refused.map(\.frame) == [30])
        // The record says which step and why, in the JSON Lines and the timeline.
        let reason = "steps[0].fling: view: expected a scroll view that exists now, got child/2/list"
        #expect(refused.map(\.screen?.reason) == [reason])
        #expect(JSONLinesWriter.line(for: refused[0]).hasSuffix(#","reason":"\#(reason)"}"#))
        #expect(Recording(records: refused, samples: []).timeline().contains("reason=" + reason))
    }

    /// An interactive pop while a push is still animating is refused by the navigation bar.
    @Test func anInteractivePopDuringAPushIsARecordedResult() async throws {
        let json = scenario(
            #"{"at": 1, "push": {}}, {"at": 1.05, "interactivePop": {"progress": 0.5, "release": "cancel"}}"#,
            screen: true)
        let run = try await ScenarioRunner(scenario: ScenarioLoader.decode(json: json)).run()
        #expect(run.records.filter { $0.event == "stepRefused" }.map(\.source) == ["navigationBar"])
    }
}

/// Validation is linear in titles and expectations: names are looked up in sets built once.
@Suite struct LinearValidationTests {
    @Test func thousandsOfTitlesAndExpectationsValidate() throws {
        let titles = (0..<ScenarioLimits.maximumTitles).map { "T\($0)" }
        let expectations = (0..<ScenarioLimits.maximumExpectations).map { i in
            ScenarioExpectation.count(0, event: "viewDidLoad", source: "child/\(i % titles.count)")
        }
        let scenario = Scenario(
            name: "big", duration: 1, pagingScreen: PagingScreenSpec(titles: titles), expectations: expectations)
        try scenario.validate()
    }
}
