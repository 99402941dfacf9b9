/// What `scrollsim run` prints for one finished scenario: the timeline (text) or the JSON Lines,
/// then the expectations' results (in text, with real time's frame statistics).
public struct ScenarioReport: Sendable {
    /// The output formats.
    public enum Format: String, Sendable, CaseIterable {
        /// A readable, aligned timeline followed by the expectations' results.
        case text
        /// The JSON Lines contract: one object per event, then one per expectation.
        case jsonl
    }

    /// The run to report.
    public var run: ScenarioRun
    /// The output format.
    public var format: Format
    /// Whether the text timeline lists `didScroll` (JSON Lines always does).
    public var includesDidScroll: Bool
    /// The scenario's file, named in the text's header after the scenario's name (`== NAME
    /// (FILE): ...`), so that files holding scenarios of one name can be told apart; nil: not named.
    public var file: String?

    /// Creates a report.
    public init(run: ScenarioRun, format: Format, includesDidScroll: Bool = true, file: String? = nil) {
        self.run = run
        self.format = format
        self.includesDidScroll = includesDidScroll
        self.file = file
    }

    /// The report's text.
    public func render() -> String {
        switch format {
        case .jsonl:
            // The JSON Lines contract: after the events, one line per expectation, so that a
            // failure is never silent (what `scrollsim run --format jsonl` prints).
            return JSONLinesWriter.render(run.records) + run.results.map { $0.jsonLine + "\n" }.joined()
                + (Self.realTimeLine(run.statistics) ?? "")
        case .text:
            var text = "== \(run.scenario.name)"
            if let file { text += " (\(TerminalText.escaped(file)))" }
            if !run.scenario.description.isEmpty { text += ": \(run.scenario.description)" }
            text += "\n" + TimelineWriter(includesDidScroll: includesDidScroll).render(run.records)
            for result in run.results { text += (result.passed ? "  ok   " : "  FAIL ") + "\(result)\n" }
            let stats = run.statistics
            if stats.isRealTime {
                text +=
                    "  real time: \(stats.realTimeFrames) frames, \(stats.droppedFrames) dropped, "
                    + "lateness p50 \(Self.milliseconds(stats.latenessPercentile(50))) ms, "
                    + "p99 \(Self.milliseconds(stats.latenessPercentile(99))) ms\n"
            }
            return text
        }
    }

    /// One line for `scrollsim check`: PASS or FAIL, the file, the expectation count, the events,
    /// the steps the UI refused if any (`1 step refused`), and the speed; RAN for a scenario with no
    /// expectation (it ran, but nothing was checked).
    public static func summaryLine(_ run: ScenarioRun, file: String) -> String {
        let file = TerminalText.escaped(file)
        let speed = run.speedup.isFinite ? "\(Int(run.speedup.rounded()))x real time" : "instant"
        // A refused step did nothing: said beside the verdict, so that a PASS does not hide it.
        let refused = run.refusedStepCount
        let events =
            "\(run.eventCount) events" + (refused == 0 ? "" : ", \(refused) step\(refused == 1 ? "" : "s") refused")
        guard !run.results.isEmpty else {
            return "RAN \(file): no expectations to check, \(events), \(speed)\n"
        }
        let verdict = run.passed ? "PASS" : "FAIL"
        let held = run.results.filter(\.passed).count
        return "\(verdict) \(file): \(held)/\(run.results.count) expectations, \(events), \(speed)\n"
    }

    /// In real time, the JSON Lines object with the frame statistics the text prints, a scenario's
    /// last line: `{"realTime":{"frames":N,"dropped":D,"latenessP50Ms":X,"latenessP99Ms":Y}}`
    /// (lateness in ms, to 0.01 ms). Nil in virtual time.
    public static func realTimeLine(_ statistics: ClockStatistics) -> String? {
        guard statistics.isRealTime else { return nil }
        return "{\"realTime\":{\"frames\":\(statistics.realTimeFrames),\"dropped\":\(statistics.droppedFrames)"
            + ",\"latenessP50Ms\":\(milliseconds(statistics.latenessPercentile(50)))"
            + ",\"latenessP99Ms\":\(milliseconds(statistics.latenessPercentile(99)))}}\n"
    }

    private static func milliseconds(_ seconds: Double) -> String {
        DecimalFormat.shortest((seconds * 1e5).rounded() / 100)
    }
}
