import Foundation
import ScrollScenarios

/// The files a user names for `run` and `check`.
enum ScenarioOperands {
    /// `operands` without JSON Schemas (`*.schema.json`, such as `Scenarios/scenario.schema.json`,
    /// which a shell's `Scenarios/*.json` names beside the scenarios), each skipped with a note on
    /// standard error: a directory's are skipped too, and a schema is never a scenario. `-` is
    /// refused: scenarios are read from files, never from standard input.
    static func withoutSchemas(_ operands: [String]) throws(UsageError) -> [String] {
        if operands.contains("-") {
            throw UsageError(description: "-: standard input is not read; name a file (./- for a file named -)")
        }
        return operands.filter { operand in
            guard ScenarioLoader.isSchema(operand) else { return true }
            Output.error("scrollsim: skipping \(TerminalText.escaped(operand)): a JSON Schema, not a scenario")
            return false
        }
    }

    /// `files` with each file once: a file named again (`check dir dir`, `check dir dir/a.json`, a
    /// link to it) is skipped with a note on standard error, naming the path it was first given
    /// as when that differs.
    /// A path that cannot be looked at is kept, for the loader to say why.
    static func distinct(_ files: [String]) -> [String] {
        var first: [FileIdentity: String] = [:]
        return files.filter { file in
            var status = stat()
            guard stat(file, &status) == 0 else { return true }
            let identity = FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
            guard let earlier = first[identity] else {
                first[identity] = file
                return true
            }
            let again =
                earlier == file ? "named more than once" : "the same file as \(TerminalText.escaped(earlier))"
            Output.error("scrollsim: skipping \(TerminalText.escaped(file)): \(again); it runs once")
            return false
        }
    }

    /// What tells two paths to the same file apart from others: its device and inode.
    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }
}
