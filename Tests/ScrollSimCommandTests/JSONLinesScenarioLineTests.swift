import Foundation
import Testing

/// `run --format jsonl` with several files names each scenario before its lines, since frames and
/// expectation indices start again with each; one file's output has no such line.
@Suite struct JSONLinesScenarioLineTests {
    static let swipe = CommandLineProcess.scenario("paging-swipe.json")
    static let bounces = CommandLineProcess.scenario("bounces-off.json")

    @Test(arguments: [[String](), ["--svg", "plot.svg"]])
    func eachScenarioOfSeveralIsNamedBeforeItsLines(extra: [String]) throws {
        let directory = try CommandLineProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try CommandLineProcess.run(
            ["run", Self.swipe, Self.bounces, "--format", "jsonl"] + extra, in: directory)
        #expect(outcome.status == 0, "\(outcome.error)")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        let markers = lines.indices.filter { lines[$0].hasPrefix("{\"scenario\":") }
        #expect(
            markers.map { lines[$0] } == [
                "{\"scenario\":\"paging-swipe\",\"file\":\"\(Self.swipe)\"}",
                "{\"scenario\":\"bounces-off\",\"file\":\"\(Self.bounces)\"}",
            ])
        guard markers.count == 2 else { return }
        // Each marker comes first in its block, and each block ends with its expectations from 0.
        #expect(markers[0] == 0)
        let first = lines[..<markers[1]]
        let second = lines[markers[1]...]
        #expect(first.contains { $0.hasPrefix("{\"expectation\":0,") })
        #expect(second.contains { $0.hasPrefix("{\"expectation\":0,") })
        #expect(first.last?.hasPrefix("{\"expectation\":") == true)
    }

    @Test func oneFileHasNoScenarioLine() throws {
        let outcome = try CommandLineProcess.run(["run", Self.swipe, "--format", "jsonl"])
        #expect(outcome.status == 0)
        #expect(!outcome.output.contains("\"scenario\":"))
        #expect(outcome.output.hasPrefix("{\"t\":"))
    }
}
