import Foundation
import Testing

@testable import ScrollScenarios

/// Issue 12's contract, checked on thousands of seeded mutations of the shipped scenarios: every
/// case is either refused (a ``ScenarioError`` naming the file and where: a field path, or a line
/// and column) with a printable message, or it runs to the end with finite output. Never a trap,
/// never a hang. `SCROLLSIM_FUZZ_CASES` changes the number of cases (default 6,000, about 10 s in a debug build; CI under the
/// thread sanitizer may lower it).
@Suite struct ScenarioFuzzTests {
    private static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios").path

    /// Runs only cases this long or shorter (s): longer valid ones are checked up to validation,
    /// which keeps the suite near a minute in a debug build.
    private static let longestRun = 12.0

    private static var caseCount: Int {
        ProcessInfo.processInfo.environment["SCROLLSIM_FUZZ_CASES"].flatMap(Int.init) ?? 6_000
    }

    private static func bases() throws -> [JSONValue] {
        try ScenarioLoader.scenarioFiles(in: [directory]).map { file in
            try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
        }
    }

    @Test func mutatedScenariosAreRefusedWithAPathOrRunFinite() async throws {
        var mutator = ScenarioMutator(seed: 12, bases: try Self.bases())
        var tally = (refused: 0, ran: 0, validOnly: 0)
        for index in 0..<Self.caseCount {
            let file = "fuzz-\(index).json"
            let bytes = mutator.next()
            let scenario: Scenario
            do {
                scenario = try ScenarioLoader.decode(data: Data(bytes), file: file)
            } catch {
                tally.refused += 1
                Self.checkRefusal(error, file: file, bytes: bytes)
                continue
            }
            guard scenario.duration <= Self.longestRun else {
                tally.validOnly += 1
                continue
            }
            tally.ran += 1
            let run = try await ScenarioRunner(scenario: scenario, file: file).run()
            Self.checkFinite(run, file: file, bytes: bytes)
        }
        // Both outcomes are exercised: a quarter refused at least, and a twentieth run (with the
        // refusals of gestures that would not lift by the end, the share run fell from about a
        // tenth to 98 of 1,000 cases under CI's seed).
        #expect(tally.refused > Self.caseCount / 4 && tally.ran > Self.caseCount / 20, "\(tally)")
    }

    /// A refusal names the file and where for each error it reports, and prints nothing raw from
    /// the file: one line per error.
    static func checkRefusal(_ error: ScenarioError, file: String, bytes: [UInt8]) {
        for each in error.all {
            let located =
                !each.path.isEmpty || each.line != nil || each.expected.hasPrefix("a scenario object")
                || each.expected.hasPrefix("a file of at most")
            #expect(each.file == file && located, "\(each) for \(String(decoding: bytes.prefix(300), as: UTF8.self))")
            #expect(
                each.description.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) },
                "\(each.description.debugDescription)")
        }
        #expect(error.description.split(separator: "\n", omittingEmptySubsequences: false).count == error.all.count)
    }

    /// Every number the run reports is finite.
    static func checkFinite(_ run: ScenarioRun, file: String, bytes: [UInt8]) {
        for record in run.records {
            let numbers = [
                record.time, record.contentOffset.x, record.contentOffset.y, record.velocity?.x ?? 0,
                record.velocity?.y ?? 0, record.targetContentOffset?.x ?? 0, record.targetContentOffset?.y ?? 0,
                record.alpha ?? 0, record.progress ?? 0,
            ]
            guard numbers.allSatisfy(\.isFinite) else {
                Issue.record("\(file): non-finite \(record) for \(String(decoding: bytes.prefix(300), as: UTF8.self))")
                return
            }
        }
        for sample in run.samples where !(sample.contentOffset.isFinite && sample.velocity.isFinite) {
            Issue.record("\(file): non-finite sample \(sample)")
            return
        }
    }
}
