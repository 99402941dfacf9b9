import Foundation
import Testing

/// What `run` reports beyond the events: real time's frame statistics in JSON Lines, the file in
/// each text header of several, options that would be ignored refused, and `check`'s wall-clock
/// speed named as such.
@Suite struct RunReportTests {
    static let swipe = CommandLineProcess.scenario("paging-swipe.json")
    static let bounces = CommandLineProcess.scenario("bounces-off.json")
    /// The shortest shipped scenario (0.5 s), for real-time runs.
    static let eager = CommandLineProcess.scenario("loading-policy-eager.json")

    @Test(arguments: [[String](), ["--svg", "/dev/null"]])
    func realTimeJSONLinesEndsWithTheFrameStatistics(extra: [String]) throws {
        let outcome = try CommandLineProcess.run(["run", Self.eager, "--format", "jsonl", "--realtime"] + extra)
        #expect(outcome.status == 0, "\(outcome.error)")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        let statistics = lines.filter { $0.hasPrefix("{\"realTime\":") }
        #expect(statistics.count == 1)
        #expect(lines.last == statistics.first)
        #expect(lines.dropLast().last?.hasPrefix("{\"expectation\":") == true)
        guard let last = lines.last,
            let object = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any],
            let realTime = object["realTime"] as? [String: Any]
        else {
            Issue.record("no realTime object: \(lines.last ?? "")")
            return
        }
        #expect(Set(realTime.keys) == ["frames", "dropped", "latenessP50Ms", "latenessP99Ms"])
        let frames = realTime["frames"] as? Int ?? 0
        let dropped = realTime["dropped"] as? Int ?? -1
        // 0.5 s at 60 Hz: every frame was run or dropped.
        #expect(frames > 0 && dropped >= 0 && frames + dropped >= 29, "\(last)")
    }

    @Test func virtualTimeJSONLinesHasNoFrameStatistics() throws {
        let outcome = try CommandLineProcess.run(["run", Self.eager, "--format", "jsonl"])
        #expect(outcome.status == 0)
        #expect(!outcome.output.contains("realTime"))
    }

    @Test func noDidScrollIsRefusedWithJSONLines() throws {
        for arguments in [["run", Self.swipe], ["demo"]] {
            let outcome = try CommandLineProcess.run(arguments + ["--no-did-scroll", "--format", "jsonl"])
            #expect(outcome.status == 2 && outcome.output.isEmpty)
            #expect(
                outcome.error
                    == "scrollsim: --no-did-scroll applies to the text timeline only; JSON Lines always lists didScroll\n"
                    + "Run 'scrollsim \(arguments[0]) --help' for usage.\n"
            )
        }
        let text = try CommandLineProcess.run(["run", Self.swipe, "--no-did-scroll"])
        #expect(text.status == 0 && !text.output.contains("didScroll"))
    }

    @Test func eachTextBlockOfSeveralNamesItsFile() throws {
        let directory = try CommandLineProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(atPath: Self.swipe, toPath: directory.path + "/copy.json")
        let outcome = try CommandLineProcess.run(["run", Self.swipe, "copy.json", Self.bounces], in: directory)
        #expect(outcome.status == 0, "\(outcome.error)")
        let headers = outcome.output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("== ") }
        let swipe = ": A flick on a paging scroll view snaps to the next page, landing exactly on x = 375."
        #expect(
            headers == [
                "== paging-swipe (\(Self.swipe))" + swipe,
                "== paging-swipe (copy.json)" + swipe,
                "== bounces-off (\(Self.bounces)): With bounces off, a fling into the bottom stops dead at the edge.",
            ])
        // One file's header is unchanged.
        let one = try CommandLineProcess.run(["run", Self.swipe])
        #expect(one.output.hasPrefix("== paging-swipe" + swipe + "\n"))
    }

    @Test func checkNamesItsSpeedAsAWallClockMeasurement() throws {
        let help = try CommandLineProcess.run(["check", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("('12920x real time': simulated time over the wall-clock time the"))
        #expect(help.output.contains("a measurement that varies from run to run; the rest is the same on every run."))
        // The rest of each line is the same on every run.
        func masked(_ output: String) -> String {
            output.replacing(/\d+x real time|instant/, with: "SPEED")
        }
        let first = try CommandLineProcess.run(["check", Self.swipe, Self.bounces])
        let second = try CommandLineProcess.run(["check", Self.swipe, Self.bounces])
        #expect(first.status == 0 && first.output.contains("x real time"))
        #expect(masked(first.output) == masked(second.output))
    }
}
