import Testing

@testable import ScrollPhysics

/// Reference §2: the numbers of the deceleration table, to the stated precision.
@Suite struct DecelerationTests {
    struct Row: Sendable {
        let v0: Double, resting: Double, x01: Double, x05: Double, x10: Double, stop: Double
    }

    static let normalTable: [Row] = [
        Row(v0: 100, resting: 49.950, x01: 9.063, x05: 31.593, x10: 43.204, stop: 2.2998),
        Row(v0: 1000, resting: 499.500, x01: 90.626, x05: 315.928, x10: 432.035, stop: 3.4499),
        Row(v0: 3000, resting: 1498.499, x01: 271.878, x05: 947.784, x10: 1296.105, stop: 3.9987),
    ]

    @Test func decayConstantsMatchTheReference() {
        #expect(abs(DecelerationRate.normal.decayConstant - 2.002003) < 1e-6)
        #expect(abs(DecelerationRate.fast.decayConstant - 10.050336) < 1e-6)
    }

    @Test(arguments: normalTable)
    func normalRateMatchesTheTable(row: Row) {
        let decay = Deceleration(origin: 0, velocity: row.v0, rate: .normal)
        #expect(abs(decay.restingPoint - row.resting) < 0.0005 + 1e-9)
        #expect(abs(decay.position(at: 0.1) - row.x01) < 0.0005 + 1e-9)
        #expect(abs(decay.position(at: 0.5) - row.x05) < 0.0005 + 1e-9)
        #expect(abs(decay.position(at: 1.0) - row.x10) < 0.0005 + 1e-9)
        #expect(abs(decay.duration - row.stop) < 0.00005 + 1e-9)
        // Less than 0.5 pt is left at the stop time, and not before it.
        #expect(abs(decay.remainingDistance(at: decay.duration) - 0.5) < 1e-9)
    }

    @Test func fastRateMatchesTheReference() {
        let decay = Deceleration(origin: 0, velocity: 1000, rate: .fast)
        #expect(abs(decay.restingPoint - 99.499) < 0.0005)
        #expect(abs(decay.position(at: 0.1) - 63.079) < 0.0005)
        #expect(abs(decay.duration - 0.5267) < 0.00005)
    }

    @Test func continuousRestingPointIsWithinApplesDiscreteProjection() {
        // WWDC 2018: (v0 / 1000) d / (1 - d), "0.1 % shorter" (exactly 0.1002 %).
        for v0 in [100.0, 1000, 3000] {
            let d = DecelerationRate.normal.rawValue
            let apple = (v0 / 1000) * d / (1 - d)
            let ours = Deceleration(origin: 0, velocity: v0, rate: .normal).restingPoint
            #expect(abs(ours - apple) / apple <= 0.001_01)
        }
    }

    @Test func velocityDecaysByTheRatePerMillisecond() {
        let decay = Deceleration(origin: 0, velocity: 1000, rate: .normal)
        #expect(abs(decay.velocity(at: 0.001) - 998) < 1e-9)
        #expect(abs(decay.velocity(at: 1) - 1000 * Math.pow(0.998, 1000)) < 1e-9)
    }

    @Test func timeToReachInvertsPosition() throws {
        let decay = Deceleration(origin: 10, velocity: -1000, rate: .normal)
        for t in [0.05, 0.3, 1.2, 3.0] {
            let x = decay.position(at: t)
            let back = try #require(decay.time(toReach: x))
            #expect(abs(back - t) < 1e-9)
        }
        #expect(decay.time(toReach: 20) == nil)  // behind the origin
        #expect(decay.time(toReach: decay.restingPoint - 1) == nil)  // past the resting point
    }

    @Test func restingTargetGivesTheVelocityThatRestsThere() {
        let decay = Deceleration(origin: -99, restingAt: 500, rate: .normal)
        #expect(abs(decay.restingPoint - 500) < 1e-9)
    }

    @Test func ratesOutsideTheOpenIntervalAreRejected() {
        for bad in [0.0, 1.0, -0.5, 1.5, .nan, .infinity] {
            #expect(throws: ScrollPhysicsError.self) { try DecelerationRate(bad) }
        }
        #expect(throws: Never.self) { try DecelerationRate(0.5) }
    }

    /// Reference §10: Flutter's friction simulation with drag 0.135 (UIKit's normal rate per second).
    @Test func flutterFrictionVectors() {
        let k = -Math.log(0.135)
        let decay = Deceleration(origin: 100, velocity: 100, decayConstant: k)
        #expect(abs(decay.position(at: 0.1) - 110) <= 1)
        #expect(abs(decay.position(at: 0.5) - 131) <= 1)
        #expect(abs(decay.restingPoint - 149.94) < 0.005)
        #expect(abs(Math.pow(0.998, 1000) - 0.135065) < 1e-6)
    }
}
