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
