import Foundation
import Testing

/// Arguments that are given twice, unknown, or that --help and --version would ignore, are refused
/// with exit status 2 by every command, in the same words.
@Suite struct ArgumentTests {
    static let swipe = CommandLineProcess.scenario("paging-swipe.json")

    @Test(arguments: [
        (["run", swipe, "--format", "jsonl", "--format", "text"], "option '--format' given twice"),
        (["run", swipe, "--format=jsonl", "--format", "text"], "option '--format' given twice"),
        (["run", swipe, "--svg", "a.svg", "--svg", "b.svg"], "option '--svg' given twice"),
        (["demo", "--realtime", "--realtime"], "option '--realtime' given twice"),
        (["run", swipe, "--fromat", "jsonl"], "unknown option '--fromat' (did you mean '--format'?)"),
        (["run", swipe, "--jsonl"], "unknown option '--jsonl' (did you mean '--format jsonl'?)"),
        (["demo", "--text"], "unknown option '--text' (did you mean '--format text'?)"),
        (["stress", "--views", "10", "--views", "20"], "option '--views' given twice"),
        (
            ["stress", "--views", "10", "--trace-view", "99"],
            "--trace-view: expected the index of one of the 10 views, 0...9, got 99"
        ),
        (
            ["stress", "--seconds", "1e-300"],
            "--seconds: expected a time of at least one frame (0.016667 s at 60 Hz) and <= 600 s, got 1e-300"
        ),
        (
            ["--help", "extra"],
            "--help takes no other argument, got 'extra' (for a command's help: scrollsim COMMAND --help)"
        ),
        (["help", "run"], "help takes no other argument, got 'run' (for a command's help: scrollsim COMMAND --help)"),
        (["--version", "now"], "--version takes no other argument, got 'now'"),
        (["run", "--help", "extra"], "run --help takes no other argument, got 'extra'"),
        (["stress", "--views", "3", "--help"], "stress --help takes no other argument, got '--views'"),
    ])
    func isRefusedWithExitStatus2(arguments: [String], message: String) throws {
        let outcome = try CommandLineProcess.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error == "scrollsim: \(message)\nRun 'scrollsim --help' for usage.\n")
    }

    @Test func helpAloneStillWorks() throws {
        for arguments in [["--help"], ["run", "--help"], ["stress", "-h"], ["--version"]] {
            let outcome = try CommandLineProcess.run(arguments)
            #expect(outcome.status == 0 && !outcome.output.isEmpty && outcome.error.isEmpty, "\(arguments)")
        }
    }
}
