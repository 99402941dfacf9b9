import Foundation
import Testing

@testable import ScrollScenarios

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct SVGPlotTests {
    /// Counts elements by name and collects text while checking well-formedness.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [String: Int] = [:]
        var rootNamespace: String?
        var rootName: String?
        var texts: [String] = []
        private var current = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            if rootName == nil {
                rootName = name
                rootNamespace = attributes["xmlns"]
            }
            elements[name, default: 0] += 1
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty { texts.append(trimmed) }
            current = ""
        }
    }

    private func parse(_ svg: String) -> (Bool, Collector) {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        return (parser.parse(), collector)
    }

    @Test func plotIsWellFormedSVGWithPanelsMarkersAndAScreenLane() {
        let svg = SVGPlotWriter().render(
            title: "fling <list> & co", duration: 5, records: ReportFixtures.records, samples: ReportFixtures.samples)
        let (ok, collector) = parse(svg)
        #expect(ok)
        #expect(collector.rootName == "svg")
        #expect(collector.rootNamespace == "http://www.w3.org/2000/svg")
        #expect(svg.contains("version=\"1.1\""))
        #expect(svg.contains("fling &lt;list&gt; &amp; co"))
        #expect(collector.texts.contains("fling <list> & co"))
        // One section (list): two panels with offset and velocity lines (only y moves).
        #expect(collector.elements["polyline"] == 2)
        #expect(collector.texts.contains("offset.y") && !collector.texts.contains("offset.x"))
        #expect(collector.texts.contains("content offset (pt)") && collector.texts.contains("velocity (pt/s)"))
        // Events of one frame share a marker with a key, explained in the legend; didScroll has none.
        #expect(collector.texts.contains("[1]"))
        #expect(collector.texts.contains("[1] 0.550 s: willEndDragging, didEndDragging, willBeginDecelerating"))
        #expect(collector.texts.contains("didEndScrollingAnimation"))
        #expect(!collector.texts.contains("didScroll"))
        // The willEndDragging target is a guide.
        #expect(collector.texts.contains("target 519.3"))
        // The screen's parts are in the screen lane, not plotted as scroll views.
        #expect(
            collector.texts.contains("screen") && collector.texts.contains("child/0")
                && collector.texts.contains("didSelectTitle 2"))
        #expect(!svg.contains("id=\"source-child/0\""))
        // Time ticks 0 ... 5.
        #expect(collector.texts.contains("0") && collector.texts.contains("5"))
    }

    /// A target line runs from its release to where its deceleration ends or is interrupted: in
    /// the README's `fling-list`, the touch at 2 s and the animation that takes over at 3.5 s (both
    /// lines ran to the end of the run, past where the list stopped).
    @Test func aTargetLineEndsWhereItsDecelerationEndsOrIsInterrupted() async throws {
        let run = try await ReportFixtures.run(Fixtures.issueExample)
        let (touch, takeover) = (run.scenario.steps[1].at, run.scenario.steps[3].at)
        let releases = run.records.filter { $0.source == "list" && $0.event == "willEndDragging" }.map(\.time)
        let writer = SVGPlotWriter()
        let svg = writer.render(title: "t", duration: run.scenario.duration, records: run.records, samples: run.samples)
        /// The time (s) at the x of attribute `name` of the line `line`.
        func time(_ name: String, _ line: String) -> Double {
            let x = Double(line.components(separatedBy: name + "=\"")[1].components(separatedBy: "\"")[0])!
            return (x - SVGPlotWriter.left) / writer.pixelsPerSecond
        }
        let lines = svg.components(separatedBy: "<line ").dropFirst().filter { $0.contains("class=\"target\"") }
        let extents = lines.map { [time("x1", $0), time("x2", $0)] }
        let expected = [[releases[0], touch], [releases[1], takeover]]
        #expect(extents.count == expected.count)
        for (extent, span) in zip(extents, expected) {
            #expect(zip(extent, span).allSatisfy { abs($0 - $1) < 1e-3 }, "\(extent) != \(span)")
        }
    }

    /// A deceleration that an animation takes over, the run ending before the animation does: its
    /// target line ends where the animation took over (it ran to the end of the run).
    @Test func aTargetLineEndsWhereAnAnimationStillRunningAtTheEndTookOver() async throws {
        let run = try await ReportFixtures.run(ReportFixtures.takeoverAtTheEnd)
        let plot = SVGPlotWriter().drawing(
            title: "t", duration: run.scenario.duration, records: run.records, samples: run.samples,
            geometry: ReportGeometry(scenario: run.scenario), frameRate: run.scenario.frameRate)
        let lines = plot.svg.components(separatedBy: "<line ").dropFirst().filter { $0.contains("class=\"target\"") }
        let ends = lines.map {
            let x = Double($0.components(separatedBy: "x2=\"")[1].components(separatedBy: "\"")[0])!
            return (x - SVGPlotWriter.left) / (plot.plotRight - SVGPlotWriter.left) * plot.timeAtRight
        }
        #expect(ends.count == 2)
        #expect(abs((ends.last ?? 0) - run.scenario.steps[3].at) < 1e-3, "\(ends)")
    }

    /// A duration off the frame grid: the time axis ends at the run's last frame (the frame at or
    /// after the duration), where the lines end. It ended at the duration, the lines 5.6 px past it.
    @Test func theTimeAxisEndsAtTheRunsLastFrame() async throws {
        let run = try await ReportFixtures.run(ReportFixtures.offGrid)
        let plot = SVGPlotWriter().drawing(
            title: "t", duration: run.scenario.duration, records: run.records, samples: run.samples,
            geometry: ReportGeometry(scenario: run.scenario), frameRate: run.scenario.frameRate)
        #expect(plot.timeAtRight == 61.0 / 60)
        let xs = plot.svg.components(separatedBy: "points=\"").dropFirst().flatMap {
            $0.components(separatedBy: "\"")[0].split(separator: " ").map { Double($0.split(separator: ",")[0])! }
        }
        #expect(xs.max() == plot.plotRight)
    }

    /// A release that rests where it is (willDecelerate false) has no deceleration to guide: it got
    /// a labelled target line of no length.
    @Test func aReleaseWithoutDecelerationHasNoTargetLine() async throws {
        let run = try await ScenarioRunner(
            scenario: ScenarioLoader.load(path: ScenarioRunnerTests.directory + "/pitfall-drag-ends-at-rest-seeds.json")
        ).run()
        let series = PlotSeries.collect(
            records: run.records, samples: run.samples, end: run.scenario.duration, frameDuration: 1.0 / 60
        ).first { $0.source == "pages" }
        // The drag at rest (0.5 s) has none; the swipe's release (1.05 s) has its line to the rest.
        #expect(series?.targets.map(\.offset) == [Point(x: 750, y: 0)])
        #expect(series?.targets.allSatisfy { $0.end > $0.time } == true)
    }

    @Test func anIdleViewIsDrawnAsARestLineAcrossTheWholeRun() {
        let samples =
            ReportFixtures.samples + [
                OffsetSample(time: 0, frame: 0, source: "idle", contentOffset: Point(x: 0, y: -99), velocity: .zero)
            ]
        let series = PlotSeries.collect(records: [], samples: samples, end: 5, frameDuration: 1.0 / 60).first {
            $0.source == "idle"
        }!
        #expect(series.isIdle)
        #expect(
            series.offsets == [
                .init(time: 0, value: Point(x: 0, y: -99)), .init(time: 5, value: Point(x: 0, y: -99)),
            ])
        let svg = SVGPlotWriter().render(title: "t", duration: 5, records: [], samples: samples)
        let group = svg.components(separatedBy: "<g id=\"source-idle\">")[1].components(separatedBy: "</g>")[0]
        #expect(group.contains("at rest at (0, -99) pt the whole run"))
        // One horizontal line from the left edge of the plot (t = 0) to t = 5.
        let points = group.components(separatedBy: "points=\"")[1].components(separatedBy: "\"")[0]
        let xs = points.split(separator: " ").map { Double($0.split(separator: ",")[0])! }
        let ys = Set(points.split(separator: " ").map { $0.split(separator: ",")[1] })
        #expect(xs.first == SVGPlotWriter.left && xs.count == 2 && xs.last! > xs.first! + 400 && ys.count == 1)
    }

    /// Every time axis has its ticks, its label and its unit: the rows of views that never moved
    /// (a run where nothing moves had no time axis, and its rest values no unit) and the screen
    /// lane (its ticks had no label), as each moving view's panels have.
    @Test func everyTimeAxisIsLabelledWithItsUnit() async throws {
        let still = try await ReportFixtures.run(
            """
            {"name": "still", "duration": 5, "scrollViews": [
              {"id": "list", "size": {"width": 375, "height": 667}, "contentSize": {"width": 375, "height": 3000},
               "contentInset": {"top": 64, "left": 0, "bottom": 0, "right": 0}}]}
            """)
        let paging = try await ReportFixtures.run(Self.pagingSwipe)
        for (run, moves) in [(still, false), (paging, true)] {
            let svg = SVGPlotWriter().render(
                title: "t", duration: run.scenario.duration, records: run.records, samples: run.samples,
                geometry: ReportGeometry(scenario: run.scenario))
            let (ok, collector) = parse(svg)
            #expect(ok)
            // One axis under the screen lane (if any), one under each moving view, one under the idle rows.
            let moving = collector.texts.filter { $0 == "content offset (pt)" }.count
            #expect((moving > 0) == moves && collector.texts.contains { $0.contains(": at rest at ") })
            let lanes = (run.scenario.pagingScreen == nil ? 0 : 1) + moving + 1
            #expect(collector.texts.filter { $0 == "time (s)" }.count == lanes, "\(run.scenario.name)")
            // Each axis has its ticks 0 ... 5 s.
            #expect(collector.texts.filter { $0 == "5" }.count >= lanes, "\(run.scenario.name)")
        }
        #expect(
            SVGPlotWriter().render(title: "t", duration: 5, records: still.records, samples: still.samples)
                .contains("list: at rest at (0, -64) pt the whole run"))
    }

    /// A swipe of the paging screen's pages (its lists stay at rest): a screen lane, the pages moving.
    private static let pagingSwipe = """
        {"name": "swipe", "duration": 5, "pagingScreen": {"titles": ["A", "B", "C"]},
         "steps": [{"at": 0.5, "swipe": {"direction": "left"}}]}
        """

    @Test func motionAfterARestStartsFromTheLastRestFrameNotFromTheFirstSample() {
        let rest = OffsetSample(time: 0, frame: 0, source: "list", contentOffset: Point(x: 0, y: -99), velocity: .zero)
        let moving = (30...32).map { frame in
            OffsetSample(
                time: Double(frame) / 60, frame: frame, source: "list",
                contentOffset: Point(x: 0, y: -99 + Double(frame - 29) * 10), velocity: Point(x: 0, y: 600))
        }
        let series = PlotSeries.collect(records: [], samples: [rest] + moving, end: 1, frameDuration: 1.0 / 60)[0]
        // Offset: held at -99 up to frame 29, then the motion, then held to the end.
        let offsetFrames: [Double] = series.offsets.map { ($0.time * 60).rounded() }
        #expect(offsetFrames == [0, 29, 30, 31, 32, 60])
        #expect(series.offsets[1].value.y == -99 && series.offsets.last!.value.y == -69)
        // Velocity: 0 through frame 29 (never a ramp from t = 0), 0 from the frame after the motion.
        let velocityFrames: [Double] = series.velocities.map { ($0.time * 60).rounded() }
        #expect(velocityFrames == [0, 1, 29, 30, 31, 32, 33, 60])
        let velocities: [Double] = series.velocities.map(\.value.y)
        #expect(velocities == [0, 0, 0, 600, 600, 600, 0, 0])
    }

    @Test func aChildsListLineStopsWhereItsViewUnloadsAndStartsAgainWhenItIsCreatedAgain() {
        let samples = [
            OffsetSample(
                time: 0, frame: 0, source: "child/1/list", contentOffset: Point(x: 0, y: -99), velocity: .zero),
            OffsetSample(
                time: 2, frame: 120, source: "child/1/list", contentOffset: Point(x: 0, y: -99), velocity: .zero),
        ]
        let unload = EventRecord(
            time: 1, frame: 60, source: "child/1", sequence: 0, order: 0, event: "unloadView", contentOffset: .zero)
        let series = PlotSeries.collect(records: [unload], samples: samples, end: 3, frameDuration: 1.0 / 60)[0]
        let segments = PlotSeries.segments(series.offsets).map { $0.map(\.time) }
        #expect(segments == [[0, 1], [2, 3]])
        let svg = SVGPlotWriter().render(title: "t", duration: 3, records: [unload], samples: Array(samples.prefix(1)))
        #expect(svg.contains("child/1/list: at rest at (0, -99) pt from 0 s until 1 s (its view unloaded)"))
        // Loaded again at 2 s: the row names each life (it said only the first one's start).
        let twice = SVGPlotWriter().render(title: "t", duration: 3, records: [unload], samples: samples)
        #expect(twice.contains("child/1/list: at rest at (0, -99) pt while it existed: 0 s to 1 s, 2 s to the end"))
    }

    /// The demo pushes `tab/1/pushed/1` at 6.5 s and pops it at 7 s (0.13 s): its list exists
    /// until 7.133 s, and the plot does not draw it after (an audit found it drawn to the end).
    @Test func aPushedScreensListLineStopsWhereTheScreenIsPopped() async throws {
        let run = try await ScenarioRunner(scenario: DemoScenario.scenario, file: "<demo>").run()
        let times = PlotSeries.destructionTimes(ofList: "tab/1/pushed/1/list", in: run.records)
        #expect(times.map { ($0 * 60).rounded() } == [428])  // frame of 7.133 s
        #expect(PlotSeries.destructionTimes(ofList: "tab/1/root/list", in: run.records).isEmpty)  // covered, not gone
        let series = try #require(
            PlotSeries.collect(records: run.records, samples: run.samples, end: 9.5, frameDuration: 1.0 / 60)
                .first { $0.source == "tab/1/pushed/1/list" })
        #expect(series.offsets.last!.time <= times[0] + 1e-9)
        let svg = SVGPlotWriter().render(
            title: "demo", duration: 9.5, records: run.records, samples: run.samples)
        #expect(svg.contains("(its screen was popped)"))
    }

    @Test func aBurstOfScreenEventsInOneFrameGetsAFewLabelsAndACount() async throws {
        // 2,000 title taps in one frame: the labels were placed in cubic time (39 s for this file).
        let taps = (0..<2_000).map { #"{"at": 0.1, "tapTitle": {"index": \#($0 % 3)}}"# }
        let json =
            #"{"name": "burst", "duration": 0.5, "pagingScreen": {"titles": ["a", "b", "c"]}, "steps": ["#
            + taps.joined(separator: ", ") + "]}"
        let run = try await ScenarioRunner(scenario: ScenarioLoader.decode(json: json, file: "s.json")).run()
        let inFrame = run.records.filter { $0.source == "titles" && $0.frame == 6 && $0.event == "titleTapped" }
        #expect(inFrame.count == 2_000)
        let svg = SVGPlotWriter().render(title: "burst", duration: 0.5, records: run.records, samples: run.samples)
        let (wellFormed, collector) = parse(svg)
        #expect(wellFormed)
        let hidden = collector.texts.filter { $0.hasPrefix("+") && $0.hasSuffix("more in frame 6") }
        #expect(hidden.count == 1)
        #expect(collector.texts.filter { $0.hasPrefix("titleTapped") }.count <= PlotCanvas.maximumLabelsPerFrame)
    }

    @Test func noTwoLabelsOverlapInTheDemoOrInACrowdOfEvents() async throws {
        let run = try await ScenarioRunner(scenario: DemoScenario.scenario, file: "<demo>").run()
        let demo = SVGPlotWriter().drawing(
            title: "demo", duration: 6, records: run.records, samples: run.samples,
            geometry: ReportGeometry(scenario: DemoScenario.scenario), frameRate: 60)
        // Forty events on twenty close frames, with long names.
        let crowd = (0..<40).map { index in
            EventRecord(
                time: Double(30 + index / 2) / 60, frame: 30 + index / 2, source: "list", sequence: index, order: index,
                event: index % 3 == 0 ? "didEndScrollingAnimation" : "scrollViewDidEndZooming", contentOffset: .zero)
        }
        let crowded = SVGPlotWriter().drawing(
            title: "crowd", duration: 2, records: crowd, samples: ReportFixtures.samples, geometry: nil, frameRate: 60)
        for drawing in [demo, crowded] {
            #expect(drawing.labels.count > 5)
            for (index, box) in drawing.labels.enumerated() {
                for other in drawing.labels[(index + 1)...] {
                    #expect(!box.overlaps(other), "\(box.text) overlaps \(other.text)")
                }
            }
        }
        // The demo's guides: content edges of the list, page boundaries and targets (each of its
        // targets is a page or an edge, whose label says so).
        #expect(demo.labels.contains { $0.text == "bottom edge 882 · target" })
        #expect(demo.labels.contains { $0.text == "page 2 · target" } && demo.labels.contains { $0.text == "page 1" })
    }

    /// Every guide label is drawn beside its line (the line crosses the middle half of its box),
    /// or left out: with twenty pages closer than a label is tall (the audit's `s07-paging20`), a
    /// page's label was pushed down a line at a time, `page 19 (edge)` 291 px below its line, into
    /// the velocity panel. Each target keeps its label.
    @Test func aGuideLabelIsBesideItsLineOrLeftOut() async throws {
        let titles = (0..<20).map { "\"T\($0)\"" }.joined(separator: ", ")
        let json = """
            {"name": "twenty pages", "duration": 6,
             "pagingScreen": {"titles": [\(titles)], "titleBarStyle": "scrolling", "loadingPolicy": "neighbours"},
             "steps": [{"at": 0.3, "tapTitle": {"index": 10}}, {"at": 1.2, "swipe": {"direction": "left"}},
                       {"at": 2.2, "tapTitle": {"index": 19}},
                       {"at": 3.2, "swipe": {"direction": "right", "velocity": 1500}}]}
            """
        let run = try await ReportFixtures.run(json)
        let svg = SVGPlotWriter().render(
            title: "t", duration: run.scenario.duration, records: run.records, samples: run.samples,
            geometry: ReportGeometry(scenario: run.scenario))
        func number(_ name: String, _ element: String) -> Double {
            Double(element.components(separatedBy: name + "=\"")[1].components(separatedBy: "\"")[0])!
        }
        // In the views' panels (after the screen lane), a label follows its line's element.
        let elements = svg.components(separatedBy: "<g id=\"source-").dropFirst().joined().components(separatedBy: "\n")
        var (labelled, targets, targetLabels) = (0, 0, 0)
        for (line, next) in zip(elements, elements.dropFirst()) {
            if line.hasPrefix("<line ") && line.contains("class=\"target\"") { targets += 1 }
            guard next.contains("class=\"guidelabel\"") else { continue }
            #expect(line.hasPrefix("<line "), "\(next) follows no line")
            guard line.hasPrefix("<line ") else { continue }
            let top = number("y", next) - SVGPlotWriter.labelSize + 1
            let height = SVGPlotWriter.labelSize + 1
            let y = number("y1", line)
            #expect(
                y >= top + height / 4 - 0.01 && y <= top + height * 3 / 4 + 0.01,
                "\(next) is away from its line at \(y)")
            labelled += 1
            if next.contains(">target ") || next.contains(" · target<") { targetLabels += 1 }
        }
        #expect(labelled > 10 && targets == 2 && targetLabels == 2)
    }

    @Test(arguments: ScenarioRunnerTests.files)
    func noTwoLabelsOverlapInAnyShippedScenario(_ file: String) async throws {
        let scenario = try ScenarioLoader.load(path: file)
        let run = try await ScenarioRunner(scenario: scenario, file: file).run()
        let drawing = SVGPlotWriter().drawing(
            title: scenario.name, duration: scenario.duration, records: run.records, samples: run.samples,
            geometry: ReportGeometry(scenario: scenario), frameRate: scenario.frameRate, results: run.results)
        for (index, box) in drawing.labels.enumerated() {
            for other in drawing.labels[(index + 1)...] {
                #expect(!box.overlaps(other), "\(box.text) overlaps \(other.text)")
            }
        }
    }

    @Test func widthFollowsTheDurationAndHeightTheViews() {
        func size(_ svg: String) -> (Double, Double) {
            let tag = svg.components(separatedBy: "<svg ")[1]
            let width = Double(tag.components(separatedBy: "width=\"")[1].components(separatedBy: "\"")[0])!
            let height = Double(tag.components(separatedBy: "height=\"")[1].components(separatedBy: "\"")[0])!
            return (width, height)
        }
        let short = size(
            SVGPlotWriter().render(
                title: "t", duration: 5, records: ReportFixtures.records, samples: ReportFixtures.samples))
        let long = size(
            SVGPlotWriter().render(
                title: "t", duration: 12, records: ReportFixtures.records, samples: ReportFixtures.samples))
        #expect(long.0 > short.0 && long.0 - short.0 == 7 * 150)
        let idle = (0..<5).map {
            OffsetSample(time: 0, frame: 0, source: "idle\($0)", contentOffset: .zero, velocity: .zero)
        }
        let withIdle = size(
            SVGPlotWriter().render(
                title: "t", duration: 5, records: ReportFixtures.records, samples: ReportFixtures.samples + idle))
        #expect(withIdle.1 - short.1 < 5 * 60)  // an idle view takes one compact row
    }

    @Test func pageGuidesAreThePhysicsPagesAndTinyPagesDrawNone() {
        func view(width: Double, content: Double, inset: EdgeInsets = .zero) -> ReportGeometry.View {
            ReportGeometry.View(
                id: "pages", size: Size(width: width, height: 667), contentSize: Size(width: content, height: 667),
                contentInset: inset, isPagingEnabled: true)
        }
        // Five pages with insets: the pages rest on multiples of the width, and the insets add none;
        // the range's edges, which no page rests on, get guides of their own.
        let inset = PlotCanvas.guides(
            of: view(width: 375, content: 1875, inset: EdgeInsets(left: 10, right: 20)), axis: .horizontal,
            prefix: false)
        #expect(inset.map(\.value) == [0, 375, 750, 1125, 1500, -10, 1520])
        #expect(
            inset.map(\.text) == ["page 0", "page 1", "page 2", "page 3", "page 4", "left edge -10", "right edge 1520"])
        // A partial last page rests at the end of the range, an edge.
        let partial = PlotCanvas.guides(of: view(width: 375, content: 1000), axis: .horizontal, prefix: false)
        #expect(partial.map(\.value) == [0, 375, 625])
        #expect(partial.map(\.text) == ["page 0 (edge)", "page 1", "page 2 (edge)"])
        // Pages a millionth of a point wide over 1e8 pt: far too many to draw (it used to trap).
        #expect(PlotCanvas.guides(of: view(width: 1e-6, content: 1e8), axis: .horizontal, prefix: false).isEmpty)
    }

    @Test func plotIsDeterministic() {
        let first = SVGPlotWriter().render(
            title: "t", duration: 5, records: ReportFixtures.records, samples: ReportFixtures.samples)
        let second = SVGPlotWriter().render(
            title: "t", duration: 5, records: ReportFixtures.records.reversed(), samples: ReportFixtures.samples)
        #expect(first == second)
    }

    @Test func plotWithoutSamplesFallsBackToRecordsOrSaysSo() {
        let fromRecords = SVGPlotWriter().render(
            title: "t", duration: nil, records: ReportFixtures.records, samples: [])
        let (ok, collector) = parse(fromRecords)
        #expect(ok)
        #expect(collector.texts.contains("no velocity samples"))
        let empty = SVGPlotWriter().render(title: "t", duration: 1, records: [], samples: [])
        let (emptyOK, emptyCollector) = parse(empty)
        #expect(emptyOK)
        #expect(emptyCollector.texts.contains("no scroll view moved"))
    }

    @Test func niceTicksCoverTheDomain() {
        let scale = PlotScale(covering: -99, 519.3, to: (300, 0))
        #expect(scale.step == 200)
        #expect(scale.ticks == [-200, 0, 200, 400, 600])
        #expect(scale(-200) == 300 && scale(600) == 0)
        let flat = PlotScale(covering: 0, 0, to: (0, 100), targetTicks: 4)
        #expect(flat.ticks.first! <= 0 && flat.ticks.last! >= 0)
    }
}
