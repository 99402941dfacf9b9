import Foundation
import ScrollScenarios

/// A file that `run` or `demo` writes (`--svg`, `--html`, `--trace`), resolved and checked before
/// anything runs, so that a path that cannot be written is refused with nothing run.
struct OutputFile {
    /// The option that asked for it.
    var kind: OutputKind
    /// The path as given, or as derived for one scenario of several (`plot-NAME.svg`).
    var path: String
    /// Where the bytes go: a symbolic link's destination, not the link.
    var destination: ResolvedPath

    /// Resolves `path` and checks that it can be written: its directory exists and is writable and
    /// an existing file there is writable too (as the shell's `>` needs), or it is an existing
    /// device or FIFO that is writable. Throws the reason in plain words.
    init(_ kind: OutputKind, path: String) throws(UsageError) {
        self.kind = kind
        self.path = path
        // Not a file name, whatever is there: a trailing slash names a directory (and was dropped
        // when nothing existed), and `-` would be a file named `-` (standard output has the report).
        if path.hasSuffix("/") { throw UsageError(description: "a directory's path (it ends in /), not a file's") }
        if path == "-" {
            throw UsageError(description: "standard output, where the report goes; give it a file of its own")
        }
        destination = try ResolvedPath(path)
        guard let status = destination.status else {
            try checkDirectory()
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            // Replacing it would not need its permission, only the directory's: a read-only file
            // is refused rather than silently replaced.
            try checkWritable()
            try checkDirectory()
        case S_IFDIR: throw UsageError(description: "a directory, not a file")
        case S_IFCHR, S_IFBLK, S_IFIFO: try checkWritable()
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
                try writeThrough(Data(text.utf8))
            } else {
                try replace(with: Data(text.utf8))
            }
        } catch {
            throw OutputError(target: path, error)
        }
    }

    /// Writes `data` into the device or FIFO at the destination.
    private func writeThrough(_ data: Data) throws {
        guard let handle = FileHandle(forWritingAtPath: destination.path) else { throw Self.lastError() }
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
    }

    /// Replaces the file at the destination with `data`: a new file beside it, with the old file's
    /// permission bits (or, for a new file, those the umask leaves), renamed over it once written.
    private func replace(with data: Data) throws {
        let temporary = ResolvedPath.directory(of: destination.path) + "/.scrollsim-" + UUID().uuidString
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Self.lastError() }
        do {
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            try keepPermissions(descriptor)
            try handle.write(contentsOf: data)
            try handle.close()
            guard rename(temporary, destination.path) == 0 else { throw Self.lastError() }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Gives the file open as `descriptor` the permission bits of the file at the destination, if
    /// there is one, so that replacing a private file (`chmod 600`) does not make it readable.
    private func keepPermissions(_ descriptor: Int32) throws {
        var existing = stat()
        guard stat(destination.path, &existing) == 0 else { return }
        guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else { throw Self.lastError() }
    }

    /// The error `errno` names.
    private static func lastError() -> POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }

    /// Checks that the destination itself may be written (access(2)); throws the system's reason.
    private func checkWritable() throws(UsageError) {
        guard access(destination.path, W_OK) == 0 else { throw UsageError(description: SystemError.message(errno)) }
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
