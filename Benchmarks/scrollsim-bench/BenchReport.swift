import Foundation
import ScrollScenarios

/// The table and the JSON summary of a benchmark run.
struct BenchReport {
    var figures: [Figure]
    var quick: Bool
    var totalSeconds: Double

    var machine: String {
        "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.operatingSystemVersionString)"
    }

    var date: String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date())
    }

    func table() -> String {
        let header = ["figure", "value", "limit (plain)", "ratio", "target", "met"]
        var rows: [[String]] = figures.map { f in
            [
                f.name, "\(Format.number(f.value)) \(f.unit)", f.limit.map { "\(Format.number($0)) \(f.unit)" } ?? "-",
                f.ratio.map { String(format: "%.2fx", $0) } ?? "-", f.target, f.met.map { $0 ? "yes" : "NO" } ?? "-",
            ]
        }
        rows.insert(header, at: 0)
        var widths = [Int](repeating: 0, count: header.count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        var lines = [
            "scrollsim-bench \(quick ? "(quick) " : "")on \(machine), \(date); "
                + "ratio = how many times slower than the plain loop"
        ]
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { i, cell in
                i == 0 || i == 4 ? Format.pad(cell, widths[i]) : Format.leftPad(cell, widths[i])
            }
            lines.append("| " + cells.joined(separator: " | ") + " |")
            if index == 0 {
                lines.append("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
            }
        }
        lines.append("")
        for figure in figures where !figure.note.isEmpty { lines.append("- \(figure.key): \(figure.note)") }
        lines.append(String(format: "total: %.1f s", totalSeconds))
        return lines.joined(separator: "\n")
    }

    func json() -> String {
        func number(_ x: Double?) -> String {
            guard let x, x.isFinite else { return "null" }
            return String(format: "%.6g", x)
        }
        let string = JSONLinesWriter.string
        let items = figures.map { f in
            "    {\"key\": \(string(f.key)), \"name\": \(string(f.name)), \"value\": \(number(f.value)), "
                + "\"limit\": \(number(f.limit)), \"ratio\": \(number(f.ratio)), \"unit\": \(string(f.unit)), "
                + "\"target\": \(string(f.target)), \"met\": \(f.met.map { $0 ? "true" : "false" } ?? "null"), "
                + "\"note\": \(string(f.note))}"
        }
        return "{\n  \"machine\": \(string(machine)),\n  \"date\": \(string(date)),\n  \"quick\": \(quick),\n"
            + "  \"totalSeconds\": \(number(totalSeconds)),\n  \"figures\": [\n" + items.joined(separator: ",\n")
            + "\n  ]\n}"
    }
}
