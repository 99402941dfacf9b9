/// How many undelivered events a stream keeps for a slow subscriber, counted in events (in frames
/// for ``DisplayClock/frames(buffering:)``).
///
/// "Undelivered" means not yet taken by the subscriber's iterator: an iterator takes everything
/// pending at once and then yields it from a local buffer, so a subscriber that lags holds at most
/// one taken batch beside the `n` kept.
public enum EventBuffering: Sendable, Hashable {
    /// Keep every event (the default): nothing is lost; memory grows while the subscriber lags.
    case unbounded
    /// Keep the newest `n` events (an `n` below 1 keeps 1: a subscriber always sees the latest);
    /// older undelivered ones are dropped, and counted.
    case newest(Int)

    /// The most undelivered elements kept, or nil for no limit.
    var limit: Int? {
        switch self {
        case .unbounded: nil
        case .newest(let n): max(1, n)
        }
    }
}
