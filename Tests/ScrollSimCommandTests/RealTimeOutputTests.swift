import Foundation
import Testing

/// In real time a reader follows the run as it plays: JSON Lines go out as each frame ends, not in
/// blocks that a short run never fills.
@Suite struct RealTimeOutputTests {
    /// A real-time run too short for a frame after the first still reports its frame statistics
    /// (the line was missing, as if the run had been in virtual time).
    @Test func aRunOfNoFrameStillReportsItsRealTimeLine() throws {
        let directory = try CommandLineProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(
            #"{"name": "t", "duration": 1e-12, "scrollViews": [{"id": "v", "size": {"width": 10, "height": 10}, "contentSize": {"width": 10, "height": 100}}]}"#
                .utf8
        ).write(to: directory.appendingPathComponent("tiny.json"))
        let jsonl = try CommandLineProcess.run(["run", "tiny.json", "--realtime", "--format", "jsonl"], in: directory)
        #expect(jsonl.status == 0)
        #expect(jsonl.output == #"{"realTime":{"frames":0,"dropped":0,"latenessP50Ms":0,"latenessP99Ms":0}}"# + "\n")
        let text = try CommandLineProcess.run(["run", "tiny.json", "--realtime"], in: directory)
        #expect(
            text.output.hasSuffix("  real time: 0 frames, 0 dropped, lateness p50 0 ms, p99 0 ms\n"), "\(text.output)")
    }

    @Test func theFirstLinesArriveWhileTheRunStillPlays() throws {
        let directory = try CommandLineProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The shipped fling (its first event at 0.5 s), made to last a minute.
        let shipped = URL(fileURLWithPath: CommandLineProcess.scenario("fling-decelerate-normal.json"))
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: shipped)) as? [String: Any])
        object["duration"] = 60
        object["expect"] = nil
        let file = directory.appendingPathComponent("long.json")
        try JSONSerialization.data(withJSONObject: object).write(to: file)

        let (line, isRunning) = try Self.firstLine(ofRealTimeRun: file)
        #expect(isRunning, "the first line came only when the run ended")
        #expect(line.hasPrefix(#"{"t":0.5"#))
    }

    /// A frame's lines go out as it ends even when nothing happens after it: they used to wait for
    /// the next frame with an event (here, the end of the run, a minute later).
    @Test func aFramesLinesDoNotWaitForTheNextEvent() throws {
        let directory = try CommandLineProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("quiet.json")
        try Data(
            #"""
            {"name": "quiet", "duration": 60,
             "scrollViews": [{"id": "list", "size": {"width": 375, "height": 667}, "contentSize": {"width": 375, "height": 3000}}],
             "steps": [{"at": 0.1, "setContentOffset": {"view": "list", "offset": {"x": 0, "y": 100}}}]}
            """#.utf8
        ).write(to: file)
        let (line, isRunning) = try Self.firstLine(ofRealTimeRun: file)
        #expect(isRunning, "the frame's line came only when the run ended")
        #expect(line.hasPrefix(#"{"t":0.1"#))
    }

    /// Starts `scrollsim run FILE --realtime --format jsonl`, reads its first line, and says
    /// whether the run was still playing then (it is stopped on return).
    private static func firstLine(ofRealTimeRun file: URL) throws -> (line: String, isRunning: Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLineProcess.executable)
        process.arguments = ["run", file.path, "--realtime", "--format", "jsonl"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var received = Data()
        while !received.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }  // the run ended before writing a line
            received += chunk
        }
        return (String(decoding: received, as: UTF8.self), process.isRunning)
    }
}
