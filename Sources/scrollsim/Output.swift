import Foundation
import ScrollScenarios

/// Writing to the terminal (Swift 6 rejects the C globals `stdout` and `stderr`).
enum Output {
    /// Writes `text` to standard output as is; throws when it cannot (a full disk, a closed stream).
    static func write(_ text: String) throws(OutputError) {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        } catch {
            throw OutputError(target: "to standard output", error)
        }
    }

    /// Writes one line to standard error. When even that fails there is nowhere left to say why:
    /// the command exits at once with ``ExitStatus/output``.
    static func error(_ line: String) {
        do {
            try FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
        } catch {
            exit(ExitStatus.output)
        }
    }
}

/// Output that could not be written: printed as `cannot write to standard output: REASON`, exit
/// status 3. One error may hold several failures (standard output's and each file's), a line each.
struct OutputError: Error, CustomStringConvertible {
    /// One line per failure, in the order they happened, without the `scrollsim: ` prefix.
    var lines: [String]

    /// The failures, a line each.
    var description: String { lines.joined(separator: "\n") }

    /// The error for `target` (`to standard output`, a file's path) from what the write threw.
    init(target: String, _ error: any Error) {
        lines = ["cannot write \(target): \(SystemError.reason(error))"]
    }

    /// The error of a run whose report, printed or drawn whole, would not fit in memory.
    init(_ full: RecordLimitError, file: String) {
        lines = [
            "\(TerminalText.escaped(file)): \(full); JSON Lines alone (--format jsonl, without --svg, --html or "
                + "--trace) stream the events instead of keeping them"
        ]
    }

    /// The failures of `errors` as one error, in their order; nil if there are none.
    init?(combining errors: [OutputError]) {
        guard !errors.isEmpty else { return nil }
        lines = errors.flatMap(\.lines)
    }
}

/// Standard output in blocks of about 64 KiB, for reports written a frame at a time, or as each
/// frame ends (in real time, where a reader follows the run as it plays). Once a write fails the
/// rest is dropped and ``flush()`` throws that failure.
final class BufferedOutput: @unchecked Sendable {
    // @unchecked: `buffer` and `failure` are read and written only while `lock` is held.
    private let lock = NSLock()
    private var buffer = ""
    private var failure: OutputError?
    /// The bytes held before they are written: 0 writes each frame's text at once.
    private let blockSize: Int

    /// Output written in blocks of about 64 KiB, or with `live`, as each write comes.
    init(live: Bool = false) { blockSize = live ? 0 : 1 << 16 }

    /// Appends `text`, writing the buffer out once it is a block.
    func write(_ text: String) {
        lock.withLock {
            guard failure == nil else { return }
            buffer += text
            if buffer.utf8.count >= blockSize { flushLocked() }
        }
    }

    /// Writes out what is buffered; throws the first failure to write, now or earlier.
    func flush() throws(OutputError) {
        let failure = lock.withLock {
            flushLocked()
            return self.failure
        }
        if let failure { throw failure }
    }

    private func flushLocked() {
        guard !buffer.isEmpty, failure == nil else { return }
        do {
            try Output.write(buffer)
        } catch {
            failure = error
        }
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
    /// Output (standard output, standard error or an output file) could not be written.
    static let output: Int32 = 3
}

/// A command-line mistake: printed with a pointer to the help, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}
