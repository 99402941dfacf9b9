import Testing

@_spi(Delivery) @testable import ScrollSimulator

/// The delivery cursor on its own: plain calls as far as they go, a stop at each handler that must
/// be awaited, and the same order as a plain nested loop.
@Suite struct DeliveryRoundTests {
    struct Refused: Error {}

    /// Notes each call as "handler:event"; `awaits` handlers return work that notes "handler:event
    /// awaited", and `throws` handlers throw.
    struct Handler: InFrameHandler {
        let name: String
        var awaits = false
        var throwsError = false
        let log: Log

        func handle(_ event: Int) throws -> InFrameWork? {
            log.lines.append("\(name):\(event)")
            if throwsError { throw Refused() }
            guard awaits else { return nil }
            let (name, log) = (name, log)
            @Sendable nonisolated(nonsending) func rest() async throws { log.lines.append("\(name):\(event) awaited") }
            return rest
        }
    }

    final class Log: @unchecked Sendable {
        // @unchecked: used by one test at a time, from one task.
        var lines: [String] = []
    }

    actor Owner {
        func run(
            _ round: DeliveryRound<Handler>, _ pending: @escaping InFrameWork, clock: DisplayClock,
            report: (any Error) -> Void
        ) async {
            await DeliveryRound.finish(
                (round, pending), next: { nil }, recycle: { _ in }, report: report, clock: clock, isolation: self)
        }
    }

    @Test func plainHandlersRunInOneGoEventByEvent() {
        let log = Log()
        var round = DeliveryRound(
            batch: [1, 2], handlers: [Handler(name: "a", log: log), Handler(name: "b", log: log)])
        #expect(round.advance(report: { _ in Issue.record("nothing throws") }) == nil)
        #expect(log.lines == ["a:1", "b:1", "a:2", "b:2"])
    }

    @Test func aRoundOfAStretchOfALargerRunSeesThatStretchOnly() {
        let log = Log()
        let run = [1, 2, 3, 4, 5]
        var round = DeliveryRound(batch: run, range: 2..<4, handlers: [Handler(name: "a", log: log)])
        #expect(round.advance(report: { _ in Issue.record("nothing throws") }) == nil)
        #expect(log.lines == ["a:3", "a:4"])
    }

    @Test func aRoundStopsAtAHandlerToAwaitAndGoesOnInTheSameOrder() async throws {
        let log = Log()
        let handlers = [
            Handler(name: "a", log: log), Handler(name: "b", awaits: true, log: log),
            Handler(name: "c", throwsError: true, log: log),
        ]
        var round = DeliveryRound(batch: [1, 2], handlers: handlers)
        var errors = 0
        guard let pending = round.advance(report: { _ in errors += 1 }) else {
            Issue.record("b's work was not returned")
            return
        }
        #expect(log.lines == ["a:1", "b:1"])  // stopped right after b
        await Owner().run(round, pending, clock: try DisplayClock(), report: { _ in errors += 1 })
        #expect(log.lines == ["a:1", "b:1", "b:1 awaited", "c:1", "a:2", "b:2", "b:2 awaited", "c:2"])
        #expect(errors == 2)  // c's, once per event, reported and not stopping the round
    }

    @Test func takingARoundEmptiesTheQueueAndRecyclingGivesTheStorageBack() {
        var queue = [1, 2, 3]
        queue.reserveCapacity(64)
        var round = DeliveryRound<Handler>.take(from: &queue, handlers: [])
        #expect(queue.isEmpty && round?.batch == [1, 2, 3])
        DeliveryRound<Handler>.recycle(&round!.batch, into: &queue)
        #expect(queue.isEmpty && queue.capacity >= 64)
        #expect(DeliveryRound<Handler>.take(from: &queue, handlers: []) == nil)
        // Something queued meanwhile keeps its own storage.
        var batch = [7]
        queue = [8]
        DeliveryRound<Handler>.recycle(&batch, into: &queue)
        #expect(queue == [8])
    }
}
