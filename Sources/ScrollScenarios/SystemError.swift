import Foundation

/// The system's own words for a failed file operation (for the command and the stress trace).
package enum SystemError {
    /// The reason `error` gives in plain words: the text of its POSIX error number ("No space left
    /// on device") when it carries one, else its localized description.
    package static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return message(Int32(error.code)) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error {
            let underlying = underlying as NSError
            if underlying.domain == NSPOSIXErrorDomain { return message(Int32(underlying.code)) }
        }
        return error.localizedDescription
    }

    /// The text of POSIX error number `code`.
    package static func message(_ code: Int32) -> String { String(cString: strerror(code)) }
}
