import Foundation
import ScrollScenarios

/// Progress reports collected from the harness's callback (which may run on any thread).
final class ProgressLog: @unchecked Sendable {
    // @unchecked: `reports` is only touched while `lock` is held.
    private let lock = NSLock()
    private var reports: [StressProgress] = []

    func append(_ report: StressProgress) { lock.withLock { reports.append(report) } }
    var all: [StressProgress] { lock.withLock { reports } }
}
