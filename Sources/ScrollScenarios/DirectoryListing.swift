import Foundation

/// A directory's entries read by their bytes (opendir(3), lstat(2)), so that a name that is not
/// UTF-8 is seen as it is rather than repaired into a name that does not exist.
enum DirectoryListing {
    /// What an entry is, for a walk that does not follow links.
    enum Kind {
        /// A directory (not a link to one).
        case directory
        /// Anything else: a file, a link, a FIFO, or what could not be looked at.
        case other
    }

    /// Why a directory could not be read: the system's error number.
    struct Failure: Error {
        /// The error number opendir(3) set.
        var code: Int32
    }

    /// The names in the directory at `path` (its bytes), `.` and `..` left out; throws the error
    /// number when it cannot be read.
    static func names(in path: [UInt8]) throws(Failure) -> [[UInt8]] {
        guard let directory = withCPath(path, { opendir($0) }) else { throw Failure(code: errno) }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            var raw = entry.pointee.d_name
            let name = withUnsafeBytes(of: &raw) { Array($0.prefix { $0 != 0 }) }
            if name != [UInt8(ascii: ".")] && name != Array("..".utf8) { names.append(name) }
        }
        return names
    }

    /// What the entry at `path` (its bytes) is, the link itself rather than its target.
    static func kind(of path: [UInt8]) -> Kind {
        var status = stat()
        guard withCPath(path, { lstat($0, &status) }) == 0 else { return .other }
        return status.st_mode & S_IFMT == S_IFDIR ? .directory : .other
    }

    /// `body`'s result for `path` as a C string.
    private static func withCPath<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
