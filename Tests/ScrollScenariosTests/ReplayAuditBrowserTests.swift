import Foundation
import Testing

@testable import ScrollScenarios

/// What an audit of the replay's pictures found drawn wrongly, in a real browser (as
/// ``ReplayBrowserTests``, skipped without Chromium): a bad `#t=`, content past Chromium's
/// layout limit, transitions the run ends in the middle of, right-to-left ids, rows deep in a
/// long list, the cost of a step, the expectations' results.
@Suite(.serialized, .needsChromium)
final class ReplayAuditBrowserTests {
    /// This test's pages, removed with it.
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "scrollsim-replay-audit-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: directory) }

    private var browser: HeadlessChromium {
        get throws {
            try #require(HeadlessChromium.installed, "Chromium is required here (SCROLLSIM_REQUIRE_BROWSER=1)")
        }
    }

    /// The page of the scenario `json`, as `scrollsim run --html` writes it, with `script` (if
    /// any) run after the page's own; its URL and the run.
    private func page(
        _ json: String, named name: String, then script: String? = nil
    ) async throws -> (
        url: String, run: ScenarioRun
    ) {
        let scenario = try ScenarioLoader.decode(json: json)
        let run = try await ScenarioRunner(scenario: scenario, file: name).run()
        var html = ReplayHTMLWriter().render(
            title: scenario.name, duration: scenario.duration, frameRate: scenario.frameRate, records: run.records,
            samples: run.samples, geometry: ReportGeometry(scenario: scenario), results: run.results)
        if let script { html = html.replacingOccurrences(of: "</body>", with: "<script>\(script)</script>\n</body>") }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name + ".html")
        try Data(html.utf8).write(to: file)
        return (file.absoluteString, run)
    }

    private func tag(_ marker: String, in dom: String) throws -> [String: String] {
        try #require(HeadlessChromium.attributes(ofTagContaining: marker, in: dom), "no \(marker)")
    }

    private static let fling = """
        {"name": "f", "duration": 1, "scrollViews": [{"id": "list", "size": {"width": 375, "height": 667},
         "contentSize": {"width": 375, "height": 3000}}],
         "steps": [{"at": 0.1, "fling": {"view": "list", "velocity": {"x": 0, "y": 2000}}}]}
        """

    /// A malformed percent escape threw an uncaught `URIError` (the page never drew), and
    /// `#t=0x10` was read as 16 s: both open paused at 0 and say they were ignored.
    @Test func aMalformedOrNonDecimalTimeIsIgnoredNotThrown() async throws {
        let page = try await page(Self.fling, named: "hash")
        for bad in ["%", "%E0%A4%A", "0x10", "Infinity"] {
            let (dom, log) = try await browser.dumpDOM(page.url + "#t=" + bad)
            let root = try tag("id=\"replay\"", in: dom)
            #expect(root["data-ready"] == "1" && root["data-errors"] == "0", "#t=\(bad): \(log)")
            #expect(root["data-frame"] == "0" && root["data-hash-error"] == "1", "#t=\(bad)")
            #expect(dom.contains("(ignored #t=\(bad): not a number of seconds)"), "#t=\(bad)")
        }
        for (good, frame) in [(".5", "30"), ("5e-1", "30"), ("0.25", "15")] {
            let root = try tag("id=\"replay\"", in: try await browser.dumpDOM(page.url + "#t=" + good).dom)
            #expect(root["data-frame"] == frame && root["data-hash-error"] == "", "#t=\(good)")
        }
    }

    /// A list 5e7 pt tall at rest at 4e7 pt (inside the content) was drawn grey, as outside it:
    /// Chromium stops a box near 2^25 px. The drawn box now covers the viewport, is far below that
    /// limit, and holds the rows there with their true numbers (rows were drawn only for the first
    /// 17,600 pt). A view 1e8 pt wide at its right edge shows its last columns and that edge.
    @Test func contentBeyondChromiumsLayoutLimitIsDrawnWhereTheViewIs() async throws {
        let page = try await page(
            """
            {"name": "huge", "duration": 0.5, "scrollViews": [
              {"id": "tall", "size": {"width": 375, "height": 667}, "contentSize": {"width": 375, "height": 5e7},
               "contentOffset": {"x": 0, "y": 4e7}},
              {"id": "wide", "size": {"width": 375, "height": 300}, "contentSize": {"width": 1e8, "height": 300},
               "contentOffset": {"x": 99999625, "y": 0}}]}
            """, named: "huge")
        let dom = try await browser.dumpDOM(page.url + "#t=0.2").dom
        func box(
            _ id: String
        ) throws -> (top: Double, left: Double, width: Double, height: Double, tag: [String: String]) {
            let tag = try tag("data-phone-view=\"\(id)\"", in: dom)
            let style = tag["style"] ?? ""
            let numbers = style.components(separatedBy: CharacterSet(charactersIn: "0123456789.-e+").inverted)
                .filter { !$0.isEmpty }.compactMap(Double.init)
            // translate(X, Y), width, height.
            try #require(numbers.count >= 4, "\(id): \(style)")
            return (numbers[1], numbers[0], numbers[2], numbers[3], tag)
        }
        let tall = try box("tall")
        #expect(tall.top <= 0 && tall.top + tall.height >= 667, "tall: the box does not cover the viewport")
        #expect(tall.height < 10_000, "tall: \(tall.height) px")
        // 4e7 / 44 = 909,090.9: the viewport's top is in row 909,091.
        #expect(dom.contains("row 909091<") && dom.contains("row 909100<"))
        #expect(!dom.contains("row 1<"))
        let wide = try box("wide")
        #expect(wide.left <= 0 && wide.left + wide.width >= 375 - 1e-6, "wide: the box does not cover the viewport")
        #expect(wide.width < 10_000)
        // 1e8 / 150 = 666,666.7 columns: the last, 666,667, is on screen, and the right edge is drawn.
        #expect(dom.contains("col 666667<"))
        let right = try #require(
            dom.components(separatedBy: "data-phone-view=\"wide\"").dropFirst().first?.components(
                separatedBy: "class=\"cedge right\""
            ).dropFirst().first)
        #expect(right.hasPrefix(" style=\"display: block;"))
    }

    /// An app push without a navigation bar that the run ends in the middle of was drawn finished
    /// from its first frame, and a presentation cut off was never drawn moving: both are drawn at
    /// the progress the model's durations give them (0.13 s and 0.5 s).
    @Test func aTransitionTheRunEndsInTheMiddleOfIsDrawnPartWay() async throws {
        let push = try await page(
            #"{"name": "p", "duration": 1, "pagingScreen": {"titles": ["A", "B"], "app": {}}, "steps": [{"at": 0.9, "push": {}}]}"#,
            named: "push")
        let present = try await page(
            """
            {"name": "m", "duration": 1, "pagingScreen": {"titles": ["A", "B"], "app": {"modalDuration": 0.5}},
             "steps": [{"at": 0.8, "tapPublish": {}}]}
            """, named: "present")
        for (time, shifted) in [(0.9, 1.0), (0.95, 1 - 0.05 / 0.13), (1.0, 1 - 0.1 / 0.13)] {
            let phone = try tag("id=\"phone\"", in: try await browser.dumpDOM(push.url + "#t=\(time)").dom)
            let x = try #require(phone["data-app-screen-x"].flatMap(Double.init), "at \(time)")
            #expect(abs(x - shifted) < 1e-9, "the pushed screen at \(time) s is \(x) screens right")
        }
        let phone = try tag("id=\"phone\"", in: try await browser.dumpDOM(present.url + "#t=1").dom)
        #expect(phone["data-modal"] == "presenting")
        let down = try #require(phone["data-modal-down"].flatMap(Double.init))
        #expect(abs(down - 0.6) < 1e-9, "the presented screen is \(down) screens down, 40% up")
    }

    /// A right-to-left id is isolated, so that the offsets after it read (x, y) in order: they
    /// read `قائمة (558.2 ,0)`.
    @Test func aRightToLeftIdLeavesTheOffsetsInOrder() async throws {
        let page = try await page(
            """
            {"name": "rtl", "duration": 0.5, "scrollViews": [{"id": "قائمة", "size": {"width": 375, "height": 667},
             "contentSize": {"width": 375, "height": 3000}, "contentOffset": {"x": 0, "y": 120}}],
             "steps": [{"at": 0.1, "fling": {"view": "قائمة", "velocity": {"x": 0, "y": 1000}}}]}
            """, named: "rtl")
        let dom = try await browser.dumpDOM(page.url + "#t=0.3").dom
        let map = try #require(dom.components(separatedBy: "class=\"minimap\"").dropFirst().first)
        #expect(map.contains("<div><bdi>قائمة</bdi><span>  (0, "))
        #expect(dom.contains("<bdi>قائمة</bdi>  willBeginDragging"))
    }

    /// A step forward folds the records of one frame, a step back those since a kept state: it
    /// replayed every record from frame 0 on each draw (107 ms a step at 544,000 records). The
    /// state drawn after steps either way is the JSON Lines' state at that frame.
    @Test func aStepFoldsOnlyTheRecordsSinceTheLastFrameOrCheckpoint() async throws {
        let views = (0..<12).map { index in
            #"{"id": "v\#(index)", "size": {"width": 375, "height": 667}, "contentSize": {"width": 375, "height": 1e6}}"#
        }
        let flings = (0..<12).flatMap { index in
            stride(from: 0.1, to: 14, by: 1.5).map { time in
                #"{"at": \#(time), "fling": {"view": "v\#(index)", "velocity": {"x": 0, "y": 5000}}}"#
            }
        }
        let json =
            #"{"name": "many", "duration": 15, "scrollViews": [\#(views.joined(separator: ","))], "steps": [\#(flings.joined(separator: ","))]}"#
        // From frame 600: 5 steps forward, then 3 back; each step's folded records are kept.
        let steps = """
            var folded = [], root = document.getElementById("replay");
            function key(name) { document.dispatchEvent(new KeyboardEvent("keydown", { key: name })); folded.push(root.dataset.folded); }
            for (var i = 0; i < 5; i++) { key("ArrowRight"); }
            for (i = 0; i < 3; i++) { key("ArrowLeft"); }
            root.dataset.steps = folded.join(",");
            """
        let page = try await page(json, named: "steps", then: steps)
        #expect(page.run.records.count > 5 * 2048, "\(page.run.records.count) records")
        let dom = try await browser.dumpDOM(page.url + "#t=10").dom
        let root = try tag("id=\"replay\"", in: dom)
        #expect(root["data-frame"] == "602" && root["data-errors"] == "0")
        let folded = try #require(root["data-steps"]).split(separator: ",").compactMap { Int($0) }
        try #require(folded.count == 8, "\(root["data-steps"] ?? "none")")
        for forward in folded.prefix(5) { #expect(forward <= 12, "a step forward folded \(forward) records") }
        for back in folded.suffix(3) { #expect(back <= 2048 + 12, "a step back folded \(back) records") }
        // What is drawn at frame 602 is what the JSON Lines say.
        let expected = try ReplayExpectation(
            jsonLines: JSONLinesWriter.render(page.run.records), frame: 602,
            initial: Dictionary(uniqueKeysWithValues: (0..<12).map { ("v\($0)", (x: 0.0, y: 0.0)) }), initialTab: nil)
        for map in HeadlessChromium.allAttributes(ofTagsContaining: "class=\"minimap\"", in: dom) {
            let id = try #require(map["data-view"])
            let want = try #require(expected.offsets[id])
            #expect(map["data-offset-y"].flatMap(Double.init) == want.y, "\(id)")
        }
    }

    /// A failing run's page said nothing of it: the header says how many expectations failed, and
    /// each result is listed, failed ones marked.
    @Test func theExpectationsResultsAreShown() async throws {
        let page = try await page(
            """
            {"name": "e", "duration": 1, "scrollViews": [{"id": "list", "size": {"width": 375, "height": 667},
             "contentSize": {"width": 375, "height": 3000}}],
             "steps": [{"at": 0.1, "fling": {"view": "list", "velocity": {"x": 0, "y": 2000}}}],
             "expect": [{"count": 1, "event": "willBeginDecelerating", "source": "list"},
                        {"at": 0.5, "view": "list", "contentOffset": {"x": 0, "y": 5}}]}
            """, named: "results")
        let dom = try await browser.dumpDOM(page.url + "#t=0.5").dom
        #expect(try tag("id=\"replay\"", in: dom)["data-expectations-failed"] == "1")
        #expect(dom.contains("1 of 2 expectations failed"))
        let items = HeadlessChromium.allAttributes(ofTagsContaining: "data-expectation=", in: dom)
        #expect(items.map { $0["class"] } == ["passed", "failed"])
    }
}
