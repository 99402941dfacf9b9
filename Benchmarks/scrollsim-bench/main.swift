// scrollsim-bench: every figure of issue 6 (and issue 7's sleeper figure) beside the limit a plain
// loop reaches in the same run, as a table and a JSON summary.
//
//     swift run -c release scrollsim-bench [--quick] [--json PATH] [--realtime-seconds S]
import Foundation

let options: BenchOptions
do {
    options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("scrollsim-bench: \(error)\n".utf8))
    exit(2)
}

// Top-level code runs on the main actor: every measurement runs in a detached task instead.
let status = await Task.detached { await BenchRunner(options: options).run() }.value
exit(status)
