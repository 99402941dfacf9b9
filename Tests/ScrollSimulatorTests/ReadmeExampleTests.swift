import Foundation
import ScrollSimulator
import Testing

/// The README's library example: the code block in the README is this test's code, character for
/// character, and what it prints is the README's output block, line for line.
@Suite struct ReadmeExampleTests {
    /// The README's example, run with `print` captured.
    // The README shows this code as written here, comments aligned: swift-format leaves it alone.
    // swift-format-ignore
    static func readmeExample(_ output: Output) async throws {
        func print(_ items: Any...) { output.append(items.map { "\($0)" }.joined(separator: " ")) }
        // --- README example begins ---
        let clock = try DisplayClock()                        // 60 Hz, virtual time
        let list = try ScrollView(
            id: "list", clock: clock,
            size: Size(width: 375, height: 667),
            contentSize: Size(width: 375, height: 3000),
            contentInset: EdgeInsets(top: 64 + 35, left: 0, bottom: 49, right: 0))   // rests at y = -99

        let recording = await list.recordEvents()             // every event, in order, no printer task
        try await list.fling(velocity: Point(x: 0, y: 1200))  // pt/s; positive y: the offset grows
        let frames = try await clock.runUntilIdle()           // until nothing moves, sleeps or runs
        try await clock.stop()                                // throws if work was left pending

        for event in await recording.events where event.name != "didScroll" {
            print(event.frame, event.name, event.contentOffset)
        }
        let offset = await list.contentOffset                 // -39 + 1200 / k, k = 2.002003 /s
        print(frames, "frames; at rest:", offset.isApproximatelyEqual(to: Point(x: 0, y: 560.3998), tolerance: 1e-4))
        // --- README example ends ---
    }

    final class Output: @unchecked Sendable {
        // @unchecked: `lines` is touched only under `lock`.
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var text: String { lock.withLock { lines.map { $0 + "\n" }.joined() } }
    }

    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    /// The fenced block of `language` that follows `heading` in the README, without its fences.
    static func block(after heading: String, language: String, in text: String = readme) -> String? {
        guard let start = text.range(of: heading),
            let open = text.range(of: "```\(language)\n", range: start.upperBound..<text.endIndex),
            let close = text.range(of: "\n```\n", range: open.upperBound..<text.endIndex)
        else { return nil }
        return String(text[open.upperBound..<close.lowerBound]) + "\n"
    }

    /// This file's example lines, without the 8 spaces of indentation.
    static var testedCode: String {
        let source = (try? String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)) ?? ""
        let lines = source.components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.contains("--- README example begins ---") }),
            let end = lines.firstIndex(where: { $0.contains("--- README example ends ---") })
        else { return "" }
        return lines[(begin + 1)..<end].map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : $0 }
            .joined(separator: "\n") + "\n"
    }

    @Test func theReadmeShowsThisTestsCodeCharacterForCharacter() throws {
        let shown = try #require(Self.block(after: "## The library in one example", language: "swift"))
        #expect(shown == "import ScrollSimulator\n\n" + Self.testedCode)
    }

    @Test func theExamplePrintsWhatTheReadmeShowsOnEveryRun() async throws {
        let shown = Self.block(after: "It prints, on every run:", language: "text")
        for _ in 0..<20 {
            let output = Output()
            try await Self.readmeExample(output)
            #expect(output.text == shown, "the example printed:\n\(output.text)")
        }
    }
}
