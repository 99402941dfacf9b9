import Testing

@testable import ScrollSimulator

/// A gesture given frames after it was due (a real-time scenario step run late, the frames between
/// dropped) started then, and everything after it came that much later: a stall moved every later
/// position. Its touches due since now happen at their own frames' times in the next step, as a
/// real finger's queued touches do.
@Suite struct LateInputTests {
    /// The list's offset at frames 80, 120 and 200, and the frame of `didEndDecelerating`, for a
    /// gesture due at frame 60 that `gesture` gives in frame `givenIn`.
    static func run(
        givenIn frame: Int, _ gesture: @escaping @Sendable (ScrollView) async throws -> Void
    ) async throws
        -> (offsets: [Point], end: Int?)
    {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let log = await list.recordEvents()
        try await clock.advance(frames: frame)
        try await LateInput.$dueFrame.withValue(60) { try await gesture(list) }
        var offsets: [Point] = []
        for mark in [80, 120, 200] {
            try await clock.advance(frames: mark - clock.frameIndex)
            offsets.append(await list.contentOffset)
        }
        try await clock.runUntilSettled()
        let end = await log.events.last { $0.name == "didEndDecelerating" }?.frame
        try await clock.stop()
        return (offsets, end)
    }

    @Test(arguments: [
        "fling", "drag",
    ])
    func aGestureGivenLateMovesAsOneGivenWhenDue(kind: String) async throws {
        let gesture: @Sendable (ScrollView) async throws -> Void = { list in
            if kind == "fling" {
                try await list.fling(velocity: Point(x: 0, y: 1500))
            } else {
                try await list.drag(by: Point(x: 0, y: -300), duration: 0.1)
            }
        }
        let onTime = try await Self.run(givenIn: 60, gesture)
        let late = try await Self.run(givenIn: 76, gesture)
        #expect(onTime.end != nil)
        #expect(late.offsets == onTime.offsets)
        #expect(late.end == onTime.end)
    }

    /// Raw touches given late (a scenario's touchMove and touchUp steps in dropped frames) keep the
    /// times they were due at: the release velocity comes from the samples' own times. Given at
    /// the frame they ran in, the velocity grew from 1.47 to 1.76 pt/ms in the audit's run.
    @Test func rawTouchesGivenLateKeepTheirDueTimes() async throws {
        func run(late: Bool) async throws -> (velocity: Point?, offsets: [Point]) {
            let clock = try DisplayClock()
            let list = try Make.list(clock)
            let log = await list.recordEvents()
            // (due frame, touch): down at 12, moves at 18 and 24, up at 24.
            let touches: [(Int, @Sendable (ScrollView) async throws -> Void)] = [
                (12, { try await $0.touchDown(at: Point(x: 100, y: 400)) }),
                (18, { try await $0.touchMove(to: Point(x: 100, y: 271.8)) }),
                (24, { try await $0.touchMove(to: Point(x: 100, y: 125)) }),
                (24, { try await $0.touchUp() }),
            ]
            for (due, touch) in touches {
                // Late: the moves run a frame after they were due, as after a dropped frame.
                let given = late && due > 12 ? due + 1 : due
                if given > clock.frameIndex { try await clock.advance(frames: given - clock.frameIndex) }
                try await LateInput.$dueFrame.withValue(due) { try await touch(list) }
            }
            var offsets: [Point] = []
            for mark in [40, 60, 90] {
                try await clock.advance(frames: mark - clock.frameIndex)
                offsets.append(await list.contentOffset)
            }
            try await clock.stop()
            return (await log.events.first { $0.name == "willEndDragging" }?.velocity, offsets)
        }
        let onTime = try await run(late: false)
        let late = try await run(late: true)
        #expect(onTime.velocity != nil)
        #expect(late.velocity == onTime.velocity)
        #expect(late.offsets == onTime.offsets)
    }

    /// A command run late (a real-time scenario's `assignContentOffset` step after a stall) found
    /// the touches of a drag due before it still queued, and acted before them: the content jumped
    /// first and then took every queued move, and the release came out four times as fast in the
    /// audit's run. The touches due before the command now happen first, as on time.
    @Test func aCommandGivenLateComesAfterTheTouchesDueBeforeIt() async throws {
        func run(late: Bool) async throws -> (offsets: [Point], calls: [String], velocity: Point?) {
            let clock = try DisplayClock()
            let list = try Make.list(clock)
            let log = await list.recordEvents()
            // On time: the drag in frame 60; the assignment, due in frame 66, before that frame's
            // step (after frame 65's). Late: both given in frame 76.
            try await clock.advance(frames: late ? 76 : 60)
            try await LateInput.$dueFrame.withValue(60) {
                try await list.drag(by: Point(x: 0, y: -300), duration: 0.3)
            }
            if !late { try await clock.advance(frames: 5) }
            try await LateInput.$dueFrame.withValue(66) { try await list.assignContentOffset(Point(x: 0, y: 1000)) }
            var offsets: [Point] = []
            for mark in [80, 120, 200] {
                try await clock.advance(frames: mark - clock.frameIndex)
                offsets.append(await list.contentOffset)
            }
            try await clock.stop()
            let events = await log.events
            return (
                offsets, events.map { "\($0.name) \($0.contentOffset)" },
                events.first { $0.name == "willEndDragging" }?.velocity
            )
        }
        let onTime = try await run(late: false)
        let late = try await run(late: true)
        #expect(onTime.calls.contains("didScroll (0.0, 1000.0)"))
        #expect(late.calls == onTime.calls)
        #expect(late.velocity == onTime.velocity)
        #expect(late.offsets == onTime.offsets)
    }

    /// A gesture given late after a command that ran late too (an offset set when it ran, with no
    /// finger down, so at the current frame's time): begun in its due frame, before the motion's
    /// own time, its touches were all squeezed to that time, and the release velocity with them
    /// (a stress run in real time flung content past one viewport). It starts when the command left
    /// the view, with the shape of a gesture given then.
    @Test func aGestureGivenLateAfterALateCommandStartsWhereTheCommandLeftTheView() async throws {
        func run(late: Bool) async throws -> Point? {
            let clock = try DisplayClock()
            let list = try Make.list(clock)
            let log = await list.recordEvents()
            try await clock.advance(frames: 76)
            try await LateInput.$dueFrame.withValue(late ? 66 : nil) {
                try await list.assignContentOffset(Point(x: 0, y: 500))
            }
            try await LateInput.$dueFrame.withValue(late ? 68 : nil) {
                try await list.drag(by: Point(x: 0, y: -300), duration: 0.1)
            }
            try await clock.runUntilSettled()
            try await clock.stop()
            return await log.events.first { $0.name == "willEndDragging" }?.velocity
        }
        let onTime = try await run(late: false)
        #expect(onTime != nil)
        #expect(try await run(late: true) == onTime)
    }

    /// The package API the stress harness reads state through in real time: the touches due before
    /// a late input are played on request, as a command would play them, and where a touch due
    /// in a later frame lands is where the flight will be then, read without moving anything.
    @Test func dueTouchesPlayOnRequestAndALandingIsReadWithoutMovingTheView() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        try await clock.advance(frames: 76)
        // A drag due in frame 60, given in 76: its touches due since are queued for the next step.
        try await LateInput.$dueFrame.withValue(60) { try await list.drag(by: Point(x: 0, y: -300), duration: 0.2) }
        #expect(await list.contentOffset == Point(x: 0, y: -99))
        try await LateInput.$dueFrame.withValue(66) { try await list.playTouchesDueBeforeInput() }
        // Moves due in frames 61 to 65 played: past the slop, the content follows (5 of 12 steps).
        #expect(await list.isDragging)
        #expect(await list.contentOffset == Point(x: 0, y: -99 + 125))
        // A fling's landing, read ahead, is where the advance then brings it.
        try await clock.runUntilSettled()
        try await list.fling(velocity: Point(x: 0, y: 2000))
        try await clock.advance(frames: 10)
        let ahead = try await list.contentOffset(atFrame: clock.frameIndex + 20)
        #expect(await list.isDecelerating)
        try await clock.advance(frames: 20)
        #expect(await list.contentOffset == ahead)
        try await clock.stop()
    }

    @Test func aDueFrameAfterTheCurrentOneIsNow() async throws {
        let clock = try DisplayClock()
        let list = try Make.list(clock)
        let log = await list.recordEvents()
        try await LateInput.$dueFrame.withValue(500) { try await list.fling(velocity: Point(x: 0, y: 1200)) }
        try await clock.runUntilSettled()
        #expect(await log.events.first { $0.name == "willEndDragging" }?.frame == 3)
        try await clock.stop()
    }
}
