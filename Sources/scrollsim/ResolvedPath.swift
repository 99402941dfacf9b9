import Foundation
import ScrollScenarios

/// A path with every symbolic link resolved, and what is there: where writing to the path would
/// put the bytes.
struct ResolvedPath {
    /// The absolute path, without symbolic links (the last component may not exist yet).
    var path: String
    /// What `path` names, if it exists.
    var status: stat?

    /// The most links followed before the path is called a loop (as ELOOP does).
    static let maximumLinks = 40

    /// Resolves `path` (relative to the current directory); throws the reason it cannot be, in
    /// plain words (`no such directory out`, `a symbolic link loop`).
    init(_ path: String) throws(UsageError) {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var current = absolute
        // Messages name the path as given until a link is followed, then the link's destination.
        var shown = path
        for _ in 0...Self.maximumLinks {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                let code = errno
                guard code == ENOENT else { throw Self.failure(code) }
                if current != absolute, let anonymous = Self.anonymous(absolute) {
                    // A link of /proc (/dev/stdout, /dev/fd/N) to a pipe or socket names no path
                    // (`pipe:[1234]`); the kernel still opens it through the path as given.
                    self.path = absolute
                    status = anonymous
                    return
                }
                self.path = try Self.real(directoryOf: current, shown: shown) + "/" + Self.name(of: current)
                return
            }
            if info.st_mode & S_IFMT == S_IFLNK {
                let target = try Self.link(current)
                current = target.hasPrefix("/") ? target : Self.directory(of: current) + "/" + target
                shown = current
                continue
            }
            self.path = try Self.real(directoryOf: current, shown: shown) + "/" + Self.name(of: current)
            status = info
            return
        }
        throw UsageError(description: "a symbolic link loop")
    }

    /// Whether `self` and `other` are the same file: the same path, or (hard links) the same inode.
    func isSameFile(as other: ResolvedPath) -> Bool {
        if path == other.path { return true }
        guard let mine = status, let theirs = other.status else { return false }
        return mine.st_dev == theirs.st_dev && mine.st_ino == theirs.st_ino
    }

    /// The directory of a path (`.` for a bare name).
    static func directory(of path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? "." : directory
    }

    private static func name(of path: String) -> String { (path as NSString).lastPathComponent }

    private static func real(directoryOf path: String, shown: String) throws(UsageError) -> String {
        let directory = directory(of: path)
        guard let resolved = realpath(directory, nil) else {
            let code = errno
            let shown = Self.directory(of: shown)
            switch code {
            case ENOENT: throw UsageError(description: "no such directory \(shown)")
            case ENOTDIR: throw UsageError(description: "\(shown) is not a directory")
            default: throw UsageError(description: "\(shown): \(SystemError.message(code))")
            }
        }
        defer { free(resolved) }
        let text = String(cString: resolved)
        return text == "/" ? "" : text
    }

    /// What `path` opens when it is a pipe, socket or device that its links cannot name.
    private static func anonymous(_ path: String) -> stat? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFSOCK || type == S_IFCHR || type == S_IFBLK ? info : nil
    }

    /// The target of the symbolic link at `path`; a target that is not UTF-8 is refused, since it
    /// could not be followed as given (scrollsim takes paths in UTF-8).
    private static func link(_ path: String) throws(UsageError) -> String {
        guard let target = SymbolicLink.target(of: path) else { throw failure(errno) }
        guard let text = String(validating: target, as: UTF8.self) else {
            throw UsageError(
                description:
                    "a symbolic link to '\(TerminalText.escaped(bytes: target))', a path that is not valid UTF-8; "
                    + "scrollsim takes paths in UTF-8")
        }
        return text
    }

    private static func failure(_ code: Int32) -> UsageError {
        UsageError(description: code == ELOOP ? "a symbolic link loop" : SystemError.message(code))
    }
}
