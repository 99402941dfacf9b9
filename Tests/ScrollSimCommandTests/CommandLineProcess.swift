import Foundation

/// The built `scrollsim` run as a child process through `/bin/sh`, so that a test can redirect
/// or close its standard streams as a shell user would (`> /dev/full`, `>&-`).
struct CommandLineProcess {
    /// What one run left behind.
    struct Outcome {
        /// The exit status, or the signal's number when `crashed`.
        var status: Int32
        /// Whether a signal ended it (a trap is SIGILL).
        var crashed: Bool
        /// What it wrote to standard output (empty when that was redirected).
        var output: String
        /// What it wrote to standard error (empty when that was redirected).
        var error: String
    }

    /// The `scrollsim` executable beside the test bundle (the same build directory).
    static let executable: String = {
        var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if !FileManager.default.fileExists(atPath: directory.path) {
            directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        }
        for _ in 0..<5 {
            directory.deleteLastPathComponent()
            let candidate = directory.appendingPathComponent("scrollsim").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "scrollsim"
    }()

    /// The package's root, for the shipped scenarios.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A shipped scenario's path.
    static func scenario(_ name: String) -> String {
        packageRoot.appendingPathComponent("Scenarios/\(name)").path
    }

    /// Runs `scrollsim ARGUMENTS SHELLWORDS REDIRECTIONS` in `directory`; `shellWords` and
    /// `redirections` are shell syntax, the first for arguments a Swift string cannot hold (bytes
    /// that are not UTF-8: `"$(printf 'caf\\351.json')"`), the second applied after the captured
    /// streams (`"> /dev/full"`, `"2>&-"`).
    static func run(
        _ arguments: [String], shellWords: String = "", redirections: String = "", in directory: URL? = nil,
        timeout: Int? = nil
    ) throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-cli-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputFile = scratch.appendingPathComponent("stdout")
        let errorFile = scratch.appendingPathComponent("stderr")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // `timeout` bounds a command that would block (a FIFO without a writer) without the test
        // itself waiting on the clock.
        let prefix = timeout.map { "timeout \($0) " } ?? ""
        process.arguments =
            [
                "-c",
                "exec \(prefix)\"$0\" \"$@\" \(shellWords) > '\(outputFile.path)' 2> '\(errorFile.path)' \(redirections)",
                executable,
            ] + arguments
        if let directory { process.currentDirectoryURL = directory }
        try process.run()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
            output: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
            error: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
    }

    /// Runs the shell command `script` in `directory`, for files a Swift string cannot name (bytes
    /// that are not UTF-8); true if it succeeded.
    static func shell(_ script: String, in directory: URL) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// A new empty directory for one test's files, removed by `cleanup`.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-test-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A scratch directory holding a copy of paging-swipe.json as `base.json`.
    static func scratchWithSwipe() throws -> URL {
        let directory = try temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: scenario("paging-swipe.json"), toPath: directory.appendingPathComponent("base.json").path)
        return directory
    }

    /// The text of file `name` in `directory`, or "" if it cannot be read.
    static func contents(_ directory: URL, _ name: String) -> String {
        (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }
}
