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

/// Standard output in blocks of about 64 KiB, for reports written a frame at a time.
final class BufferedOutput: @unchecked Sendable {
    // @unchecked: `buffer` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var buffer = ""

    /// Appends `text`, writing the buffer out once it is large.
    func write(_ text: String) {
        lock.withLock {
            buffer += text
            if buffer.utf8.count >= 1 << 16 { flushLocked() }
        }
    }

    /// Writes out what is buffered.
    func flush() { lock.withLock { flushLocked() } }

    private func flushLocked() {
        guard !buffer.isEmpty else { return }
        Output.write(buffer)
        buffer = ""
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
