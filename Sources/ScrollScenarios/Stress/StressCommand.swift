import Foundation

/// `scrollsim stress` as a library entry point: the command-line tool calls ``run(arguments:screenFactory:)``
/// and prints what it returns; every decision is here.
///
///     scrollsim stress [--views N] [--seconds S] [--seed K] [--realtime] [--screens M] [--trace-view I]
public enum StressCommand {
    /// The usage line.
    public static let usage =
        "usage: scrollsim stress [--views N] [--seconds S] [--seed K] [--realtime] [--screens M] [--trace-view I]"

    /// Exit status: every invariant held.
    public static let exitSuccess: Int32 = 0
    /// Exit status: the run found violations.
    public static let exitViolations: Int32 = 1
    /// Exit status: bad arguments, or the run could not start.
    public static let exitUsage: Int32 = 2
    /// Exit status: output asked for (the `--trace-view` trace) could not be written.
    public static let exitOutput: Int32 = 3

    /// The options `stress` takes.
    public static let options = ["--views", "--seconds", "--seed", "--realtime", "--screens", "--trace-view"]

    /// Parses the arguments after `stress` into options (defaults: 1,000 views, 10 s, seed 1, virtual
    /// time, no screens); a value follows its option (`--seconds 2`) or is joined to it with `=`
    /// (`--seconds=2`). Throws ``StressError/invalidOption(_:)`` naming the bad argument.
    public static func parse(_ arguments: [String]) throws(StressError) -> StressOptions {
        var options = StressOptions()
        var rest = arguments[...]
        var given: Set<String> = []
        while let argument = rest.popFirst() {
            let option = OptionArgument(argument)
            let (name, joined) = (option.name, option.value)
            // A repeated option is refused, as by every command: which value was meant is unclear.
            if Self.options.contains(name), !given.insert(name).inserted {
                throw .invalidOption(Suggestion.repeatedOption(name))
            }
            func value() throws(StressError) -> String {
                if let joined { return joined }
                guard let value = rest.popFirst() else { throw .invalidOption("\(name): expected a value") }
                return value
            }
            switch name {
            case "--views": options.views = try integer(value(), name)
            case "--seconds":
                let text = try value()
                guard let seconds = decimal(text) else {
                    throw .invalidOption("--seconds: expected a number of seconds, got \"\(text)\"")
                }
                // A literal a double rounds to 0 or infinity (`1e-400`, `1e309`) is quoted, not its value.
                guard seconds.isFinite, seconds != 0 || NumberLiteral(text).isZero else {
                    throw .invalidOption(
                        "--seconds: expected a number of seconds a double can hold, got \"\(text)\" (out of range)")
                }
                options.seconds = seconds
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else {
                    let note = Self.isDigits(text.drop { $0 == "+" }) ? " (too many digits: at most \(UInt64.max))" : ""
                    throw .invalidOption("--seed: expected an integer >= 0, got \"\(text)\"\(note)")
                }
                options.seed = seed
            case "--realtime":
                guard joined == nil else {
                    throw .invalidOption(
                        "--realtime is a flag and takes no value, got \"\(JSONValue.escaped(argument))\"")
                }
                options.realTime = true
            case "--screens": options.screens = try integer(value(), name)
            case "--trace-view": options.traceView = try integer(value(), name)
            default: throw unknown(argument)
            }
        }
        try options.validate()
        return options
    }

    /// Parses `arguments` (those after `stress`), runs the harness with progress lines on standard
    /// error, and returns the summary to print and the exit status (0: no violations, 1: violations,
    /// 2: bad arguments or the run could not start). For bad arguments the summary is the message
    /// alone, for the caller to print in its usage style.
    public static func run(
        arguments: [String], screenFactory: StressScreenFactory? = nil
    ) async -> (summary: String, exitStatus: Int32) {
        let options: StressOptions
        do {
            options = try parse(arguments)
        } catch {
            return ("\(error)", exitUsage)
        }
        let harness = StressHarness(options: options, screenFactory: screenFactory) { progress in
            // Progress is a courtesy: a line that cannot be written is dropped rather than trapping.
            try? FileHandle.standardError.write(contentsOf: Data((progress.line + "\n").utf8))
        }
        do {
            let result = try await Task.detached { try await harness.run() }.value
            if let failure = result.traceFailure {
                let lost =
                    "the trace of view \(options.traceView ?? 0) was not all written to standard error: \(failure)"
                return (result.summary + "\n  " + lost, exitOutput)
            }
            return (result.summary, result.passed ? exitSuccess : exitViolations)
        } catch {
            return ("\(error)", exitUsage)
        }
    }

    /// The error for an argument that is not one of the options: `stress` takes no operands.
    private static func unknown(_ argument: String) -> StressError {
        guard argument.hasPrefix("-") else {
            return .invalidOption("unexpected argument '\(JSONValue.escaped(argument))' (stress takes options only)")
        }
        return .invalidOption(Suggestion.unknownOption(argument, among: Self.options + ["--help"]))
    }

    private static func integer(_ text: String, _ name: String) throws(StressError) -> Int {
        guard let n = Int(text) else {
            // Digits that Int cannot hold are an integer still, beyond any limit here: say so.
            let unsigned = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
            let isTooLarge = isDigits(unsigned)
            throw .invalidOption(
                "\(name): expected an integer, got \"\(text)\"" + (isTooLarge ? " (too many digits)" : ""))
        }
        return n
    }

    /// Whether `text` is one or more decimal digits and nothing else.
    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { ("0"..."9").contains($0) }
    }

    /// A number in decimal notation (`2`, `0.5`, `1e-3`): `Double` also reads hexadecimal
    /// (`0x10` as 16), which nobody means by a time.
    private static func decimal(_ text: String) -> Double? {
        guard text.allSatisfy({ ("0"..."9").contains($0) || ".eE+-".contains($0) }) else { return nil }
        return Double(text)
    }
}
