import ScrollScenarios
import ScrollSimulator

/// `scrollsim run FILE... [--format text|jsonl] [--realtime] [--svg OUT.svg] [--html OUT.html] [--trace OUT.json] [--no-did-scroll]`.
enum RunCommand {
    static func run(_ arguments: ArgumentList) async throws -> Int32 {
        var arguments = arguments
        var options = try ReportOptions(&arguments)
        let files = try ScenarioOperands.withoutSchemas(
            try arguments.operands(known: ReportOptions.names, meanings: ReportOptions.meanings))
        guard !files.isEmpty else { throw UsageError(description: "run needs at least one scenario file") }
        // Every file and every output path is checked before anything runs: nothing is half-run.
        guard let scenarios = loadAll(files) else { return ExitStatus.usage }
        options.scenarioCount = scenarios.count
        guard let outputs = OutputPlan.files(for: scenarios, options: options, inputs: files) else {
            return ExitStatus.usage
        }
        var failed = false
        for ((file, scenario), outputs) in zip(scenarios, outputs) {
            guard let run = try await execute(scenario, file: file, options: options, outputs: outputs) else {
                return ExitStatus.usage
            }
            failed = failed || !run.passed
        }
        return failed ? ExitStatus.failure : ExitStatus.success
    }

    /// Loads every file, printing each invalid one; nil if any was invalid.
    static func loadAll(_ paths: [String]) -> [(String, Scenario)]? {
        var loaded: [(String, Scenario)] = []
        var valid = true
        for path in paths {
            do {
                loaded.append((path, try ScenarioLoader.load(path: path)))
            } catch {
                for each in error.all { Output.error("scrollsim: \(each)") }
                valid = false
            }
        }
        return valid ? loaded : nil
    }

    /// Runs one scenario and prints its report; nil if a step could not be carried out. Throws
    /// ``OutputError`` too for a run stopped at ``ScenarioLimits/maximumKeptEvents``.
    /// JSON Lines without a plot, replay or trace stream as frames end, keeping only what the
    /// expectations need, so memory does not grow with the run's length; the text timeline (aligned
    /// over every row) and the files drawn from the whole run keep every record. Throws
    /// ``OutputError`` when the report or a file could not be written, with every failure: each
    /// file is written even when standard output or another file fails.
    static func execute(
        _ scenario: Scenario, file: String, options: ReportOptions, outputs: [OutputFile]
    ) async throws(OutputError) -> ScenarioRun? {
        let streams = options.format == .jsonl && !options.needsEveryRecord
        // In real time a reader follows the run: each frame's lines go out as the frame ends.
        let output = BufferedOutput(live: options.mode == .realTime)
        if options.format == .jsonl && options.scenarioCount > 1 {
            // The JSON Lines contract: with several files, each scenario's lines follow a line that
            // names it, since frames and expectation indices start again with each.
            output.write(
                "{\"scenario\":" + JSONLinesWriter.string(scenario.name) + ",\"file\":" + JSONLinesWriter.string(file)
                    + "}\n")
        }
        var stream: (@Sendable ([EventRecord]) -> Void)?
        if streams {
            stream = { @Sendable (frame: [EventRecord]) -> Void in output.write(JSONLinesWriter.render(frame)) }
        }
        let run: ScenarioRun
        do {
            run = try await ScenarioRunner(
                scenario: scenario, file: file, mode: options.mode, keepsEveryRecord: !streams, onFrame: stream
            ).run()
        } catch let full as RecordLimitError {
            // The report cannot be held, like one that cannot be written: exit status 3.
            try output.flush()
            throw OutputError(full, file: file)
        } catch {
            try output.flush()
            Output.error("scrollsim: \(error)")
            return nil
        }
        // Every file is written even when standard output or another file fails, and every failure
        // is reported, standard output's first.
        var failures: [OutputError] = []
        do {
            try report(run, file: file, options: options, streamed: output)
        } catch {
            failures.append(error)
        }
        for (file, render) in artefacts(of: run, to: outputs) {
            do {
                try file.write(render())
            } catch {
                failures.append(error)
            }
        }
        if let failure = OutputError(combining: failures) { throw failure }
        return run
    }

    /// Prints the report of `run` after what `streamed` holds: the timeline unless it was streamed,
    /// and in JSON Lines one line per expectation, then in real time the frame statistics. With
    /// several files, the text's header names the file, as JSON Lines' scenario line does.
    private static func report(
        _ run: ScenarioRun, file: String, options: ReportOptions, streamed: BufferedOutput
    ) throws(OutputError) {
        try streamed.flush()
        if options.format != .jsonl || options.needsEveryRecord {
            // Two files may hold scenarios of the same name: with several, the header names the file.
            try Output.write(
                ScenarioReport(
                    run: run, format: options.format, includesDidScroll: options.includesDidScroll,
                    file: options.scenarioCount > 1 ? file : nil
                ).render())
        } else {
            // The events went out frame by frame; the expectations' lines follow (the contract),
            // then in real time the frame statistics.
            try Output.write(
                run.results.map { $0.jsonLine + "\n" }.joined() + (ScenarioReport.realTimeLine(run.statistics) ?? ""))
        }
    }

    /// What renders each of `files` from `run`.
    static func artefacts(of run: ScenarioRun, to files: [OutputFile]) -> [(OutputFile, () -> String)] {
        let scenario = run.scenario
        let geometry = ReportGeometry(scenario: scenario)
        let (title, duration, frameRate) = (scenario.name, scenario.duration, scenario.frameRate)
        return files.map { file in
            switch file.kind {
            case .svg:
                (
                    file,
                    {
                        SVGPlotWriter().render(
                            title: title, duration: duration, records: run.records, samples: run.samples,
                            geometry: geometry, frameRate: frameRate, results: run.results)
                    }
                )
            case .html:
                (
                    file,
                    {
                        ReplayHTMLWriter().render(
                            title: title, duration: duration, frameRate: frameRate, records: run.records,
                            samples: run.samples, geometry: geometry, results: run.results)
                    }
                )
            case .trace:
                (
                    file,
                    {
                        ChromeTraceWriter().render(
                            title: title, duration: duration, records: run.records, samples: run.samples,
                            statistics: run.statistics, geometry: geometry, frameRate: frameRate)
                    }
                )
            }
        }
    }
}
