import ScrollScenarios

/// `scrollsim`: parses the command line and dispatches; every decision lives in the library layers.
enum ScrollSimCommand {
    static func run(_ arguments: [String]) async -> Int32 {
        guard let command = arguments.first else { return await DemoCommand.run(ArgumentList([]), bare: true) }
        var rest = ArgumentList(Array(arguments.dropFirst()))
        if command == "--help" || command == "-h" || command == "help" {
            Output.write(HelpText.main)
            return ExitStatus.success
        }
        if command == "--version" {
            Output.write("scrollsim \(ScrollSimVersion.current)\n")
            return ExitStatus.success
        }
        if rest.flag("--help") || rest.flag("-h") {
            guard let help = HelpText.command(command) else { return usage(unknownCommand(command)) }
            Output.write(help)
            return ExitStatus.success
        }
        do {
            switch command {
            case "run": return try await RunCommand.run(rest)
            case "check": return try await CheckCommand.run(rest)
            case "demo": return await DemoCommand.run(rest)
            case "stress": return await stress(Array(arguments.dropFirst()))
            default:
                if command.hasPrefix("-") { return await DemoCommand.run(ArgumentList(arguments)) }
                return usage(unknownCommand(command))
            }
        } catch let error as UsageError {
            return usage(error.description)
        } catch {
            Output.error("scrollsim: \(error)")
            return ExitStatus.usage
        }
    }

    /// `scrollsim stress ...`: the harness prints progress on standard error; the summary goes to
    /// standard output.
    static func stress(_ arguments: [String]) async -> Int32 {
        let (summary, status) = await StressCommand.run(arguments: arguments, screenFactory: PagingStressScreen.factory)
        if status == ExitStatus.usage { return usage(summary) }
        Output.write(summary + "\n")
        return status
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
