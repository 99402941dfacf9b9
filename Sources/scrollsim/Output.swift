import Foundation

/// Writing to the terminal and to files (Swift 6 rejects the C globals `stdout` and `stderr`).
enum Output {
    /// Writes `text` to standard output as is.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes one line to standard error.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Writes `text` to the file at `path`, replacing it.
    static func save(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

/// The exit statuses of every command.
enum ExitStatus {
    /// Everything ran and every expectation held.
    static let success: Int32 = 0
    /// An expectation failed (or the stress harness found a violation).
    static let failure: Int32 = 1
    /// Bad usage or an invalid scenario.
    static let usage: Int32 = 2
}

/// A command-line mistake: printed with a pointer to the help, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}
