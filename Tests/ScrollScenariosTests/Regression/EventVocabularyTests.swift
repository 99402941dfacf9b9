import Foundation
import Testing

@testable import ScrollScenarios

/// Issue 12: `{"count": 0, "event": "didEndDecelerting", "source": "pages"}` reported ok.
@Suite struct EventVocabularyTests {
    private static let pagingScreen = #""pagingScreen": {"titles": ["A", "B"], "navigationBar": {}, "tabBar": {}}"#

    private func error(expect: String) -> String? {
        Fixtures.error(#"{"name": "v", "duration": 2, \#(Self.pagingScreen), "expect": [\#(expect)]}"#)
    }

    @Test func aMisspeltEventIsRefusedWithASuggestion() {
        #expect(
            error(expect: #"{"count": 0, "event": "didEndDecelerting", "source": "pages"}"#)
                == #"s.json: expect[0].event: expected an event of a scroll view (willBeginDragging, didScroll, willEndDragging, didEndDragging, willBeginDecelerating, didEndDecelerating, didEndScrollingAnimation, didScrollToTop, stepRefused), got "didEndDecelerting" (did you mean "didEndDecelerating"?)"#
        )
    }

    @Test func eachKindOfSourceHasItsOwnVocabulary() {
        #expect(
            error(expect: #"{"sequence": ["viewDidLoad", "viewDidApear"], "source": "child/1"}"#)?
                .hasPrefix(#"s.json: expect[0].sequence[1]: expected an event of a child ("#) == true)
        #expect(
            error(expect: #"{"count": 1, "event": "viewDidLoad", "source": "child/1/list"}"#)?
                .hasPrefix("s.json: expect[0].event: expected an event of a scroll view") == true)
        #expect(
            error(expect: #"{"count": 1, "event": "didScroll", "source": "navigationBar"}"#)?
                .hasPrefix("s.json: expect[0].event: expected an event of the navigation bar") == true)
        #expect(
            error(expect: #"{"event": "didSelectTitle", "source": "tabBar", "at": 1}"#)?
                .hasSuffix(#"got "didSelectTitle" (did you mean "didSelectTab"?)"#) == true)
        #expect(error(expect: #"{"count": 1, "event": "didSelectTitle", "source": "titles"}"#) == nil)
    }

    @Test func suggestionsAreOnlyForNearMisses() {
        #expect(Suggestion.nearest(to: "--sed", among: ["--seed", "--views"]) == "--seed")
        #expect(Suggestion.nearest(to: "frobnicate", among: ["run", "check", "demo", "stress"]) == nil)
        #expect(Suggestion.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
    }

    /// The vocabulary is written out in this layer; every event the shipped scenarios produce must
    /// be in the vocabulary of its source's kind, so that the two cannot drift apart.
    @Test func everyEventOfTheShippedScenariosIsInItsSourcesVocabulary() async throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios").path
        var seen: Set<String> = []
        for file in try ScenarioLoader.scenarioFiles(in: [directory]) {
            let run = try await ScenarioRunner(scenario: ScenarioLoader.load(path: file)).run()
            for record in run.records {
                let kind = EventVocabulary.kind(of: record.source)
                #expect(
                    EventVocabulary.names(of: kind).contains(record.event), "\(file): \(record.source) \(record.event)")
                seen.insert(record.event)
            }
        }
        #expect(seen.count >= 20)
    }
}

/// Issue 12: with `--format jsonl` a failed expectation exited 1 with no message at all.
@Suite struct ExpectationLineTests {
    @Test func aResultIsAJSONLineOfItsOwnKind() {
        let result = ExpectationResult(
            index: 2, expectation: .count(1, event: "didScroll", source: "list"), passed: false,
            expected: "1 didScroll on \"list\"", actual: "0")
        #expect(
            result.jsonLine == #"{"expectation":2,"passed":false,"expected":"1 didScroll on \"list\"","actual":"0"}"#)
    }
}
