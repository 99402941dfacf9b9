import Foundation
import Testing

@testable import ScrollPhysics

/// Reference §3 and §10: rubber band and spring check values.
@Suite struct RubberBandAndSpringTests {
    @Test func rubberBandCheckValues() {
        let band = RubberBand()
        #expect(abs(band.offset(forOverscroll: 5, dimension: 960) - 2.74) < 0.005)
        #expect(abs(band.offset(forOverscroll: 100, dimension: 960) - 52.02) < 0.005)
        #expect(abs(band.offset(forOverscroll: 400, dimension: 960) - 178.98) < 0.005)
        #expect(abs(band.offset(forOverscroll: -400, dimension: 960) + 178.98) < 0.005)
    }

    @Test func rubberBandStartsAt55PercentAndNeverPassesOneViewport() {
        let band = RubberBand()
        #expect(abs(band.offset(forOverscroll: 1e-6, dimension: 667) / 1e-6 - 0.55) < 1e-6)
        #expect(band.offset(forOverscroll: 1e9, dimension: 667) < 667)
    }

    @Test func rubberBandInverse() {
        let band = RubberBand()
        for x in [-2000.0, -50, 0, 3, 100, 400, 5000] {
            let shown = band.offset(forOverscroll: x, dimension: 960)
            #expect(abs(band.overscroll(forOffset: shown, dimension: 960) - x) < 1e-6 * max(1, abs(x)))
        }
    }

    @Test func springCheckValuesFromRest() {
        let spring = Spring(displacement: 100, velocity: 0)
        #expect(abs(spring.position(at: 0.1) - 73.576) < 0.0005)
        #expect(abs(spring.position(at: 0.3) - 19.915) < 0.0005)
        #expect(abs(spring.position(at: 1) - 0.0499) < 0.00005)
    }

    @Test func springCheckValuesFromTheEdgeWithVelocity() {
        let spring = Spring(displacement: 0, velocity: 1000)
        #expect(abs(spring.position(at: 0.1) - 36.788) < 0.0005)
        #expect(abs(spring.position(at: 0.3) - 14.936) < 0.0005)
    }

    @Test func springVelocityIsTheDerivative() {
        let spring = Spring(displacement: -275, velocity: 800)
        for t in [0.0, 0.05, 0.2, 0.6] {
            let h = 1e-6
            let numeric = (spring.position(at: t + h) - spring.position(at: t - h)) / (2 * h)
            #expect(abs(numeric - spring.velocity(at: t)) < 1e-3)
        }
    }

    /// Reference §10: Flutter's critically damped spring from 0 to 500 (mass 1, stiffness 100).
    @Test func flutterSpringVectors() {
        let spring = Spring(displacement: -500, velocity: 0)
        let x = { (t: Double) in 500 + spring.position(at: t) }
        #expect(x(0.25).rounded(.down) == 356)
        #expect(x(0.5).rounded(.down) == 479)
        #expect(x(0.75).rounded(.down) == 497)
    }

    @Test(arguments: [(100.0, 0.0), (0, 1000), (-275, 800), (50, -3000), (0.3, 0), (-400, 100)])
    func settleTimeIsTheLastTimeTheThresholdIsCrossed(x0: Double, v0: Double) {
        let spring = Spring(displacement: x0, velocity: v0)
        let settle = spring.settleTime
        #expect(abs(spring.position(at: settle)) <= 0.5 + 1e-9)
        // After settling it never comes back above the threshold.
        for i in 1...400 { #expect(abs(spring.position(at: settle + Double(i) * 0.005)) < 0.5) }
        if settle > 0 { #expect(abs(abs(spring.position(at: settle - 1e-6)) - 0.5) < 1e-3) }
    }

    @Test func pageSnapSettlesWithinAboutASecond() {
        // §4: settling takes about 0.3 to 0.75 s for typical snaps.
        #expect(Spring(displacement: -100, velocity: 0).settleTime < 0.75)
        #expect(Spring(displacement: -30, velocity: 300).settleTime > 0.3)
    }
}

@Suite struct ReleasePastAnEdgeTests {
    @Test func rubberBandSlopeIsTheDerivative() {
        let band = RubberBand()
        for x in [0.0, 10, 200, 900] {
            let h = 1e-4
            let numeric =
                (band.offset(forOverscroll: x + h, dimension: 667) - band.offset(forOverscroll: x - h, dimension: 667))
                / (2 * h)
            #expect(abs(numeric - band.slope(atOverscroll: x, dimension: 667)) < 1e-6)
        }
        #expect(band.slope(atOverscroll: 0, dimension: 667) == 0.55)
    }

    /// Dragged 300 pt past the top, released moving outwards at 2000 pt/s (finger speed): the
    /// spring starts with the release velocity (the reference's rule), or with
    /// `rubberBandsReleaseVelocity` with the content's own, slowed by the band's slope there.
    @Test(arguments: [false, true])
    func aReleasePastAnEdgeSpringsWithTheReleaseVelocity(rubberBandsReleaseVelocity: Bool) throws {
        var configuration = try Fixtures.list()
        configuration.rubberBandsReleaseVelocity = rubberBandsReleaseVelocity
        var d = try Driver(configuration)
        try d.record { m, t, emit in try m.touchDown(at: Point(x: 0, y: 100), time: t, emit: emit) }
        d.frame += 1
        try d.record { m, t, emit in try m.touchMove(to: Point(x: 0, y: 400), time: t, emit: emit) }
        try d.record { m, t, emit in try m.touchUp(time: t, releaseVelocity: Point(x: 0, y: -2000), emit: emit) }
        let shown = d.motion.contentOffset.y + 99
        let slope = RubberBand().slope(atOverscroll: -300, dimension: 667)
        let v0 = rubberBandsReleaseVelocity ? -2000 * slope : -2000
        #expect(abs(d.motion.velocity.y - v0) < 1e-9)
        let release = try #require(d.log.first { $0.event.call.name == "willEndDragging" })
        guard case .willEndDragging(let reported, _) = release.event.call else { return }
        #expect(reported.y == -2)  // willEndDragging reports the release velocity, in pt/ms
        let spring = Spring(displacement: shown, velocity: v0)
        try d.tick()
        #expect(abs(d.motion.contentOffset.y - (-99 + spring.position(at: 1.0 / 60))) < 1e-9)
        var farthest = shown
        while d.motion.isInFlight {
            try d.tick()
            farthest = min(farthest, d.motion.contentOffset.y + 99)
        }
        // The spring's farthest point, x0 + v0 / beta at most (critically damped): a viewport's
        // worth of rubber band is never reached with the slowed velocity.
        #expect(farthest >= shown + v0 / 10)
        if rubberBandsReleaseVelocity { #expect(farthest > -667) }
        #expect(d.motion.contentOffset.y == -99)
    }

    /// A paging view pulled past its first page and flung outwards: the snap back to page 0 is the
    /// spring started with the release velocity (reference §4), checked against the closed form.
    @Test func aPageSnapPastTheFirstPageStartsWithTheReleaseVelocity() throws {
        var d = try Driver(Fixtures.pages())
        try d.record { m, t, emit in try m.touchDown(at: Point(x: 100, y: 300), time: t, emit: emit) }
        d.frame += 1
        try d.record { m, t, emit in try m.touchMove(to: Point(x: 160, y: 300), time: t, emit: emit) }
        try d.record { m, t, emit in try m.touchUp(time: t, releaseVelocity: Point(x: -900, y: 0), emit: emit) }
        let x0 = d.motion.contentOffset.x
        #expect(x0 < 0)
        let start = d.frame
        try d.tick()
        let t = Double(d.frame - start) / 60
        #expect(abs(d.motion.contentOffset.x - exp(-10 * t) * (x0 + (-900 + 10 * x0) * t)) < 1e-9)
    }
}

/// A finger landing on content more than half a viewport past an edge (outward releases reach it,
/// as does an assignment): the band is stretched so that the content stays where it is, follows the
/// finger, and comes back to the edge with it. It stuck at a viewport, or jumped back to one.
@Suite struct StretchedRubberBandTests {
    @Test func contentFarPastTheTopFollowsTheFingerFromWhereItIs() throws {
        var d = try Driver(Fixtures.list(), offset: Point(x: 0, y: -99))
        // 900 pt past the top of a 667 pt viewport: more than the band can show.
        try d.record { m, t, emit in try m.assignContentOffset(Point(x: 0, y: -999), time: t, emit: emit) }
        try d.record { m, t, emit in try m.touchDown(at: Point(x: 100, y: 300), time: t, emit: emit) }
        var previous = d.motion.contentOffset.y
        // The finger moves up in steps: the content comes back towards the edge every step, never
        // jumping by more than the finger moved.
        for step in 1...90 {
            d.frame += 1
            try d.record { m, t, emit in
                try m.touchMove(to: Point(x: 100, y: 300 - 40 * Double(step)), time: t, emit: emit)
            }
            let y = d.motion.contentOffset.y
            // Past the edge at most c times the finger, as the band is; in range with it (the first
            // move only passes the slop).
            let most = y < -99 ? 40 * 0.55 + 1e-9 : 40 + 1e-9
            if step > 1 { #expect(y > previous && y - previous <= most, "step \(step): \(previous) -> \(y)") }
            previous = y
        }
        // 3,600 pt of finger, past the 3,273 pt of raw distance the stretched band (a viewport 2.7
        // times as large, 900 pt shown at its half) puts between the content and the edge.
        #expect(previous > -99)
        let band = RubberBand()
        let landing = band.landing(onOverscroll: -900, dimension: 667)
        #expect(landing.stretch == 900 / (667 * RubberBand.stretchThreshold))
        #expect(abs(band.offset(forOverscroll: landing.overscroll, dimension: 667 * landing.stretch) + 900) < 1e-9)
        // Up to the threshold the band is taken as it is.
        #expect(band.landing(onOverscroll: -300, dimension: 667).stretch == 1)
    }

    /// Pulled further out, the content stops at one viewport past the edge (§3: never more), or
    /// where the finger landed if that was further: the stretched band's extent (twice the landing)
    /// carried it to 1.76 viewports.
    @Test(arguments: [(-699.0, -766.0), (-1098.0, -1098.0)] as [(Double, Double)])
    func pulledOutwardTheContentStaysWithinAViewportOrWhereItLanded(start: Double, limit: Double) throws {
        var d = try Driver(Fixtures.list(), offset: Point(x: 0, y: -99))
        try d.record { m, t, emit in try m.assignContentOffset(Point(x: 0, y: start), time: t, emit: emit) }
        try d.record { m, t, emit in try m.touchDown(at: Point(x: 100, y: 100), time: t, emit: emit) }
        var farthest = start
        for location in [1100.0, 3100, 10_100, 100_100] {
            d.frame += 1
            try d.record { m, t, emit in try m.touchMove(to: Point(x: 100, y: location), time: t, emit: emit) }
            farthest = min(farthest, d.motion.contentOffset.y)
            #expect(d.motion.velocity.y <= 0)
        }
        // (Where it landed as the touch keeps it: its band's stretch in single precision.)
        #expect(abs(farthest - limit) < 1e-3)
        // Held at the limit, it does not move with the finger: no velocity.
        #expect(d.motion.velocity.y == 0)
        // And it comes back with the finger.
        d.frame += 1
        try d.record { m, t, emit in try m.touchMove(to: Point(x: 100, y: 0), time: t, emit: emit) }
        #expect(d.motion.contentOffset.y > limit)
    }
}

@Suite struct TrajectoryStateTests {
    @Test func stateMatchesPositionAndVelocity() {
        let trajectories = [
            AxisTrajectory.release(
                from: 100, velocity: 3000, range: ScrollableRange(minimum: 0, maximum: 900), bounces: true,
                rate: .normal),
            AxisTrajectory.spring(from: 40, velocity: 800, to: 375),
            AxisTrajectory.decelerate(from: -39, restingAt: 572, rate: .fast),
            AxisTrajectory.rest(at: 12),
        ]
        for trajectory in trajectories {
            for t in stride(from: 0.0, through: trajectory.endTime + 0.1, by: 0.013) {
                let (position, velocity) = trajectory.state(at: t)
                #expect(position == trajectory.position(at: t))
                #expect(abs(velocity - trajectory.velocity(at: t)) <= 1e-9 * max(1, abs(velocity)))
            }
        }
    }
}
