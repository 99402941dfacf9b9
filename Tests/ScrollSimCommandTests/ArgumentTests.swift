import Foundation
import Testing

/// Arguments that are given twice, unknown, or that --help and --version would ignore, and options
/// put before the command, are refused with exit status 2 by every command, in the same words.
@Suite struct ArgumentTests {
    static let swipe = CommandLineProcess.scenario("paging-swipe.json")

    @Test(arguments: [
        (["run", swipe, "--format", "jsonl", "--format", "text"], "option '--format' given twice"),
        (["run", swipe, "--format=jsonl", "--format", "text"], "option '--format' given twice"),
        (["run", swipe, "--svg", "a.svg", "--svg", "b.svg"], "option '--svg' given twice"),
        (["demo", "--realtime", "--realtime"], "option '--realtime' given twice"),
        (["run", swipe, "--realtime=1"], "--realtime is a flag and takes no value, got \"--realtime=1\""),
        (["stress", "--realtime=yes"], "--realtime is a flag and takes no value, got \"--realtime=yes\""),
        (["run", swipe, "--fromat", "jsonl"], "unknown option '--fromat' (did you mean '--format'?)"),
        (["run", swipe, "--jsonl"], "unknown option '--jsonl' (did you mean '--format jsonl'?)"),
        (["demo", "--text"], "unknown option '--text' (did you mean '--format text'?)"),
        (["-v"], "unknown option '-v' (did you mean '--version'?)"),
        (["-V"], "unknown option '-V' (did you mean '--version'?)"),
        (["stress", "--views", "10", "--views", "20"], "option '--views' given twice"),
        (["stress", "--views=10", "--views", "20"], "option '--views' given twice"),
        (
            ["stress", "--seconds=-1"],
            "--seconds: expected a time of at least one frame (0.016667 s at 60 Hz) and <= 600 s, got -1"
        ),
        (["stress", "200"], "unexpected argument '200' (stress takes options only)"),
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
        (["--svg", "o.svg", "run", "base.json"], "options go after the command: scrollsim run base.json --svg o.svg"),
        (["--views", "10", "stress"], "options go after the command: scrollsim stress --views 10"),
        (["--format=jsonl", "check", "dir"], "options go after the command: scrollsim check dir --format=jsonl"),
        (["--svg", "my plot.svg", "demo"], "options go after the command: scrollsim demo --svg 'my plot.svg'"),
        (["--realtime", "help"], "help goes first and takes no options: scrollsim help"),
    ])
    func isRefusedWithExitStatus2(arguments: [String], message: String) throws {
        let outcome = try CommandLineProcess.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error == "scrollsim: \(message)\nRun 'scrollsim --help' for usage.\n")
    }

    @Test func optionsAloneStillRunTheDemo() throws {
        let directory = try CommandLineProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let jsonl = try CommandLineProcess.run(["--format", "jsonl"], in: directory)
        #expect(jsonl.status == 0 && jsonl.output.hasPrefix("{") && jsonl.error.isEmpty, "\(jsonl.error)")
        // A command's name as an option's value is that value: the plot goes to a file named `run`.
        let plot = try CommandLineProcess.run(["--svg", "run"], in: directory)
        #expect(plot.status == 0, "\(plot.error)")
        #expect(CommandLineProcess.contents(directory, "run").contains("<svg"))
    }

    @Test func helpAloneStillWorks() throws {
        for arguments in [["--help"], ["run", "--help"], ["stress", "-h"], ["--version"]] {
            let outcome = try CommandLineProcess.run(arguments)
            #expect(outcome.status == 0 && !outcome.output.isEmpty && outcome.error.isEmpty, "\(arguments)")
        }
    }
}
