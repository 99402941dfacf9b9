import ScrollScenarios

/// `scrollsim check DIR|FILE...`: runs every scenario and ends with `N passed, N failed` (and
/// `N without expectations` when some have none: they ran, but checked nothing).
enum CheckCommand {
    static func run(_ arguments: ArgumentList) async throws -> Int32 {
        let operands = try ScenarioOperands.withoutSchemas(try arguments.operands(known: []))
        guard !operands.isEmpty else { throw UsageError(description: "check needs a directory or scenario files") }
        let files: [String]
        do {
            // A directory without scenario files is refused: a wrong path in CI must not pass with
            // "0 passed, 0 failed". A file named twice (`check dir dir/a.json`) runs once.
            files = ScenarioOperands.distinct(try ScenarioLoader.scenarioFiles(in: operands))
        } catch {
            for each in error.all { Output.error("scrollsim: \(each)") }
            return ExitStatus.usage
        }
        guard let scenarios = RunCommand.loadAll(files) else { return ExitStatus.usage }
        var passed = 0
        var failed = 0
        var unchecked = 0
        for (file, scenario) in scenarios {
            let run: ScenarioRun
            do {
                // Only the summary line is printed: the run keeps what its expectations need and no
                // more, so memory does not grow with the run's length.
                run = try await ScenarioRunner(scenario: scenario, file: file, keepsEveryRecord: false).run()
            } catch {
                try Output.write("FAIL \(TerminalText.escaped(file)): \(error)\n")
                failed += 1
                continue
            }
            try Output.write(ScenarioReport.summaryLine(run, file: file))
            for failure in run.failures { try Output.write("    \(failure)\n") }
            if run.results.isEmpty {
                unchecked += 1
            } else if run.passed {
                passed += 1
            } else {
                failed += 1
            }
        }
        try Output.write(
            "\(passed) passed, \(failed) failed" + (unchecked > 0 ? ", \(unchecked) without expectations" : "") + "\n")
        return failed == 0 ? ExitStatus.success : ExitStatus.failure
    }
}
