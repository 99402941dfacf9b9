import Testing

@testable import ScrollSimulator

/// The per-subscriber machine as a call table: each row feeds one input and names the action.
@Suite struct BatchBufferMachineTests {
    typealias Machine = BatchBufferMachine<Int, String>

    /// The action, as a comparable string.
    static func s(_ action: Machine.SendAction) -> String {
        switch action {
        case .buffered(let dropped): "buffered dropped \(dropped)"
        case .resume(let waiter, let batch, let dropped): "resume \(waiter) \(batch) dropped \(dropped)"
        case .terminated: "terminated"
        case .ignored: "ignored"
        }
    }

    static func take(_ machine: inout Machine) -> String {
        var buffer = [99]
        switch machine.take(into: &buffer) {
        case .taken: return "taken \(buffer)"
        case .end: return "end"
        case .suspend: return "suspend"
        }
    }

    static func wait(_ machine: inout Machine, _ waiter: String) -> String {
        guard let (w, batch) = machine.wait(waiter) else { return "suspended" }
        return "resume \(w) \(batch.map { "\($0)" } ?? "nil")"
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
        #expect(Self.s(m.send(contentsOf: [4, 5])) == "resume c [4, 5] dropped 0")
        #expect(Self.s(m.send(6)) == "buffered dropped 0")  // the consumer is busy
        #expect(Self.take(&m) == "taken [6]")
    }

    @Test func somethingSentBetweenTakeAndWaitResumesAtOnce() {
        var m = Machine(limit: nil)
        #expect(Self.take(&m) == "suspend")
        #expect(Self.s(m.send(7)) == "buffered dropped 0")
        #expect(Self.wait(&m, "c") == "resume c [7]")
    }

    @Test func newestKeepsTheLastNEventsAndCountsTheRest() {
        var m = Machine(limit: 3)
        #expect(Self.s(m.send(contentsOf: [1, 2])) == "buffered dropped 0")
        #expect(Self.s(m.send(contentsOf: [3, 4, 5])) == "buffered dropped 2")
        #expect(Self.s(m.send(6)) == "buffered dropped 1")
        #expect(Self.take(&m) == "taken [4, 5, 6]")
        #expect(Self.wait(&m, "c") == "suspended")
        #expect(Self.s(m.send(contentsOf: [7, 8, 9, 10])) == "resume c [8, 9, 10] dropped 1")
    }

    @Test func finishDeliversWhatIsPendingThenEnds() {
        var m = Machine(limit: nil)
        #expect(Self.s(m.send(1)) == "buffered dropped 0")
        let r1 = m.finish()
        #expect(r1 == nil)  // the consumer is busy
        #expect(Self.s(m.send(2)) == "ignored")  // after the end
        #expect(Self.take(&m) == "taken [1]")
        #expect(Self.take(&m) == "end")
        #expect(Self.wait(&m, "late") == "resume late nil")
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
    @Test func aConsumerThatKeepsUpSharesTheSentBatchInsteadOfACopy() {
        let frame = [1, 2, 3]
        let storage = frame.withUnsafeBufferPointer { $0.baseAddress }
        var waiting = Machine(limit: nil)
        #expect(Self.wait(&waiting, "c") == "suspended")
        guard case .resume(_, let batch, _) = waiting.send(contentsOf: frame) else {
            Issue.record("expected the waiting consumer to be resumed")
            return
        }
        #expect(batch.withUnsafeBufferPointer { $0.baseAddress } == storage)
        var busy = Machine(limit: nil)
        _ = busy.send(contentsOf: frame)
        var buffer: [Int] = []
        #expect(busy.take(into: &buffer) == .taken)
        #expect(buffer == frame && buffer.withUnsafeBufferPointer { $0.baseAddress } == storage)
        // A second send while the first is pending is appended (a copy, since the first is shared).
        _ = busy.send(contentsOf: frame)
        _ = busy.send(contentsOf: [4])
        #expect(Self.take(&busy) == "taken [1, 2, 3, 4]")
        #expect(frame == [1, 2, 3])  // the sender's array is untouched
    }
}
