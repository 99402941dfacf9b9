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
        // `check` takes no options: moving them after it would be refused in turn.
        (
            ["--format=jsonl", "check", "dir"],
            "options go after the command, and check does not take '--format': scrollsim check dir"
        ),
        (
            ["--views", "10", "--format", "jsonl", "stress"],
            "options go after the command, and stress does not take '--format': scrollsim stress --views 10"
        ),
        // A scenario file or directory given as the command, and `version`, get the command meant.
        (
            ["base.json", "--format", "jsonl"],
            "unknown command 'base.json' (to run a file: scrollsim run base.json --format jsonl)"
        ),
        (["version"], "unknown command 'version' (did you mean '--version'?)"),
        (["--versoin"], "unknown option '--versoin' (did you mean '--version'?)"),
        // The first option without a value is named, not the option read first.
        (["run", swipe, "--svg", "--format"], "--svg needs a value"),
        (["run", swipe, "--svg", "--", "x.svg"], "--svg needs a value"),
        (["run", swipe, "-"], "-: standard input is not read; name a file (./- for a file named -)"),
        (["check", "-"], "-: standard input is not read; name a file (./- for a file named -)"),
        (["--svg", "my plot.svg", "demo"], "options go after the command: scrollsim demo --svg 'my plot.svg'"),
        (["--realtime", "help"], "help goes first and takes no options: scrollsim help"),
    ])
    func isRefusedWithExitStatus2(arguments: [String], message: String) throws {
        let outcome = try CommandLineProcess.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        // A mistake within a command points to that command's help (`run --help extra` pointed to
        // the general help).
        let command = arguments.first.flatMap { ["run", "check", "demo", "stress"].contains($0) ? $0 : nil }
        let help = command.map { "scrollsim \($0) --help" } ?? "scrollsim --help"
        #expect(outcome.error == "scrollsim: \(message)\nRun '\(help)' for usage.\n")
    }

    /// `--` ends the options of `run` and `check`: a file whose name starts with `-` can be named,
    /// and `--` itself is no unknown option.
    @Test func aDoubleDashEndsTheOptions() throws {
        let directory = try CommandLineProcess.scratchWithSwipe()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            atPath: directory.path + "/base.json", toPath: directory.path + "/-x.json")
        for arguments in [
            ["run", "--format", "jsonl", "--", "-x.json"], ["run", "base.json", "--"], ["check", "--", "-x.json"],
        ] {
            let outcome = try CommandLineProcess.run(arguments, in: directory)
            #expect(outcome.status == 0 && outcome.error.isEmpty, "\(arguments): \(outcome.error)")
        }
        let option = try CommandLineProcess.run(["run", "--", "--format"], in: directory)
        #expect(option.status == 2)
        #expect(option.error == "scrollsim: --format: expected a readable file, got no such file\n")
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
