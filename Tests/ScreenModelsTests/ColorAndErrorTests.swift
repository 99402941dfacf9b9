import ScreenModels
import Testing

@Suite struct RGBAColorTests {
    @Test func interpolationIsComponentWiseAndExactAtBothEnds() throws {
        let from = try RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        let to = try RGBAColor(red: 0.7, green: 0.9, blue: 0.0, alpha: 1.0)
        #expect(from.interpolated(to: to, progress: 0) == from)
        #expect(from.interpolated(to: to, progress: 1) == to)
        let mid = from.interpolated(to: to, progress: 0.5)
        #expect(abs(mid.red - 0.4) < 1e-12)
        #expect(abs(mid.green - 0.55) < 1e-12)
        #expect(abs(mid.blue - 0.15) < 1e-12)
        #expect(abs(mid.alpha - 0.7) < 1e-12)
    }

    @Test func interpolationClampsProgress() {
        #expect(RGBAColor.white.interpolated(to: .black, progress: -3) == .white)
        #expect(RGBAColor.white.interpolated(to: .black, progress: 7) == .black)
        #expect(RGBAColor.white.interpolated(to: .black, progress: .nan) == .white)
    }

    @Test func componentOutsideUnitIntervalIsRejected() {
        #expect(throws: ScreenModelError(argument: "red", expected: "a number in [0, 1]", actual: "1.5")) {
            try RGBAColor(red: 1.5, green: 0, blue: 0)
        }
        #expect(throws: ScreenModelError(argument: "alpha", expected: "a number in [0, 1]", actual: "nan")) {
            try RGBAColor(red: 0, green: 0, blue: 0, alpha: .nan)
        }
    }

    @Test func errorDescriptionNamesArgumentAndExpectation() {
        let error = ScreenModelError(argument: "index", expected: "an index in 0...3", actual: "4")
        #expect(error.description == "index: expected an index in 0...3, got 4")
    }
}
