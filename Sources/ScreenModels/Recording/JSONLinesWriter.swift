/// Writes records as JSON Lines, the public output contract: one object per event, one per line,
/// in the order given (pass records in report order).
///
/// Keys come in the order `t`, `frame`, `source`, `event`, `contentOffset`, then, when present,
/// `velocity` (pt/ms), `targetContentOffset`, `willDecelerate`, `index`, `alpha` and `progress`, then
/// a screen event's ``ScreenFields``:
///
///     {"t":0.550000,"frame":33,"source":"list","event":"didEndDragging","contentOffset":{"x":0,"y":-80.1},"willDecelerate":true}
///
/// `t` always has 6 decimals; other numbers use ``DecimalFormat/shortest(_:decimals:)`` (rounded to
/// 1e-6, no exponent, no trailing zeros, `-0` as `0`), so two runs give byte-identical output.
public enum JSONLinesWriter {
    /// One record as one line of JSON, without the line break.
    public static func line(for record: EventRecord) -> String {
        var text = "{\"t\":" + DecimalFormat.fixed(record.time)
        text += ",\"frame\":\(record.frame)"
        text += ",\"source\":" + string(record.source)
        text += ",\"event\":" + string(record.event)
        text += ",\"contentOffset\":" + point(record.contentOffset)
        if let velocity = record.velocity { text += ",\"velocity\":" + point(velocity) }
        if let target = record.targetContentOffset { text += ",\"targetContentOffset\":" + point(target) }
        if let willDecelerate = record.willDecelerate { text += ",\"willDecelerate\":\(willDecelerate)" }
        if let index = record.index { text += ",\"index\":\(index)" }
        if let alpha = record.alpha { text += ",\"alpha\":" + DecimalFormat.shortest(alpha) }
        if let progress = record.progress { text += ",\"progress\":" + DecimalFormat.shortest(progress) }
        if let screen = record.screen { text += screen.jsonMembers }
        return text + "}"
    }

    /// All records, each line ended by `\n`.
    public static func render(_ records: some Sequence<EventRecord>) -> String {
        var text = ""
        for record in records { text += line(for: record) + "\n" }
        return text
    }

    private static func point(_ point: Point) -> String {
        "{\"x\":" + DecimalFormat.shortest(point.x) + ",\"y\":" + DecimalFormat.shortest(point.y) + "}"
    }

    /// A JSON string literal: quotes, backslashes and C0 control characters escaped (lowercase hex),
    /// every other character as itself (`JSONEscaping.Policy.jsonOutput`). Not the policy of the
    /// messages that quote outside text (`TerminalText`), which also escape DEL, C1 and invisible
    /// formatting characters: escaping them here would change the output's bytes.
    public static func string(_ text: String) -> String {
        "\"" + JSONEscaping.escaped(text, policy: .jsonOutput) + "\""
    }
}
