import Foundation
import Testing

/// Debian's `chromium`, driven headless from tests: the DOM after a page's scripts ran, and
/// screenshots. Not for use outside the test target.
struct HeadlessChromium {
    /// The browser's path: `$CHROMIUM`, or the first of the usual paths that exists.
    let path: String

    /// The browser on this machine, if any (none when `SCROLLSIM_BROWSER_TESTS=0`).
    static let installed: HeadlessChromium? = {
        guard ProcessInfo.processInfo.environment["SCROLLSIM_BROWSER_TESTS"] != "0" else { return nil }
        let candidates =
            [ProcessInfo.processInfo.environment["CHROMIUM"]].compactMap { $0 }
            + ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        return candidates.first(where: FileManager.default.isExecutableFile(atPath:)).map(HeadlessChromium.init(path:))
    }()

    /// Whether CI demands the browser (`SCROLLSIM_REQUIRE_BROWSER=1`): then a missing one fails
    /// instead of skipping.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["SCROLLSIM_REQUIRE_BROWSER"] == "1" }

    /// The serialised DOM of `url` once its scripts ran, and what the browser wrote to stderr.
    func dumpDOM(_ url: String) async throws -> (dom: String, log: String) {
        try await run(["--dump-dom", url])
    }

    /// Writes a PNG screenshot of `url` at `width` x `height` px to `file`; returns the browser's log.
    @discardableResult
    func screenshot(_ url: String, to file: String, width: Int, height: Int) async throws -> String {
        try await run(["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(file)", url]).log
    }

    /// Runs the browser with `arguments`; returns its standard output and standard error. Waits
    /// without holding a thread: a test blocked on the browser held one of the few threads of
    /// Swift's shared pool for seconds, and with two browser suites both, so that the simulation
    /// tests running beside them starved (their stall watchdog stopped their clocks).
    private func run(_ arguments: [String]) async throws -> (dom: String, log: String) {
        // A profile of its own per run: two browsers on one profile refuse to start.
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scrollsim-chromium-\(UUID().uuidString)")
        let (profile, out, err) = (base, base.appendingPathExtension("out"), base.appendingPathExtension("log"))
        defer { for url in [profile, out, err] { try? FileManager.default.removeItem(at: url) } }
        let process = Process()
        // `timeout` bounds a browser that hangs; the flags keep it off the GPU and the network.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments =
            [
                "120", path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-extensions", "--user-data-dir=" + profile.path,
            ] + arguments
        for url in [out, err] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
        let (outHandle, errHandle) = (try FileHandle(forWritingTo: out), try FileHandle(forWritingTo: err))
        process.standardOutput = outHandle
        process.standardError = errHandle
        try await withCheckedThrowingContinuation { (ended: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in ended.resume() }
            do { try process.run() } catch { ended.resume(throwing: error) }
        }
        try outHandle.close()
        try errHandle.close()
        let dom = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        let log = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
        return (dom, log)
    }

    /// The attributes of the first start tag in `html` that contains `marker` (`id="phone"`), by name.
    static func attributes(ofTagContaining marker: String, in html: String) -> [String: String]? {
        guard let range = html.range(of: marker) else { return nil }
        guard let open = html[..<range.lowerBound].lastIndex(of: "<"),
            let close = html[range.upperBound...].firstIndex(of: ">")
        else { return nil }
        return attributes(String(html[open...close]))
    }

    /// Every start tag in `html` that contains `marker`, as attribute dictionaries.
    static func allAttributes(ofTagsContaining marker: String, in html: String) -> [[String: String]] {
        var result: [[String: String]] = []
        var rest = html[...]
        while let range = rest.range(of: marker) {
            if let open = rest[..<range.lowerBound].lastIndex(of: "<"),
                let close = rest[range.upperBound...].firstIndex(of: ">")
            {
                result.append(attributes(String(rest[open...close])))
                rest = rest[close...]
            } else {
                break
            }
        }
        return result
    }

    private static func attributes(_ tag: String) -> [String: String] {
        var result: [String: String] = [:]
        let pattern = try! NSRegularExpression(pattern: #"([a-zA-Z-]+)="([^"]*)""#)
        for match in pattern.matches(in: tag, range: NSRange(tag.startIndex..., in: tag)) {
            let name = String(tag[Range(match.range(at: 1), in: tag)!])
            let value = String(tag[Range(match.range(at: 2), in: tag)!])
            result[name] = value
        }
        return result
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a browser suite where Chromium is installed, or where CI requires it (then a missing
    /// browser fails); skips it elsewhere, saying why.
    static var needsChromium: Self {
        .enabled(
            if: HeadlessChromium.installed != nil || HeadlessChromium.isRequired,
            "needs Chromium (apt-get install chromium), and SCROLLSIM_BROWSER_TESTS not 0; skipped here, required in CI"
        )
    }
}
