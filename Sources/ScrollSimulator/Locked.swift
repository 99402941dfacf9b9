import Foundation

/// A value behind an `NSLock`. The simulation threads' queues and the sleeper board use it rather
/// than `Synchronization.Mutex`, whose futex-based locking the thread sanitizer cannot see.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is read and written only inside `withLock`, while `lock` is held.
    private let lock = NSLock()
    // Exclusivity is the lock's: only one `withLock` at a time reaches `value` (a nested one on the
    // same thread would block on the lock before it could overlap), so the runtime's own check of
    // each access, which walks the thread's list of accesses in progress, is left out.
    @exclusivity(unchecked) private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` on the value while holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
