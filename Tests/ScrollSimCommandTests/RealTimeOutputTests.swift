import Foundation
import Testing

/// In real time a reader follows the run as it plays: JSON Lines go out as each frame ends, not in
/// blocks that a short run never fills.
@Suite struct RealTimeOutputTests {
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
        #expect(process.isRunning, "the first line came only when the run ended")
        #expect(String(decoding: received, as: UTF8.self).hasPrefix(#"{"t":0.5"#))
    }
}
