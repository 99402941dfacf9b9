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

    /// The deliveries, one after the other ("nothing" for none).
    static func d(_ deliveries: [Machine.Delivery]) -> String {
        deliveries.isEmpty ? "nothing" : deliveries.map { d($0) }.joined(separator: " | ")
    }

    static func subscribe(_ m: inout Machine, _ name: String, wholeFrames: Bool = false) -> String {
        switch m.subscribe(wholeFrames: wholeFrames, { _ in name }).1 {
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
        let (deliveries, finish) = m.stop()
        #expect(Self.d(deliveries) == "7.0 7.1 to a,b")
        #expect(finish == ["a", "b"])
        #expect(Self.subscribe(&m, "late") == "finish at once")
        let r9 = m.append([Self.e(8, 0)])
        #expect(!r9)
        let r10 = m.stop().finish.isEmpty
        #expect(r10)
    }

    /// When an advance ends, the subscribers of single events get the frame so far; those of whole
    /// frames get the frame once it has ended, what came early included, in order.
    @Test func anAdvancesEndDeliversTheFrameSoFarToSingleEventsOnly() {
        var m = Machine()
        _ = Self.subscribe(&m, "events")
        _ = Self.subscribe(&m, "frames", wholeFrames: true)
        m.append([Self.e(3, 4), Self.e(3, 5)])
        m.append([Self.e(3, 0)])
        #expect(Self.d(m.deliverEarly(throughFrame: 3)) == "3.0 3.4 3.5 to events")
        #expect(Self.d(m.deliverEarly(throughFrame: 3)) == "nothing")
        // A command after the advance, in the same frame: a later order.
        m.append([Self.e(3, 6)])
        #expect(Self.d(m.endFrame(3)) == "3.6 to events | 3.0 3.4 3.5 3.6 to frames")
        #expect(Self.d(m.endFrame(3)) == "nothing")
        // Early with nothing after it: the frame's end gives the whole frame to the frames alone.
        m.append([Self.e(4, 0)])
        #expect(Self.d(m.deliverEarly(throughFrame: 4)) == "4.0 to events")
        #expect(Self.d(m.endFrame(4)) == "4.0 to frames")
    }

    @Test func withoutWholeFrameSubscribersNothingIsHeldBack() {
        var m = Machine()
        _ = Self.subscribe(&m, "a")
        m.append([Self.e(2, 1)])
        #expect(Self.d(m.deliverEarly(throughFrame: 2)) == "2.1 to a")
        #expect(Self.d(m.endFrame(2)) == "nothing")
        // Only whole frames: an advance's end delivers nothing, the frame's end everything.
        var f = Machine()
        _ = Self.subscribe(&f, "f", wholeFrames: true)
        f.append([Self.e(2, 1)])
        #expect(Self.d(f.deliverEarly(throughFrame: 2)) == "nothing")
        #expect(Self.d(f.endFrame(2)) == "2.1 to f")
        // The last whole-frame subscriber gone, what was held for it goes too.
        var g = Machine()
        _ = Self.subscribe(&g, "a")
        _ = Self.subscribe(&g, "f", wholeFrames: true)
        g.append([Self.e(5, 0)])
        #expect(Self.d(g.deliverEarly(throughFrame: 5)) == "5.0 to a")
        g.cancel(1)
        #expect(Self.d(g.stop().deliveries) == "nothing")
    }

    /// Runs merged a stretch at a time give what a stable sort of their concatenation gives (ties:
    /// the event of the run that arrived first), for two to four runs and stretches of every
    /// length, alternating event by event included.
    @Test func mergingRunsMatchesAStableSort() {
        var generator = SeededGenerator(seed: 16)
        for trial in 0..<200 {
            let runCount = 2 + trial % 3
            var runs = [[ScrollViewEvent]](repeating: [], count: runCount)
            var order = 0
            let longest = [1, 2, 7, 600][trial % 4]
            for _ in 0..<(trial % 40) {
                let run = Int.random(in: 0..<runCount, using: &generator)
                for _ in 0..<Int.random(in: 1...longest, using: &generator) {
                    // Now and then two events share an order, to check ties.
                    if Bool.random(using: &generator) || trial % 3 != 0 { order += 1 }
                    runs[run].append(Self.e(1, order, "r\(run)"))
                }
            }
            let merged = Array(MergeStateMachine<String>.merged(runs.map { $0[...] }).joined())
            let expected = runs.joined().enumerated().sorted {
                ($0.element.order, $0.offset) < ($1.element.order, $1.offset)
            }.map(\.element)
            #expect(merged.map(\.order) == expected.map(\.order), "trial \(trial)")
            #expect(merged.map(\.source) == expected.map(\.source), "trial \(trial)")
        }
    }

    /// A merged frame is handed over as stretches of the runs that arrived, one per block of
    /// views: no event is copied.
    @Test func aMergedFrameIsStretchesOfTheRunsThemselves() {
        var m = Machine()
        _ = Self.subscribe(&m, "a")
        // Two shards' runs of two blocks each, interleaved: 0-1 and 4-5 in one, 2-3 and 6-7 in the other.
        let first = [0, 1, 4, 5].map { Self.e(1, $0) }
        let second = [2, 3, 6, 7].map { Self.e(1, $0) }
        m.append(second)
        m.append(first)
        let delivery = m.endFrame(1)
        #expect(Self.d(delivery) == "1.0 1.1 1.2 1.3 1.4 1.5 1.6 1.7 to a")
        let stretches = delivery.first?.stretches ?? []
        #expect(stretches.map(\.count) == [2, 2, 2, 2])
        let bases = stretches.map { $0.withUnsafeBufferPointer { $0.baseAddress! } }
        let firstBase = first.withUnsafeBufferPointer { $0.baseAddress! }
        let secondBase = second.withUnsafeBufferPointer { $0.baseAddress! }
        #expect(bases == [firstBase, secondBase, firstBase + 2, secondBase + 2])
    }
}
