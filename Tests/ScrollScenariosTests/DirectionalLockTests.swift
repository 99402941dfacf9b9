import Foundation
import Testing

@testable import ScrollScenarios

/// `directionalLockEnabled` on a plain scroll view, and the finger steps that honour it.
@Suite struct DirectionalLockTests {
    /// A view that scrolls both ways (content 1500 x 3000 pt in 375 x 667 pt), with `extra` members.
    private static func grid(_ extra: String = "") -> String {
        #"{"id": "grid", "size": {"width": 375, "height": 667}, "contentSize": {"width": 1500, "height": 3000}"#
            + extra + "}"
    }

    private static func scenario(view: String = grid(), steps: String = "", extra: String = "") -> String {
        #"{"name": "t", "duration": 4, "scrollViews": ["# + view + #"], "steps": ["# + steps + "]" + extra + "}"
    }

    private static let diagonalPan =
        #"{"at": 0.2, "pan": {"view": "grid", "location": {"x": 200, "y": 400}, "by": {"x": -60, "y": -160}, "duration": 0.2}}"#

    @Test func theLockIsOffByDefaultAndReadAsABoolean() throws {
        let plain = try ScenarioLoader.decode(json: Self.scenario(), file: "s.json")
        #expect(plain.scrollViews[0].isDirectionalLockEnabled == false)
        let locked = try ScenarioLoader.decode(
            json: Self.scenario(view: Self.grid(#", "directionalLockEnabled": true"#)), file: "s.json")
        #expect(locked.scrollViews[0].isDirectionalLockEnabled)
        #expect(
            Fixtures.error(Self.scenario(view: Self.grid(#", "directionalLockEnabled": "yes""#)))
                == "s.json: scrollViews[0].directionalLockEnabled: expected true or false, got the string \"yes\"")
    }

    @Test func aPanOnAPlainViewNeedsNoPagingScreenAndIsDecodedWithItsView() throws {
        let scenario = try ScenarioLoader.decode(json: Self.scenario(steps: Self.diagonalPan), file: "s.json")
        #expect(
            scenario.steps[0].action
                == .pan(view: "grid", location: Point(x: 200, y: 400), by: Point(x: -60, y: -160), duration: 0.2))
        #expect(scenario.steps[0].action.needsPagingScreen == false)
        #expect(scenario.steps[0].action.source == "grid")
    }

    @Test func aPanOnAPlainViewIsRefusedWithItsPath() {
        let unknown = Self.diagonalPan.replacingOccurrences(of: #""view": "grid""#, with: #""view": "gird""#)
        #expect(Fixtures.error(Self.scenario(steps: unknown))?.hasPrefix("s.json: steps[0].pan.view: expected") == true)
        let outside = Self.diagonalPan.replacingOccurrences(of: #""x": 200"#, with: #""x": 375"#)
        #expect(
            Fixtures.error(Self.scenario(steps: outside))
                == "s.json: steps[0].pan.location: expected a point in the view's bounds (0..<375, 0..<667), got (375, 400)"
        )
        let screenPan = Self.diagonalPan.replacingOccurrences(of: #""view": "grid", "#, with: "")
        #expect(
            Fixtures.error(Self.scenario(steps: screenPan))
                == "s.json: steps[0].pan: expected a pagingScreen in the scenario, got none")
        let overlapping =
            Self.diagonalPan + ", "
            + #"{"at": 0.3, "drag": {"view": "grid", "by": {"x": 0, "y": -50}, "duration": 0.2}}"#
        #expect(
            Fixtures.error(Self.scenario(steps: overlapping))?.hasPrefix(
                "s.json: steps[1].drag: expected no other touch on \"grid\" at this time, got the pan of steps[0]")
                == true)
    }

    @Test func aPanOnAPagingScreenViewByIdIsRefused() {
        let json =
            #"{"name": "t", "duration": 4, "pagingScreen": {"titles": ["a", "b"]}, "steps": ["#
            + Self.diagonalPan.replacingOccurrences(of: #""view": "grid""#, with: #""view": "pages""#) + "]}"
        #expect(
            Fixtures.error(json)
                == "s.json: steps[0].pan.view: expected the id of one of scrollViews (leave view out to pan on the paging screen), got \"pages\""
        )
    }

    @Test func everyFingerStepHonoursTheLock() async throws {
        // A drag, a fling and a touch moved by hand, each diagonal and mostly vertical: the locked
        // view moves vertically only (the lock belongs to the view, not to the pan step).
        let steps = [
            #"{"at": 0.2, "drag": {"view": "grid", "by": {"x": -60, "y": -160}, "duration": 0.2}}"#,
            #"{"at": 0.2, "fling": {"view": "grid", "velocity": {"x": 600, "y": 1600}}}"#,
            #"{"at": 0.2, "touchDown": {"view": "grid", "location": {"x": 200, "y": 400}}}, "#
                + #"{"at": 0.3, "touchMove": {"view": "grid", "location": {"x": 180, "y": 340}}}, "#
                + #"{"at": 0.4, "touchUp": {"view": "grid"}}"#,
        ]
        for step in steps {
            let json = Self.scenario(view: Self.grid(#", "directionalLockEnabled": true"#), steps: step)
            let run = try await ScenarioRunner(scenario: ScenarioLoader.decode(json: json, file: "s.json")).run()
            let moved = run.records.filter { $0.source == "grid" && $0.event == "didScroll" }
            #expect(!moved.isEmpty, "\(step)")
            #expect(moved.allSatisfy { $0.contentOffset.x == 0 }, "\(step)")
        }
    }

    /// The shipped scenario: the same diagonal pan scrolls the free list along both axes and the
    /// locked one vertically only.
    @Test func theShippedScenarioShowsTheLockKeepingADiagonalPanVertical() async throws {
        let file = ScenarioRunnerTests.directory + "/directional-lock-diagonal-pan.json"
        let run = try await ScenarioRunner(scenario: ScenarioLoader.load(path: file), file: file).run()
        #expect(run.passed, "\(run.failures)")
        let locked = run.records.filter { $0.source == "grid-locked" }
        let free = run.records.filter { $0.source == "grid-free" }
        #expect(!locked.isEmpty && locked.allSatisfy { $0.contentOffset.x == 0 })
        #expect(locked.last?.contentOffset.y == free.last?.contentOffset.y)
        #expect((free.last?.contentOffset.x ?? 0) > 200)
    }
}
