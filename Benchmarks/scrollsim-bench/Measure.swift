import Foundation

/// Wall-clock timing and process memory.
enum Measure {
    /// Seconds taken by `body`.
    static func seconds(_ body: () async throws -> Void) async rethrows -> Double {
        let start = ContinuousClock.now
        try await body()
        return (ContinuousClock.now - start) / .seconds(1)
    }

    /// The fastest of `repetitions` runs of a synchronous body, in s.
    static func best(of repetitions: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<repetitions {
            let start = ContinuousClock.now
            body()
            best = min(best, (ContinuousClock.now - start) / .seconds(1))
        }
        return best
    }

    /// Resident set size from /proc/self/statm, in bytes (0 where unavailable).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

/// A sink the optimiser cannot see through, for results of hot loops.
final class Sink: @unchecked Sendable {
    // @unchecked: written and read by one task at a time (each benchmark owns its sink).
    var value = 0.0
}
