import ScrollPhysics
import Testing

@testable import ScrollSimulator

/// The merged stream's machine as a call table: runs appended, frames ended, subscribers coming
/// and going, the stop.
@Suite struct MergeStateMachineTests {
    typealias Machine = MergeStateMachine<String>

    static func e(_ frame: Int, _ order: Int, _ source: String = "v") -> ScrollViewEvent {
        ScrollViewEvent(
            frame: frame, time: Double(frame) / 60, source: source, sequence: order, order: order,
            event: ScrollEvent(.didScroll, contentOffset: .zero))
    }

    static func d(_ delivery: Machine.Delivery?) -> String {
        guard let delivery else { return "nothing" }
        return delivery.events.map { "\($0.frame).\($0.order)" }.joined(separator: " ")
            + " to " + delivery.subscribers.joined(separator: ",")
    }

    static func subscribe(_ m: inout Machine, _ name: String) -> String {
        switch m.subscribe({ _ in name }).1 {
        case .subscribed(let id): "subscribed \(id)"
        case .finishAtOnce: "finish at once"
        }
    }

    @Test func nothingIsKeptWhileNobodyListens() {
        var m = Machine()
        #expect(!m.isListening)
        let r1 = m.append([Self.e(1, 0)])
        #expect(!r1)
        #expect(Self.d(m.endFrame(1)) == "nothing")
    }

    @Test func parallelRunsArePutInCausalOrderWhenTheFrameEnds() {
        var m = Machine()
        #expect(Self.subscribe(&m, "a") == "subscribed 0")
        #expect(Self.subscribe(&m, "b") == "subscribed 1")
        #expect(m.isListening)
        // Shard 2's run arrives before shard 1's; a reaction's run comes last.
        let r2 = m.append([Self.e(1, 512), Self.e(1, 513)])
        #expect(r2)
        let r3 = m.append([Self.e(1, 0), Self.e(1, 1)])
        #expect(r3)
        let r4 = m.append([Self.e(1, 2048)])
        #expect(r4)
        #expect(Self.d(m.endFrame(1)) == "1.0 1.1 1.512 1.513 1.2048 to a,b")
        #expect(Self.d(m.endFrame(1)) == "nothing")
    }

    @Test func eventsOfALaterFrameWaitForThatFrameToEnd() {
        var m = Machine()
        _ = Self.subscribe(&m, "a")
        m.append([Self.e(1, 3), Self.e(2, 0)])
        #expect(Self.d(m.endFrame(1)) == "1.3 to a")
        #expect(Self.d(m.endFrame(2)) == "2.0 to a")
    }

    @Test func aCancelledSubscriberGetsNothingMore() {
        var m = Machine()
        _ = Self.subscribe(&m, "a")
        _ = Self.subscribe(&m, "b")
        let r5 = m.cancel(0)
        #expect(r5)
        let r6 = m.cancel(0)
        #expect(!r6)
        m.append([Self.e(1, 0)])
        #expect(Self.d(m.endFrame(1)) == "1.0 to b")
        let r7 = m.cancel(1)
        #expect(r7)
        #expect(!m.isListening)
        let r8 = m.append([Self.e(2, 0)])
        #expect(!r8)
    }

    @Test func stopDeliversWhatIsPendingThenFinishesEverySubscriber() {
        var m = Machine()
        _ = Self.subscribe(&m, "a")
        _ = Self.subscribe(&m, "b")
        m.append([Self.e(7, 1)])
        m.append([Self.e(7, 0)])
        let (delivery, finish) = m.stop()
        #expect(Self.d(delivery) == "7.0 7.1 to a,b")
        #expect(finish == ["a", "b"])
        #expect(Self.subscribe(&m, "late") == "finish at once")
        let r9 = m.append([Self.e(8, 0)])
        #expect(!r9)
        let r10 = m.stop().finish.isEmpty
        #expect(r10)
    }

    /// Two runs merged a stretch at a time give what a stable sort gives (ties: the first run's
    /// event first), for stretches of every length, alternating event by event included.
    @Test func mergingTwoRunsMatchesAStableSort() {
        var generator = SystemRandomNumberGenerator()
        for trial in 0..<200 {
            var a: [ScrollViewEvent] = []
            var b: [ScrollViewEvent] = []
            var order = 0
            let longest = [1, 2, 7, 600][trial % 4]
            for _ in 0..<(trial % 40) {
                let length = Int.random(in: 1...longest, using: &generator)
                for _ in 0..<length {
                    // Now and then two events share an order, to check ties.
                    if Bool.random(using: &generator) || trial % 3 != 0 { order += 1 }
                    if trial % 2 == 0 { a.append(Self.e(1, order, "a")) } else { b.append(Self.e(1, order, "b")) }
                }
                swap(&a, &b)
            }
            let merged = MergeStateMachine<String>.merge(a, b)
            let expected = (a + b).enumerated().sorted {
                ($0.element.order, $0.offset) < ($1.element.order, $1.offset)
            }.map(\.element)
            #expect(merged.map(\.order) == expected.map(\.order), "trial \(trial)")
            #expect(merged.map(\.source) == expected.map(\.source), "trial \(trial)")
        }
    }
}
