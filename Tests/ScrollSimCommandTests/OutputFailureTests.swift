import Foundation
import Testing

/// Standard output or error that cannot be written (a full disk, a closed stream) ends the command
/// with a message and exit status 3, never a crash.
@Suite struct OutputFailureTests {
    static let swipe = CommandLineProcess.scenario("paging-swipe.json")

    @Test(arguments: [
        ["run", swipe, "--format", "jsonl"],
        ["run", swipe],
        ["check", swipe],
        ["demo"],
        ["--help"],
        ["run", "--help"],
        ["--version"],
        ["stress", "--views", "3", "--seconds", "0.1"],
    ])
    func aFullStandardOutputIsReported(arguments: [String]) throws {
        let outcome = try CommandLineProcess.run(arguments, redirections: "> /dev/full")
        #expect(!outcome.crashed, "\(outcome.error.prefix(300))")
        #expect(outcome.status == 3)
        #expect(
            outcome.error.hasSuffix("scrollsim: cannot write to standard output: No space left on device\n"),
            "\(outcome.error.prefix(300))")
    }

    @Test func aClosedStandardOutputIsReported() throws {
        let outcome = try CommandLineProcess.run(["check", Self.swipe], redirections: ">&-")
        #expect(!outcome.crashed && outcome.status == 3)
        #expect(outcome.error == "scrollsim: cannot write to standard output: Bad file descriptor\n")
    }

    @Test func aFullStandardErrorEndsTheCommandQuietly() throws {
        let directory = try CommandLineProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"name": "x"}"#.utf8).write(to: directory.appendingPathComponent("bad.json"))
        let invalid = try CommandLineProcess.run(["run", "bad.json"], redirections: "2> /dev/full", in: directory)
        #expect(!invalid.crashed && invalid.status == 3)
        let usage = try CommandLineProcess.run(["frobnicate"], redirections: "2>&-")
        #expect(!usage.crashed && usage.status == 3)
    }

    /// The trace `--trace-view` asks for goes to standard error: when it cannot be written, the run
    /// still ends with its summary, which says so, and exit status 3 (it exited 0, the trace lost).
    @Test func aStressTraceThatCannotBeWrittenIsReported() throws {
        let arguments = ["stress", "--views", "5", "--seconds", "1", "--trace-view", "2"]
        let outcome = try CommandLineProcess.run(arguments, redirections: "2> /dev/full")
        #expect(!outcome.crashed && outcome.status == 3)
        #expect(
            outcome.output.hasSuffix(
                "  violations: 0\n  the trace of view 2 was not all written to standard error: No space left on device\n"
            ),
            "\(outcome.output)")
        let untraced = try CommandLineProcess.run(Array(arguments.dropLast(2)), redirections: "2> /dev/full")
        #expect(untraced.status == 0)  // progress lines are a courtesy, dropped
    }

    @Test func theReportStillGoesToAnOutputFileWhenStandardOutputFails() throws {
        let directory = try CommandLineProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plot = directory.appendingPathComponent("plot.svg").path
        let outcome = try CommandLineProcess.run(["run", Self.swipe, "--svg", plot], redirections: "> /dev/full")
        #expect(!outcome.crashed && outcome.status == 3)
        #expect(FileManager.default.fileExists(atPath: plot))
    }

    /// A file that fails as it is written (`/dev/full` passes every check made before the run) does
    /// not keep the files after it from being written, nor hide standard output's failure: each
    /// failure gets its line, standard output's first.
    @Test func everyFileIsWrittenAndEveryFailureReported() throws {
        let directory = try CommandLineProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try CommandLineProcess.run(
            ["run", Self.swipe, "--svg", "/dev/full", "--html", "replay.html", "--trace", "trace.json"],
            redirections: "> /dev/full", in: directory)
        #expect(!outcome.crashed && outcome.status == 3)
        #expect(
            outcome.error
                == "scrollsim: cannot write to standard output: No space left on device\n"
                + "scrollsim: cannot write /dev/full: No space left on device\n", "\(outcome.error)")
        #expect(CommandLineProcess.contents(directory, "replay.html").contains("<html"))
        #expect(CommandLineProcess.contents(directory, "trace.json").contains("traceEvents"))
    }
}
