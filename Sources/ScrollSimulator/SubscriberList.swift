/// The subscribers of one broadcast: one `AsyncStream` each, so every subscriber gets every element
/// in order (an `AsyncStream` is single-consumer). Not thread-safe: its owner isolates it.
package struct SubscriberList<Element: Sendable>: Sendable {
    private var continuations: [UInt64: AsyncStream<Element>.Continuation] = [:]
    private var nextID: UInt64 = 0
    /// Elements dropped because a bounded subscriber's buffer was full.
    package private(set) var droppedCount = 0

    /// Whether anybody listens.
    package var isEmpty: Bool { continuations.isEmpty }
    /// The number of live subscribers.
    package var count: Int { continuations.count }

    /// Adds a subscriber; `onTermination` gets its id when it stops listening or is cancelled (it may
    /// run synchronously on any thread: it must only hop to the owner, never lock).
    package init() {}

    package mutating func subscribe(
        buffering: EventBuffering, onTermination: @escaping @Sendable (UInt64) -> Void
    ) -> AsyncStream<Element> {
        let id = nextID
        nextID += 1
        let (stream, continuation) = AsyncStream<Element>.makeStream(bufferingPolicy: buffering.policy(Element.self))
        continuation.onTermination = { _ in onTermination(id) }
        continuations[id] = continuation
        return stream
    }

    /// Delivers one element to everyone; a subscriber that has gone away is removed at once.
    package mutating func yield(_ element: Element) {
        var gone: [UInt64] = []
        for (id, continuation) in continuations {
            switch continuation.yield(element) {
            case .enqueued: break
            case .dropped: droppedCount += 1
            case .terminated: gone.append(id)
            @unknown default: break
            }
        }
        for id in gone { continuations[id] = nil }
    }

    /// Removes a subscriber that stopped listening.
    package mutating func remove(_ id: UInt64) { continuations[id] = nil }

    /// Ends every stream (the clock stopped).
    package mutating func finishAll() {
        let all = continuations.values
        continuations.removeAll()
        for continuation in all { continuation.finish() }
    }
}
