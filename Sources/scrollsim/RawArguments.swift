import Foundation
import ScrollScenarios

/// The command line as the system passed it. `CommandLine.arguments` repairs bytes that are not
/// UTF-8 to U+FFFD, so a path given in Latin-1 (`plot-\xE9.svg`) would name another file: an
/// output written there, an input reported missing. scrollsim takes every argument in UTF-8, and
/// refuses one that is not, naming it.
enum RawArguments {
    /// The arguments after the program's name, each read from its bytes; throws ``UsageError``
    /// naming the first that is not valid UTF-8 (its other bytes escaped, that one as `\xE9`).
    static func read() throws(UsageError) -> [String] {
        var arguments: [String] = []
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            guard let argument = String(validatingCString: pointer) else {
                let bytes = UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) }
                throw UsageError(
                    description:
                        "the argument '\(TerminalText.escaped(bytes: bytes))' is not valid UTF-8; scrollsim takes "
                        + "paths and other arguments in UTF-8")
            }
            arguments.append(argument)
        }
        return arguments
    }
}
