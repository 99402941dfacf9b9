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
            self = Self.unavailable(path, errno)
            return
        }
        self.init(mode: status.st_mode)
    }

    /// What the open file `descriptor` is (fstat(2)).
    init(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            self = .unavailable(Self.unreadable(errno))
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

    /// Why stat(2) of `path` failed with `code`, in plain words: a symbolic link to a missing
    /// file is named as such (the link is there; its target is not), and any other failure gives
    /// the system's reason.
    private static func unavailable(_ path: String, _ code: Int32) -> Self {
        switch code {
        case ENOENT, ENOTDIR:
            guard let target = SymbolicLink.target(of: path) else { return .unavailable("no such file") }
            return .unavailable("a symbolic link to a missing file (\(TerminalText.escaped(bytes: target)))")
        case ELOOP: return .unavailable("a symbolic link loop")
        default: return .unavailable(unreadable(code))
        }
    }

    /// The words for a file that exists but could not be read: `a file that could not be read
    /// (Permission denied)`, the system's reason for error number `code` in parentheses.
    static func unreadable(_ code: Int32) -> String { unreadable(SystemError.message(code)) }

    /// The words for a file that exists but could not be read, for `reason`.
    static func unreadable(_ reason: String) -> String { "a file that could not be read (\(reason))" }
}
