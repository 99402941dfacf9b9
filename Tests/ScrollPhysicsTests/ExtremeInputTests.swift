import Testing

@testable import ScrollPhysics

/// Finite but extreme inputs never trap, and the motion stays finite (issue 12's reproducers at the
/// physics level).
@Suite struct ExtremeInputTests {
    private func range(_ minimum: Double, _ maximum: Double) -> ScrollableRange {
        ScrollableRange(minimum: minimum, maximum: maximum)
    }

    @Test func pagesOfHugeContentSaturateInsteadOfTrapping() {
        #expect(Paging.lastPage(of: range(0, 7e21), pageSize: 667) == Paging.maximumPage)
        #expect(Paging.lastPage(of: range(0, 1e300), pageSize: 667) == Paging.maximumPage)
        #expect(Paging.lastPage(of: range(0, 3000), pageSize: 1e-300) == Paging.maximumPage)
        #expect(Paging.lastPage(of: range(0, 1334), pageSize: 667) == 2)
    }

    @Test func nearestPageOfAHugeOffsetStaysInTheContent() {
        #expect(Paging.nearestPage(to: 1e300, pageSize: 375, range: range(0, 1500)) == 4)
        #expect(Paging.nearestPage(to: -1e300, pageSize: 375, range: range(0, 1500)) == 0)
        #expect(Paging.nearestPage(to: 1e300, pageSize: 1e-300, range: range(0, 1e300)) == Paging.maximumPage)
        #expect(Paging.nearestPage(to: .nan, pageSize: 375, range: range(0, 1500)) == 0)
    }

    @Test func targetPageNeverOverflowsAtTheLastIndex() {
        let paging = Paging()
        let page = paging.targetPage(
            offset: 1e300, velocity: 1000, pageSize: 1e-300, startPage: .max, range: range(0, 1e300))
        #expect(page == Paging.maximumPage)
    }

    @Test func saturatingConversionClampsAndMapsNaNNearZero() {
        #expect(SaturatingConversion.int(1e300, in: 0...10) == 10)
        #expect(SaturatingConversion.int(-1e300, in: -5...10) == -5)
        #expect(SaturatingConversion.int(.nan, in: 3...10) == 3)
        #expect(SaturatingConversion.int(2.5, rounding: .up, in: 0...10) == 3)
        #expect(FrameCount.firstFrame(atOrAfter: 1e300, framesPerSecond: 60) == FrameCount.maximum)
        #expect(FrameCount.firstFrame(atOrAfter: 0.5, framesPerSecond: 60) == 30)
        #expect(FrameCount.frames(spanning: 1e-300, framesPerSecond: 60) == 1)
    }

    /// A fling on a plain list whose content is 7e21 pt high used to trap in `Paging.lastPage`
    /// when the touch went down; such content is refused now, and the largest accepted, 1e12 pt,
    /// flings through finite offsets.
    @Test func flingOnHugeContentStaysFinite() throws {
        #expect(throws: ScrollPhysicsError.self) { try Fixtures.list(contentHeight: 7e21) }
        var driver = try Driver(Fixtures.list(contentHeight: Validate.maximumMagnitude))
        try driver.drag(Point(x: 0, y: -300), frames: 5)
        try driver.settle()
        #expect(driver.motion.contentOffset.isFinite)
    }

    /// The smallest bounds (a millionth of a point) and the largest insets (±1e12 pt) the physics
    /// accepts stay finite.
    @Test func tinyBoundsAndHugeInsetsStayFinite() throws {
        for inset in [Validate.maximumMagnitude, -Validate.maximumMagnitude] {
            let configuration = try ScrollViewConfiguration(
                geometry: ScrollGeometry(
                    boundsSize: Size(width: Validate.minimumExtent, height: Validate.minimumExtent),
                    contentSize: Size(width: 375, height: 3000),
                    contentInset: EdgeInsets(top: inset, bottom: inset)))
            var driver = try Driver(configuration)
            try driver.drag(Point(x: 0, y: -300), frames: 5)
            try driver.settle(limit: 2_000)
            #expect(driver.motion.contentOffset.isFinite, "inset \(inset)")
            #expect(driver.log.allSatisfy { $0.event.contentOffset.isFinite }, "inset \(inset)")
        }
    }
}

extension ExtremeInputTests {
    /// Issue 12: a drag by 1e308 pt over 0.25 s printed `velocity -inf` and `contentOffset nan`.
    /// The scenario loader refuses such translations (``ScenarioLimits``); the physics refuses a
    /// finger beyond ±1e12 pt, naming the argument, and a drag within it stays finite throughout.
    @Test func hugeFingerPositionsAreRefusedAndLargeOnesStayFinite() throws {
        var refused = try Driver(Fixtures.list())
        #expect(throws: ScrollPhysicsError.self) { try refused.drag(Point(x: 0, y: 1e308), frames: 15) }
        #expect(refused.motion.contentOffset.isFinite)
        for translation in [1e12, -1e12, 3e11] {
            var driver = try Driver(Fixtures.list())
            try driver.drag(Point(x: 0, y: translation), frames: 1, from: .zero)
            try driver.settle(limit: 5_000)
            #expect(driver.motion.contentOffset.isFinite, "by \(translation)")
            #expect(driver.motion.velocity.isFinite, "by \(translation)")
            #expect(
                driver.log.allSatisfy { $0.event.contentOffset.isFinite && $0.event.velocity.isFinite },
                "by \(translation)")
        }
    }
}

/// Finite inputs so large that the physics' own sums and products would leave the finite numbers
/// are refused where they come in, naming the argument (an audit's reproducers).
@Suite struct HugeFiniteInputTests {
    private let size = Size(width: 375, height: 667)

    @Test func geometryRefusesSizesAndInsetsBeyondTheMaximumMagnitude() {
        #expect(
            throws: ScrollPhysicsError(
                argument: "contentSize.height", expected: "0 or a number within [1e-06, 1e12]", actual: "1.7e+308")
        ) {
            try ScrollGeometry(boundsSize: size, contentSize: Size(width: 375, height: 1.7e308))
        }
        #expect(
            throws: ScrollPhysicsError(
                argument: "contentInset.top", expected: "a number within ±1e12", actual: "1.7e+308")
        ) {
            try ScrollGeometry(boundsSize: size, contentSize: size, contentInset: EdgeInsets(top: 1.7e308))
        }
        #expect(throws: ScrollPhysicsError.self) {
            var configuration = try ScrollViewConfiguration(
                geometry: ScrollGeometry(boundsSize: size, contentSize: size))
            configuration.geometry.boundsSize.width = 1e13  // the geometry's fields are mutable: checked again
            try configuration.validate()
        }
    }

    @Test func sizesBelowAMillionthOfAPointAreRefusedButZeroIsNot() throws {
        // A subnormal width made the rubber band's inverse 0 / 0: NaN offsets in the output.
        #expect(
            throws: ScrollPhysicsError(
                argument: "size.width", expected: "0 or a number within [1e-06, 1e12]", actual: "5e-324")
        ) {
            try ScrollGeometry(boundsSize: Size(width: .leastNonzeroMagnitude, height: 667), contentSize: size)
        }
        #expect(throws: ScrollPhysicsError.self) {
            try ScrollGeometry(boundsSize: size, contentSize: Size(width: 1e-7, height: 0))
        }
        _ = try ScrollGeometry(boundsSize: Size(width: 0, height: 1e-6), contentSize: .zero)
    }

    @Test func aStartingOffsetBeyondTheMaximumMagnitudeIsRefused() throws {
        let configuration = try ScrollViewConfiguration(geometry: ScrollGeometry(boundsSize: size, contentSize: size))
        #expect(
            throws: ScrollPhysicsError(
                argument: "contentOffset.y", expected: "a number within ±1e12", actual: "1.7e+308")
        ) {
            try ScrollMotion(configuration: configuration, contentOffset: Point(x: 0, y: 1.7e308))
        }
    }

    @Test func curveOrdinatesAndRubberBandCoefficientsAreBounded() throws {
        let geometry = try ScrollGeometry(boundsSize: size, contentSize: Size(width: 375, height: 3000))
        #expect(
            throws: ScrollPhysicsError(
                argument: "animationCurve.y1", expected: "a number within ±100", actual: "1e+300")
        ) {
            try ScrollViewConfiguration(
                geometry: geometry, animationCurve: TimingCurve(x1: 0.4, y1: 1e300, x2: 0.6, y2: 1))
        }
        #expect(
            throws: ScrollPhysicsError(
                argument: "rubberBand.coefficient", expected: "a number in (0, 1]", actual: "1e+300")
        ) {
            try ScrollViewConfiguration(geometry: geometry, rubberBand: RubberBand(coefficient: 1e300))
        }
        // An overshooting curve within the bounds animates through finite offsets to its target.
        let configuration = try ScrollViewConfiguration(
            geometry: geometry, animationCurve: TimingCurve(x1: 0.4, y1: 100, x2: 0.6, y2: -100))
        var d = try Driver(configuration)
        try d.record { m, t, emit in try m.setContentOffset(Point(x: 0, y: 500), animated: true, time: t, emit: emit) }
        try d.settle()
        #expect(d.log.allSatisfy { $0.event.contentOffset.y.isFinite })
        #expect(d.motion.contentOffset.y == 500)
    }
}

/// A configuration whose motion would never end is refused (a user's `animationDuration = 1e12`
/// ran for 6e13 frames, and `springStiffness = 1e-9` never settled).
@Suite struct NeverEndingConfigurationTests {
    static func configuration(_ change: (inout ScrollViewConfiguration) -> Void) throws -> ScrollViewConfiguration {
        var configuration = try ScrollViewConfiguration(
            geometry: ScrollGeometry(
                boundsSize: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 3000)))
        change(&configuration)
        try configuration.validate()
        return configuration
    }

    @Test func anAnimationTooLongToEndOrASpringTooSoftToSettleIsRefused() throws {
        #expect(throws: ScrollPhysicsError.self) { try Self.configuration { $0.animationDuration = 1e12 } }
        #expect(throws: ScrollPhysicsError.self) { try Self.configuration { $0.springStiffness = 1e-9 } }
        _ = try Self.configuration { $0.animationDuration = ScrollViewConfiguration.maximumAnimationDuration }
        _ = try Self.configuration { $0.springStiffness = ScrollViewConfiguration.minimumSpringStiffness }
        do {
            _ = try Self.configuration { $0.springStiffness = 0.5 }
        } catch {
            #expect("\(error)" == "springStiffness: expected a stiffness >= 1 /s^2 (a spring that settles), got 0.5")
        }
    }
}
