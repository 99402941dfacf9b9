import Foundation

/// Standard input, output and error as the caller left them.
enum StandardStreams {
    /// Opens each of descriptors 0, 1 and 2 that the caller closed (`>&-`) on /dev/null, read
    /// only. Else the next file opened would take its number, and the report would go into that
    /// file; this way writing to a closed stream fails with EBADF, as it should. Call it first.
    static func reserveClosed() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 {
            _ = open("/dev/null", O_RDONLY)
        }
    }
}
