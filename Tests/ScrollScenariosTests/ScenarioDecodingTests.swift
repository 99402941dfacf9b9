import Foundation
import Testing

@testable import ScrollScenarios

@Suite struct ScenarioDecodingTests {
    @Test func issueExampleDecodesWithEveryField() throws {
        let scenario = try ScenarioLoader.decode(json: Fixtures.issueExample)
        #expect(scenario.name == "fling-list")
        #expect(scenario.description == "A table view under translucent bars is flung down and decelerates.")
        #expect(scenario.frameRate == 60)
        #expect(scenario.duration == 5)
        #expect(
            scenario.scrollViews == [
                ScrollViewSpec(
                    id: "list", size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 3000),
                    contentInset: EdgeInsets(top: 99, left: 0, bottom: 49, right: 0), contentOffset: Point(x: 0, y: -99)
                )
            ])
        #expect(
            scenario.steps == [
                ScenarioStep(at: 0.5, action: .fling(view: "list", velocity: Point(x: 0, y: 1200))),
                ScenarioStep(at: 2.0, action: .touch(view: "list")),
                ScenarioStep(at: 2.5, action: .drag(view: "list", by: Point(x: 0, y: -300), duration: 0.25)),
                ScenarioStep(
                    at: 3.5, action: .setContentOffset(view: "list", offset: Point(x: 0, y: 500), animated: true)),
            ])
        #expect(
            scenario.expectations == [
                .sequence(
                    [
                        "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
                        "didEndDecelerating",
                    ], source: "list"),
                .event("didEndScrollingAnimation", source: "list", at: 3.8, tolerance: 0.02),
                .contentOffset(view: "list", at: 4.0, offset: Point(x: 0, y: 500), tolerance: 0.5),
            ])
        #expect(scenario.pagingScreen == nil)
    }

    @Test func omittedFieldsTakeUIKitDefaults() throws {
        let scenario = try ScenarioLoader.decode(
            json: Fixtures.minimal(view: #""contentInset": {"top": 64, "left": 8}"#))
        #expect(scenario.description == "")
        #expect(scenario.frameRate == 60)
        #expect(scenario.steps.isEmpty && scenario.expectations.isEmpty)
        let view = try #require(scenario.scrollViews.first)
        #expect(view.contentInset == EdgeInsets(top: 64, left: 8, bottom: 0, right: 0))
        #expect(view.contentOffset == Point(x: -8, y: -64))
        #expect(!view.isPagingEnabled && view.bounces && !view.alwaysBounceVertical && !view.alwaysBounceHorizontal)
        #expect(view.decelerationRate == .normal)
        #expect(view.scrollsToTop)
    }

    @Test func stepAndExpectationDefaults() throws {
        let scenario = try ScenarioLoader.decode(
            json: Fixtures.minimal(
                """
                "steps": [{"at": 1, "setContentOffset": {"view": "list", "offset": {"x": 0, "y": 10}}},
                          {"at": 1, "scrollRectToVisible": {"view": "list", "rect": {"x": 0, "y": 900, "width": 10, "height": 10}}}],
                "expect": [{"at": 2, "view": "list", "contentOffset": {"x": 0, "y": 10}},
                           {"event": "didScroll", "source": "list", "at": 1}]
                """))
        #expect(
            scenario.steps.map(\.action) == [
                .setContentOffset(view: "list", offset: Point(x: 0, y: 10), animated: false),
                .scrollRectToVisible(view: "list", rect: Rect(x: 0, y: 900, width: 10, height: 10), animated: false),
            ])
        #expect(
            scenario.expectations == [
                .contentOffset(view: "list", at: 2, offset: Point(x: 0, y: 10), tolerance: 0.5),
                .event("didScroll", source: "list", at: 1, tolerance: 0.02),
            ])
    }

    @Test func decelerationRateAcceptsNamesAndNumbers() throws {
        for (text, rate) in [
            (#""fast""#, DecelerationRate.fast), (#""normal""#, .normal), ("0.95", try DecelerationRate(0.95)),
        ] {
            let scenario = try ScenarioLoader.decode(json: Fixtures.minimal(view: "\"decelerationRate\": \(text)"))
            #expect(scenario.scrollViews[0].decelerationRate == rate)
        }
    }

    @Test func everyActionDecodes() throws {
        let scenario = try ScenarioLoader.decode(
            json: """
                {"name": "all", "duration": 10, "frameRate": 120,
                 "scrollViews": [{"id": "list", "size": {"width": 375, "height": 667}, "contentSize": {"width": 375, "height": 3000}}],
                 "pagingScreen": {"titles": ["A", "B", "C"], "navigationBar": {}, "tabBar": {}},
                 "steps": [
                   {"at": 0, "assignContentOffset": {"view": "list", "offset": {"x": 0, "y": 5}}},
                   {"at": 0.1, "scrollToTop": {"view": "list"}},
                   {"at": 0.2, "touchDown": {"view": "child/1/list", "location": {"x": 10, "y": 300}}},
                   {"at": 0.3, "touchMove": {"view": "child/1/list", "location": {"x": 10, "y": 200}}},
                   {"at": 0.4, "touchUp": {"view": "child/1/list"}},
                   {"at": 1, "tapTitle": {"index": 2}},
                   {"at": 2, "swipe": {"direction": "right"}},
                   {"at": 3, "swipe": {"direction": "left", "velocity": 2500}},
                   {"at": 4, "tapTab": {"index": 3}},
                   {"at": 5, "push": {}},
                   {"at": 6, "pop": {}},
                   {"at": 6.5, "push": {}},
                   {"at": 7, "interactivePop": {"progress": 0.4, "release": "cancel"}},
                   {"at": 8, "interactivePop": {"progress": 0.6, "release": "finish", "duration": 0.5}},
                   {"at": 9, "memoryWarning": {}}
                 ],
                 "expect": [{"selectedTitle": {"index": 2, "at": 1.5}}, {"loaded": {"child": 2, "count": 1}},
                            {"count": 1, "event": "viewDidLoad", "source": "child/2"}]}
                """)
        #expect(scenario.frameRate == 120)
        #expect(
            scenario.steps.map(\.action) == [
                .assignContentOffset(view: "list", offset: Point(x: 0, y: 5)),
                .scrollToTop(view: "list"),
                .touchDown(view: "child/1/list", location: Point(x: 10, y: 300)),
                .touchMove(view: "child/1/list", location: Point(x: 10, y: 200)),
                .touchUp(view: "child/1/list"),
                .tapTitle(index: 2),
                .swipe(direction: .right, velocity: 1000),
                .swipe(direction: .left, velocity: 2500),
                .tapTab(index: 3),
                .push,
                .pop,
                .push,
                .interactivePop(progress: 0.4, release: .cancel, duration: 0.3),
                .interactivePop(progress: 0.6, release: .finish, duration: 0.5),
                .memoryWarning,
            ])
        #expect(
            scenario.expectations == [
                .selectedTitle(index: 2, at: 1.5), .loaded(child: 2, count: 1, at: nil),
                .count(1, event: "viewDidLoad", source: "child/2"),
            ])
        let screen = try #require(scenario.pagingScreen)
        #expect(
            screen
                == PagingScreenSpec(
                    titles: ["A", "B", "C"], navigationBar: PagingScreenSpec.NavigationBar(),
                    tabBar: PagingScreenSpec.TabBar()))
        #expect(screen.size == Size(width: 375, height: 667))
        #expect(screen.childContentHeight == 3000)
        #expect(screen.titleBarStyle == .fixed && screen.loadingPolicy == .onSettle && screen.cacheLimit == nil)
    }

    @Test func pagingScreenSourcesAndScrollViews() throws {
        let screen = PagingScreenSpec(titles: ["A", "B"], titleBarStyle: .scrolling, tabBar: PagingScreenSpec.TabBar())
        #expect(screen.scrollViewIDs == ["pages", "titleBar", "child/0/list", "child/1/list"])
        #expect(
            screen.sources == [
                "pages", "titles", "titleBar", "child/0", "child/0/list", "child/1", "child/1/list", "tabBar",
            ])
        let fixed = PagingScreenSpec(titles: ["A"])
        #expect(fixed.scrollViewIDs == ["pages", "child/0/list"])
    }

    @Test func frameOfATimeIsTheFirstAtOrAfterIt() {
        let scenario = Scenario(name: "t", duration: 1)
        #expect(scenario.frame(atOrAfter: 0) == 0)
        #expect(scenario.frame(atOrAfter: 0.5) == 30)
        #expect(scenario.frame(atOrAfter: 0.501) == 31)
        #expect(scenario.frame(atOrAfter: 31.0 / 60) == 31)
        #expect(scenario.time(ofFrame: 31) == 31.0 / 60)
        #expect(scenario.lastFrame == 60)
    }

    @Test func loadReadsAFileAndNamesItInErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.json").path
        try Data(Fixtures.issueExample.utf8).write(to: URL(fileURLWithPath: good))
        #expect(try ScenarioLoader.load(path: good).name == "fling-list")

        let missing = directory.appendingPathComponent("missing.json").path
        #expect(throws: ScenarioError(file: missing, path: "", expected: "a readable file", actual: "no such file")) {
            try ScenarioLoader.load(path: missing)
        }
    }

    @Test func loadRefusesWhatIsNotARegularFileBeforeOpeningIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let loop = directory.appendingPathComponent("loop.json").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.json")
        #expect(
            throws: ScenarioError(file: loop, path: "", expected: "a readable file", actual: "a symbolic link loop")
        ) { try ScenarioLoader.load(path: loop) }
        #expect(
            throws: ScenarioError(
                file: loop, path: "", expected: "a scenario file or a directory", actual: "a symbolic link loop")
        ) { try ScenarioLoader.scenarioFiles(in: [loop]) }
        #expect(
            throws: ScenarioError(file: "/dev/null", path: "", expected: "a regular file", actual: "a device")
        ) { try ScenarioLoader.load(path: "/dev/null") }
        // A link to a regular file is followed.
        let good = directory.appendingPathComponent("good.json").path
        try Data(Fixtures.issueExample.utf8).write(to: URL(fileURLWithPath: good))
        let link = directory.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "good.json")
        #expect(try ScenarioLoader.load(path: link).name == "fling-list")
    }

    @Test func configurationCarriesTheViewProperties() throws {
        let view = ScrollViewSpec(
            id: "v", size: Size(width: 100, height: 200), contentSize: Size(width: 100, height: 1000),
            contentInset: EdgeInsets(top: 10), isPagingEnabled: true, bounces: false, decelerationRate: .fast,
            scrollsToTop: false)
        let configuration = try view.configuration()
        #expect(configuration.geometry.boundsSize == view.size)
        #expect(configuration.geometry.contentInset == EdgeInsets(top: 10))
        #expect(configuration.isPagingEnabled && !configuration.geometry.bounces && !configuration.scrollsToTop)
        #expect(configuration.decelerationRate == .fast)
    }
}
