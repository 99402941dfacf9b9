import Testing

@testable import ScrollScenarios

/// The `navigationBar` expectation: the bar's state at a time, field by field, from its latest
/// `barAppearance` (the fade of seed 003: alpha (y - changePoint) / 64, dark variants above 0.5).
@Suite struct BarExpectationTests {
    /// A faded bar over child 0's list: -83 gives alpha 16 / 64 = 0.25 (light), -50 gives
    /// 49 / 64 = 0.765625 (dark: the system blue tint).
    private static func scenario(expect: String) -> String {
        """
        {"name": "bar", "duration": 1.5,
         "pagingScreen": {"titles": ["A", "B", "C"], "navigationBar": {"changePoint": -99}},
         "steps": [
           {"at": 0.2, "assignContentOffset": {"view": "child/0/list", "offset": {"x": 0, "y": -83}}},
           {"at": 0.6, "assignContentOffset": {"view": "child/0/list", "offset": {"x": 0, "y": -50}}}],
         "expect": [\(expect)]}
        """
    }

    private func results(_ expect: String, keepsEveryRecord: Bool = true) async throws -> [String] {
        let scenario = try ScenarioLoader.decode(json: Self.scenario(expect: expect), file: "bar.json")
        let run = try await ScenarioRunner(scenario: scenario, keepsEveryRecord: keepsEveryRecord).run()
        return run.results.map { ($0.passed ? "pass " : "FAIL ") + $0.description }
    }

    @Test func checksEachGivenFieldOfTheLatestAppearance() async throws {
        let expect = """
            {"navigationBar": {"at": 0.3, "alpha": 0.25, "statusBarStyle": "light", "tintColor": {"r": 1, "g": 1, "b": 1}}},
            {"navigationBar": {"at": 0.7, "alpha": 0.765625, "tintColor": {"r": 0, "g": 0.478431, "b": 1, "a": 1},
                               "statusBarStyle": "dark", "translationY": 0, "itemsAlpha": 1}},
            {"navigationBar": {"at": 0.7, "alpha": 0.7, "statusBarStyle": "light"}},
            {"navigationBar": {"at": 0.7, "alpha": 0.7, "tolerance": 0.1}},
            {"navigationBar": {"at": 0.1, "alpha": 0}}
            """
        let expected = [
            "pass expect[0]: navigationBar at 0.3 s (frame 18): alpha 0.25, tintColor (1, 1, 1, 1), statusBarStyle light, each number ± 0.001: got alpha 0.25, tintColor (1, 1, 1, 1), statusBarStyle light (barAppearance at 0.200000 s)",
            "pass expect[1]: navigationBar at 0.7 s (frame 42): alpha 0.765625, tintColor (0, 0.478431, 1, 1), statusBarStyle dark, translationY 0, itemsAlpha 1, each number ± 0.001: got alpha 0.765625, tintColor (0, 0.478431, 1, 1), statusBarStyle dark, translationY 0, itemsAlpha 1 (barAppearance at 0.600000 s)",
            "FAIL expect[2]: navigationBar at 0.7 s (frame 42): alpha 0.7, statusBarStyle light, each number ± 0.001: got alpha 0.765625, statusBarStyle dark (barAppearance at 0.600000 s)",
            "pass expect[3]: navigationBar at 0.7 s (frame 42): alpha 0.7, each number ± 0.1: got alpha 0.765625 (barAppearance at 0.600000 s)",
            // Before the bar first changes, its state is not in the records: the check says so.
            "FAIL expect[4]: navigationBar at 0.1 s (frame 6): alpha 0, each number ± 0.001: got no barAppearance from navigationBar by frame 6",
        ]
        #expect(try await results(expect) == expected)
        // A run that keeps only what its expectations need checks the same.
        #expect(try await results(expect, keepsEveryRecord: false) == expected)
    }

    @Test func aStyleAloneNamesNoTolerance() async throws {
        #expect(
            try await results(#"{"navigationBar": {"at": 1, "statusBarStyle": "dark"}}"#) == [
                "pass expect[0]: navigationBar at 1 s (frame 60): statusBarStyle dark: got statusBarStyle dark (barAppearance at 0.600000 s)"
            ])
    }

    @Test func badFieldsAreRefusedWithTheirPath() {
        func error(_ body: String) -> String? { Fixtures.error(Self.scenario(expect: #"{"navigationBar": \#(body)}"#)) }
        #expect(
            error(#"{"at": 1}"#)
                == "s.json: expect[0].navigationBar: expected at least one of alpha, translationY, itemsAlpha, "
                + "statusBarStyle, backgroundColor, tintColor, titleColor, got none of them")
        #expect(
            error(#"{"at": 1, "alpha": 1.5}"#)
                == "s.json: expect[0].navigationBar.alpha: expected a number in [0, 1], got 1.5")
        // The bar moves up, by at most its height: a translation it cannot show could never hold,
        // and ran to fail (exit status 1) rather than being refused.
        for translation in ["10", "-44.5"] {
            #expect(
                error(#"{"at": 1, "translationY": \#(translation)}"#)
                    == "s.json: expect[0].navigationBar.translationY: expected a number in [-44, 0] (the bar moves up, "
                    + "by at most its height), got \(translation)")
        }
        #expect(error(#"{"at": 1, "translationY": -44}"#) == nil)
        #expect(
            error(#"{"at": 1, "alfa": 1}"#)
                == "s.json: expect[0].navigationBar.alfa: expected one of the fields (at, alpha, translationY, itemsAlpha, "
                + "statusBarStyle, backgroundColor, tintColor, titleColor, tolerance), got unknown field \"alfa\" (did you mean \"alpha\"?)"
        )
        #expect(
            error(#"{"at": 1, "tintColor": {"r": 0, "g": 2, "b": 0}}"#)
                == "s.json: expect[0].navigationBar.tintColor.g: expected a number in [0, 1], got 2")
        #expect(
            error(#"{"at": 1, "statusBarStyle": "bright"}"#)
                == "s.json: expect[0].navigationBar.statusBarStyle: expected one of \"light\", \"dark\", got the string \"bright\""
        )
        #expect(
            error(#"{"at": 9, "alpha": 1}"#)
                == "s.json: expect[0].navigationBar.at: expected a time in [0, 1.5] s (the duration), got 9")
        // A screen without a navigation bar has no bar to check.
        #expect(
            Fixtures.error(
                #"{"name": "t", "duration": 1, "pagingScreen": {"titles": ["A"]}, "expect": [{"navigationBar": {"at": 1, "alpha": 1}}]}"#
            ) == "s.json: expect[0].navigationBar: expected a pagingScreen.navigationBar, got none")
    }

    @Test func aScenarioBuiltInMemoryIsCheckedAsAFileIs() throws {
        var scenario = try ScenarioLoader.decode(json: Self.scenario(expect: ""), file: "bar.json")
        scenario.expectations = [.navigationBar(BarExpectation(at: 1))]
        #expect(throws: ScenarioError.self) { try scenario.validate() }
        scenario.expectations = [.navigationBar(BarExpectation(at: 1, alpha: .nan))]
        #expect(throws: ScenarioError.self) { try scenario.validate() }
        scenario.expectations = [.navigationBar(BarExpectation(at: 1, alpha: 1, tolerance: -1))]
        #expect(throws: ScenarioError.self) { try scenario.validate() }
        scenario.expectations = [.navigationBar(BarExpectation(at: 1, translationY: 10))]
        #expect(throws: ScenarioError.self) { try scenario.validate() }
        scenario.expectations = [.navigationBar(BarExpectation(at: 1, alpha: 1))]
        try scenario.validate()
    }
}
