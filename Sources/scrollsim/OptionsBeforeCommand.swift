import ScrollScenarios

/// Options given before a command (`scrollsim --svg o.svg run base.json`), which would run the
/// demo form `scrollsim [options]`: refused with the command line that was meant.
enum OptionsBeforeCommand {
    /// Options before a command (`scrollsim --svg o.svg run base.json`) would run the demo form
    /// `scrollsim [options]`, which takes no command: refused with the command line in its order,
    /// without the options the command does not take (`check` takes none), which it names.
    static func refuse(_ arguments: [String]) throws(UsageError) {
        guard let index = misplacedCommand(in: arguments) else { return }
        let command = arguments[index]
        guard command != "help" else {
            throw UsageError(description: "help goes first and takes no options: scrollsim help")
        }
        let (kept, foreign) = split(Array(arguments[..<index]), for: command)
        let reordered = [command] + arguments[(index + 1)...] + kept
        let refusal =
            foreign.isEmpty
            ? ""
            : ", and \(command) does not take "
                + foreign.map { "'\(TerminalText.escaped($0))'" }.joined(separator: ", ")
        throw UsageError(
            description: "options go after the command\(refusal): scrollsim "
                + reordered.map(ScrollSimCommand.shellWord).joined(separator: " "))
    }

    /// The words of `before` (options, their values, operands) that `command` takes, and the names
    /// of the options it does not take, each with its value left out.
    private static func split(_ before: [String], for command: String) -> (kept: [String], foreign: [String]) {
        var kept: [String] = []
        var foreign: [String] = []
        var index = 0
        while index < before.count {
            let option = OptionArgument(before[index])
            let takesValue = option.value == nil && valuedOptions.contains(option.name) && index + 1 < before.count
            let words = Array(before[index..<index + (takesValue ? 2 : 1)])
            if !option.name.hasPrefix("-") || options(of: command).contains(option.name) {
                kept += words
            } else if !foreign.contains(option.name) {
                foreign.append(option.name)
            }
            index += words.count
        }
        return (kept, foreign)
    }

    /// The options `command` takes.
    private static func options(of command: String) -> [String] {
        switch command {
        case "run", "demo": ReportOptions.names
        case "stress": StressCommand.options
        default: []
        }
    }

    /// The options of any command that take a value.
    private static let valuedOptions = Set(ReportOptions.valued + StressCommand.options.filter { $0 != "--realtime" })

    /// The index of the first command name in `arguments` after the first, unless it is the value of
    /// a demo option before it (`scrollsim --svg run` writes the plot to a file named `run`).
    private static func misplacedCommand(in arguments: [String]) -> Int? {
        arguments.indices.dropFirst().first { index in
            ScrollSimCommand.commands.contains(arguments[index]) && !ReportOptions.valued.contains(arguments[index - 1])
        }
    }
}
