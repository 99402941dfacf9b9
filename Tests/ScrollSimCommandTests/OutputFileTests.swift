import Foundation
import Testing

/// `--svg`, `--html` and `--trace` paths are checked before anything runs: none may be a scenario
/// file read, no two may be the same file, and each must be writable; devices and FIFOs are written
/// through, and a symbolic link's destination is written, not the link replaced.
@Suite struct OutputFileTests {
    private func scratch() throws -> URL { try CommandLineProcess.scratchWithSwipe() }

    private func contents(_ directory: URL, _ name: String) -> String { CommandLineProcess.contents(directory, name) }

    @Test func anInputFileIsNeverOverwritten() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = contents(directory, "base.json")
        try FileManager.default.createSymbolicLink(
            atPath: directory.path + "/link.json", withDestinationPath: "base.json")
        for output in ["base.json", "./base.json", "link.json", directory.path + "/base.json"] {
            let outcome = try CommandLineProcess.run(["run", "base.json", "--svg", output], in: directory)
            #expect(outcome.status == 2 && outcome.output.isEmpty, "\(output)")
            #expect(
                outcome.error == "scrollsim: --svg \(output) would overwrite the scenario file base.json\n",
                "\(outcome.error)")
        }
        #expect(contents(directory, "base.json") == original)
    }

    /// Options may come before the files, so `run --svg a.json b.json` took the scenario `a.json`
    /// for the plot's path and replaced it. A file that holds a scenario, run or not, is refused
    /// as an output; another JSON file (a trace written before) is not.
    @Test func aScenarioFileNotRunIsNeverOverwrittenEither() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(atPath: directory.path + "/base.json", toPath: directory.path + "/other.json")
        let original = contents(directory, "other.json")
        for kind in ["--svg", "--html", "--trace"] {
            let outcome = try CommandLineProcess.run(["run", kind, "other.json", "base.json"], in: directory)
            #expect(outcome.status == 2 && outcome.output.isEmpty)
            #expect(
                outcome.error
                    == "scrollsim: \(kind) other.json would overwrite a scenario file (\(kind) writes to the path after it: name a new file)\n",
                "\(outcome.error)")
        }
        #expect(contents(directory, "other.json") == original)
        // A trace, JSON too, is written over again.
        for _ in 0..<2 {
            let outcome = try CommandLineProcess.run(["run", "base.json", "--trace", "trace.json"], in: directory)
            #expect(outcome.status == 0, "\(outcome.error)")
        }
    }

    @Test func twoOutputsToOneFileAreRefused() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let same = try CommandLineProcess.run(["run", "base.json", "--svg", "x", "--html", "./x"], in: directory)
        #expect(same.status == 2 && same.output.isEmpty)
        #expect(same.error == "scrollsim: --svg x and --html ./x are the same file; give each its own path\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/x"))
        // The user's own paths still clash with several files: each option derives the same names.
        try FileManager.default.copyItem(atPath: directory.path + "/base.json", toPath: directory.path + "/copy.json")
        let both = try CommandLineProcess.run(
            ["run", "base.json", "copy.json", "--svg", "out", "--html", "out"], in: directory)
        #expect(both.status == 2 && both.output.isEmpty)
        #expect(
            both.error.hasPrefix(
                "scrollsim: --svg out-paging-swipe.1 (for base.json) and --html out-paging-swipe.1 (for base.json) "
                    + "are the same file; give each its own path\n"), "\(both.error)")
    }

    /// Per-scenario paths never clash and never exceed a file name's length: two scenarios of the
    /// same name (a copy made to vary it), names that become alike (`a/b`, `a-b`) or differ only in
    /// case (one file on macOS) each get their file's place; a name of 4,000 characters is cut to
    /// 100 bytes. Two files of one name were refused ("give each its own path", which the user
    /// could not do), and a long name failed with "File name too long".
    @Test func perScenarioPathsAreUniqueAndBounded() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let swipe = try String(contentsOfFile: directory.path + "/base.json", encoding: .utf8)
        let names = [
            "copy": "paging-swipe", "slash": "a/b", "dash": "a-b", "upper": "A-B",
            "long": String(repeating: "é", count: 4000),
        ]
        for (file, name) in names {
            try Data(swipe.replacingOccurrences(of: "\"name\": \"paging-swipe\"", with: "\"name\": \"\(name)\"").utf8)
                .write(to: directory.appendingPathComponent(file + ".json"))
        }
        let files = ["base.json", "copy.json", "slash.json", "dash.json", "upper.json", "long.json"]
        let outcome = try CommandLineProcess.run(["run"] + files + ["--svg", "p.svg"], in: directory)
        #expect(outcome.status == 0, "\(outcome.error)")
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("p-") }
        #expect(
            Set(written) == [
                "p-paging-swipe.1.svg", "p-paging-swipe.2.svg", "p-a-b.3.svg", "p-a-b.4.svg", "p-A-B.5.svg",
                "p-" + String(repeating: "é", count: 50) + ".svg",
            ])
    }

    @Test func anUnwritablePathIsRefusedBeforeAnythingRuns() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(atPath: directory.path + "/folder", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/loop", withDestinationPath: "loop")
        let cases = [
            ("missing/x.svg", "no such directory missing"),
            ("base.json/x.svg", "Not a directory"),
            ("folder", "a directory, not a file"),
            ("loop", "a symbolic link loop"),
            // A trailing slash wrote a file `new.svg` when nothing was there (and was refused when
            // something was); `-` wrote a file named `-`.
            ("new.svg/", "a directory's path (it ends in /), not a file's"),
            ("folder/", "a directory's path (it ends in /), not a file's"),
            ("-", "standard output, where the report goes; give it a file of its own"),
        ]
        for (path, reason) in cases {
            let outcome = try CommandLineProcess.run(["run", "base.json", "--trace", path], in: directory)
            #expect(outcome.status == 2 && outcome.output.isEmpty, "\(path)")
            #expect(outcome.error == "scrollsim: --trace \(path): \(reason)\n")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/new.svg"))
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/-"))
        let demo = try CommandLineProcess.run(["demo", "--html", "missing/x.html"], in: directory)
        #expect(demo.status == 2 && demo.output.isEmpty)
        #expect(demo.error == "scrollsim: --html missing/x.html: no such directory missing\n")
    }

    /// A file `name` in `directory` holding "old", with permission bits `mode`; returns its path.
    private func existingFile(_ name: String, mode: mode_t, in directory: URL) throws -> String {
        let path = directory.path + "/" + name
        try #require(FileManager.default.createFile(atPath: path, contents: Data("old".utf8)))
        try #require(chmod(path, mode) == 0)
        return path
    }

    @Test func aReplacedFileKeepsItsPermissionsAndLeavesNoTemporaryFile() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plot = try existingFile("private.svg", mode: 0o600, in: directory)
        let outcome = try CommandLineProcess.run(["run", "base.json", "--svg", "private.svg"], in: directory)
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(mode(plot) == 0o600)
        #expect(contents(directory, "private.svg").contains("<svg"))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.sorted() == ["base.json", "private.svg"])
    }

    @Test func aReadOnlyFileIsRefusedBeforeAnythingRuns() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plot = try existingFile("read-only.svg", mode: 0o444, in: directory)
        let outcome = try CommandLineProcess.run(["run", "base.json", "--svg", "read-only.svg"], in: directory)
        if geteuid() == 0 {
            // access(2) grants root every file: it is replaced, as the shell's `>` would, and stays read-only.
            #expect(outcome.status == 0, "\(outcome.error)")
            #expect(contents(directory, "read-only.svg").contains("<svg"))
        } else {
            #expect(outcome.status == 2 && outcome.output.isEmpty)
            #expect(outcome.error == "scrollsim: --svg read-only.svg: Permission denied\n")
            #expect(contents(directory, "read-only.svg") == "old")
        }
        #expect(mode(plot) == 0o444)
    }

    /// The permission bits of the file at `path`.
    private func mode(_ path: String) -> mode_t? {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
    }

    @Test func aDeviceIsWrittenThroughAndAFailedWriteIsNamedWithExitStatus3() throws {
        // Through a link of the test's own, so that a failure could only ever replace the link.
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(
            atPath: directory.path + "/full.svg", withDestinationPath: "/dev/full")
        let outcome = try CommandLineProcess.run(["run", "base.json", "--svg", "full.svg"], in: directory)
        #expect(outcome.status == 3)
        #expect(outcome.error == "scrollsim: cannot write full.svg: No space left on device\n")
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(atPath: directory.path + "/full.svg")) == "/dev/full")
    }

    @Test func aSymbolicLinkIsWrittenThroughAndKept() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(
            atPath: directory.path + "/plot.svg", withDestinationPath: "real.svg")
        let outcome = try CommandLineProcess.run(["run", "base.json", "--svg", "plot.svg"], in: directory)
        #expect(outcome.status == 0, "\(outcome.error)")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: directory.path + "/plot.svg")
        #expect(link == "real.svg")
        #expect(contents(directory, "real.svg").contains("<svg"))
    }

    @Test func aFIFOIsWrittenThroughNotReplaced() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.path + "/plot.svg"
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader is the shell's `cat`, started beside scrollsim: the FIFO gets both ends.
        let outcome = try CommandLineProcess.run(
            ["run", "base.json", "--svg", "plot.svg"], redirections: "& timeout 60 cat plot.svg > copy.svg; wait $!",
            in: directory)
        #expect(outcome.status == 0)
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(contents(directory, "copy.svg").contains("<svg"))
    }
}
