import Testing

@testable import ScrollScenarios

/// The app section and its steps: refusals name the field.
@Suite struct AppScenarioErrorTests {
    private func app(_ rest: String, app: String = #", "app": {}"#, screen: String = "") -> String {
        #"{"name": "p", "duration": 5, "pagingScreen": {"titles": ["A", "B"]\#(app)\#(screen)}, \#(rest)}"#
    }

    @Test func appStepsNeedAnApp() {
        #expect(
            Fixtures.error(app(#""steps": [{"at": 1, "tapPublish": {}}]"#, app: ""))
                == "s.json: steps[0].tapPublish: expected a pagingScreen.app, got none")
        #expect(
            Fixtures.error(app(#""steps": [{"at": 1, "dismiss": {}}]"#, app: ""))
                == "s.json: steps[0].dismiss: expected a pagingScreen.app, got none")
        #expect(Fixtures.error(app(#""steps": [{"at": 1, "push": {}}, {"at": 2, "tapTab": {"index": 3}}]"#)) == nil)
    }

    @Test func aRefusedPopInAnAppWithoutANavigationBarIsTheAppsAndCanBeCounted() async throws {
        // It was recorded under `navigationBar`, a source the file may not name without one.
        let json = app(
            #""steps": [{"at": 0.1, "push": {}}, {"at": 0.15, "pop": {}}], "expect": [{"count": 1, "event": "stepRefused", "source": "tabs"}]"#
        )
        let run = try await ScenarioRunner(scenario: ScenarioLoader.decode(json: json)).run()
        #expect(run.passed)
        #expect(run.records.filter { $0.event == "stepRefused" }.map(\.source) == ["tabs"])
        // `check` says so beside its PASS: the step did nothing.
        #expect(run.refusedStepCount == 1)
        #expect(
            ScenarioReport.summaryLine(run, file: "p.json").contains(
                "PASS p.json: 1/1 expectations, 25 events, 1 step refused, "))
    }

    @Test func appFieldsAreChecked() {
        #expect(
            Fixtures.error(app(#""steps": []"#, app: #", "app": {"refusedTabs": [1, 4]}"#))
                == "s.json: pagingScreen.app.refusedTabs[1]: expected a tab index in 0...3, got 4")
        #expect(
            Fixtures.error(app(#""steps": []"#, app: #", "app": {"refusedTabs": [3, 1, 3]}"#))
                == "s.json: pagingScreen.app.refusedTabs[2]: expected each tab once, got 3 again")
        #expect(
            Fixtures.error(app(#""steps": []"#, app: #", "app": {"publishStyle": "sheet"}"#))?
                .hasPrefix("s.json: pagingScreen.app.publishStyle: expected one of") == true)
        #expect(
            Fixtures.error(app(#""steps": []"#, app: #", "app": {"modalDuration": 0}"#))?
                .hasPrefix("s.json: pagingScreen.app.modalDuration: expected") == true)
        #expect(
            Fixtures.error(app(#""steps": []"#, screen: #", "tabBar": {"selectedIndex": 2}"#))
                == "s.json: pagingScreen.tabBar.selectedIndex: expected 0 with an app (the paging screen is tab 0's root), got 2"
        )
        #expect(
            Fixtures.error(app(#""steps": [{"at": 1, "present": {}}]"#))?
                .hasPrefix("s.json: steps[0].present.style: expected") == true)
    }

    @Test func appSourcesReachAsDeepAsThePushes() {
        #expect(
            Fixtures.error(
                app(
                    #""steps": [{"at": 1, "push": {}}], "expect": [{"count": 1, "event": "viewDidLoad", "source": "tab/0/pushed/1"}]"#
                )) == nil)
        #expect(
            Fixtures.error(app(#""expect": [{"count": 1, "event": "viewDidLoad", "source": "tab/0/pushed/1"}]"#))?
                .hasPrefix("s.json: expect[0].source: expected an event source") == true)
        #expect(Fixtures.error(app(#""expect": [{"count": 1, "event": "addPublishButton", "source": "tabs"}]"#)) == nil)
        #expect(
            Fixtures.error(app(#""expect": [{"count": 1, "event": "addPublishButton", "source": "modal"}]"#))?
                .hasPrefix("s.json: expect[0].event: expected") == true)
        #expect(
            Fixtures.error(app(#""expect": [{"count": 1, "event": "didScroll", "source": "tab/2/root/list"}]"#)) == nil)
    }

    /// A push goes on the selected tab's stack, so a pushed screen exists only on a tab the file can
    /// select: tab 0, a tapped one (not one the app refuses), or any with a tap on the bar by
    /// position. `tab/2/pushed/1` in a file that never leaves tab 0 was accepted, and a count of 0
    /// on it passed for a screen that cannot be.
    @Test func pushedScreensReachOnlyTheTabsTheFileCanSelect() {
        func error(_ steps: String, app: String = #", "app": {}"#) -> String? {
            Fixtures.error(
                self.app(
                    #""steps": [\#(steps)], "expect": [{"count": 0, "event": "viewDidAppear", "source": "tab/2/pushed/1"}]"#,
                    app: app))
        }
        let push = #"{"at": 1, "push": {}}"#
        #expect(error(push)?.hasPrefix("s.json: expect[0].source: expected an event source") == true)
        #expect(error(#"{"at": 0.5, "tapTab": {"index": 2}}, "# + push) == nil)
        #expect(error(#"{"at": 0.5, "tapTabBar": {"x": 200}}, "# + push) == nil)
        #expect(
            error(#"{"at": 0.5, "tapTab": {"index": 2}}, "# + push, app: #", "app": {"refusedTabs": [2]}"#)?
                .hasPrefix("s.json: expect[0].source: expected an event source") == true)
    }

    /// Of a scenario's many sources, the message shows those nearest the name given, and says when
    /// an app's screen is named without an app (it showed the first eight, the pages' and children').
    @Test func anUnknownSourceIsAnsweredWithTheNearestOnes() {
        func error(_ source: String, app: String = #", "app": {}"#) -> String? {
            Fixtures.error(
                self.app(#""expect": [{"count": 1, "event": "viewDidLoad", "source": "\#(source)"}]"#, app: app))
        }
        #expect(
            error("tab/4/root")
                == "s.json: expect[0].source: expected an event source (tab/0/root, tab/1/root, tab/2/root, tab/3/root, "
                + "tab/1/root/list, tab/2/root/list, tab/3/root/list, tabBar, ...), got \"tab/4/root\"")
        #expect(
            error("modal", app: "")
                == "s.json: expect[0].source: expected an event source (pages, titles, child/0, child/0/list, child/1, "
                + "child/1/list), got \"modal\" (the app's screens need a pagingScreen.app)")
    }
}

/// The `pan` step: it needs the paging screen and a positive duration.
@Suite struct PanStepErrorTests {
    @Test func panIsChecked() {
        #expect(
            Fixtures.error(
                Fixtures.withSteps(
                    #"{"at": 1, "pan": {"location": {"x": 1, "y": 1}, "by": {"x": 1, "y": 1}, "duration": 0.1}}"#))
                == "s.json: steps[0].pan: expected a pagingScreen in the scenario, got none")
        let paging =
            #"{"name": "p", "duration": 5, "pagingScreen": {"titles": ["A"]}, "steps": [{"at": 1, "pan": {"location": {"x": 1, "y": 1}, "by": {"x": 1, "y": 1}, "duration": 0}}]}"#
        #expect(Fixtures.error(paging)?.hasPrefix("s.json: steps[0].pan.duration: expected") == true)
    }
}
