import Foundation

// Before anything opens a file: a closed standard stream must not lend its number to it.
StandardStreams.reserveClosed()
// Top-level code runs on the main actor: run the command off it, then exit with its status.
let arguments = Array(CommandLine.arguments.dropFirst())
let status = await Task.detached { await ScrollSimCommand.run(arguments) }.value
exit(status)
