import Foundation

/// Writes one self-contained HTML page (inline CSS and JavaScript, no network) that replays a run
/// in the browser: a phone-sized drawing of the paging screen (navigation bar, title bar and
/// indicator, pages with each child's list or a "not loaded" placeholder, tab bar with the publish
/// button, a pushed screen during and after a push), each scroll view's viewport over its content
/// (an app screen's list while it exists), play / pause / speed (1x, 0.25x) / frame-by-frame
/// controls, a scrubber in simulation time, the event log following the time cursor (click an
/// event to jump to it), and the run's SVG plot beneath with a cursor.
///
/// The page draws only from what the run emitted: its JSON Lines, the expectations' lines
/// included (embedded as printed, but for `ScriptEmbedding`'s escapes of `<`, `>`, `&`, U+2028
/// and U+2029 inside strings), the scenario's geometry and the model's transition durations, and
/// what the writer reads from the records (when each list exists, the indicator's eased frames as
/// the model computes them); nothing is simulated again in JavaScript. `page.html#t=1.25` opens
/// paused at 1.25 s; without a time it plays from the start. The drawn state is exposed as data
/// attributes for tests: `#replay[data-t][data-frame][data-ready][data-errors][data-expectations-failed]`,
/// `#phone[data-selected-title][data-loaded][data-bar-alpha][data-selected-tab][data-transition][data-indicator-x]`
/// (`[data-app-screen-x][data-modal-down]`: how far, in screen widths and heights, the app's
/// screen and the presented one are from their places), and `[data-view][data-offset-x][data-offset-y]`
/// for each scroll view drawn (`[data-exists]` on its minimap).
public struct ReplayHTMLWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The page for a run titled `title`, lasting `duration` s at `frameRate` frames per s.
    /// `records` must be every record of the run (``ScenarioRunner/keepsEveryRecord``), `samples` its
    /// offset samples (for the plot and each view's first offset), `results` its expectations'
    /// results (embedded as their JSON Lines after the records, listed and marked on the plot).
    public func render(
        title: String, duration: Double, frameRate: Int, records: [EventRecord], samples: [OffsetSample],
        geometry: ReportGeometry, results: [ExpectationResult] = []
    ) -> String {
        let plot = SVGPlotWriter().drawing(
            title: title, duration: duration, records: records, samples: samples, geometry: geometry,
            frameRate: frameRate, results: results)
        let svg = plot.svg.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
        let ordered = records.inReportOrder()
        let meta = ReplayData.meta(
            title: title, duration: duration, frameRate: frameRate, geometry: geometry, records: ordered,
            samples: samples)
        // As `--format jsonl` prints them: the events, then one line per expectation.
        let lines = JSONLinesWriter.render(ordered) + results.map { $0.jsonLine + "\n" }.joined()
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(SVGBuilder.escape(title)) · scrollsim replay</title>
            <style>
            \(ReplayStyle.css)
            </style>
            </head>
            <body>
            <div id="replay" data-ready="0" data-errors="0">
            <header><h1>\(SVGBuilder.escape(title))</h1><span id="clock">t = 0.000 s · frame 0</span><span id="verdict"></span></header>
            <div id="controls">
            <button id="play" type="button">Play</button>
            <button id="back" type="button" title="one frame back (←)">◀ frame</button>
            <button id="forward" type="button" title="one frame forward (→)">frame ▶</button>
            <label>speed <select id="speed"><option value="1">1x</option><option value="0.25">0.25x</option><option value="0">frame by frame</option></select></label>
            <input id="scrubber" type="range" min="0" max="0" step="1" value="0" aria-label="time">
            </div>
            <main>
            <section id="stage"><div id="phone"></div></section>
            <section id="views"><h2>Scroll views: viewport over content</h2><div id="minimaps"></div></section>
            <section id="log"><h2>Events</h2><ol id="events"></ol></section>
            </main>
            <section id="expectations"><h2>Expectations</h2><ol id="results"></ol></section>
            <section id="plot" data-plot-left="\(SVGBuilder.number(SVGPlotWriter.left))" data-plot-right="\(SVGBuilder.number(plot.plotRight))" data-plot-end="\(DecimalFormat.shortest(plot.timeAtRight))">
            <div id="plotcursor"></div>
            \(svg)
            </section>
            </div>
            <script type="application/json" id="scrollsim-meta">\(ScriptEmbedding.json(meta))</script>
            <script type="application/x-ndjson" id="scrollsim-records">
            \(ScriptEmbedding.json(lines))</script>
            <script>
            \(ReplayScript.javaScript)
            </script>
            </body>
            </html>

            """
    }
}
