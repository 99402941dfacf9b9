import Testing

@testable import ScrollSimulator

/// The per-subscriber machine as a call table: each row feeds one input and names the action.
@Suite struct BatchBufferMachineTests {
    typealias Machine = BatchBufferMachine<Int, String>

    /// The action, as a comparable string.
    static func s(_ action: Machine.SendAction) -> String {
        switch action {
        case .buffered(let dropped): "buffered dropped \(dropped)"
        case .resume(let waiter, let dropped): "resume \(waiter) dropped \(dropped)"
        case .terminated: "terminated"
        case .ignored: "ignored"
        }
    }

    static func take(_ machine: inout Machine) -> String {
        var buffer = Machine.Batch()
        buffer.append(99)
        switch machine.take(into: &buffer) {
        case .taken: return "taken \(buffer.elements)"
        case .end: return "end"
        case .suspend: return "suspend"
        }
    }

    static func wait(_ machine: inout Machine, _ waiter: String) -> String {
        guard let w = machine.wait(waiter) else { return "suspended" }
        return "resume \(w)"
    }

    @Test func unboundedKeepsEverythingAndTheConsumerTakesItAsOneBatch() {
        var m = Machine(limit: nil)
        #expect(Self.s(m.send(contentsOf: [1, 2])) == "buffered dropped 0")  // a frame's events
        #expect(Self.s(m.send(3)) == "buffered dropped 0")  // a command's event
        #expect(Self.take(&m) == "taken [1, 2, 3]")  // one batch
        #expect(Self.take(&m) == "suspend")
    }

    @Test func aWaitingConsumerIsResumedByTheNextSend() {
        var m = Machine(limit: nil)
        #expect(Self.take(&m) == "suspend")
        #expect(Self.wait(&m, "c") == "suspended")
        #expect(Self.s(m.send(contentsOf: [4, 5])) == "resume c dropped 0")
        #expect(Self.s(m.send(6)) == "buffered dropped 0")  // resumed, not running yet
        #expect(Self.take(&m) == "taken [4, 5, 6]")  // it takes everything when it runs
    }

    @Test func somethingSentBetweenTakeAndWaitResumesAtOnce() {
        var m = Machine(limit: nil)
        #expect(Self.take(&m) == "suspend")
        #expect(Self.s(m.send(7)) == "buffered dropped 0")
        #expect(Self.wait(&m, "c") == "resume c")
        #expect(Self.take(&m) == "taken [7]")
    }

    @Test func newestKeepsTheLastNEventsAndCountsTheRest() {
        var m = Machine(limit: 3)
        #expect(Self.s(m.send(contentsOf: [1, 2])) == "buffered dropped 0")
        #expect(Self.s(m.send(contentsOf: [3, 4, 5])) == "buffered dropped 2")
        #expect(Self.s(m.send(6)) == "buffered dropped 1")
        #expect(Self.take(&m) == "taken [4, 5, 6]")
        #expect(Self.wait(&m, "c") == "suspended")
        #expect(Self.s(m.send(contentsOf: [7, 8, 9, 10])) == "resume c dropped 1")
        #expect(Self.take(&m) == "taken [8, 9, 10]")
    }

    @Test func finishDeliversWhatIsPendingThenEnds() {
        var m = Machine(limit: nil)
        #expect(Self.s(m.send(1)) == "buffered dropped 0")
        let r1 = m.finish()
        #expect(r1 == nil)  // the consumer is busy
        #expect(Self.s(m.send(2)) == "ignored")  // after the end
        #expect(Self.take(&m) == "taken [1]")
        #expect(Self.take(&m) == "end")
        #expect(Self.wait(&m, "late") == "resume late")
    }

    @Test func finishResumesAWaitingConsumerWithNil() {
        var m = Machine(limit: nil)
        #expect(Self.wait(&m, "c") == "suspended")
        let r2 = m.finish()
        #expect(r2 == "c")
        let r3 = m.finish()
        #expect(r3 == nil)
    }

    @Test func cancelResumesTheWaiterTellsTheOwnerOnceAndRefusesLaterSends() {
        var m = Machine(limit: nil)
        #expect(Self.wait(&m, "c") == "suspended")
        let first = m.cancel()
        #expect(first.waiter == "c" && first.wasLive)
        let second = m.cancel()
        #expect(second.waiter == nil && !second.wasLive)
        #expect(Self.s(m.send(1)) == "terminated")
        #expect(Self.take(&m) == "end")
    }

    @Test func cancelDropsWhatIsPending() {
        var m = Machine(limit: nil)
        _ = m.send(contentsOf: [1, 2])
        let r4 = m.cancel().wasLive
        #expect(r4)
        #expect(Self.take(&m) == "end")
    }

    @Test func cancelAfterTheEndIsNotReported() {
        var m = Machine(limit: nil)
        _ = m.finish()
        let r5 = m.cancel().wasLive
        #expect(!r5)
    }
}

extension BatchBufferMachineTests {
    /// The stretches of a batch, the tail last (empty when nothing was sent one at a time).
    static func stretches(_ batch: Machine.Batch) -> [[Int]] {
        (0..<batch.stretchCount).map { Array(batch.stretch(at: $0)) }
    }

    /// The storage of each stretch of a batch (not the tail).
    static func bases(_ batch: Machine.Batch) -> [UnsafePointer<Int>?] {
        (0..<batch.stretchCount - 1).map { batch.stretch(at: $0).withUnsafeBufferPointer { $0.baseAddress } }
    }

    @Test func aConsumerThatKeepsUpSharesTheSentBatchInsteadOfACopy() {
        let frame = [1, 2, 3]
        let storage = frame.withUnsafeBufferPointer { $0.baseAddress }
        var waiting = Machine(limit: nil)
        #expect(Self.wait(&waiting, "c") == "suspended")
        guard case .resume = waiting.send(contentsOf: frame) else {
            Issue.record("expected the waiting consumer to be resumed")
            return
        }
        var taken = Machine.Batch()
        #expect(waiting.take(into: &taken) == .taken)
        #expect(Self.bases(taken) == [storage])
        var busy = Machine(limit: nil)
        _ = busy.send(contentsOf: frame)
        var buffer = Machine.Batch()
        #expect(busy.take(into: &buffer) == .taken)
        #expect(buffer.elements == frame && Self.bases(buffer) == [storage])
        // A second send while the first is pending is a stretch of its own: neither is copied.
        _ = busy.send(contentsOf: frame)
        _ = busy.send(contentsOf: [4])
        #expect(busy.take(into: &buffer) == .taken)
        #expect(Self.stretches(buffer) == [[1, 2, 3], [4], []] && Self.bases(buffer).first == storage)
        #expect(frame == [1, 2, 3])  // the sender's array is untouched
    }

    @Test func stretchesAreHandedOverAsTheyAreAndSingleElementsGatheredAfterThem() {
        let run = [1, 2, 3, 4, 5, 6]
        var m = Machine(limit: nil)
        #expect(Self.s(m.send(stretches: [run[0..<2], run[4...], [], run[2..<4]])) == "buffered dropped 0")
        #expect(Self.s(m.send(7)) == "buffered dropped 0")
        #expect(Self.s(m.send(8)) == "buffered dropped 0")
        #expect(m.pending.count == 8)
        var buffer = Machine.Batch()
        #expect(m.take(into: &buffer) == .taken)
        #expect(Self.stretches(buffer) == [[1, 2], [5, 6], [3, 4], [7, 8]])  // the empty stretch is not kept
        let storage = run.withUnsafeBufferPointer { $0.baseAddress! }
        #expect(Self.bases(buffer) == [storage, storage + 4, storage + 2])
        #expect(m.pending.isEmpty)
        // A stretch after single elements: they become a stretch before it, in order.
        _ = m.send(9)
        _ = m.send(stretches: [run[0..<1]])
        _ = m.send(10)
        #expect(m.take(into: &buffer) == .taken)
        #expect(Self.stretches(buffer) == [[9], [1], [10]])
    }

    /// The limit counts elements across stretches: whole stretches go first, then the front of the
    /// oldest one left, then the front of the single elements.
    @Test func theLimitDropsAcrossStretches() {
        var m = Machine(limit: 4)
        #expect(Self.s(m.send(contentsOf: [1, 2])) == "buffered dropped 0")
        #expect(Self.s(m.send(contentsOf: [3, 4, 5])) == "buffered dropped 1")
        #expect(m.pending.count == 4)
        #expect(Self.s(m.send(stretches: [[6, 7][...], [8][...]])) == "buffered dropped 3")
        #expect(Self.take(&m) == "taken [5, 6, 7, 8]")
        #expect(Self.wait(&m, "c") == "suspended")
        #expect(
            Self.s(m.send(stretches: [[1, 2][...], [3, 4, 5][...], [6][...]])) == "resume c dropped 2")
        #expect(Self.take(&m) == "taken [3, 4, 5, 6]")
        for element in 1...6 { _ = m.send(element) }
        #expect(Self.take(&m) == "taken [3, 4, 5, 6]")
    }

    /// A consumer that waits for every element, one at a time: the producer fills the storage the
    /// consumer drained, and the consumer takes it; the same two arrays go back and forth, so the
    /// steady state allocates nothing (and frees nothing on the consumer's thread).
    @Test func waitedForHandOversReuseTheSameTwoArrays() {
        var m = Machine(limit: nil)
        var buffer = Machine.Batch()
        var storages = Set<UnsafePointer<Int>?>()
        for element in 0..<10 {
            #expect(m.take(into: &buffer) == .suspend)
            #expect(m.wait("c") == nil)
            #expect(Self.s(m.send(element)) == "resume c dropped 0")
            #expect(m.take(into: &buffer) == .taken)
            #expect(buffer.elements == [element])
            storages.insert(buffer.stretch(at: 0).withUnsafeBufferPointer { $0.baseAddress })
        }
        #expect(storages.count == 2)
    }
}
