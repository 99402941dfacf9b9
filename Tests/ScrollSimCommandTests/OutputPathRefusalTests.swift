import Foundation
import Testing

/// Output paths that would lose the report or fail only after the run are refused before anything
/// runs, with exit status 2: the file or pipe standard output or error goes to, an empty path, a
/// directory where no file can be created. A pipe that is not a standard stream is written through.
@Suite struct OutputPathRefusalTests {
    static let swipe = CommandLineProcess.scenario("paging-swipe.json")

    private func scratch() throws -> URL { try CommandLineProcess.scratchWithSwipe() }

    private func contents(_ directory: URL, _ name: String) -> String { CommandLineProcess.contents(directory, name) }

    /// Runs `/bin/sh -c 'exec scrollsim ARGUMENTS REDIRECTIONS'` in `directory` with standard output
    /// on an anonymous pipe (not a file), returning the status, what came through the pipe and
    /// standard error.
    private func runOnPipe(
        _ arguments: [String], redirections: String = "", in directory: URL
    ) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" \"$@\" \(redirections)", CommandLineProcess.executable] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errorFile = directory.appendingPathComponent("stderr.txt")
        #expect(FileManager.default.createFile(atPath: errorFile.path, contents: nil))
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: data, as: UTF8.self), contents(directory, "stderr.txt")
        )
    }

    @Test(arguments: [
        (
            ["run", "base.json", "--svg", "/dev/stdout"], "> out.txt",
            "--svg /dev/stdout is also standard output (where the report goes)"
        ),
        (
            ["run", "base.json", "--format", "jsonl", "--html", "out.txt"], "> out.txt",
            "--html out.txt is also standard output (where the report goes)"
        ),
        (
            ["demo", "--trace", "./out.txt"], "> out.txt",
            "--trace ./out.txt is also standard output (where the report goes)"
        ),
        (
            ["run", "base.json", "--svg", "err.txt"], "2> err.txt",
            "--svg err.txt is also standard error (where messages go)"
        ),
    ])
    func theFileOfAStandardStreamIsRefusedBeforeAnythingRuns(
        arguments: [String], redirections: String, reason: String
    ) throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try CommandLineProcess.run(arguments, redirections: redirections, in: directory)
        #expect(outcome.status == 2)
        let message = "scrollsim: \(reason); give it a file of its own\n"
        if redirections.hasPrefix("2>") {
            #expect(outcome.output.isEmpty)
            #expect(contents(directory, "err.txt") == message)
        } else {
            #expect(contents(directory, "out.txt").isEmpty)
            #expect(outcome.error == message)
        }
    }

    @Test func standardOutputOnAPipeIsRefusedBeforeAnythingRunsNotAfter() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try runOnPipe(["run", "base.json", "--svg", "/dev/stdout"], in: directory)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(
            outcome.error
                == "scrollsim: --svg /dev/stdout is also standard output (where the report goes); give it a file of its own\n"
        )
    }

    @Test func aPipeThatIsNoStandardStreamIsWrittenThrough() throws {
        // Descriptor 3 is the pipe, standard output /dev/null: /dev/fd/3 links to `pipe:[N]`.
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try runOnPipe(
            ["run", "base.json", "--svg", "/dev/fd/3"], redirections: "3>&1 > /dev/null", in: directory)
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(outcome.output.hasPrefix("<?xml") && outcome.output.contains("<svg"))
    }

    @Test func aCharacterDeviceIsWrittenThroughEvenAsStandardOutput() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try CommandLineProcess.run(
            ["run", "base.json", "--svg", "/dev/stdout"], redirections: "> /dev/null", in: directory)
        #expect(outcome.status == 0 && outcome.error.isEmpty, "\(outcome.error)")
    }

    @Test(arguments: [["--svg", ""], ["--html="], ["--trace", ""]])
    func anEmptyPathIsCalledEmpty(option: [String]) throws {
        let outcome = try CommandLineProcess.run(["run", Self.swipe] + option)
        let name = option[0].hasSuffix("=") ? String(option[0].dropLast()) : option[0]
        #expect(outcome.status == 2 && outcome.output.isEmpty)
        #expect(outcome.error == "scrollsim: \(name): the path is empty\nRun 'scrollsim run --help' for usage.\n")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/version")))
    func aPathWhereNoFileCanBeCreatedIsRefusedBeforeAnythingRuns() throws {
        // /proc takes no new file, whatever access(2) says (to root, everything is writable).
        let outcome = try CommandLineProcess.run(["run", Self.swipe, "--svg", "/proc/version"])
        #expect(outcome.status == 2 && outcome.output.isEmpty)
        #expect(
            outcome.error.hasPrefix("scrollsim: --svg /proc/version: cannot create a file in /proc: "),
            "\(outcome.error)")
    }
}
