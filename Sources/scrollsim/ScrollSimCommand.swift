import ScrollScenarios

/// `scrollsim`: parses the command line and dispatches; every decision lives in the library layers.
enum ScrollSimCommand {
    /// Runs the command line `arguments` and returns the exit status. Output that cannot be written
    /// ends the command with a message and ``ExitStatus/output``.
    static func run(_ arguments: [String]) async -> Int32 {
        do {
            return try await dispatch(arguments)
        } catch let error as UsageError {
            return usage(error.description)
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
            guard let help = HelpText.command(command) else { return usage(unknownCommand(command)) }
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
                try refuseOptionsBeforeCommand(arguments)
                return try await DemoCommand.run(ArgumentList(arguments))
            }
            return usage(unknownCommand(command))
        }
    }

    /// `scrollsim stress ...`: the harness prints progress on standard error; the summary goes to
    /// standard output.
    static func stress(_ arguments: [String]) async throws(OutputError) -> Int32 {
        let (summary, status) = await StressCommand.run(arguments: arguments, screenFactory: PagingStressScreen.factory)
        if status == ExitStatus.usage { return usage(summary) }
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

    /// Options before a command (`scrollsim --svg o.svg run base.json`) would run the demo form
    /// `scrollsim [options]`, which takes no command: refused with the command line in its order.
    private static func refuseOptionsBeforeCommand(_ arguments: [String]) throws(UsageError) {
        guard let index = misplacedCommand(in: arguments) else { return }
        let command = arguments[index]
        guard command != "help" else {
            throw UsageError(description: "help goes first and takes no options: scrollsim help")
        }
        let reordered = [command] + arguments[(index + 1)...] + arguments[..<index]
        throw UsageError(
            description: "options go after the command: scrollsim " + reordered.map(shellWord).joined(separator: " "))
    }

    /// The index of the first command name in `arguments` after the first, unless it is the value of
    /// a demo option before it (`scrollsim --svg run` writes the plot to a file named `run`).
    private static func misplacedCommand(in arguments: [String]) -> Int? {
        arguments.indices.dropFirst().first { index in
            commands.contains(arguments[index]) && !ReportOptions.valued.contains(arguments[index - 1])
        }
    }

    /// `word` as it would be typed in a shell: in single quotes unless every character is plain.
    private static func shellWord(_ word: String) -> String {
        let escaped = TerminalText.escaped(word)
        let plain =
            !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0)) }
        return plain ? escaped : "'" + escaped.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The commands, for suggestions.
    static let commands = ["run", "check", "demo", "stress", "help"]

    static func unknownCommand(_ command: String) -> String {
        let hint = Suggestion.nearest(to: command, among: commands).map { " (did you mean '\($0)'?)" } ?? ""
        return "unknown command '\(TerminalText.escaped(command))'" + hint
    }

    static func usage(_ message: String) -> Int32 {
        Output.error("scrollsim: \(message)")
        Output.error("Run 'scrollsim --help' for usage.")
        return ExitStatus.usage
    }
}
