import Foundation
import Testing

/// A scenario path that is not a regular file is refused before it is opened: a FIFO without a
/// writer used to block `run` for ever, and an empty path was called a missing file.
@Suite struct ScenarioFileKindTests {
    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let directory = try CommandLineProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(mkfifo(directory.path + "/fifo.json", 0o600) == 0)
        for command in ["run", "check"] {
            // `timeout` ends a blocked process (status 124) instead of the test waiting for ever.
            let outcome = try CommandLineProcess.run([command, "fifo.json"], in: directory, timeout: 60)
            #expect(outcome.status == 2)
            #expect(outcome.error == "scrollsim: fifo.json: expected a regular file, got a FIFO\n")
        }
    }

    @Test func anEmptyPathIsCalledEmpty() throws {
        let run = try CommandLineProcess.run(["run", ""])
        #expect(run.status == 2 && run.output.isEmpty)
        #expect(run.error == "scrollsim: expected a readable file, got an empty path\n")
        let check = try CommandLineProcess.run(["check", ""])
        #expect(check.status == 2 && check.output.isEmpty)
        #expect(check.error == "scrollsim: expected a scenario file or a directory, got an empty path\n")
    }
}
