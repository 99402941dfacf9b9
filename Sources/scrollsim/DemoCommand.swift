import ScrollScenarios

/// `scrollsim` with no arguments, or `scrollsim demo`: the seeds' app around the paging screen.
enum DemoCommand {
    /// Runs the demo; `bare` (no arguments at all) leaves didScroll out of the timeline. An unknown
    /// option is matched against `alsoKnown` too (`scrollsim --versoin`: `--version`). Throws
    /// ``UsageError`` for bad arguments and ``OutputError`` for output that could not be written.
    static func run(_ arguments: ArgumentList, bare: Bool = false, alsoKnown: [String] = []) async throws -> Int32 {
        var arguments = arguments
        var options = try ReportOptions(&arguments)
        let operands = try arguments.operands(
            known: ReportOptions.names + alsoKnown, meanings: ReportOptions.meanings)
        guard operands.isEmpty else {
            throw UsageError(
                description:
                    "demo runs the built-in scenario and takes no file, got '\(TerminalText.escaped(operands[0]))' (to run a file: scrollsim run FILE)"
            )
        }
        if bare { options.includesDidScroll = false }
        let scenario = DemoScenario.scenario
        guard let outputs = OutputPlan.files(for: [("<demo>", scenario)], options: options, inputs: []) else {
            return ExitStatus.usage
        }
        guard
            let run = try await RunCommand.execute(scenario, file: "<demo>", options: options, outputs: outputs[0])
        else { return ExitStatus.usage }
        return run.passed ? ExitStatus.success : ExitStatus.failure
    }
}
