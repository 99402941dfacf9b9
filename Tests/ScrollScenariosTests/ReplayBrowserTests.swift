import Foundation
import Testing

@testable import ScrollScenarios

/// The replay page in a real browser: Debian's `chromium`, headless. On a machine without Chromium
/// this suite is skipped, and only it (Swift Testing reports the reason); CI installs Chromium
/// (`.ci/run`) and sets `SCROLLSIM_REQUIRE_BROWSER=1`, so that there a missing browser fails.
@Suite(.serialized, .needsChromium)
final class ReplayBrowserTests {
    /// This test's pages, removed with it.
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "scrollsim-replay-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: directory) }

    private func page(
        for scenario: Scenario, named name: String
    ) async throws -> (url: String, jsonLines: String, initial: [String: (x: Double, y: Double)]) {
        let run = try await ScenarioRunner(scenario: scenario, file: name).run()
        let geometry = ReportGeometry(scenario: scenario)
        let html = ReplayHTMLWriter().render(
            title: scenario.name, duration: scenario.duration, frameRate: scenario.frameRate, records: run.records,
            samples: run.samples, geometry: geometry)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name + ".html")
        try Data(html.utf8).write(to: file)
        var initial: [String: (x: Double, y: Double)] = [:]
        for view in geometry.views {
            let first =
                run.samples.filter { $0.source == view.id }.min { $0.frame < $1.frame }?.contentOffset
                ?? view.minimumOffset
            initial[view.id] = (first.x, first.y)
        }
        return (file.absoluteString, JSONLinesWriter.render(run.records), initial)
    }

    private func number(_ text: String?) -> Double? { text.flatMap(Double.init) }

    /// Loads `url#t=…` for each time and compares what the page drew with the JSON Lines.
    private func checkPage(
        _ url: String, jsonLines: String, initial: [String: (x: Double, y: Double)], times: [Double],
        frameRate: Int, hasScreen: Bool = true, hasNavigationBar: Bool, initialTab: Int?
    ) async throws {
        let browser = try #require(
            HeadlessChromium.installed, "Chromium is required here (SCROLLSIM_REQUIRE_BROWSER=1)")
        for time in times {
            let (dom, log) = try await browser.dumpDOM(url + "#t=" + DecimalFormat.shortest(time))
            let frame = Int((time * Double(frameRate)).rounded())
            let expected = try ReplayExpectation(
                jsonLines: jsonLines, frame: frame, initial: initial, initialTab: initialTab)
            let root = try #require(
                HeadlessChromium.attributes(ofTagContaining: "id=\"replay\"", in: dom), "no #replay at t = \(time)")
            #expect(root["data-ready"] == "1", "the page's script did not finish at t = \(time)")
            #expect(root["data-errors"] == "0", "script errors at t = \(time)")
            #expect(!log.contains("Uncaught"), "console error at t = \(time): \(log)")
            #expect(root["data-frame"] == String(frame))
            if hasScreen {
                let phone = try #require(HeadlessChromium.attributes(ofTagContaining: "id=\"phone\"", in: dom))
                #expect(phone["data-selected-title"] == String(expected.selectedTitle), "selected title at t = \(time)")
                #expect(
                    phone["data-loaded"] == expected.loaded.sorted().map(String.init).joined(separator: ","),
                    "loaded children at t = \(time)")
                if hasNavigationBar {
                    #expect(number(phone["data-bar-alpha"]) == expected.barAlpha ?? 0, "bar alpha at t = \(time)")
                    #expect(
                        number(phone["data-bar-items-alpha"]) == expected.barItemsAlpha, "items alpha at t = \(time)")
                }
                if let tab = expected.selectedTab {
                    #expect(phone["data-selected-tab"] == String(tab), "selected tab at t = \(time)")
                }
                #expect((phone["data-modal"] ?? "none") == expected.modal, "presented screen at t = \(time)")
            }
            let maps = HeadlessChromium.allAttributes(ofTagsContaining: "class=\"minimap\"", in: dom)
            #expect(maps.count == initial.count)
            for map in maps {
                let id = try #require(map["data-view"])
                let want = try #require(expected.offsets[id])
                #expect(
                    number(map["data-offset-x"]) == want.x && number(map["data-offset-y"]) == want.y,
                    "\(id) drawn at (\(map["data-offset-x"] ?? "?"), \(map["data-offset-y"] ?? "?")), JSON Lines say \(want) at t = \(time)"
                )
            }
            // The phone-sized drawings (the pages strip, each child's list, each plain view) at the same offsets.
            let drawn = HeadlessChromium.allAttributes(ofTagsContaining: "data-phone-view=", in: dom)
            #expect(!drawn.isEmpty)
            for content in drawn {
                let id = try #require(content["data-phone-view"])
                let want = try #require(expected.offsets[id])
                #expect(
                    number(content["data-offset-x"]) == want.x && number(content["data-offset-y"]) == want.y,
                    "\(id) drawn in the phone at t = \(time)")
            }
        }
    }

    @Test func theDemoReplayDrawsWhatItsJSONLinesSay() async throws {
        let scenario = DemoScenario.scenario
        let page = try await page(for: scenario, named: "demo")
        try await checkPage(
            page.url, jsonLines: page.jsonLines, initial: page.initial,
            times: [0, 0.6, 1.25, 1.6, 2.4, 3.3, 6, 8.2, 8.6, 9.0, 9.4],  // the last four: the publish button's modal
            frameRate: scenario.frameRate, hasNavigationBar: false, initialTab: 0)
    }

    @Test func aPushAndAnInteractivePopReplayTheBarsAlpha() async throws {
        let scenario = try ScenarioLoader.load(path: ScenarioRunnerTests.directory + "/push-and-interactive-pop.json")
        let page = try await page(for: scenario, named: "push")
        try await checkPage(
            page.url, jsonLines: page.jsonLines, initial: page.initial, times: [0.3, 0.55, 1.1, 2.1, 2.9],
            frameRate: scenario.frameRate, hasNavigationBar: true, initialTab: nil)
    }

    /// The moving bar's items fade as it moves up (they were drawn opaque whatever `itemsAlpha` said).
    @Test func theMovingBarsItemsFadeAsTheirRecordsSay() async throws {
        let scenario = try ScenarioLoader.load(
            path: ScenarioRunnerTests.directory + "/app-moving-bar-proportional.json")
        let page = try await page(for: scenario, named: "moving")
        #expect(page.jsonLines.contains("\"itemsAlpha\":0.194601"))  // the run fades them well below 1
        try await checkPage(
            page.url, jsonLines: page.jsonLines, initial: page.initial, times: [0.2, 0.5, 0.8, 1.5],
            frameRate: scenario.frameRate, hasNavigationBar: true, initialTab: 0)
    }

    @Test func theTabBarReplaysItsSelection() async throws {
        let scenario = try ScenarioLoader.load(path: ScenarioRunnerTests.directory + "/tab-bar.json")
        let page = try await page(for: scenario, named: "tabs")
        try await checkPage(
            page.url, jsonLines: page.jsonLines, initial: page.initial, times: [0.1, 0.3, 0.7],
            frameRate: scenario.frameRate, hasNavigationBar: scenario.pagingScreen?.navigationBar != nil,
            initialTab: scenario.pagingScreen?.tabBar?.selectedIndex)
    }

    @Test func aPlainScrollViewReplaysItsBounce() async throws {
        let scenario = try ScenarioLoader.load(path: ScenarioRunnerTests.directory + "/fling-past-bottom-bounce.json")
        let page = try await page(for: scenario, named: "fling")
        try await checkPage(
            page.url, jsonLines: page.jsonLines, initial: page.initial, times: [0.2, 0.54, 1.0, 1.9],
            frameRate: scenario.frameRate, hasScreen: false, hasNavigationBar: false, initialTab: nil)
    }

    /// What an audit of the replay found undrawn or drawn wrongly: the indicator before any
    /// record moves it, the app's other tabs and pushed screens, a page sheet, a bad `#t`.
    @Test func theAppsScreensTheIndicatorAndThePageSheetAreDrawnAsTheRecordsSay() async throws {
        let browser = try #require(
            HeadlessChromium.installed, "Chromium is required here (SCROLLSIM_REQUIRE_BROWSER=1)")
        let demo = try await page(for: DemoScenario.scenario, named: "app")
        func phone(_ url: String) async throws -> [String: String] {
            try #require(
                HeadlessChromium.attributes(ofTagContaining: "id=\"phone\"", in: try await browser.dumpDOM(url).dom))
        }
        // Before the first title tap the indicator sits under title 0 (23.5 pt: 4 characters of
        // 14 pt centred in a 75 pt button); the demo switches to tab 1 at 6.2 s and pushes there
        // at 6.5 s (0.13 s), pops at 7 s and comes back to tab 0 at 7.5 s.
        #expect(try await phone(demo.url + "#t=0.3")["data-indicator-x"] == "23.5")
        #expect(try await phone(demo.url + "#t=2.4")["data-app-screen"] == "")
        #expect(try await phone(demo.url + "#t=6.3")["data-app-screen"] == "tab/1/root")
        #expect(try await phone(demo.url + "#t=6.55")["data-app-screen"] == "tab/1/pushed/1")
        #expect(try await phone(demo.url + "#t=7.3")["data-app-screen"] == "tab/1/root")
        #expect(try await phone(demo.url + "#t=7.6")["data-app-screen"] == "")
        // The bar names the screen it shows (it said "essence-demo" on every tab): the pushed one
        // from halfway through its 0.13 s slide.
        #expect(try await phone(demo.url + "#t=6.3")["data-nav-title"] == "tab/1/root")
        #expect(try await phone(demo.url + "#t=6.52")["data-nav-title"] == "tab/1/root")
        #expect(try await phone(demo.url + "#t=6.6")["data-nav-title"] == "tab/1/pushed/1")
        #expect(try await phone(demo.url + "#t=7.6")["data-nav-title"] == DemoScenario.scenario.name)
        #expect(try await phone(demo.url + "#t=8.6")["data-modal-style"] == "fullScreen")
        let sheet = try await page(
            for: ScenarioLoader.load(path: ScenarioRunnerTests.directory + "/app-modal-page-sheet.json"), named: "sheet"
        )
        #expect(try await phone(sheet.url + "#t=0.8")["data-modal-style"] == "pageSheet")
        // A `#t` that is not a number of seconds opens at 0, paused, and says so.
        let (dom, _) = try await browser.dumpDOM(demo.url + "#t=1.2.3")
        let root = try #require(HeadlessChromium.attributes(ofTagContaining: "id=\"replay\"", in: dom))
        #expect(root["data-frame"] == "0")
        #expect(root["data-hash-error"] == "1")
        #expect(dom.contains("ignored #t=1.2.3: not a number of seconds"))
    }

    /// A list 1e8 pt tall (within the documented limit) is drawn with at most 400 rows, as a plain
    /// view is: one row per 44 pt would be 2.3 million rows per page, and the page would hang. A
    /// paging view of 1e8 pages gets at most 400 page lines in its minimap likewise. (The rows are
    /// those around the viewport: a few dozen per loaded page.)
    @Test func contentAHundredMillionPointsLongIsDrawnWithBoundedRowsAndPages() async throws {
        let browser = try #require(
            HeadlessChromium.installed, "Chromium is required here (SCROLLSIM_REQUIRE_BROWSER=1)")
        // A shipped paging scenario with every child loaded, its lists 1e8 pt tall.
        let shipped = try Data(
            contentsOf: URL(fileURLWithPath: ScenarioRunnerTests.directory + "/loading-policy-eager.json"))
        var object = try #require(try JSONSerialization.jsonObject(with: shipped) as? [String: Any])
        var screen = try #require(object["pagingScreen"] as? [String: Any])
        screen["childContentHeight"] = 1e8
        object["pagingScreen"] = screen
        let json = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let tall = try await page(for: ScenarioLoader.decode(json: json), named: "tall")
        let pager = try await page(
            for: ScenarioLoader.decode(
                json: """
                    {"name": "pager", "duration": 1, "scrollViews": [{"id": "pager", "pagingEnabled": true,
                     "size": {"width": 1, "height": 1}, "contentSize": {"width": 1e8, "height": 1}}]}
                    """),
            named: "pager")
        for (url, pages) in [(tall.url, 5), (pager.url, 0)] {
            let (dom, log) = try await browser.dumpDOM(url + "#t=1")
            let root = try #require(
                HeadlessChromium.attributes(ofTagContaining: "id=\"replay\"", in: dom), "no page: \(log)")
            #expect(root["data-ready"] == "1" && root["data-errors"] == "0")
            let rows = dom.components(separatedBy: "<div class=\"row\"").count - 1
            #expect(pages == 0 ? rows == 0 : (pages...pages * 400).contains(rows), "\(rows) rows")
            #expect(dom.components(separatedBy: "<div class=\"page-line\"").count - 1 <= 400)
        }
    }

    /// The app screens' lists are drawn as their records say, while they exist: `tab/1/root/list`
    /// from tab 1's first selection, `tab/1/pushed/1/list` from the push until the pop ends.
    @Test func theAppScreensListsAreDrawnWhileTheyExist() async throws {
        let browser = try #require(
            HeadlessChromium.installed, "Chromium is required here (SCROLLSIM_REQUIRE_BROWSER=1)")
        let scenario = try ScenarioLoader.decode(
            json: """
                {"name": "app-lists", "duration": 1.8,
                 "pagingScreen": {"titles": ["A", "B", "C"], "app": {}},
                 "steps": [
                   {"at": 0.1, "tapTab": {"index": 1}},
                   {"at": 0.3, "fling": {"view": "tab/1/root/list", "velocity": {"x": 0, "y": 2000}}},
                   {"at": 0.8, "push": {}},
                   {"at": 1.0, "fling": {"view": "tab/1/pushed/1/list", "velocity": {"x": 0, "y": 1500}}},
                   {"at": 1.3, "pop": {}}]}
                """)
        let page = try await page(for: scenario, named: "lists")
        #expect(page.initial["tab/1/root/list"] != nil && page.initial["tab/1/pushed/1/list"] != nil)
        try await checkPage(
            page.url, jsonLines: page.jsonLines, initial: page.initial, times: [0.05, 0.5, 1.1, 1.7],
            frameRate: scenario.frameRate, hasNavigationBar: false, initialTab: 0)
        // Shown while they exist, hidden before their screen loads and after it is popped (1.43 s).
        let shown: [(time: Double, root: Bool, pushed: Bool)] = [
            (0.05, false, false), (0.5, true, false), (1.1, true, true), (1.7, true, false),
        ]
        for (time, root, pushed) in shown {
            let dom = try await browser.dumpDOM(page.url + "#t=" + DecimalFormat.shortest(time)).dom
            for (id, exists) in [("tab/1/root/list", root), ("tab/1/pushed/1/list", pushed)] {
                let map = try #require(
                    HeadlessChromium.attributes(ofTagContaining: "data-view=\"\(id)\"", in: dom), "no minimap of \(id)")
                #expect(map["data-exists"] == String(exists), "\(id) at t = \(time)")
                #expect((map["style"] ?? "").contains("display: none") == !exists, "\(id) at t = \(time)")
            }
        }
    }

    /// The title bar's indicator is drawn where the model puts it in each frame of its eased
    /// animation (the demo taps title 3 at 0.5 s: 23.5 pt to 248.5 pt over 0.25 s), not on a line
    /// between the ends (83.5 pt at 0.566667 s).
    @Test func theIndicatorIsDrawnWhereTheModelPutsIt() async throws {
        let browser = try #require(
            HeadlessChromium.installed, "Chromium is required here (SCROLLSIM_REQUIRE_BROWSER=1)")
        let demo = try await page(for: DemoScenario.scenario, named: "indicator")
        // The model itself: the same titles and tap, frame by frame from the tap.
        let clock = try DisplayClock()
        let screen = try await PagingScreen(
            clock: clock, titles: try #require(DemoScenario.scenario.pagingScreen).titles)
        try await screen.tapTitle(3)
        var model: [Double] = []
        for _ in 0...16 {
            model.append(try #require(await screen.indicatorFrame).origin.x)
            try await clock.advance(frames: 1)
        }
        #expect(abs(model[4] - 56.67) < 0.01 && model[15] == 248.5)
        for frames in [1, 4, 8, 12, 15, 16] {
            let url = demo.url + "#t=" + DecimalFormat.shortest(Double(30 + frames) / 60)
            let phone = try #require(
                HeadlessChromium.attributes(ofTagContaining: "id=\"phone\"", in: try await browser.dumpDOM(url).dom))
            let drawn = try #require(number(phone["data-indicator-x"]))
            #expect(
                abs(drawn - model[frames]) <= 1e-6,
                "\(frames) frames after the tap: drawn \(drawn), model \(model[frames])")
        }
    }

    /// A scenario name, view id or title holding `<!--<script` (legal: they are free text) left the
    /// page's script unrun: in the data block it made the HTML parser miss the block's `</script>`.
    @Test func namesThatOpenAnHTMLCommentLeaveThePageRunning() async throws {
        let browser = try #require(
            HeadlessChromium.installed, "Chromium is required here (SCROLLSIM_REQUIRE_BROWSER=1)")
        let evil = "<!--<script>"
        let plain = try ScenarioLoader.decode(
            json: """
                {"name": "\(evil)", "duration": 1, "scrollViews": [{"id": "list \(evil)",
                 "size": {"width": 375, "height": 667}, "contentSize": {"width": 375, "height": 3000}}],
                 "steps": [{"at": 0.2, "fling": {"view": "list \(evil)", "velocity": {"x": 0, "y": 2000}}}]}
                """)
        let paging = try ScenarioLoader.decode(
            json: #"{"name": "\#(evil)", "duration": 1, "pagingScreen": {"titles": ["A", "\#(evil)"]}}"#)
        for (scenario, name) in [(plain, "evil-plain"), (paging, "evil-paging")] {
            let page = try await page(for: scenario, named: name)
            let (dom, log) = try await browser.dumpDOM(page.url + "#t=0.5")
            let root = try #require(
                HeadlessChromium.attributes(ofTagContaining: "id=\"replay\"", in: dom), "no #replay: \(log)")
            #expect(root["data-ready"] == "1" && root["data-errors"] == "0", "\(name): the page's script did not run")
            #expect(
                HeadlessChromium.allAttributes(ofTagsContaining: "class=\"minimap\"", in: dom).count
                    == page.initial.count, "\(name): minimaps")
        }
    }

    /// The inner size (px) of the minimap of `id` in `dom`, the viewport box's frame in it, and the
    /// text under it that says how far past an edge the view is.
    private func minimap(
        _ id: String, in dom: String
    ) throws -> (
        area: (width: Double, height: Double), box: (left: Double, top: Double, width: Double, height: Double),
        past: String
    ) {
        let card = try #require(
            dom.components(separatedBy: "data-view=\"\(id)\"").dropFirst().first?.components(
                separatedBy: "class=\"minimap\"")[0].components(separatedBy: "<section id=\"log\"")[0])
        func style(_ marker: String) throws -> [String: Double] {
            let tag = try #require(HeadlessChromium.attributes(ofTagContaining: marker, in: card))
            var values: [String: Double] = [:]
            for declaration in (tag["style"] ?? "").split(separator: ";") {
                let parts = declaration.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2, parts[1].hasSuffix("px") { values[parts[0]] = Double(parts[1].dropLast(2)) }
            }
            return values
        }
        let area = try style("class=\"box\"")
        let box = try style("class=\"viewport")
        let past = card.components(separatedBy: "class=\"overscroll\"").dropFirst().first?.components(separatedBy: "<")[
            0]
        // The area's 1 px border is inside its width (border-box); the viewport is placed inside it.
        return (
            (try #require(area["width"]) - 2, try #require(area["height"]) - 2),
            (
                try #require(box["left"]), try #require(box["top"]), try #require(box["width"]),
                try #require(box["height"])
            ),
            past.map { $0.components(separatedBy: ">").dropFirst().joined(separator: ">") } ?? ""
        )
    }

    /// A viewport past an edge (a rubber band) is drawn inside its minimap, at the edge, with how
    /// far past it is written under it: it was drawn where the offset put it, outside the card.
    @Test func aViewportPastAnEdgeStaysInsideItsMinimap() async throws {
        let browser = try #require(
            HeadlessChromium.installed, "Chromium is required here (SCROLLSIM_REQUIRE_BROWSER=1)")
        // Past the top (-225.37 at 0.933 s: 126.37 pt), past the bottom (672.34 at 0.75 s: 90.34 pt).
        for (file, time, edge, inside) in [
            ("drag-past-top-release", 0.933333, "top", 2.2), ("fling-past-bottom-bounce", 0.75, "bottom", 0.3),
        ] {
            let page = try await page(
                for: ScenarioLoader.load(path: ScenarioRunnerTests.directory + "/" + file + ".json"), named: file)
            let past = try minimap(
                "list", in: await browser.dumpDOM(page.url + "#t=" + DecimalFormat.shortest(time)).dom)
            #expect(past.box.left >= 0 && past.box.left + past.box.width <= past.area.width + 1e-6, "\(file)")
            #expect(past.box.top >= 0 && past.box.top + past.box.height <= past.area.height + 1e-6, "\(file)")
            #expect(past.past.hasSuffix(" pt past the \(edge) edge"), "\(file): \(past.past)")
            let shown = try minimap(
                "list", in: await browser.dumpDOM(page.url + "#t=" + DecimalFormat.shortest(inside)).dom)
            #expect(shown.past.isEmpty, "\(file) at \(inside) s: \(shown.past)")
        }
    }

    /// A view that scrolls horizontally is drawn with columns (every 150 pt) across its content,
    /// a grid of cells when it scrolls both ways, so that its content moves with x: it was an
    /// empty box (content 0 pt tall) or full-width rows that moved only with y. The columns drawn
    /// are those around the viewport, numbered as in the whole content, and cover it.
    @Test func aViewThatScrollsHorizontallyShowsColumnsThatMoveWithX() async throws {
        let browser = try #require(
            HeadlessChromium.installed, "Chromium is required here (SCROLLSIM_REQUIRE_BROWSER=1)")
        let scenario = try ScenarioLoader.decode(
            json: """
                {"name": "axes", "duration": 1.5, "scrollViews": [
                  {"id": "carousel", "size": {"width": 375, "height": 200}, "contentSize": {"width": 2400, "height": 0}},
                  {"id": "strip", "size": {"width": 375, "height": 200}, "contentSize": {"width": 2400, "height": 200}},
                  {"id": "map", "size": {"width": 375, "height": 667}, "contentSize": {"width": 2000, "height": 3000}},
                  {"id": "list", "size": {"width": 375, "height": 667}, "contentSize": {"width": 375, "height": 3000}}],
                 "steps": [
                  {"at": 0.1, "fling": {"view": "carousel", "velocity": {"x": 1800, "y": 0}}},
                  {"at": 0.1, "fling": {"view": "strip", "velocity": {"x": 1800, "y": 0}}},
                  {"at": 0.1, "fling": {"view": "map", "velocity": {"x": 800, "y": 1500}}},
                  {"at": 0.1, "fling": {"view": "list", "velocity": {"x": 0, "y": 1500}}}]}
                """)
        let page = try await page(for: scenario, named: "axes")
        try await checkPage(
            page.url, jsonLines: page.jsonLines, initial: page.initial, times: [0.5], frameRate: scenario.frameRate,
            hasScreen: false, hasNavigationBar: false, initialTab: nil)
        let dom = try await browser.dumpDOM(page.url + "#t=0.5").dom
        // Columns across, as tall as the content (a viewport when it has none); rows alone down the list.
        for (id, columns, rows, height) in [
            ("carousel", 16, 1, 200.0), ("strip", 16, 1, 200), ("map", 14, 69, 44), ("list", 0, 0, 0),
        ] {
            let content = try #require(
                dom.components(separatedBy: "data-phone-view=\"\(id)\"").dropFirst().first?.components(
                    separatedBy: "class=\"caption\"")[0])
            let cells = HeadlessChromium.allAttributes(ofTagsContaining: "class=\"cell\"", in: content)
            #expect((columns == 0) == cells.isEmpty && cells.count <= columns * rows, "\(id): \(cells.count) cells")
            if columns > 0 {
                // The columns numbered from 1 across the whole content; those drawn cover the viewport.
                let x = try #require(
                    HeadlessChromium.attributes(ofTagContaining: "data-phone-view=\"\(id)\"", in: dom)?["data-offset-x"]
                        .flatMap(Double.init))
                let numbers = content.components(separatedBy: "col ").dropFirst().compactMap {
                    Int($0.prefix { $0.isNumber })
                }
                #expect(numbers.min()! <= Int(x / 150) + 1 && numbers.max()! >= Int((x + 375) / 150), "\(id) at \(x)")
            }
            for cell in cells {
                #expect(
                    (cell["style"] ?? "").contains("width: 150px; height: \(DecimalFormat.shortest(height))px"), "\(id)"
                )
            }
            #expect((content.components(separatedBy: "class=\"row\"").count - 1 == 0) == (columns > 0), "\(id): rows")
            // Its columns move with x (checkPage: the content is drawn at the JSON Lines' offset).
            let drawn = try #require(HeadlessChromium.attributes(ofTagContaining: "data-phone-view=\"\(id)\"", in: dom))
            #expect(columns == 0 || drawn["data-offset-x"] != "0", "\(id) did not move along x")
        }
    }

    @Test func aScreenshotOfTheReplayIsNotBlank() async throws {
        let browser = try #require(
            HeadlessChromium.installed, "Chromium is required here (SCROLLSIM_REQUIRE_BROWSER=1)")
        let page = try await page(for: DemoScenario.scenario, named: "shot")
        let shot = directory.appendingPathComponent("shot.png")
        let blank = directory.appendingPathComponent("blank.png")
        let blankPage = directory.appendingPathComponent("blank.html")
        try Data("<!DOCTYPE html><html><body></body></html>".utf8).write(to: blankPage)
        try await browser.screenshot(page.url + "#t=3.3", to: shot.path, width: 1200, height: 900)
        try await browser.screenshot(blankPage.absoluteString, to: blank.path, width: 1200, height: 900)
        let shotSize = try #require(try FileManager.default.attributesOfItem(atPath: shot.path)[.size] as? Int)
        let blankSize = try #require(try FileManager.default.attributesOfItem(atPath: blank.path)[.size] as? Int)
        // A PNG of one colour compresses to almost nothing; the drawn page has text, lines and colours.
        #expect(
            shotSize > 10 * blankSize && shotSize > 30_000,
            "screenshot \(shotSize) bytes, blank page \(blankSize) bytes")
    }
}
