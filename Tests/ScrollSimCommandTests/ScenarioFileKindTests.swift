import Foundation
import Testing

/// A scenario path that is not a regular file is refused before it is opened: a FIFO without a
/// writer used to block `run` for ever.
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
}
