/// One invariant violation: where and what.
public struct StressViolation: Sendable, Hashable, CustomStringConvertible {
    /// The frame of the event that broke the invariant (or of the final check).
    public var frame: Int
    /// The index of the scroll view (or screen, offset by the view count); -1 for observers.
    public var view: Int
    /// What is wrong, naming the view, the frame and the event.
    public var message: String

    /// The violation's message.
    public var description: String { message }
}

/// Counts reported while a stress run's gestures go on, about once per simulated second: the
/// scroll views' alone. The result's totals (``StressResult/eventsProcessed``) add the paging
/// screens' and what comes while every view settles after the gestures, so they are larger.
public struct StressProgress: Sendable, Hashable {
    /// Simulated time reached, in s.
    public var simulatedSeconds: Double
    /// Simulated time the gestures run for, in s.
    public var totalSeconds: Double
    /// Delegate events the scroll views' monitors checked so far.
    public var events: Int
    /// Invariant violations the scroll views' monitors found so far.
    public var violations: Int
    /// Wall time since the run started, in s.
    public var wallSeconds: Double

    /// One line for a terminal, which says what it counts:
    /// `stress: 1/2 s of gestures; scroll views so far: 2744 events, 0 violations; 0.0 s wall`.
    public var line: String {
        "stress: \(DecimalFormat.shortest(simulatedSeconds, decimals: 3))/"
            + "\(DecimalFormat.shortest(totalSeconds, decimals: 3)) s of gestures; scroll views so far: "
            + "\(events) events, \(violations) violations; \(StressFormat.fixed(wallSeconds, 1)) s wall"
    }
}

/// What a stress run found.
public struct StressResult: Sendable, Hashable {
    /// The options it ran with.
    public var options: StressOptions
    /// Delegate events checked by the in-frame monitors (deterministic in virtual time).
    public var eventsProcessed: Int
    /// Events received by the stream observers that came and went (depends on timing).
    public var observedEvents: Int
    /// Stream observers started.
    public var observersStarted: Int
    /// Gestures and commands issued by the drivers.
    public var commands: Int
    /// Wall time of the run, set-up and final checks included, in s.
    public var wallSeconds: Double
    /// Frames the clock ran (the settling after the gestures included).
    public var frames: Int
    /// Scroll-view steps the clock made.
    public var viewSteps: Int
    /// The first violations (at most 20), ordered by frame, then view.
    public var violations: [StressViolation]
    /// All violations found.
    public var violationCount: Int
    /// Real time only: vsyncs skipped because a frame was late.
    public var framesDropped: Int
    /// Real time only: frames run on the wall clock.
    public var realTimeFrames: Int
    /// Real time only: the 99th percentile of frame lateness, in s.
    public var latenessP99: Double
    /// Each view's log digest (frame, sequence, call, offset, velocity of every event), by view index.
    public var viewDigests: [UInt64]
    /// A digest of all the views' digests and event counts.
    public var digest: UInt64
    /// Why lines of the `--trace-view` trace could not be written to standard error (the first
    /// failure), or nil if every line was.
    public var traceFailure: String? = nil

    /// Delegate events checked per second of wall time.
    public var eventsPerSecond: Double { wallSeconds > 0 ? Double(eventsProcessed) / wallSeconds : 0 }

    /// Whether no invariant was broken.
    public var passed: Bool { violationCount == 0 }

    /// `n` and `noun`, plural unless n is 1 (`1 view`, `2 views`).
    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)" + (n == 1 ? "" : "s") }

    /// The summary a terminal shows.
    public var summary: String {
        var lines = [
            "stress: \(Self.count(options.views, "view")), \(Self.count(options.screens, "screen")), "
                + "\(DecimalFormat.shortest(options.seconds)) s of gestures then settling, seed \(options.seed), "
                + "\(options.realTime ? "real time" : "virtual time"), \(Self.count(options.drivers, "driver"))",
            "  events processed: \(eventsProcessed) (\(StressFormat.fixed(eventsPerSecond, 0)) events/s wall)",
            "  commands: \(commands); observers: \(observersStarted) started, \(observedEvents) events received",
            "  frames: \(frames), view steps: \(viewSteps), wall: \(StressFormat.fixed(wallSeconds, 2)) s",
        ]
        if options.realTime {
            let dropped =
                realTimeFrames + framesDropped > 0
                ? 100 * Double(framesDropped) / Double(realTimeFrames + framesDropped) : 0
            lines.append(
                "  frames dropped: \(framesDropped) (\(StressFormat.fixed(dropped, 2)) %), "
                    + "lateness p99: \(StressFormat.fixed(latenessP99 * 1000, 2)) ms")
        } else {
            lines.append("  frames dropped: 0 (virtual time)")
        }
        let hex = String(digest, radix: 16)
        lines.append("  digest: \(String(repeating: "0", count: 16 - hex.count))\(hex)")  // all 64 bits, always
        lines.append("  violations: \(violationCount)")
        for violation in violations { lines.append("    \(violation.message)") }
        if violationCount > violations.count { lines.append("    ... and \(violationCount - violations.count) more") }
        return lines.joined(separator: "\n")
    }
}

/// Number formatting without Foundation's locale: fixed decimals.
enum StressFormat {
    static func fixed(_ x: Double, _ decimals: Int) -> String {
        guard x.isFinite else { return "\(x)" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (abs(x) * scale).rounded()
        let whole = Int(rounded / scale)
        let sign = x < 0 && rounded != 0 ? "-" : ""
        guard decimals > 0 else { return "\(sign)\(whole)" }
        let fraction = Int(rounded - Double(whole) * scale)
        let digits = String(fraction)
        return "\(sign)\(whole).\(String(repeating: "0", count: decimals - digits.count))\(digits)"
    }
}
