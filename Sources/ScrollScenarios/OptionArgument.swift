/// A command-line argument read as an option: `--name=value` is the option `--name` with the
/// value joined to it (split at the first `=`); any other argument is a name alone. Every command
/// (`run`, `check`, `demo`, `stress`) reads its arguments this one way.
package struct OptionArgument: Equatable {
    /// The option's name (`--seconds`), or the whole argument.
    package let name: String
    /// The value joined to the name by `=`, if any (`2` in `--seconds=2`; empty in `--seconds=`).
    package let value: String?

    /// Reads `argument`: an argument that starts with `-` and holds `=` is split at the first one.
    package init(_ argument: String) {
        guard argument.hasPrefix("-"), let equals = argument.firstIndex(of: "=") else {
            name = argument
            value = nil
            return
        }
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
    }
}
