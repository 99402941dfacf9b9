import Foundation
import Testing

/// `check DIR` takes every scenario under the directory, its subdirectories included.
@Suite struct CheckDirectoryTests {
    @Test func subdirectoriesAreCheckedInPathOrder() throws {
        let directory = try CommandLineProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = FileManager.default
        for sub in ["sub/deeper", ".hidden"] {
            try manager.createDirectory(
                at: directory.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        let swipe = CommandLineProcess.scenario("paging-swipe.json")
        for copy in ["a.json", "sub/deeper/z.json", ".hidden/skipped.json"] {
            try manager.copyItem(atPath: swipe, toPath: directory.path + "/" + copy)
        }
        try Data("{}".utf8).write(to: directory.appendingPathComponent("sub/skipped.schema.json"))
        // A failing scenario two levels down must fail the check.
        let override = try String(
            contentsOfFile: CommandLineProcess.scenario("will-end-dragging-override.json"), encoding: .utf8)
        try Data(override.replacingOccurrences(of: "\"y\": 572", with: "\"y\": 573").utf8)
            .write(to: directory.appendingPathComponent("sub/c.json"))
        // A link back up is not followed (it would loop).
        try manager.createSymbolicLink(atPath: directory.path + "/sub/up", withDestinationPath: "..")

        let outcome = try CommandLineProcess.run(["check", "."], in: directory)
        #expect(outcome.status == 1, "\(outcome.error)")
        let verdicts = outcome.output.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }
            .map { $0.split(separator: ":")[0] }
        #expect(verdicts == ["PASS ./a.json", "FAIL ./sub/c.json", "PASS ./sub/deeper/z.json"])
        #expect(outcome.output.hasSuffix("2 passed, 1 failed\n"))
    }

    /// A file named twice, as itself or through a directory, runs once, with a note: it ran and
    /// was counted once per naming ("4 passed" for 2 files).
    @Test func aFileNamedTwiceRunsOnce() throws {
        let directory = try CommandLineProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("nested"), withIntermediateDirectories: true)
        for copy in ["nested/a.json", "nested/b.json"] {
            try FileManager.default.copyItem(
                atPath: CommandLineProcess.scenario("paging-swipe.json"), toPath: directory.path + "/" + copy)
        }
        let outcome = try CommandLineProcess.run(["check", "nested", "nested/./a.json", "nested"], in: directory)
        #expect(outcome.status == 0)
        #expect(outcome.output.hasSuffix("\n2 passed, 0 failed\n"), "\(outcome.output)")
        #expect(
            outcome.error
                == "scrollsim: skipping nested/./a.json: the same file as nested/a.json; it runs once\n"
                + "scrollsim: skipping nested/a.json: named more than once; it runs once\n"
                + "scrollsim: skipping nested/b.json: named more than once; it runs once\n")
    }

    /// A control character in a file's name is escaped wherever the name is printed: a carriage
    /// return in `x\rPASS ok.json` showed a failing file as `PASS ok.json` on a terminal.
    @Test func aFilesNameCannotRewriteTheVerdictLine() throws {
        let directory = try CommandLineProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let override = try String(
            contentsOfFile: CommandLineProcess.scenario("will-end-dragging-override.json"), encoding: .utf8)
        try Data(override.replacingOccurrences(of: "\"y\": 572", with: "\"y\": 573").utf8)
            .write(to: directory.appendingPathComponent("x\rPASS ok.json"))
        let outcome = try CommandLineProcess.run(["check", "."], in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.output.hasPrefix("FAIL ./x\\rPASS ok.json: "), "\(outcome.output)")
        #expect(!outcome.output.contains("\r"))
        let missing = try CommandLineProcess.run(["check", "a\u{1B}[31mred.json"], in: directory)
        #expect(missing.status == 2)
        #expect(missing.error.hasPrefix("scrollsim: a\\u001B[31mred.json: "), "\(missing.error)")
    }

    @Test func aScenarioWithoutExpectationsRanButIsNotCountedAsPassed() throws {
        let directory = try CommandLineProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let swipe = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: CommandLineProcess.scenario("paging-swipe.json"))))
        var unchecked = try #require(swipe as? [String: Any])
        unchecked["expect"] = nil
        try JSONSerialization.data(withJSONObject: unchecked).write(to: directory.appendingPathComponent("n.json"))
        let outcome = try CommandLineProcess.run(["check", "n.json"], in: directory)
        #expect(outcome.status == 0, "\(outcome.error)")
        // It used to say "PASS n.json: 0/0 expectations" and count it as passed.
        #expect(outcome.output.hasPrefix("RAN n.json: no expectations to check, "))
        #expect(outcome.output.hasSuffix("0 passed, 0 failed, 1 without expectations\n"))
    }

    /// An empty directory beside a scenario used to be ignored ("1 passed, 0 failed"): a wrong path
    /// in CI must fail however many other operands there are.
    @Test func aDirectoryWithoutScenariosIsRefusedEvenBesideAFile() throws {
        let directory = try CommandLineProcess.scratchWithSwipe()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let outcome = try CommandLineProcess.run(["check", "base.json", "empty"], in: directory)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error == "scrollsim: empty: expected a directory with scenario files (*.json), got none\n")
    }

    /// `scrollsim check Scenarios/*.json` names the schema beside the scenarios: it is skipped with
    /// a note, as a directory's schema is, instead of failing the whole command as a bad scenario.
    @Test func aSchemaNamedByAShellGlobIsSkippedWithANote() throws {
        let directory = try CommandLineProcess.scratchWithSwipe()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            atPath: CommandLineProcess.scenario("scenario.schema.json"),
            toPath: directory.appendingPathComponent("scenario.schema.json").path)
        for command in ["check", "run"] {
            let outcome = try CommandLineProcess.run([command, "base.json", "scenario.schema.json"], in: directory)
            #expect(outcome.status == 0, "\(command): \(outcome.error)")
            #expect(outcome.error == "scrollsim: skipping scenario.schema.json: a JSON Schema, not a scenario\n")
            #expect(outcome.output.contains("base.json") || outcome.output.contains("paging-swipe"), "\(command)")
        }
    }
}
