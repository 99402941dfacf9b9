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

    /// A link whose target is missing is named as such: it was called "no such file", though the
    /// link is there.
    @Test func aDanglingLinkIsCalledALinkToAMissingFile() throws {
        let directory = try CommandLineProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(
            atPath: directory.path + "/dangling.json", withDestinationPath: "nowhere.json")
        let outcome = try CommandLineProcess.run(["run", "dangling.json"], in: directory)
        #expect(outcome.status == 2)
        #expect(
            outcome.error
                == "scrollsim: dangling.json: expected a readable file, got a symbolic link to a missing file (nowhere.json)\n"
        )
    }

    /// A file that may not be read says why, in the system's words, as an output path does: it
    /// said only "a file that could not be read". (Root reads any file: run as another user.)
    @Test(.enabled(if: getuid() != 0)) func anUnreadableFileSaysWhy() throws {
        let directory = try CommandLineProcess.scratchWithSwipe()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(chmod(directory.path + "/base.json", 0) == 0)
        let outcome = try CommandLineProcess.run(["run", "base.json"], in: directory)
        #expect(outcome.status == 2)
        #expect(
            outcome.error
                == "scrollsim: base.json: expected a readable file, got a file that could not be read (Permission denied)\n"
        )
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
