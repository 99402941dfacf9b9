import ScrollScenarios
import ScrollSimulator

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
    /// The options of `run` and `demo` that take a value.
    static let valued = ["--format", "--svg", "--html", "--trace"]
    /// Options a user may try for a format, and the option that asks for it.
    static let meanings = ["--jsonl": "--format jsonl", "--json": "--format jsonl", "--text": "--format text"]

    init(_ arguments: inout ArgumentList) throws(UsageError) {
        try arguments.requireValues(Self.valued)
        if let format = try arguments.value("--format") {
            guard let parsed = ScenarioReport.Format(rawValue: format) else {
                throw UsageError(description: "--format must be text or jsonl, not '\(format)'")
            }
            self.format = parsed
        }
        if try arguments.flag("--realtime") { mode = .realTime }
        if try arguments.flag("--no-did-scroll") {
            // JSON Lines is a contract that lists every event: the flag would be ignored.
            guard format == .text else {
                throw UsageError(
                    description: "--no-did-scroll applies to the text timeline only; JSON Lines always lists didScroll")
            }
            includesDidScroll = false
        }
        svg = try Self.path(&arguments, OutputKind.svg)
        html = try Self.path(&arguments, OutputKind.html)
        trace = try Self.path(&arguments, OutputKind.trace)
    }

    /// The path of `kind`'s option, if given; an empty one is an error.
    private static func path(_ arguments: inout ArgumentList, _ kind: OutputKind) throws(UsageError) -> String? {
        let path = try arguments.value(kind.rawValue)
        if path == "" { throw UsageError(description: "\(kind.rawValue): the path is empty") }
        return path
    }

    /// Whether a file asked for (plot, replay, trace) needs every record of the run.
    var needsEveryRecord: Bool { svg != nil || html != nil || trace != nil }

    /// The path each option gives, in option order.
    var outputPaths: [(OutputKind, String)] {
        [(OutputKind.svg, svg), (.html, html), (.trace, trace)].compactMap { kind, path in path.map { (kind, $0) } }
    }

    /// Where to write the file of each scenario of `names` (in the order their files run) given
    /// `path`: the path itself for one scenario; for several, the scenario's name before the
    /// extension, made unique (``ScenarioReport/plotPaths(_:scenarios:)``).
    func paths(_ path: String, for names: [String]) -> [String] {
        names.count > 1 ? ScenarioReport.plotPaths(path, scenarios: names) : names.map { _ in path }
    }
}
