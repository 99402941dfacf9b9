import Testing

@testable import ScrollSimulator

/// Gesture scripts compute each step when its frame comes (issue 12: a drag of 1e7 s asked for
/// 19.2 GB up front).
@Suite struct GestureScriptTests {
    private func drain(_ script: inout GestureScript, through frame: Int) -> [GestureScript.Step] {
        var steps: [GestureScript.Step] = []
        while let step = script.nextDue(atOrBefore: frame) { steps.append(step) }
        return steps
    }

    @Test func aDragMovesInEqualStepsAndLiftsInItsLastFrame() {
        var script = GestureScript.drag(
            from: Point(x: 0, y: 100), by: Point(x: 0, y: -60), duration: 0.05, startFrame: 10, framesPerSecond: 60)
        #expect(drain(&script, through: 10).isEmpty)
        let steps = drain(&script, through: 100)
        #expect(steps.map(\.frame) == [11, 12, 13, 13])
        guard case .move(let last) = steps[2].action, case .lift(nil) = steps[3].action else {
            Issue.record("expected three moves then a lift, got \(steps)")
            return
        }
        #expect(last == Point(x: 0, y: 40))
        #expect(script.isFinished)
    }

    @Test func aFlingLiftsWithItsVelocityAfterAtLeastThreeFrames() {
        var script = GestureScript.fling(
            from: .zero, velocity: Point(x: 0, y: 60), slop: 10, startFrame: 0, framesPerSecond: 60)
        let steps = drain(&script, through: 1_000)
        #expect(steps.map(\.frame) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11])
        guard case .lift(let velocity) = steps.last?.action else { return }
        #expect(velocity == Point(x: 0, y: 60))
    }

    /// A drag far longer than any run holds a few words, and plays one step per frame.
    @Test func aVeryLongDragTakesNoMemoryUpFront() {
        var script = GestureScript.drag(
            from: .zero, by: Point(x: 0, y: 100), duration: 1e7, startFrame: 0, framesPerSecond: 60)
        #expect(MemoryLayout<GestureScript>.size <= 128)
        #expect(drain(&script, through: 3).count == 3)
        #expect(!script.isFinished)
        script.cancel()
        #expect(script.isFinished && script.nextDue(atOrBefore: .max) == nil)
    }

    @Test func aTapOfHugeLengthIsRefusedWithoutOverflow() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        // Its lift, saturated rather than overflowed, lies past the last frame: refused.
        await #expect(throws: SimulationError.self) { try await list.tap(frames: .max) }
        try await list.tap(frames: DisplayClock.maximumFrame)
        try await clock.advance(frames: 2)
        #expect(await list.isTracking)
        try await clock.stopAbandoningPendingWork()
    }
}
