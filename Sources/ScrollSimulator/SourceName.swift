/// A scroll view's identifier as a number: its index in a process-wide table of the identifiers
/// seen so far. A ``ScrollViewEvent`` carries it instead of the `String`, so that an event is a
/// plain value, copied and destroyed as bytes: with a `String` inside, every copy of an event (into
/// a stream's batch, a frame's merge, an iterator's buffer) was a call into the runtime, a fifth of
/// a merged stream's cost.
///
/// Each distinct identifier is stored once for the life of the process: identifiers that come back
/// (the same ids in every test, run or clock) take no more room.
struct SourceName: Hashable, Sendable {
    /// The identifier's index in ``SourceNameTable/shared``.
    let index: UInt32

    /// The number of `name`, entering it in the table the first time it is seen.
    init(_ name: String) { index = SourceNameTable.shared.index(of: name) }

    /// The identifier.
    var name: String { SourceNameTable.shared.name(at: index) }
}

/// The identifiers behind ``SourceName``: a dictionary from identifier to index, under a lock, for
/// entering them; and the identifiers by index, in chunks that are never moved or freed, for
/// reading them without a lock.
final class SourceNameTable: @unchecked Sendable {
    // @unchecked: `chunks` and the slots they point to are written only inside `indices.withLock`,
    // each slot once, before its index is returned. A reader holds an index only through a value
    // that reached it after that (a `SourceName` is made by `index(of:)`, then copied through the
    // locks and executor hand-overs that deliver events), so the writes happen before its read.
    static let shared = SourceNameTable()

    private static let chunkSize = 1 << 10
    /// Room for every `UInt32` index; only the chunks in use are allocated (and only the pages of
    /// this array that they touch are ever written).
    private static let chunkCount = Int(UInt32.max) / chunkSize + 1

    private let indices = Locked<[String: UInt32]>([:])
    private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<String>?>

    private init() {
        chunks = .allocate(capacity: Self.chunkCount)
    }

    /// The index of `name`, entered if it is new.
    func index(of name: String) -> UInt32 {
        indices.withLock { indices in
            if let index = indices[name] { return index }
            let count = indices.count
            precondition(count < Int(UInt32.max), "SourceNameTable: more than 2^32 distinct scroll view identifiers")
            let (chunk, slot) = count.quotientAndRemainder(dividingBy: Self.chunkSize)
            if slot == 0 { chunks[chunk] = .allocate(capacity: Self.chunkSize) }
            (chunks[chunk]! + slot).initialize(to: name)
            let index = UInt32(count)
            indices[name] = index
            return index
        }
    }

    /// The identifier entered at `index`.
    func name(at index: UInt32) -> String {
        let (chunk, slot) = Int(index).quotientAndRemainder(dividingBy: Self.chunkSize)
        return chunks[chunk]![slot]
    }
}
