import Foundation
import Testing

@testable import ScrollScenarios

/// What the screens compute, in the JSON Lines (issue 13).
@Suite struct ScreenFieldsTests {
    static func lines(_ json: String) async throws -> [String] {
        let run = try await ScenarioRunner(scenario: ScenarioLoader.decode(json: json)).run()
        return JSONLinesWriter.render(run.records).split(separator: "\n").map(String.init)
    }

    /// The number printed right after `key` in `line` (up to the next `,` or `}`).
    static func number(after key: String, in line: String) -> Double? {
        guard let start = line.range(of: key)?.upperBound else { return nil }
        return Double(line[start...].prefix { $0 != "," && $0 != "}" })
    }

    @Test func aRecordsScreenFieldsCompareAndHashByValue() {
        func record(scale: Double) -> EventRecord {
            var record = EventRecord(
                time: 0, frame: 0, source: "titles", sequence: 0, order: 0, event: "titleScale", contentOffset: .zero)
            record.screen = ScreenFields(.titleScale(index: 1, scale: scale))
            return record
        }
        let (a, b) = (record(scale: 1.2), record(scale: 1.2))  // two separate boxes, equal fields
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != record(scale: 1.3))
        var copy = a
        copy.screen?.scale = 2  // a copy's change leaves the original alone
        #expect(a.screen?.scale == 1.2 && copy.screen?.scale == 2)
        copy.screen = nil
        #expect(copy.screen == nil && copy != a)
    }

    @Test func theIndicatorTransitionsAndTheBarAreInTheOutput() async throws {
        let lines = try await Self.lines(
            """
            {"name":"f","duration":2.0,"pagingScreen":{"titles":["A","B","C"],"navigationBar":{},"tabBar":{}},
             "steps":[{"at":0.1,"tapTitle":{"index":2}},{"at":0.6,"swipe":{"direction":"right"}},{"at":1.2,"push":{}},
                      {"at":1.4,"interactivePop":{"progress":0.3,"release":"cancel","duration":0.1}},{"at":1.8,"tapTab":{"index":1}}]}
            """)
        func first(_ event: String) -> String? { lines.first { $0.contains("\"event\":\"\(event)\"") } }
        #expect(
            first("indicatorAnimation")?.contains(
                #""indicator":{"from":{"x":55.5,"y":34,"width":14,"height":1},"to":{"x":305.5,"y":34,"width":14,"height":1},"duration":0.25}"#
            ) == true)
        #expect(first("indicatorFrame")?.contains(#""indicatorFrame":{"x":"#) == true)
        #expect(first("transitionBegin")?.hasSuffix(#""kind":"push"}"#) == true)
        let ends = lines.filter { $0.contains("\"event\":\"transitionEnd\"") }
        #expect(ends.count == 2)
        #expect(ends.first?.hasSuffix(#""kind":"push","outcome":"completed"}"#) == true)
        #expect(ends.last?.hasSuffix(#""kind":"interactivePop","outcome":"cancelled"}"#) == true)
        #expect(first("barAppearance")?.contains(#""backgroundColor":{"r":1,"g":1,"b":1,"a":1},"tintColor":"#) == true)
        #expect(first("barAppearance")?.contains(#""statusBarStyle":""#) == true)
        #expect(first("didSelectTab")?.hasSuffix(#""index":1,"kind":"tabSwitch","outcome":"completed"}"#) == true)
    }

    @Test func aRefusedTabSwitchSaysSo() async throws {
        let lines = try await Self.lines(
            """
            {"name":"s","duration":1.0,"pagingScreen":{"titles":["A","B"],"app":{"refusedTabs":[3]}},
             "steps":[{"at":0.1,"tapTab":{"index":3}},{"at":0.2,"tapTab":{"index":1}}]}
            """)
        let refused = lines.filter { $0.contains(#""event":"shouldSelectRefused""#) }
        #expect(refused.count == 1)
        #expect(refused.first?.hasSuffix(#""index":3,"kind":"tabSwitch","outcome":"refused"}"#) == true)
        let selected = lines.filter { $0.contains(#""source":"tabs","event":"didSelect""#) }
        #expect(selected.first?.hasSuffix(#""index":1,"kind":"tabSwitch","outcome":"completed"}"#) == true)
    }

    @Test func theScrollingTitleBarReportsTheSelectedTitlesScale() async throws {
        let lines = try await Self.lines(
            """
            {"name":"s","duration":1.0,"pagingScreen":{"titles":["A","B","C","D","E","F"],"titleBarStyle":"scrolling"},
             "steps":[{"at":0.1,"tapTitle":{"index":4}}]}
            """)
        let scales = lines.filter { $0.contains("\"event\":\"titleScale\"") }
        #expect(scales.count == 2)
        #expect(scales.first?.hasSuffix(#""index":0,"scale":1}"#) == true)
        #expect(scales.last?.hasSuffix(#""index":4,"scale":1.3}"#) == true)
    }

    @Test func theBarsTranslationIsReportedWhenItMovesWithTheList() async throws {
        let lines = try await Self.lines(
            """
            {"name":"t","duration":1.5,"pagingScreen":{"titles":["A","B"],"navigationBar":{"changePoint":-99,"translationPoint":0}},
             "steps":[{"at":0.1,"fling":{"view":"child/0/list","velocity":{"x":0,"y":1500}}}]}
            """)
        let shown = lines.filter { $0.contains("\"event\":\"barAppearance\"") }
        #expect(shown.first?.hasSuffix(#""translationY":0,"itemsAlpha":1}"#) == true)
        #expect(shown.last?.hasSuffix(#""translationY":-44,"itemsAlpha":0}"#) == true)
        #expect(
            shown.contains {
                $0.contains(#""translationY":-"#) && !$0.hasSuffix(#""translationY":-44,"itemsAlpha":0}"#)
            })
        // Between the ends the items fade as the bar moves: alpha = 1 + translationY / 44.
        for line in shown {
            let y = try #require(Self.number(after: #""translationY":"#, in: line))
            let alpha = try #require(Self.number(after: #""itemsAlpha":"#, in: line))
            #expect(abs(alpha - (1 + y / 44)) <= 2e-6, "\(line)")
        }
    }

    /// The README's `barAppearance` lines (the JSON Lines contract) are what the shipped scenarios
    /// print, character for character: `push-and-interactive-pop.json` for the bar that stays put,
    /// `app-moving-bar-proportional.json` for the one that moves with its list.
    @Test func theReadmesBarAppearanceLinesAreWhatIsPrinted() async throws {
        let root = URL(fileURLWithPath: ScenarioRunnerTests.directory).deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let shown = readme.split(separator: "\n").filter {
            $0.hasPrefix("    {") && $0.contains(#""event":"barAppearance""#)
        }.map { String($0.dropFirst(4)) }
        #expect(shown.count == 2)
        var printed: Set<String> = []
        for name in ["push-and-interactive-pop", "app-moving-bar-proportional"] {
            let file = ScenarioRunnerTests.directory + "/\(name).json"
            let run = try await ScenarioRunner(scenario: ScenarioLoader.load(path: file)).run()
            printed.formUnion(JSONLinesWriter.render(run.records).split(separator: "\n").map(String.init))
        }
        for line in shown { #expect(printed.contains(line), "\(line)") }
    }

    /// The README's failing expectation line is what its own `fling-list` example prints with its
    /// last expectation moved to 3.7 s, character for character.
    @Test func theReadmesFailingExpectationLineIsWhatItsExamplePrints() async throws {
        let root = URL(fileURLWithPath: ScenarioRunnerTests.directory).deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let shown = try #require(
            readme.split(separator: "\n").first { $0.hasPrefix(#"    {"expectation":2,"passed":false"#) })
        let start = try #require(readme.range(of: "{\n  \"name\": \"fling-list\""))
        let end = try #require(readme.range(of: "\n}\n", range: start.upperBound..<readme.endIndex))
        let example = String(readme[start.lowerBound..<end.upperBound])
            .replacingOccurrences(of: #"{ "at": 4.0, "view": "list""#, with: #"{ "at": 3.7, "view": "list""#)
        let run = try await ScenarioRunner(scenario: ScenarioLoader.decode(json: example)).run()
        #expect(run.results.map(\.jsonLine).contains(String(shown.dropFirst(4))))
    }
}
