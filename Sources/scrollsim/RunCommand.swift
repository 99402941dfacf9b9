import ScrollScenarios
import ScrollSimulator

/// `scrollsim run FILE... [--format text|jsonl] [--realtime] [--svg OUT.svg] [--html OUT.html] [--trace OUT.json] [--no-did-scroll]`.
enum RunCommand {
    static func run(_ arguments: ArgumentList) async throws -> Int32 {
        var arguments = arguments
        var options = try ReportOptions(&arguments)
        let files = try arguments.operands(known: ReportOptions.names)
        guard !files.isEmpty else { throw UsageError(description: "run needs at least one scenario file") }
        // Every file is validated before anything runs: nothing is half-run.
        guard let scenarios = loadAll(files) else { return ExitStatus.usage }
        options.scenarioCount = scenarios.count
        var failed = false
        for (file, scenario) in scenarios {
            guard let run = try await execute(scenario, file: file, options: options) else { return ExitStatus.usage }
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
                Output.error("scrollsim: \(error)")
                valid = false
            }
        }
        return valid ? loaded : nil
    }

    /// Runs one scenario and prints its report; nil if a step could not be carried out.
    /// JSON Lines without a plot, replay or trace stream as frames end, keeping only what the
    /// expectations need, so memory does not grow with the run's length; the text timeline (aligned
    /// over every row) and the files drawn from the whole run keep every record. Throws
    /// ``OutputError`` when the report or a file could not be written; the files are written even
    /// when standard output fails.
    static func execute(
        _ scenario: Scenario, file: String, options: ReportOptions
    ) async throws(OutputError) -> ScenarioRun? {
        let streams = options.format == .jsonl && !options.needsEveryRecord
        let output = BufferedOutput()
        var stream: (@Sendable ([EventRecord]) -> Void)?
        if streams {
            stream = { @Sendable (frame: [EventRecord]) -> Void in output.write(JSONLinesWriter.render(frame)) }
        }
        let run: ScenarioRun
        do {
            run = try await ScenarioRunner(
                scenario: scenario, file: file, mode: options.mode, keepsEveryRecord: !streams, onFrame: stream
            ).run()
        } catch {
            try output.flush()
            Output.error("scrollsim: \(error)")
            return nil
        }
        var reportFailure: OutputError?
        do {
            try report(run, options: options, streamed: output)
        } catch {
            reportFailure = error
        }
        for (path, render) in artefacts(of: run, options: options) {
            do {
                try Output.save(render(), to: path)
            } catch {
                throw OutputError(target: path, error)
            }
        }
        if let reportFailure { throw reportFailure }
        return run
    }

    /// Prints the report of `run` after what `streamed` holds: the timeline unless it was streamed,
    /// and in JSON Lines one line per expectation.
    private static func report(
        _ run: ScenarioRun, options: ReportOptions, streamed: BufferedOutput
    ) throws(OutputError) {
        try streamed.flush()
        if options.format != .jsonl || options.needsEveryRecord {
            try Output.write(
                ScenarioReport(run: run, format: options.format, includesDidScroll: options.includesDidScroll).render())
        }
        if options.format == .jsonl {
            // The JSON Lines contract: after the events, one line per expectation, so that a failure
            // is never silent.
            try Output.write(run.results.map { $0.jsonLine + "\n" }.joined())
        }
    }

    /// The files a run's options ask for (plot, replay, trace), each with what renders it.
    static func artefacts(of run: ScenarioRun, options: ReportOptions) -> [(String, () -> String)] {
        let scenario = run.scenario
        let geometry = ReportGeometry(scenario: scenario)
        let (title, duration, frameRate) = (scenario.name, scenario.duration, scenario.frameRate)
        var files: [(String, () -> String)] = []
        func add(_ option: String?, _ render: @escaping () -> String) {
            if let path = options.path(option, for: title) { files.append((path, render)) }
        }
        add(options.svg) {
            SVGPlotWriter().render(
                title: title, duration: duration, records: run.records, samples: run.samples, geometry: geometry,
                frameRate: frameRate)
        }
        add(options.html) {
            ReplayHTMLWriter().render(
                title: title, duration: duration, frameRate: frameRate, records: run.records, samples: run.samples,
                geometry: geometry)
        }
        add(options.trace) {
            ChromeTraceWriter().render(
                title: title, duration: duration, records: run.records, samples: run.samples,
                statistics: run.statistics, geometry: geometry, frameRate: frameRate)
        }
        return files
    }
}

/// The options shared by `run` and the demo.
struct ReportOptions {
    var format: ScenarioReport.Format = .text
    var mode: DisplayClock.Mode = .virtual
    var includesDidScroll = true
    var svg: String?
    var html: String?
    var trace: String?
    var scenarioCount = 1

    /// The options of `run` and `demo`.
    static let names = ["--format", "--realtime", "--no-did-scroll", "--svg", "--html", "--trace"]

    init(_ arguments: inout ArgumentList) throws(UsageError) {
        if let format = try arguments.value("--format") {
            guard let parsed = ScenarioReport.Format(rawValue: format) else {
                throw UsageError(description: "--format must be text or jsonl, not '\(format)'")
            }
            self.format = parsed
        }
        if arguments.flag("--realtime") { mode = .realTime }
        if arguments.flag("--no-did-scroll") { includesDidScroll = false }
        svg = try arguments.value("--svg")
        html = try arguments.value("--html")
        trace = try arguments.value("--trace")
    }

    /// Whether a file asked for (plot, replay, trace) needs every record of the run.
    var needsEveryRecord: Bool { svg != nil || html != nil || trace != nil }

    /// Where to write a file of scenario `name` given `path`: the path, with the scenario's name
    /// before the extension when several scenarios run.
    func path(_ path: String?, for name: String) -> String? {
        guard let path else { return nil }
        return scenarioCount > 1 ? ScenarioReport.plotPath(path, scenario: name) : path
    }
}
