import Testing

@testable import ScrollPhysics

/// The timing curve's progress and its rate, and an animation's velocity, which is that rate.
@Suite struct TimingCurveTests {
    static let curves: [TimingCurve] = [
        .easeInOut, .linear, TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
        TimingCurve(x1: 0.5, y1: -0.5, x2: 0.5, y2: 1.5),  // overshoots both ways
    ]
    static let times = (1..<200).map { Double($0) / 200 }

    @Test func easeInOutIsSymmetricAndExactAtTheEnds() {
        let curve = TimingCurve.easeInOut
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-9)
        for x in stride(from: 0.05, to: 1, by: 0.05) {
            #expect(abs(curve.progress(at: x) + curve.progress(at: 1 - x) - 1) < 1e-9)
        }
        #expect(curve.progress(at: 0.1) < 0.1)  // eases in
        #expect(abs(TimingCurve.linear.progress(at: 0.37) - 0.37) < 1e-9)
    }

    @Test func theRateComesWithExactlyTheSameProgress() {
        for curve in Self.curves {
            for x in Self.times + [-1, 0, 1, 2] {
                #expect(curve.progressAndRate(at: x).progress == curve.progress(at: x), "\(curve) at \(x)")
            }
        }
    }

    @Test func theRateIsTheDerivativeOfProgress() {
        let h = 1e-6
        for curve in Self.curves {
            for x in Self.times {
                let numeric = (curve.progress(at: x + h) - curve.progress(at: x - h)) / (2 * h)
                let rate = curve.progressAndRate(at: x).rate
                #expect(abs(rate - numeric) <= 1e-6 * max(1, abs(numeric)), "\(curve) at \(x): \(rate) vs \(numeric)")
            }
        }
        #expect(TimingCurve.linear.progressAndRate(at: 0.3).rate == 1)
    }

    @Test func theEndsHaveTheOneSidedRate() {
        // Ease in and out starts and ends at rest; the linear curve moves at 1 throughout.
        #expect(TimingCurve.easeInOut.progressAndRate(at: 0).rate == 0)
        #expect(TimingCurve.easeInOut.progressAndRate(at: 1).rate == 0)
        // (The linear curve's time slope vanishes at its ends: the rate there is a difference.)
        #expect(abs(TimingCurve.linear.progressAndRate(at: 0).rate - 1) < 1e-5)
        #expect(abs(TimingCurve.linear.progressAndRate(at: 1).rate - 1) < 1e-5)
    }

    @Test func aVerticalCurveHasALargeButFiniteRate() {
        // x1 = 0 with y1 > 0: vertical at the start; x1 = 1, x2 = 0: vertical halfway.
        let curves = [TimingCurve(x1: 0, y1: 1, x2: 1, y2: 1), TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1)]
        for curve in curves {
            for x in [0, 0.5, 1e-9, 1 - 1e-9, 1] + Self.times {
                let (progress, rate) = curve.progressAndRate(at: x)
                #expect(progress.isFinite && rate.isFinite, "\(curve) at \(x)")
            }
        }
        #expect(curves[1].progressAndRate(at: 0.5).rate > 1_000)
    }

    @Test func anAnimationsVelocityIsTheRateOfItsOffset() throws {
        var motion = try ScrollMotion(configuration: Fixtures.list())
        try motion.setContentOffset(Point(x: 0, y: 800), animated: true, time: 0) { _ in }
        let duration = motion.configuration.animationDuration
        for t in [0.01, 0.1, 0.15, 0.2, 0.29] {
            _ = try motion.advance(to: t)
            let (_, rate) = TimingCurve.easeInOut.progressAndRate(at: t / duration)
            let expected = (800 - (-99)) * rate / duration
            #expect(abs(motion.velocity.y - expected) <= 1e-9 * abs(expected), "at \(t)")
            #expect(motion.velocity.x == 0)
        }
        // The offset's own rate of change, measured over ±0.1 ms, agrees.
        var probe = try ScrollMotion(configuration: Fixtures.list())
        try probe.setContentOffset(Point(x: 0, y: 800), animated: true, time: 0) { _ in }
        _ = try probe.advance(to: 0.1 - 1e-4)
        let before = probe.contentOffset.y
        _ = try probe.advance(to: 0.1)
        let velocity = probe.velocity.y
        _ = try probe.advance(to: 0.1 + 1e-4)
        #expect(abs((probe.contentOffset.y - before) / 2e-4 - velocity) <= 1e-3 * abs(velocity))
    }
}

/// An animation keeps the timing it began with when the configuration changes under it.
@Suite struct AnimationTimingTests {
    @Test func anAnimationInFlightKeepsItsCurveAndDuration() throws {
        var plain = try ScrollMotion(configuration: Fixtures.list())
        var changed = plain
        try plain.setContentOffset(Point(x: 0, y: 800), animated: true, time: 0) { _ in }
        try changed.setContentOffset(Point(x: 0, y: 800), animated: true, time: 0) { _ in }
        _ = try plain.advance(to: 0.1)
        var other = try Fixtures.list()
        other.animationCurve = .linear
        other.animationDuration = 2
        try changed.setConfiguration(other, at: 0.1) { _ in }
        for t in [0.15, 0.2, 0.25, 0.3] {
            let a = try plain.advance(to: t)
            let b = try changed.advance(to: t)
            #expect(plain.contentOffset == changed.contentOffset, "at \(t)")
            #expect(plain.velocity == changed.velocity, "at \(t)")
            #expect(a.1?.call == b.1?.call)
        }
        #expect(changed.phase == .idle)
    }
}
