import Foundation

// Before anything opens a file: a closed standard stream must not lend its number to it.
StandardStreams.reserveClosed()
// Top-level code runs on the main actor: run the command off it, then exit with its status.
let status: Int32
do {
    let arguments = try RawArguments.read()
    status = await Task.detached { await ScrollSimCommand.run(arguments) }.value
} catch {
    status = ScrollSimCommand.usage(error.description)
}
exit(status)
