import Foundation

/// What a path names, symbolic links followed, in the words messages use: scenario files must be
/// regular files, since opening a FIFO blocks and a device may never end.
enum PathKind: Equatable {
    /// A regular file.
    case regular
    /// A directory.
    case directory
    /// Something other than a file or directory: what it is, for a message (`a FIFO`, `a device`).
    case special(String)
    /// Nothing that can be looked at: why, for a message (`no such file`, `an empty path`,
    /// `a symbolic link loop`).
    case unavailable(String)

    /// What `path` names (stat(2)).
    init(path: String) {
        // stat(2) answers "" with ENOENT, which would read as a missing file the message cannot name.
        guard !path.isEmpty else {
            self = .unavailable("an empty path")
            return
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            self = Self.missing(errno)
            return
        }
        self.init(mode: status.st_mode)
    }

    /// What the open file `descriptor` is (fstat(2)).
    init(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            self = .unavailable("a file that could not be read")
            return
        }
        self.init(mode: status.st_mode)
    }

    private init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .special("a FIFO")
        case S_IFCHR, S_IFBLK: self = .special("a device")
        case S_IFSOCK: self = .special("a socket")
        default: self = .special("not a regular file")
        }
    }

    private static func missing(_ code: Int32) -> Self {
        switch code {
        case ENOENT, ENOTDIR: .unavailable("no such file")
        case ELOOP: .unavailable("a symbolic link loop")
        case EACCES: .unavailable("a file that could not be read (permission denied)")
        default: .unavailable("a file that could not be read")
        }
    }
}
