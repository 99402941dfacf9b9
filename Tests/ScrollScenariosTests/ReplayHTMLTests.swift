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

    /// The app screens' lists are among the views the page draws, with the frames in which they
    /// exist, as the plot has them: the demo pushes on tab 1 at 6.5 s (frame 390) and the pop ends
    /// at 7.133 s (frame 428); tab 1's root list lives on once loaded (6.2 s).
    @Test func theDataHasTheAppScreensListsAndWhenTheyExist() async throws {
        let (html, _) = try await demoPage()
        let meta = html.components(separatedBy: "id=\"scrollsim-meta\">")[1].components(separatedBy: "</script>")[0]
        let object = try #require(try JSONSerialization.jsonObject(with: Data(meta.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        func view(_ id: String) -> [String: Any]? { views.first { $0["id"] as? String == id } }
        let pushed = try #require(view("tab/1/pushed/1/list"))
        #expect(pushed["owner"] as? String == "tab/1/pushed/1")
        #expect(pushed["lives"] as? [[Int]] == [[390, 428]])
        let root = try #require(view("tab/1/root/list"))
        #expect((root["lives"] as? [[Any]])?.map { $0[0] as? Int } == [372])
        #expect((root["lives"] as? [[Any]])?.first?[1] is NSNull)
        #expect(view("pages")?["lives"] == nil)
    }

    /// The embedded plot's style sheet reaches only the plot: each of its selectors is scoped under
    /// the class of the plot's root `<svg>`. Its `.title` and `.row` rules drew the page's
    /// unselected titles bold at 16 px and its list rows at 10 px.
    @Test func thePlotsStylesApplyToThePlotAlone() async throws {
        let (html, _) = try await demoPage()
        let svg = html.components(separatedBy: "<section id=\"plot\"")[1].components(separatedBy: "</section>")[0]
        let root = try #require(svg.components(separatedBy: "<svg ").dropFirst().first?.components(separatedBy: ">")[0])
        #expect(root.contains("class=\"scrollsim-plot\""))
        let css = svg.components(separatedBy: "<style>")[1].components(separatedBy: "</style>")[0]
        let selectors = css.components(separatedBy: "}").compactMap { rule -> [String]? in
            let head = rule.components(separatedBy: "{")[0].trimmingCharacters(in: .whitespacesAndNewlines)
            return head.isEmpty
                ? nil : head.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }.flatMap { $0 }
        #expect(selectors.count > 20)
        for selector in selectors { #expect(selector.hasPrefix(".scrollsim-plot "), "\(selector) reaches the page") }
    }

    /// A duration off the frame grid (1.005 s at 60 Hz): the page's last frame (61) and its plot's
    /// right edge (1.016667 s) are the run's last frame, so the cursor on it stays on the plot. The
    /// plot ended at 1.005 s and the cursor went past it.
    @Test func theLastFrameIsThePlotsRightEdge() async throws {
        let run = try await ReportFixtures.run(ReportFixtures.offGrid)
        let html = ReplayHTMLWriter().render(
            title: "t", duration: run.scenario.duration, frameRate: run.scenario.frameRate, records: run.records,
            samples: run.samples, geometry: ReportGeometry(scenario: run.scenario))
        let meta = html.components(separatedBy: "id=\"scrollsim-meta\">")[1].components(separatedBy: "</script>")[0]
        let object = try #require(try JSONSerialization.jsonObject(with: Data(meta.utf8)) as? [String: Any])
        #expect(object["lastFrame"] as? Int == 61)
        #expect(html.contains("data-plot-end=\"" + DecimalFormat.shortest(61.0 / 60) + "\""))
    }

    /// The README says the page embeds the JSON Lines as `--format jsonl` prints them: the
    /// expectations' lines were left out. They follow the records, as printed.
    @Test func theExpectationsLinesFollowTheRecords() async throws {
        let run = try await ReportFixtures.run(
            """
            {"name": "e", "duration": 1, "scrollViews": [{"id": "list", "size": {"width": 375, "height": 667},
             "contentSize": {"width": 375, "height": 3000}}],
             "steps": [{"at": 0.1, "fling": {"view": "list", "velocity": {"x": 0, "y": 2000}}}],
             "expect": [{"count": 1, "event": "willBeginDecelerating", "source": "list"},
                        {"at": 0.5, "view": "list", "contentOffset": {"x": 0, "y": 5}}]}
            """)
        let html = ReplayHTMLWriter().render(
            title: "e", duration: 1, frameRate: 60, records: run.records, samples: run.samples,
            geometry: ReportGeometry(scenario: run.scenario), results: run.results)
        let embedded = html.components(separatedBy: "id=\"scrollsim-records\">\n")[1].components(
            separatedBy: "</script>")[0]
        let printed = ScenarioReport(run: run, format: .jsonl, includesDidScroll: true, file: nil).render()
        #expect(run.results.count == 2 && run.results.contains { !$0.passed })
        #expect(embedded == ScriptEmbedding.json(printed))
    }

    /// Long titles drew over each other in the title bar: each is clipped to its button's frame,
    /// with an ellipsis (its frame is the model's, as the indicator's is).
    @Test func aTitleIsClippedToItsButton() {
        let rule = ReplayStyle.css.components(separatedBy: "\n").drop { !$0.hasPrefix(".title {") }
            .prefix(2).joined()
        for declaration in ["overflow: hidden;", "white-space: nowrap;", "text-overflow: ellipsis;"] {
            #expect(rule.contains(declaration), "\(rule)")
        }
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
        #expect(html.contains("\\u003c/script\\u003e\\u003cb\\u003e"))
        #expect(html.contains("&lt;t&gt;"))
    }

    /// A name, view id or title may hold `<!--<script` (they are free text): inside a data block
    /// `<!--` then `<script` makes the HTML parser miss the block's `</script>`, and the page's
    /// script never ran. No data block holds `<`, `>`, `&`, U+2028 or U+2029, and each still parses
    /// to the same values.
    @Test func theDataBlocksHoldNoMarkupWhateverTheNamesSay() throws {
        let evil = "<!--<script>&\u{2028}\u{2029}"
        let scenario = try ScenarioLoader.decode(
            json: """
                {"name": "n", "duration": 1, "scrollViews": [{"id": "v", "size": {"width": 10, "height": 10},
                 "contentSize": {"width": 10, "height": 100}}], "pagingScreen": {"titles": ["A", "B"]}}
                """)
        var geometry = ReportGeometry(scenario: scenario)
        geometry.views[0].id = evil
        geometry.screen?.titles[1] = evil
        let record = EventRecord(
            time: 0, frame: 0, source: evil, sequence: 0, order: 0, event: "didScroll", contentOffset: .zero)
        let html = ReplayHTMLWriter().render(
            title: evil, duration: 1, frameRate: 60, records: [record], samples: [], geometry: geometry)
        let blocks = html.components(separatedBy: "<script type=\"application/").dropFirst().map {
            $0.components(separatedBy: ">").dropFirst().joined(separator: ">").components(separatedBy: "</script>")[0]
        }
        #expect(blocks.count == 2)
        for block in blocks {
            for character in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
                #expect(!block.contains(character), "a data block holds \(character.unicodeScalars.first!)")
            }
        }
        let meta = try #require(
            try JSONSerialization.jsonObject(with: Data(blocks[0].utf8)) as? [String: Any])
        #expect(meta["title"] as? String == evil)
        #expect((meta["views"] as? [[String: Any]])?.first?["id"] as? String == evil)
        #expect(((meta["screen"] as? [String: Any])?["titles"] as? [String])?.last == evil)
        let line = try #require(
            try JSONSerialization.jsonObject(with: Data(blocks[1].trimmingCharacters(in: .newlines).utf8))
                as? [String: Any])
        #expect(line["source"] as? String == evil)
    }
}
