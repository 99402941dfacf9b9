import Foundation
import Testing

@testable import ScrollScenarios

/// The seeds compute the page as `NSUInteger index = contentOffset.x / width`, which truncates; they
/// read the offset only in `didEndDecelerating` and `didEndScrollingAnimation` (and in
/// `viewDidLoad`, at 0). This checks the reason the screens article gives for shipping no scenario of
/// a wrong truncated index: at each of those calls the pages rest exactly on a multiple of the width,
/// in the shipped scenarios and when a touch, a title tap or a second tap interrupts a snap.
@Suite struct TruncatedPageIndexTests {
    /// Interruptions of a page snap or a title animation, on the seeds' screen.
    private static let interruptions = [
        #"[{"at": 0.2, "swipe": {"direction": "left"}}, {"at": 0.35, "touch": {"view": "pages"}}]"#,
        #"[{"at": 0.2, "swipe": {"direction": "left"}}, {"at": 0.3, "tapTitle": {"index": 3}}]"#,
        #"[{"at": 0.2, "tapTitle": {"index": 4}}, {"at": 0.3, "tapTitle": {"index": 1}}]"#,
    ]

    /// The pages' offsets x (pt) at the calls where the seeds read them, and the page width (pt).
    private static func restingOffsets(_ scenario: Scenario) async throws -> (xs: [Double], width: Double)? {
        guard let screen = scenario.pagingScreen else { return nil }
        let run = try await ScenarioRunner(scenario: scenario).run()
        let xs = run.records.filter {
            $0.source == "pages" && ["didEndDecelerating", "didEndScrollingAnimation"].contains($0.event)
        }.map(\.contentOffset.x)
        return (xs, screen.size.width)
    }

    private static func expectOnAPage(_ xs: [Double], width: Double, _ what: String) {
        for x in xs {
            let truncated = Int(x / width)  // the seeds' NSUInteger conversion
            #expect(Double(truncated) * width == x, "\(what): at rest on x = \(x), not on a page")
            #expect(truncated == Int((x / width).rounded()), "\(what): x = \(x)")
        }
    }

    @Test func theShippedScenariosPagesRestOnAPageWheneverTheSeedsReadTheOffset() async throws {
        var checked = 0
        for file in ScenarioRunnerTests.files {
            guard let (xs, width) = try await Self.restingOffsets(ScenarioLoader.load(path: file)) else { continue }
            Self.expectOnAPage(xs, width: width, file)
            checked += xs.count
        }
        #expect(checked > 20)
    }

    @Test func aTouchATitleTapOrASecondAnimationDuringASnapStillEndsOnAPage() async throws {
        for steps in Self.interruptions {
            let json =
                #"{"name": "t", "duration": 3, "pagingScreen": {"titles": ["A", "B", "C", "D", "E"]}, "steps": "#
                + steps + "}"
            let (xs, width) = try #require(try await Self.restingOffsets(ScenarioLoader.decode(json: json)))
            #expect(!xs.isEmpty, "\(steps)")
            Self.expectOnAPage(xs, width: width, steps)
        }
    }
}
