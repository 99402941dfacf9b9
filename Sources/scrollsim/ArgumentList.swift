import ScrollScenarios

/// The arguments of one command, consumed option by option; what is left are the operands. An
/// option given twice is an error: which value was meant is unclear. `--` ends the options: every
/// argument after it is an operand (`run -- -x.json`), as for any Unix tool.
struct ArgumentList {
    /// The arguments before `--` not taken yet.
    private var items: [String]
    /// The arguments after `--`, if it was given: operands whatever they look like.
    private let afterOptions: [String]?

    init(_ arguments: [String]) {
        guard let end = arguments.firstIndex(of: "--") else {
            items = arguments
            afterOptions = nil
            return
        }
        items = Array(arguments[..<end])
        afterOptions = Array(arguments[(end + 1)...])
    }

    /// The arguments not taken yet, `--` included if it was given.
    var remaining: [String] { items + (afterOptions.map { ["--"] + $0 } ?? []) }

    /// Removes a flag (`--realtime`), returning whether it was there. A value joined to it
    /// (`--realtime=1`) is refused as such, as `stress` refuses it, not as an unknown option.
    mutating func flag(_ name: String) throws(UsageError) -> Bool {
        if let joined = joined(name) {
            throw UsageError(
                description:
                    "\(name) is a flag and takes no value, got \"\(TerminalText.escaped(items[joined.index]))\"")
        }
        guard let index = items.firstIndex(of: name) else { return false }
        items.remove(at: index)
        try refuseRepeated(name)
        return true
    }

    /// Refuses the first of the options `names`, in the order given, that has no value after it
    /// (`--svg --format jsonl`: `--svg` needs one, whichever option is read first).
    func requireValues(_ names: [String]) throws(UsageError) {
        for (index, item) in items.enumerated() where names.contains(item) && !hasValue(after: index) {
            throw UsageError(description: "\(item) needs a value")
        }
    }

    /// Removes an option with a value (`--format jsonl` or `--format=jsonl`), returning the value.
    mutating func value(_ name: String) throws(UsageError) -> String? {
        let value: String
        if let joined = joined(name) {
            value = joined.value
            items.remove(at: joined.index)
        } else {
            guard let index = items.firstIndex(of: name) else { return nil }
            guard hasValue(after: index) else { throw UsageError(description: "\(name) needs a value") }
            value = items[index + 1]
            items.removeSubrange(index...index + 1)
        }
        try refuseRepeated(name)
        return value
    }

    /// The operands left once every option was taken, those after `--` included; an unknown option
    /// is an error that suggests what it stands for in `meanings`, or else the closest of `known`,
    /// the command's options.
    func operands(known: [String], meanings: [String: String] = [:]) throws(UsageError) -> [String] {
        if let unknown = items.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw UsageError(
                description: Suggestion.unknownOption(unknown, among: known + ["--help"], meanings: meanings))
        }
        return items + (afterOptions ?? [])
    }

    /// Whether the argument after `index` is a value: there is one, and it is not an option.
    private func hasValue(after index: Int) -> Bool { index + 1 < items.count && !items[index + 1].hasPrefix("--") }

    /// Where `name=value` is among the arguments, with its value.
    private func joined(_ name: String) -> (index: Int, value: String)? {
        for (index, item) in items.enumerated() {
            let option = OptionArgument(item)
            if option.name == name, let value = option.value { return (index, value) }
        }
        return nil
    }

    private func refuseRepeated(_ name: String) throws(UsageError) {
        if items.contains(where: { OptionArgument($0).name == name }) {
            throw UsageError(description: Suggestion.repeatedOption(name))
        }
    }
}
