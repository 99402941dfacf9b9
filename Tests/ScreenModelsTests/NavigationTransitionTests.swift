import ScreenModels
import Testing

/// The seed's Ant Forest screen before scrolling (transparent bar, white content) pushing a screen
/// with UIKit's standard opaque bar.
private func transparent() throws -> NavigationBarAppearance {
    try NavigationBarAppearance(
        backgroundColor: .white, backgroundAlpha: 0, tintColor: .white, titleColor: .white, statusBarStyle: .light)
}

@Suite struct NavigationTransitionTests {
    @Test func pushProgressAtEachFrameOfA60HzClockEndsExactlyAtFrameEight() throws {
        let push = try NavigationTransition(kind: .push, from: transparent(), to: .standard)
        #expect(push.duration == 0.13)
        for n in 0...12 {
            let t = Double(n) / 60
            let expected = min(1, (Double(n) / 60) / 0.13)
            #expect(try push.progress(at: t) == expected, "frame \(n)")
            #expect(try push.isFinished(at: t) == (n >= 8), "frame \(n)")
        }
        #expect(try push.progress(at: 7.0 / 60) < 1)
        #expect(try push.progress(at: 8.0 / 60) == 1)
        #expect(try push.appearance(at: 8.0 / 60) == .standard)
    }

    @Test func pushInterpolatesEveryColourAndFlipsStatusBarAtHalfway() throws {
        let from = try transparent()
        let push = try NavigationTransition(kind: .push, from: from, to: .standard)
        #expect(try push.appearance(at: 0) == from)
        for n in 1...7 {
            let t = Double(n) / 60
            let p = (Double(n) / 60) / 0.13
            let bar = try push.appearance(at: t)
            #expect(abs(bar.backgroundAlpha - p) < 1e-12)
            #expect(abs(bar.tintColor.red - (1 - p)) < 1e-12)
            #expect(abs(bar.tintColor.green - (1 - p + 0.478431 * p)) < 1e-12)
            #expect(bar.tintColor.blue == 1)
            #expect(abs(bar.titleColor.red - (1 - p)) < 1e-12)
            #expect(bar.backgroundColor == .white)
            // Frame 3: p = 0.385 (old style); frame 4: p = 0.513 (new style).
            #expect(bar.statusBarStyle == (n >= 4 ? .dark : .light), "frame \(n)")
        }
    }

    /// "Exactly 1 from the end on", the end time included: there (0.7 - 0.5) / 0.2 rounds to
    /// 0.9999999999999998.
    @Test func progressIsExactlyOneAtTheEndTimeItself() throws {
        let push = try NavigationTransition(
            kind: .push, from: transparent(), to: transparent(), startTime: 0.5, duration: 0.2)
        #expect(try push.progress(at: 42.0 / 60) == 1)
        #expect(try push.isFinished(at: 42.0 / 60))
        #expect(try push.progress(at: 41.0 / 60) < 1)
        #expect(try !push.isFinished(at: 41.0 / 60))
    }

    @Test func progressDependsOnTimeNotFrameCount() throws {
        let pop = try NavigationTransition(kind: .pop, from: .standard, to: transparent(), startTime: 2)
        // A 120 Hz clock and a 60 Hz clock agree wherever their frames coincide.
        for n in 0...8 {
            let at60 = try pop.progress(at: 2 + Double(n) / 60)
            let at120 = try pop.progress(at: 2 + Double(2 * n) / 120)
            #expect(at60 == at120)
        }
        #expect(try pop.progress(at: 1) == 0)
        #expect(pop.endTime == 2.13)
    }

    @Test func badTransitionInputIsRejected() {
        #expect(throws: ScreenModelError(argument: "duration", expected: "a number > 0", actual: "-1.0")) {
            try NavigationTransition(kind: .push, from: .standard, to: .standard, duration: -1)
        }
        #expect(throws: ScreenModelError(argument: "time", expected: "a finite number", actual: "nan")) {
            try NavigationTransition(kind: .push, from: .standard, to: .standard).progress(at: .nan)
        }
    }
}

@Suite struct InteractivePopTests {
    @Test func progressFollowsTheGestureWhileTracking() throws {
        var pop = try InteractivePop(from: .standard, to: transparent(), duration: 0.5)
        try pop.update(progress: 0.3)
        #expect(try pop.progress(at: 10) == 0.3)
        #expect(pop.endTime == nil)
        #expect(try pop.isFinished(at: 10) == false)
        #expect(abs(try pop.appearance(at: 10).backgroundAlpha - 0.7) < 1e-12)
    }

    @Test func releaseFinishesOverDurationTimesRemainingProgress() throws {
        var pop = try InteractivePop(from: .standard, to: transparent(), duration: 0.5)
        try pop.update(progress: 0.25)
        try pop.release(at: 1, outcome: .finish)
        #expect(pop.settleDuration == 0.375)
        #expect(pop.endTime == 1.375)
        #expect(try pop.progress(at: 1) == 0.25)
        // Along UIView.animate's default ease in and out (the seed animates the release with it).
        for (time, share) in [(1.125, 1.0 / 3), (1.1875, 0.5), (1.25, 2.0 / 3)] {
            let expected = 0.25 + 0.75 * TimingCurve.easeInOut.progress(at: share)
            #expect(abs(try pop.progress(at: time) - expected) < 1e-12)
        }
        #expect(abs(try pop.progress(at: 1.1875) - 0.625) < 1e-9)  // halfway in time, halfway there
        #expect(try pop.progress(at: 1.374) < 1)
        #expect(try pop.isFinished(at: 1.374) == false)
        #expect(try pop.progress(at: 1.375) == 1)
        #expect(try pop.isFinished(at: 1.375))
        #expect(try pop.progress(at: 9) == 1)
        #expect(try pop.appearance(at: 1.375) == transparent())
    }

    @Test func releaseCancelsOverDurationTimesProgress() throws {
        var pop = try InteractivePop(from: .standard, to: transparent(), duration: 0.5, initialProgress: 0.25)
        try pop.release(at: 1, outcome: .cancel)
        #expect(pop.settleDuration == 0.125)
        #expect(pop.endTime == 1.125)
        #expect(try pop.progress(at: 1.0625) == 0.125)
        #expect(try pop.progress(at: 1.125) == 0)
        #expect(try pop.appearance(at: 1.125) == .standard)
    }

    @Test func defaultDurationSettlesAtTheStatedTimes() throws {
        var finishing = try InteractivePop(from: .standard, to: .standard)
        try finishing.update(progress: 0.6)
        var cancelling = finishing
        try finishing.release(at: 3, outcome: .finish)
        try cancelling.release(at: 3, outcome: .cancel)
        #expect(finishing.endTime == 3 + 0.13 * (1 - 0.6))
        #expect(cancelling.endTime == 3 + 0.13 * 0.6)
        #expect(try finishing.progress(at: finishing.endTime!) == 1)
        #expect(try cancelling.progress(at: cancelling.endTime!) == 0)
    }

    @Test func updatesAfterReleaseAndBadProgressAreRejectedWithoutChange() throws {
        var pop = try InteractivePop(from: .standard, to: .standard, duration: 0.5)
        #expect(throws: ScreenModelError(argument: "progress", expected: "a number in [0, 1]", actual: "1.2")) {
            try pop.update(progress: 1.2)
        }
        #expect(pop.gestureProgress == 0)
        try pop.update(progress: 0.5)
        try pop.release(at: 0, outcome: .finish)
        let released = pop
        #expect(throws: ScreenModelError.self) { try pop.update(progress: 0.1) }
        #expect(throws: ScreenModelError.self) { try pop.release(at: 1, outcome: .cancel) }
        #expect(pop == released)
    }
}
