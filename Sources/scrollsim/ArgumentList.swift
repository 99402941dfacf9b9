import ScrollScenarios

/// The arguments of one command, consumed option by option; what is left are the operands.
struct ArgumentList {
    private var items: [String]

    init(_ items: [String]) { self.items = items }

    /// Removes a flag (`--realtime`), returning whether it was there.
    mutating func flag(_ name: String) -> Bool {
        guard let index = items.firstIndex(of: name) else { return false }
        items.remove(at: index)
        return true
    }

    /// Removes an option with a value (`--format jsonl` or `--format=jsonl`), returning the value.
    mutating func value(_ name: String) throws(UsageError) -> String? {
        if let index = items.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let value = String(items[index].dropFirst(name.count + 1))
            items.remove(at: index)
            return value
        }
        guard let index = items.firstIndex(of: name) else { return nil }
        guard index + 1 < items.count, !items[index + 1].hasPrefix("--") else {
            throw UsageError(description: "\(name) needs a value")
        }
        let value = items[index + 1]
        items.removeSubrange(index...index + 1)
        return value
    }

    /// The operands left once every option was taken; an unknown option is an error that suggests
    /// the closest of `known`, the command's options.
    func operands(known: [String]) throws(UsageError) -> [String] {
        if let unknown = items.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw UsageError(description: Suggestion.unknownOption(unknown, among: known + ["--help"]))
        }
        return items
    }
}
