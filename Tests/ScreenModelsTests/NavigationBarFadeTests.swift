import ScreenModels
import Testing

@Suite struct NavigationBarFadeTests {
    @Test func alphaIsZeroBeforeChangePointHalfAtHalfwayOneBeyondAndClamped() throws {
        let fade = try NavigationBarFade(changePoint: 50)
        #expect(fade.fadeDistance == 64)
        #expect(try fade.alpha(atOffsetY: -99) == 0)
        #expect(try fade.alpha(atOffsetY: 50) == 0)
        #expect(try fade.alpha(atOffsetY: 66) == 0.25)
        #expect(try fade.alpha(atOffsetY: 82) == 0.5)
        #expect(try fade.alpha(atOffsetY: 114) == 1)
        #expect(try fade.alpha(atOffsetY: 500) == 1)
    }

    @Test func contentSwitchesToScrolledStyleStrictlyAboveHalf() throws {
        let fade = try NavigationBarFade(changePoint: 50)
        let atHalf = try fade.appearance(atOffsetY: 82)
        #expect(atHalf.tintColor == .white)
        #expect(atHalf.titleColor == .white)
        #expect(atHalf.statusBarStyle == .light)
        let above = try fade.appearance(atOffsetY: 83)
        #expect(abs(above.backgroundAlpha - 33.0 / 64) < 1e-15)
        #expect(above.tintColor == .systemBlue)
        #expect(above.titleColor == .black)
        #expect(above.statusBarStyle == .dark)
        #expect(try fade.contentStyle(atOffsetY: 0) == .overContent)
    }

    @Test func fadeDistanceIsOverridable() throws {
        let fade = try NavigationBarFade(changePoint: 0, fadeDistance: 100)
        #expect(try fade.alpha(atOffsetY: 25) == 0.25)
    }

    @Test func badFadeInputIsRejected() throws {
        #expect(throws: ScreenModelError(argument: "fadeDistance", expected: "a number > 0", actual: "0.0")) {
            try NavigationBarFade(changePoint: 0, fadeDistance: 0)
        }
        #expect(throws: ScreenModelError(argument: "offsetY", expected: "a finite number", actual: "nan")) {
            try NavigationBarFade(changePoint: 0).alpha(atOffsetY: .nan)
        }
        #expect(throws: ScreenModelError.self) {
            try NavigationBarAppearance(backgroundAlpha: 1.01)
        }
    }
}
