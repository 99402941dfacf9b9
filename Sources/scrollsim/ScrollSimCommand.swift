import Foundation
import ScrollScenarios

/// `scrollsim`: parses the command line and dispatches; every decision lives in the library layers.
enum ScrollSimCommand {
    /// Runs the command line `arguments` and returns the exit status. Output that cannot be written
    /// ends the command with a message and ``ExitStatus/output``.
    static func run(_ arguments: [String]) async -> Int32 {
        do {
            return try await dispatch(arguments)
        } catch let error as UsageError {
            return usage(error.description, command: arguments.first.flatMap { HelpText.command($0) != nil ? $0 : nil })
        } catch let error as OutputError {
            for line in error.lines { Output.error("scrollsim: \(line)") }
            return ExitStatus.output
        } catch {
            Output.error("scrollsim: \(error)")
            return ExitStatus.usage
        }
    }

    private static func dispatch(_ arguments: [String]) async throws -> Int32 {
        guard let command = arguments.first else { return try await DemoCommand.run(ArgumentList([]), bare: true) }
        var rest = ArgumentList(Array(arguments.dropFirst()))
        if command == "--help" || command == "-h" || command == "help" {
            try refuseExtra(rest, after: command)
            try Output.write(HelpText.main)
            return ExitStatus.success
        }
        if command == "-v" || command == "-V" {
            // Not the demo form's options: the flag a user tries for the version.
            return usage("unknown option '\(command)' (did you mean '--version'?)")
        }
        if command == "--version" {
            try refuseExtra(rest, after: command)
            try Output.write("scrollsim \(ScrollSimVersion.current)\n")
            return ExitStatus.success
        }
        if try rest.flag("--help") || rest.flag("-h") {
            guard let help = HelpText.command(command) else { return usage(unknownCommand(arguments)) }
            try refuseExtra(rest, after: "\(command) --help")
            try Output.write(help)
            return ExitStatus.success
        }
        switch command {
        case "run": return try await RunCommand.run(rest)
        case "check": return try await CheckCommand.run(rest)
        case "demo": return try await DemoCommand.run(rest)
        case "stress": return try await stress(Array(arguments.dropFirst()))
        default:
            if command.hasPrefix("-") {
                try OptionsBeforeCommand.refuse(arguments)
                return try await DemoCommand.run(ArgumentList(arguments), alsoKnown: ["--version"])
            }
            return usage(unknownCommand(arguments))
        }
    }

    /// `scrollsim stress ...`: the harness prints progress on standard error; the summary goes to
    /// standard output.
    static func stress(_ arguments: [String]) async throws(OutputError) -> Int32 {
        let (summary, status) = await StressCommand.run(arguments: arguments, screenFactory: PagingStressScreen.factory)
        if status == ExitStatus.usage { return usage(summary, command: "stress") }
        try Output.write(summary + "\n")
        return status
    }

    /// Help and the version take nothing else: an argument beside them is a mistake, not ignored.
    private static func refuseExtra(_ rest: ArgumentList, after words: String) throws(UsageError) {
        guard let extra = rest.remaining.first else { return }
        let hint =
            words == "--version" || words.contains(" ") ? "" : " (for a command's help: scrollsim COMMAND --help)"
        throw UsageError(description: "\(words) takes no other argument, got '\(TerminalText.escaped(extra))'" + hint)
    }

    /// `word` as it would be typed in a shell: in single quotes unless every character is plain.
    static func shellWord(_ word: String) -> String {
        let escaped = TerminalText.escaped(word)
        let plain =
            !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0)) }
        return plain ? escaped : "'" + escaped.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The commands, for suggestions.
    static let commands = ["run", "check", "demo", "stress", "help"]

    /// The message for the unknown command `arguments[0]`: a scenario file given as a command
    /// (`scrollsim base.json`) gets the `run` command line, a directory the `check` one, and
    /// anything else the closest command (or `--version`, for `version`).
    static func unknownCommand(_ arguments: [String]) -> String {
        let command = arguments[0]
        let line = arguments.map(shellWord).joined(separator: " ")
        var isDirectory: ObjCBool = false
        let hint: String
        if command.lowercased().hasSuffix(".json") {
            hint = " (to run a file: scrollsim run \(line))"
        } else if FileManager.default.fileExists(atPath: command, isDirectory: &isDirectory), isDirectory.boolValue {
            hint = " (to check a directory: scrollsim check \(line))"
        } else {
            hint =
                Suggestion.nearest(to: command, among: commands + ["--version"]).map { " (did you mean '\($0)'?)" }
                ?? ""
        }
        return "unknown command '\(TerminalText.escaped(command))'" + hint
    }

    /// Prints `message` and the pointer to the help (`command`'s, when the mistake is within a
    /// command), and returns exit status 2.
    static func usage(_ message: String, command: String? = nil) -> Int32 {
        Output.error("scrollsim: \(message)")
        Output.error("Run 'scrollsim \(command.map { $0 + " " } ?? "")--help' for usage.")
        return ExitStatus.usage
    }
}
