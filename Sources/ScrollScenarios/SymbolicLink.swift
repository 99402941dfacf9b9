import Foundation

/// What a symbolic link holds, as bytes: a link's target need not be UTF-8.
package enum SymbolicLink {
    /// The target `path` names, as the link holds it (relative to the link's directory unless it
    /// starts with `/`), if `path` is a symbolic link that can be read.
    package static func target(of path: String) -> [UInt8]? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        return count < 0 ? nil : buffer[..<count].map { UInt8(bitPattern: $0) }
    }
}
