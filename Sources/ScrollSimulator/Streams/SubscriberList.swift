/// The subscribers of one broadcast: one ``BatchChannel`` each, so every subscriber gets every
/// element in order, and a send to a subscriber costs one short lock (its iterator takes whole
/// batches). Not thread-safe: its owner isolates it.
@_spi(Delivery) public struct SubscriberList<Element: Sendable>: Sendable {
    // Public as SPI, and inlinable, where another module asks on every event (a screen's log,
    // whether to send): a `package` generic is neither specialized nor inlined across modules
    // (even marked inlinable), and the call instantiated the generic metadata of the channel list
    // each time (3 % of a paging scenario).
    @usableFromInline var channels: [(id: UInt64, channel: BatchChannel<Element>)] = []
    private var nextID: UInt64 = 0
    /// Elements dropped because a bounded subscriber's buffer was full.
    public private(set) var droppedCount = 0

    /// Whether anybody listens.
    @inlinable public var isEmpty: Bool { channels.isEmpty }
    /// The number of live subscribers: a cancelled one no longer counts, though its owner removes
    /// it only when the hop its termination makes arrives.
    package var count: Int { channels.count { !$0.channel.isCancelled } }

    package init() {}

    /// Adds a subscriber; `onTermination` gets its id when it stops listening or is cancelled. It
    /// runs on the thread that cancelled, outside every lock of the channel: it must hop to the
    /// owner, or take only the owner's own lock.
    package mutating func subscribe(
        buffering: EventBuffering, onTermination: @escaping @Sendable (UInt64) -> Void
    ) -> EventSequence<Element> {
        let id = nextID
        nextID += 1
        let channel = BatchChannel<Element>(limit: buffering.limit) { onTermination(id) }
        channels.append((id, channel))
        return EventSequence(channel)
    }

    /// Delivers one element to everyone; a subscriber that has gone away is removed at once.
    package mutating func yield(_ element: Element) {
        var gone: [UInt64] = []
        for entry in channels {
            switch entry.channel.send(element) {
            case .sent(let dropped): droppedCount += dropped
            case .terminated: gone.append(entry.id)
            }
        }
        if !gone.isEmpty { channels.removeAll { gone.contains($0.id) } }
    }

    /// Removes a subscriber that stopped listening.
    package mutating func remove(_ id: UInt64) { channels.removeAll { $0.id == id } }

    /// The channels, to send to outside the owner's lock (see ``MergedEventHub``).
    var allChannels: [BatchChannel<Element>] { channels.map(\.channel) }

    /// Counts elements dropped by a send made outside (see ``allChannels``).
    mutating func addDropped(_ n: Int) { droppedCount += n }

    /// Ends every stream (the clock stopped).
    package mutating func finishAll() {
        let all = channels
        channels.removeAll()
        for entry in all { entry.channel.finish() }
    }
}
