import Foundation
import Testing

@testable import ScrollScenarios

/// The replay page as a file (the browser suite checks what it draws): self-contained, made of the
/// run's JSON Lines, deterministic.
@Suite struct ReplayHTMLTests {
    private func demoPage() async throws -> (html: String, run: ScenarioRun) {
        let scenario = DemoScenario.scenario
        let run = try await ScenarioRunner(scenario: scenario, file: "<demo>").run()
        let html = ReplayHTMLWriter().render(
            title: scenario.name, duration: scenario.duration, frameRate: scenario.frameRate, records: run.records,
            samples: run.samples, geometry: ReportGeometry(scenario: scenario))
        return (html, run)
    }

    @Test func thePageIsSelfContainedAndEmbedsTheJSONLinesVerbatim() async throws {
        let (html, run) = try await demoPage()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // Nothing is fetched: no external scripts, styles, images or fonts.
        for pattern in ["src=", "<link", "@import", "url(", "fetch(", "XMLHttpRequest"] {
            #expect(!html.contains(pattern), "the page refers to '\(pattern)'")
        }
        #expect(
            html.components(separatedBy: "http").count - 1 == html.components(separatedBy: "http://www.w3.org/2000/svg")
                .count - 1)
        // The records are the JSON Lines contract, line for line.
        let embedded = html.components(separatedBy: "id=\"scrollsim-records\">\n")[1].components(
            separatedBy: "</script>")[0]
        #expect(embedded == JSONLinesWriter.render(run.records))
        // The plot beneath, with its cursor.
        #expect(html.contains("<svg ") && html.contains("id=\"plotcursor\""))
    }

    @Test func thePageIsDeterministic() async throws {
        let first = try await demoPage().html
        let second = try await demoPage().html
        #expect(first == second)
    }

    @Test func textThatWouldCloseAScriptIsEscaped() {
        let record = EventRecord(
            time: 0, frame: 0, source: "</script><b>", sequence: 0, order: 0, event: "didScroll", contentOffset: .zero)
        let html = ReplayHTMLWriter().render(
            title: "<t>", duration: 1, frameRate: 60, records: [record], samples: [],
            geometry: ReportGeometry(scenario: Scenario(name: "t", duration: 1)))
        #expect(!html.contains("</script><b>"))
        #expect(html.contains("<\\/script><b>"))
        #expect(html.contains("&lt;t&gt;"))
    }
}
