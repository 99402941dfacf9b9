import Foundation

/// A file that `run` or `demo` writes (`--svg`, `--html`, `--trace`), resolved and checked before
/// anything runs, so that a path that cannot be written is refused with nothing run.
struct OutputFile {
    /// The option that asked for it.
    var kind: OutputKind
    /// The path as given, or as derived for one scenario of several (`plot-NAME.svg`).
    var path: String
    /// Where the bytes go: a symbolic link's destination, not the link.
    var destination: ResolvedPath

    /// Resolves `path` and checks that it can be written: its directory exists and is writable,
    /// or it is an existing device or FIFO that is writable. Throws the reason in plain words.
    init(_ kind: OutputKind, path: String) throws(UsageError) {
        self.kind = kind
        self.path = path
        destination = try ResolvedPath(path)
        guard let status = destination.status else {
            try checkDirectory()
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: try checkDirectory()
        case S_IFDIR: throw UsageError(description: "a directory, not a file")
        case S_IFCHR, S_IFBLK, S_IFIFO:
            guard access(destination.path, W_OK) == 0 else {
                throw UsageError(description: SystemError.message(errno))
            }
        default: throw UsageError(description: "not a regular file, a device or a FIFO")
        }
    }

    /// Whether the destination is an existing device or FIFO, written through rather than replaced.
    var writesThrough: Bool {
        guard let status = destination.status else { return false }
        return status.st_mode & S_IFMT != S_IFREG
    }

    /// `--svg plot.svg`, for messages.
    var label: String { "\(kind.rawValue) \(path)" }

    /// Writes `text`. A regular file is replaced whole (a temporary file renamed over it), so that
    /// a reader never sees half of it; a device or FIFO is written through.
    func write(_ text: String) throws(OutputError) {
        do {
            if writesThrough {
                guard let handle = FileHandle(forWritingAtPath: destination.path) else {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                defer { try? handle.close() }
                try handle.write(contentsOf: Data(text.utf8))
            } else {
                try Data(text.utf8).write(to: URL(fileURLWithPath: destination.path), options: .atomic)
            }
        } catch {
            throw OutputError(target: path, error)
        }
    }

    /// Checks that a file can be created beside the destination, as replacing it whole needs:
    /// `access` first, then (since it does not see a read-only or virtual file system such as
    /// /proc, nor what root may not do there) a file created and removed at once.
    private func checkDirectory() throws(UsageError) {
        let directory = ResolvedPath.directory(of: destination.path)
        guard access(directory, W_OK | X_OK) == 0 else { throw cannotCreate(errno) }
        var probe = Array((directory + "/.scrollsim-XXXXXX").utf8CString)
        let descriptor = probe.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw cannotCreate(errno) }
        close(descriptor)
        unlink(probe)
    }

    private func cannotCreate(_ code: Int32) -> UsageError {
        UsageError(
            description: "cannot create a file in \(ResolvedPath.directory(of: path)): \(SystemError.message(code))")
    }
}

/// The files `run` and `demo` can write, by option.
enum OutputKind: String, CaseIterable {
    /// The plot.
    case svg = "--svg"
    /// The replay page.
    case html = "--html"
    /// The Chrome trace.
    case trace = "--trace"
}
