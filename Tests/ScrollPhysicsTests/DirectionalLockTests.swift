import Testing

@testable import ScrollPhysics

/// Reference §8b: a scroll view that scrolls both ways locks a drag to the dominant axis when
/// `isDirectionalLockEnabled`, whatever the gesture (a pan, a drag, a fling, a touch moved by hand).
@Suite struct DirectionalLockTests {
    /// A view with 1500 x 3000 pt of content: it scrolls both ways.
    func wide(locked: Bool) throws -> ScrollViewConfiguration {
        try ScrollViewConfiguration(
            geometry: ScrollGeometry(boundsSize: Fixtures.screen, contentSize: Size(width: 1500, height: 3000)),
            isDirectionalLockEnabled: locked)
    }

    @Test func aDiagonalDragMovesOnlyAlongTheAxisItBeganAlong() throws {
        var free = try Driver(wide(locked: false), offset: Point(x: 300, y: 300))
        var locked = try Driver(wide(locked: true), offset: Point(x: 300, y: 300))
        // Mostly upwards: the content moves down and, unlocked, right as well.
        try free.drag(Point(x: -60, y: -160), frames: 12)
        try locked.drag(Point(x: -60, y: -160), frames: 12)
        #expect(free.motion.contentOffset.x > 300)
        #expect(locked.motion.contentOffset.x == 300)
        #expect(locked.motion.contentOffset.y == free.motion.contentOffset.y)
        let release = try #require(locked.log.first { $0.event.call.name == "willEndDragging" })
        guard case .willEndDragging(let velocity, let target) = release.event.call else { return }
        #expect(velocity.x == 0 && velocity.y > 0)
        #expect(target.x == 300)
        try locked.settle()
        #expect(locked.motion.contentOffset.x == 300)
    }

    /// A 45° drag is a tie, so it locks vertically, even when its two components, computed from
    /// different start points, differ in their last bits (200 - 8.33... and 400 - 8.33... do).
    @Test func aDiagonalDragAt45DegreesLocksVertically() throws {
        var d = try Driver(wide(locked: true), offset: Point(x: 300, y: 300))
        try d.drag(Point(x: -100, y: -100), frames: 12, from: Point(x: 200, y: 400))
        #expect(d.motion.contentOffset.x == 300)
        #expect(d.motion.contentOffset.y > 300)
        let move = Point(x: 200 - 100.0 / 12, y: 400 - 100.0 / 12) - Point(x: 200, y: 400)
        #expect(abs(move.x) != abs(move.y))  // the rounding the tolerance absorbs
    }

    @Test func aFlingWithAStatedVelocityKeepsOnlyTheLockedAxis() throws {
        var d = try Driver(wide(locked: true), offset: Point(x: 300, y: 300))
        try d.record { m, t, emit in try m.touchDown(at: Point(x: 100, y: 400), time: t, emit: emit) }
        d.frame = 3
        try d.record { m, t, emit in try m.touchMove(to: Point(x: 90, y: 370), time: t, emit: emit) }
        try d.record { m, t, emit in
            try m.touchUp(time: t, releaseVelocity: Point(x: 600, y: 1600), emit: emit)
        }
        try d.settle()
        #expect(d.motion.contentOffset.x == 300)
        #expect(d.motion.contentOffset.y > 330)
    }

    @Test func theLockDoesNotDelayTheStartOfTheDrag() throws {
        // At 45 degrees, 5 pt a frame on each axis, the finger passes the 10 pt slop in frame 2
        // (14.1 pt from where it landed): the drag begins there, locked or not (vertical on a tie).
        for locked in [false, true] {
            var d = try Driver(wide(locked: locked), offset: Point(x: 300, y: 300))
            try d.drag(Point(x: -120, y: -120), frames: 24)
            let begin = try #require(d.log.first { $0.event.call.name == "willBeginDragging" })
            #expect(begin.time == 2.0 / 60, "locked \(locked)")
            #expect(d.motion.contentOffset.x == (locked ? 300 : 420), "locked \(locked)")
        }
    }

    @Test func aViewThatScrollsOneWayIsNotLocked() throws {
        // A list scrolls vertically only: the lock changes nothing (nothing to lock against).
        var configuration = try Fixtures.list()
        configuration.isDirectionalLockEnabled = true
        var locked = try Driver(configuration)
        var free = try Driver(Fixtures.list())
        try locked.drag(Point(x: -150, y: -60), frames: 12)
        try free.drag(Point(x: -150, y: -60), frames: 12)
        #expect(locked.log.map(\.event) == free.log.map(\.event))
    }
}

/// Reference §8b: a scroll view's pan recogniser begins only if the view can scroll along the
/// movement as the finger passes the slop. A vertical-only list began dragging on a mostly
/// horizontal raw touch (the `pan` step already refused it): the two input paths disagreed.
@Suite struct PanDirectionTests {
    @Test func aListThatScrollsOnlyVerticallyDoesNotBeginOnAMostlyHorizontalMove() throws {
        var d = try Driver(Fixtures.list(), offset: Point(x: 0, y: 500))
        try d.record { m, t, emit in try m.touchDown(at: Point(x: 100, y: 300), time: t, emit: emit) }
        d.frame += 1
        try d.record { m, t, emit in try m.touchMove(to: Point(x: 130, y: 295), time: t, emit: emit) }
        // Failed for the rest of the touch, even as the finger then moves vertically.
        d.frame += 1
        try d.record { m, t, emit in try m.touchMove(to: Point(x: 130, y: 200), time: t, emit: emit) }
        d.frame += 1
        try d.record { m, t, emit in try m.touchUp(time: t, emit: emit) }
        #expect(!d.names.contains("willBeginDragging"))
        #expect(d.motion.contentOffset == Point(x: 0, y: 500))
        // Mostly vertical, the same list begins.
        var v = try Driver(Fixtures.list(), offset: Point(x: 0, y: 500))
        try v.record { m, t, emit in try m.touchDown(at: Point(x: 100, y: 300), time: t, emit: emit) }
        v.frame += 1
        try v.record { m, t, emit in try m.touchMove(to: Point(x: 105, y: 270), time: t, emit: emit) }
        #expect(v.names == ["willBeginDragging", "didScroll"])
    }

    @Test func aViewThatScrollsBothWaysBeginsOnAnyMove() throws {
        var d = try Driver(
            ScrollViewConfiguration(
                geometry: ScrollGeometry(boundsSize: Fixtures.screen, contentSize: Size(width: 1500, height: 3000))),
            offset: Point(x: 300, y: 300))
        try d.record { m, t, emit in try m.touchDown(at: Point(x: 100, y: 300), time: t, emit: emit) }
        d.frame += 1
        try d.record { m, t, emit in try m.touchMove(to: Point(x: 130, y: 295), time: t, emit: emit) }
        #expect(d.names.first == "willBeginDragging")
    }
}
