/// One event of the Chrome trace event format (the JSON that Perfetto and `chrome://tracing`
/// open): a complete slice (`X`), an instant (`i`, thread scope), a counter (`C`) or a thread-name
/// metadata event (`M`). Times are in µs from the start of the run.
struct TraceEvent: Sendable, Equatable {
    /// The phases this writer uses.
    enum Phase: String, Sendable {
        case complete = "X"
        case instant = "i"
        case counter = "C"
        case metadata = "M"
    }

    var phase: Phase
    var name: String
    /// The category (`scroll`, `screen`, `lifecycle`, `clock`).
    var category: String
    /// The track: one thread id per scroll view, screen part or lane.
    var track: Int
    /// Start, in µs.
    var start: Double
    /// Duration of a slice, in µs.
    var duration: Double?
    /// Arguments as JSON members (`"key":value`, already encoded), in order.
    var arguments: [(String, String)] = []

    static func == (lhs: TraceEvent, rhs: TraceEvent) -> Bool {
        lhs.phase == rhs.phase && lhs.name == rhs.name && lhs.category == rhs.category && lhs.track == rhs.track
            && lhs.start == rhs.start && lhs.duration == rhs.duration
            && lhs.arguments.map(\.0) == rhs.arguments.map(\.0) && lhs.arguments.map(\.1) == rhs.arguments.map(\.1)
    }

    /// The event as one JSON object.
    var json: String {
        var text = "{\"ph\":\"\(phase.rawValue)\",\"name\":" + JSONLinesWriter.string(name)
        if phase != .metadata { text += ",\"cat\":" + JSONLinesWriter.string(category) }
        text += ",\"pid\":1,\"tid\":\(track),\"ts\":" + DecimalFormat.shortest(start, decimals: 3)
        if let duration { text += ",\"dur\":" + DecimalFormat.shortest(duration, decimals: 3) }
        if phase == .instant { text += ",\"s\":\"t\"" }
        if !arguments.isEmpty {
            text +=
                ",\"args\":{" + arguments.map { JSONLinesWriter.string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
        }
        return text + "}"
    }

    /// Seconds to µs.
    static func microseconds(_ seconds: Double) -> Double { seconds * 1_000_000 }
}
