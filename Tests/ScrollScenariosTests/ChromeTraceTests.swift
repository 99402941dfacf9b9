import Foundation
import Testing

@testable import ScrollScenarios

/// `--trace`: the Chrome trace event format (Perfetto, `chrome://tracing`), its slices matching
/// the run's timeline.
@Suite struct ChromeTraceTests {
    private typealias Event = [String: Any]

    private func demoTrace() async throws -> (text: String, events: [Event], run: ScenarioRun) {
        let scenario = DemoScenario.scenario
        let run = try await ScenarioRunner(scenario: scenario, file: "<demo>").run()
        let text = ChromeTraceWriter().render(
            title: scenario.name, duration: scenario.duration, records: run.records, samples: run.samples,
            statistics: run.statistics, geometry: ReportGeometry(scenario: scenario))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let events = try #require(object["traceEvents"] as? [Event])
        #expect(object["displayTimeUnit"] as? String == "ms")
        return (text, events, run)
    }

    @Test func theTraceIsValidTraceEventFormat() async throws {
        let (_, events, _) = try await demoTrace()
        #expect(!events.isEmpty)
        for event in events {
            let phase = try #require(event["ph"] as? String)
            #expect(["X", "i", "C", "M"].contains(phase))
            #expect(event["name"] is String && event["pid"] is Int && event["tid"] is Int && event["ts"] is NSNumber)
            switch phase {
            case "X": #expect((event["dur"] as? Double ?? -1) >= 0)
            case "i": #expect(event["s"] as? String == "t")
            case "C": #expect(!(event["args"] as? [String: Double] ?? [:]).isEmpty)
            default: #expect(["thread_name", "thread_sort_index"].contains(event["name"] as? String ?? ""))
            }
        }
        // Slices on one track nest or follow each other, as the format's viewers require.
        let slices = events.filter { $0["ph"] as? String == "X" }
        for track in Set(slices.compactMap { $0["tid"] as? Int }) {
            let spans = slices.filter { $0["tid"] as? Int == track }
                .map { ($0["ts"] as! Double, $0["ts"] as! Double + ($0["dur"] as! Double)) }.sorted { $0.0 < $1.0 }
            for (a, b) in zip(spans, spans.dropFirst()) { #expect(b.0 >= a.1 - 1e-3 || b.1 <= a.1 + 1e-3) }
        }
    }

    @Test func slicesMatchTheTimeline() async throws {
        let (_, events, run) = try await demoTrace()
        let names = Dictionary(
            uniqueKeysWithValues: events.filter { $0["name"] as? String == "thread_name" }
                .map { (($0["args"] as! [String: String])["name"]!, $0["tid"] as! Int) })
        func slices(_ track: String, _ name: String) -> [(Double, Double)] {
            events.filter {
                $0["ph"] as? String == "X" && $0["tid"] as? Int == names[track] && $0["name"] as? String == name
            }
            .map { (($0["ts"] as! Double) / 1e6, ($0["ts"] as! Double + ($0["dur"] as! Double)) / 1e6) }
        }
        func time(_ source: String, _ event: String) -> Double {
            run.records.first { $0.source == source && $0.event == event }!.time
        }
        func close(_ a: [(Double, Double)], _ b: [(Double, Double)]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { abs($0.0 - $1.0) < 1e-6 && abs($0.1 - $1.1) < 1e-6 }
        }
        // Drags and decelerations: between the delegate calls that bound them.
        for view in ["pages", "child/2/list"] {
            #expect(close(slices(view, "drag"), [(time(view, "willBeginDragging"), time(view, "didEndDragging"))]))
            #expect(
                close(
                    slices(view, "deceleration"),
                    [(time(view, "willBeginDecelerating"), time(view, "didEndDecelerating"))]))
        }
        // The title tap's animation: from its call, the frame before the pages' first didScroll, to
        // didEndScrollingAnimation (0.3 s, as a deceleration's slice starts at its release).
        let frame = 1.0 / Double(run.scenario.frameRate)
        #expect(
            close(
                slices("pages", "animation"),
                [(time("pages", "didScroll") - frame, time("pages", "didEndScrollingAnimation"))]))
        // The bounce: the frames the list spent beyond its bottom edge (882 pt).
        let beyond = run.samples.filter { $0.source == "child/2/list" && $0.contentOffset.y > 882 + 1e-6 }.map(\.time)
        let bounce = slices("child/2/list bounces", "bounce bottom")
        #expect(bounce.count == 1 && abs(bounce[0].0 - beyond.min()!) < 1e-6 && bounce[0].1 > beyond.max()!)
        // A child's appearance and its loaded view.
        #expect(
            close(
                slices("child/3", "appearing"), [(time("child/3", "viewWillAppear"), time("child/3", "viewDidAppear"))])
        )
        // Child 3's view stays loaded to the end of the run.
        #expect(close(slices("child/3 view", "view loaded"), [(time("child/3", "viewDidLoad"), run.scenario.duration)]))
        // Every delegate call but didScroll is an instant on its view's track.
        let instants = events.filter { $0["ph"] as? String == "i" && $0["tid"] as? Int == names["pages"] }.map {
            $0["name"] as! String
        }
        #expect(instants == run.records.filter { $0.source == "pages" && $0.event != "didScroll" }.map(\.event))
        // Offsets as counters, one per frame the view took part in.
        let counters = events.filter { $0["ph"] as? String == "C" && $0["name"] as? String == "contentOffset pages" }
        #expect(counters.count == Set(run.samples.filter { $0.source == "pages" }.map(\.frame)).count)
    }

    /// The slices of `view`'s track in the trace of `run`: name, start and end (s), and whether
    /// the slice says it was interrupted.
    /// Three animated calls in frames 12, 15 and 16: the second moves the list once (frame 16)
    /// before the third stops it. It had no slice (taken for an assignment's jump), and the list
    /// looked idle in a frame it moved.
    @Test func anAnimationStoppedAfterOneStepStillHasItsSlice() async throws {
        let json = ReportFixtures.interruptions.replacingOccurrences(
            of: """
                {"at": 0.6, "touch": {"view": "list"}},
                """,
            with: """
                {"at": 0.25, "setContentOffset": {"view": "list", "offset": {"x": 0, "y": 400}, "animated": true}},
                {"at": 0.26, "setContentOffset": {"view": "list", "offset": {"x": 0, "y": 600}, "animated": true}},
                """
        ).replacingOccurrences(of: #""at": 0.5, "setContentOffset""#, with: #""at": 0.2, "setContentOffset""#)
        let run = try await ReportFixtures.run(json)
        let animations = try motionSlices(run, view: "list").filter { $0.name == "animation" }
        let frame = 1.0 / 60
        #expect(animations.count >= 3)
        #expect(
            close(
                animations.prefix(3).map { ($0.start, $0.end) },
                [(12 * frame, 15 * frame), (15 * frame, 16 * frame), (16 * frame, animations[2].end)]))
        #expect(animations.prefix(2).allSatisfy { $0.interrupted })
    }

    /// An assignment during an animation is a jump the animation overrides in its next frame: the
    /// animation goes on to its callback, one slice. It was cut into three, two "interrupted".
    @Test func anAssignmentDuringAnAnimationLeavesItOneSlice() async throws {
        let json = ReportFixtures.interruptions.replacingOccurrences(
            of: """
                {"at": 0.6, "touch": {"view": "list"}},
                """,
            with: """
                {"at": 0.6, "assignContentOffset": {"view": "list", "offset": {"x": 0, "y": 50}}},
                """
        )
        let run = try await ReportFixtures.run(json)
        let animations = try motionSlices(run, view: "list").filter { $0.name == "animation" }
        let end = run.records.first { $0.source == "list" && $0.event == "didEndScrollingAnimation" }?.time
        #expect(animations.count >= 1)
        #expect(close(animations.prefix(1).map { ($0.start, $0.end) }, [(0.5, end ?? 0)]))
        #expect(animations.first?.interrupted == false)
    }

    private func motionSlices(
        _ run: ScenarioRun, view: String
    ) throws -> [(name: String, start: Double, end: Double, interrupted: Bool)] {
        let text = ChromeTraceWriter().render(
            title: run.scenario.name, duration: run.scenario.duration, records: run.records, samples: run.samples,
            statistics: run.statistics, geometry: ReportGeometry(scenario: run.scenario),
            frameRate: run.scenario.frameRate)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let events = try #require(object["traceEvents"] as? [Event])
        let track = try #require(
            events.first {
                $0["name"] as? String == "thread_name" && ($0["args"] as? [String: String])?["name"] == view
            }?["tid"] as? Int)
        return events.filter { $0["ph"] as? String == "X" && $0["tid"] as? Int == track }.map {
            let start = ($0["ts"] as! Double) / 1e6
            let interrupted = ($0["args"] as? [String: Any])?["interrupted"] as? Bool ?? false
            return ($0["name"] as! String, start, start + ($0["dur"] as! Double) / 1e6, interrupted)
        }
    }

    /// Slices of one view's track neither overlap nor last no time.
    private func expectSuccessive(_ slices: [(name: String, start: Double, end: Double, interrupted: Bool)]) {
        let spans = slices.sorted { $0.start < $1.start }
        for slice in spans { #expect(slice.end > slice.start, "\(slice.name) at \(slice.start) lasts no time") }
        for (a, b) in zip(spans, spans.dropFirst()) {
            #expect(b.start >= a.end - 1e-9, "\(a.name) \(a.start)...\(a.end) overlaps \(b.name) at \(b.start)")
        }
    }

    /// Whether the spans `a` and `b` (s) are the same, to 1 µs.
    private func close(_ a: [(Double, Double)], _ b: [(Double, Double)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0.0 - $1.0) < 1e-6 && abs($0.1 - $1.1) < 1e-6 }
    }

    /// The README's `fling-list`: the animated `setContentOffset` at 3.5 s takes over the second
    /// deceleration, which UIKit ends without `didEndDecelerating`. The deceleration ends in that
    /// frame and the animation runs from its first step to `didEndScrollingAnimation` (the trace
    /// had an animation of no length at 3.8 s and the deceleration running on to the end).
    @Test func anAnimationThatTakesOverADecelerationEndsIt() async throws {
        let run = try await ReportFixtures.run(Fixtures.issueExample)
        let slices = try motionSlices(run, view: "list")
        let list = run.records.filter { $0.source == "list" }
        func times(_ event: String) -> [Double] { list.filter { $0.event == event }.map(\.time) }
        let takeover = run.scenario.steps[3].at  // the setContentOffset
        let decelerations = slices.filter { $0.name == "deceleration" }
        #expect(
            close(
                decelerations.map { ($0.start, $0.end) },
                [
                    (times("willBeginDecelerating")[0], times("didEndDecelerating")[0]),
                    (times("willBeginDecelerating")[1], takeover),
                ]))
        #expect(decelerations.map(\.interrupted) == [false, true])
        let animations = slices.filter { $0.name == "animation" }.map { ($0.start, $0.end) }
        #expect(close(animations, [(takeover, times("didEndScrollingAnimation")[0])]))
        expectSuccessive(slices)
    }

    /// A run that ends while an animated `setContentOffset` that took over a deceleration still
    /// runs (the audit's `s16`, 120 Hz): the deceleration ends where the animation took over and the
    /// animation runs to the end, cut. The trace had one deceleration cut at the end, no animation.
    @Test func anAnimationThatTakesOverADecelerationAndRunsPastTheEndIsItsOwnSlice() async throws {
        let run = try await ReportFixtures.run(ReportFixtures.takeoverAtTheEnd)
        let slices = try motionSlices(run, view: "list")
        let takeover = run.scenario.steps[3].at
        let secondRelease = run.records.filter { $0.source == "list" && $0.event == "willBeginDecelerating" }[1].time
        let decelerations = slices.filter { $0.name == "deceleration" }
        #expect(close(decelerations.suffix(1).map { ($0.start, $0.end) }, [(secondRelease, takeover)]))
        #expect(decelerations.last?.interrupted == true)
        let animations = slices.filter { $0.name == "animation" }
        #expect(close(animations.map { ($0.start, $0.end) }, [(takeover, run.scenario.duration)]))
        expectSuccessive(slices)
    }

    /// A run that ends while a flight springs back from past an edge (its steps depart from one
    /// another there) keeps the flight whole: one deceleration, cut at the end.
    @Test func aFlightSpringingBackAtTheEndOfTheRunStaysOneDeceleration() async throws {
        var scenario = try ScenarioLoader.load(
            path: ScenarioRunnerTests.directory + "/drag-past-top-fling-outward.json")
        scenario.duration = 0.75
        scenario.expectations = []
        let run = try await ScenarioRunner(scenario: scenario).run()
        let slices = try motionSlices(run, view: "list")
        let release = run.records.first { $0.source == "list" && $0.event == "willBeginDecelerating" }?.time
        #expect(slices.map(\.name) == ["drag", "deceleration"])
        #expect(close(slices.suffix(1).map { ($0.start, $0.end) }, [(release ?? 0, 0.75)]))
    }

    /// A duration off the frame grid (1.005 s at 60 Hz): the trace ends with the run's last frame
    /// (1.016667 s), as `end_s` says; the flight still going is cut there, where its last offset
    /// is. It was cut at 1.005 s, its offset counted on after it.
    @Test func theTraceEndsAtTheRunsLastFrame() async throws {
        let run = try await ReportFixtures.run(ReportFixtures.offGrid)
        let text = ChromeTraceWriter().render(
            title: run.scenario.name, duration: run.scenario.duration, records: run.records, samples: run.samples,
            statistics: run.statistics, geometry: ReportGeometry(scenario: run.scenario))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let end = try #require((object["otherData"] as? [String: Any])?["end_s"] as? Double)
        #expect(abs(end - 61.0 / 60) < 1e-6)
        let events = try #require(object["traceEvents"] as? [Event])
        let ends = events.map { (($0["ts"] as? Double ?? 0) + ($0["dur"] as? Double ?? 0)) / 1e6 }
        #expect(abs((ends.max() ?? 0) - end) < 1e-6)
        let cut = events.filter { ($0["args"] as? [String: Any])?["cut"] as? Bool == true }
        #expect(cut.count == 1)
        #expect(cut.allSatisfy { abs((($0["ts"] as! Double) + ($0["dur"] as! Double)) / 1e6 - end) < 1e-6 })
    }

    /// An animation a touch stops ends in the touch's frame (not at the next drag), and a scroll
    /// to top that replaces a deceleration ends it and runs to `didScrollToTop` (it had no length).
    @Test func aTouchOrAScrollToTopEndsTheMotionItStops() async throws {
        let run = try await ReportFixtures.run(ReportFixtures.interruptions)
        let slices = try motionSlices(run, view: "list")
        let list = run.records.filter { $0.source == "list" }
        func time(_ event: String) -> Double { list.first { $0.event == event }!.time }
        let (animate, touch, scrollToTop) = (
            run.scenario.steps[0].at, run.scenario.steps[1].at, run.scenario.steps[3].at
        )
        let animations = slices.filter { $0.name == "animation" }
        #expect(
            close(
                animations.map { ($0.start, $0.end) },
                [(animate, touch), (scrollToTop, time("didScrollToTop"))]))
        #expect(animations.map(\.interrupted) == [true, false])
        let decelerations = slices.filter { $0.name == "deceleration" }
        #expect(close(decelerations.map { ($0.start, $0.end) }, [(time("willBeginDecelerating"), scrollToTop)]))
        #expect(decelerations.map(\.interrupted) == [true])
        #expect(
            close(
                slices.filter { $0.name == "drag" }.map { ($0.start, $0.end) },
                [(time("willBeginDragging"), time("didEndDragging"))]))
        expectSuccessive(slices)
    }

    /// A view loaded again has a slice per life on its `view loaded` lane, each ending where the
    /// view went: `tab/0/pushed/1` is pushed at 1 s, popped (its list gone) at 1.633 s, pushed
    /// again at 2 s; the presented screen is presented and dismissed twice. Only the last life was
    /// there, the popped or dismissed one running on to the end of the run.
    @Test func aViewLoadedAgainHasASliceForEachLifeEndingWhereItWent() async throws {
        for (file, controller) in [
            ("app-push-pop-forwarding", "tab/0/pushed/1"), ("app-modal-page-sheet", ScreenPath.modal),
        ] {
            let run = try await ScenarioRunner(
                scenario: ScenarioLoader.load(path: ScenarioRunnerTests.directory + "/" + file + ".json")
            ).run()
            func times(_ event: String) -> [Double] {
                run.records.filter { $0.source == controller && $0.event == event }.map(\.time)
            }
            // Each life ends where the screen went (its viewDidDisappear: popped, dismissed), the
            // last pushed one at the end of the run.
            let (loads, gone) = (times("viewDidLoad"), times("viewDidDisappear"))
            let expected = zip(loads, gone + [run.scenario.duration]).map { ($0, $1) }
            let lives = try motionSlices(run, view: controller + " view").map { ($0.start, $0.end) }
            #expect(loads.count == 2)
            #expect(close(lives, expected), "\(file): \(lives)")
        }
    }

    /// One slice for each stretch past an edge: the finger holding the list 300 pt past its top
    /// from 0.6 s to its release at 0.9 s sends nothing (the list does not move), and the lane cut
    /// the stretch in two there (0.6 to 0.9 s, 0.9 to 1.683 s).
    @Test func aStretchPastAnEdgeIsOneSliceThoughTheFingerHoldsStill() async throws {
        let run = try await ScenarioRunner(
            scenario: ScenarioLoader.load(path: ScenarioRunnerTests.directory + "/drag-past-top-release.json")
        ).run()
        let top = run.samples[0].contentOffset.y
        let beyond = run.samples.filter { $0.contentOffset.y < top - 1e-6 }.map(\.time)
        let back = try #require(run.samples.first { $0.time > beyond.max()! }?.time)
        let bounces = try motionSlices(run, view: "list bounces").map { ($0.start, $0.end) }
        #expect(bounces.count == 1, "\(bounces)")
        #expect(close(bounces, [(beyond.min()!, back)]), "\(bounces)")
    }

    /// A list destroyed past its edge (its child's view unloaded) ends its stretch there; its next
    /// life starts at rest. The stretch ran on to the new life's first sample.
    @Test func aStretchPastAnEdgeEndsWhereItsListIsDestroyed() throws {
        let geometry = try ReportGeometry(
            scenario: ScenarioLoader.decode(
                json: #"{"name": "t", "duration": 3, "pagingScreen": {"titles": ["A", "B"]}}"#))
        let list = "child/1/list"
        let samples = [
            OffsetSample(time: 1, frame: 60, source: list, contentOffset: Point(x: 0, y: -1000), velocity: .zero),
            OffsetSample(
                time: 61.0 / 60, frame: 61, source: list, contentOffset: Point(x: 0, y: -990), velocity: .zero),
            OffsetSample(time: 2, frame: 120, source: list, contentOffset: Point(x: 0, y: -99), velocity: .zero),
        ]
        let records = [
            EventRecord(
                time: 0.5, frame: 30, source: "child/1", sequence: 0, order: 0, event: "viewDidLoad",
                contentOffset: .zero),
            EventRecord(
                time: 1.5, frame: 90, source: "child/1", sequence: 0, order: 0, event: "unloadView",
                contentOffset: .zero),
            EventRecord(
                time: 2, frame: 120, source: "child/1", sequence: 0, order: 0, event: "viewDidLoad",
                contentOffset: .zero),
        ]
        let text = ChromeTraceWriter().render(
            title: "t", duration: 3, records: records, samples: samples, realTime: nil, geometry: geometry,
            frameRate: 60)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let events = try #require(object["traceEvents"] as? [Event])
        let bounces = events.filter { ($0["name"] as? String)?.hasPrefix("bounce") == true }.map {
            (($0["ts"] as! Double) / 1e6, ($0["ts"] as! Double + ($0["dur"] as! Double)) / 1e6)
        }
        #expect(close(bounces, [(1, 1.5)]), "\(bounces)")
    }

    @Test func realTimeLatenessIsACounterPerFrameWhenNoFrameWasDropped() throws {
        var realTime = ChromeTraceWriter.RealTime(
            frames: 60, droppedFrames: 0, lateness: (1...60).map { Double($0) / 1e5 }, p50: 0, p99: 0)
        let text = ChromeTraceWriter().render(
            title: "t", duration: 1, records: [], samples: [], realTime: realTime, geometry: nil, frameRate: 60)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let lateness = (object["traceEvents"] as! [Event]).filter { $0["name"] as? String == "frame lateness (ms)" }
        #expect(lateness.count == 60)
        // Frames 1 ... 60 of a 1 s run at 60 Hz; the last one 0.6 ms late.
        #expect(abs((lateness.first!["ts"] as! Double) - 1e6 / 60) < 1e-3 && lateness.last!["ts"] as! Double == 1e6)
        #expect((lateness.last!["args"] as! [String: Double])["lateness"] == 0.6)
        #expect((object["otherData"] as! [String: Any])["droppedFrames"] as? Int == 0)
        // With drops the frames run cannot be matched to frame indices: the summary only.
        realTime.droppedFrames = 3
        let dropped = ChromeTraceWriter().render(
            title: "t", duration: 1, records: [], samples: [], realTime: realTime, geometry: nil, frameRate: 60)
        #expect(!dropped.contains("frame lateness") && dropped.contains("\"droppedFrames\":3"))
    }

    /// Each navigation bar call is an instant and each frame one alpha value: a second alpha of a
    /// frame used to take the place of the last event, the instant of the call before it.
    @Test func everyNavigationBarCallIsAnInstantBesideOneAlphaPerFrame() async throws {
        for file in ["navigation-bar-fade.json", "push-and-interactive-pop.json"] {
            let scenario = try ScenarioLoader.load(path: ScenarioRunnerTests.directory + "/" + file)
            let run = try await ScenarioRunner(scenario: scenario).run()
            let text = ChromeTraceWriter().render(
                title: scenario.name, duration: scenario.duration, records: run.records, samples: run.samples,
                statistics: run.statistics, geometry: ReportGeometry(scenario: scenario))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let events = try #require(object["traceEvents"] as? [Event])
            let bar = try #require(
                events.first {
                    $0["name"] as? String == "thread_name"
                        && ($0["args"] as? [String: String])?["name"] == "navigationBar"
                }?["tid"] as? Int)
            let instants = events.filter { $0["tid"] as? Int == bar && $0["ph"] as? String == "i" }
                .map { "\($0["name"]!) \(Int(($0["ts"] as! Double).rounded()))" }
            let calls = run.records.filter {
                $0.source == "navigationBar" && !["barAppearance", "transitionProgress"].contains($0.event)
            }.map { "\($0.event) \(Int(($0.time * 1e6).rounded()))" }
            #expect(instants == calls, "\(file)")
            let alphas = events.filter { $0["tid"] as? Int == bar && $0["ph"] as? String == "C" }
                .map { $0["ts"] as! Double }
            #expect(Set(alphas).count == alphas.count, "\(file): two alpha values at one time")
        }
    }

    @Test func theTraceIsDeterministic() async throws {
        let first = try await demoTrace().text
        let second = try await demoTrace().text
        #expect(first == second)
    }
}
