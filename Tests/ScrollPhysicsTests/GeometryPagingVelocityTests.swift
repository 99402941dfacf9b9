import Testing

@testable import ScrollPhysics

@Suite struct GeometryTests {
    @Test func seedsInsetsGiveAFirstRestingOffsetOfMinus99() throws {
        // §1: 375 x 667 under status bar 20 + navigation bar 44 + title bar 35, tab bar 49.
        let geometry = try ScrollGeometry(
            boundsSize: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 3000),
            contentInset: EdgeInsets(top: 64 + 35, left: 0, bottom: 49, right: 0))
        #expect(geometry.minimumOffset == Point(x: 0, y: -99))
        #expect(geometry.range(.vertical) == ScrollableRange(minimum: -99, maximum: 3000 + 49 - 667))
        let motion = try ScrollMotion(configuration: ScrollViewConfiguration(geometry: geometry))
        #expect(motion.contentOffset == Point(x: 0, y: -99))
    }

    @Test func contentSmallerThanTheBoundsSitsAtTheMinimum() throws {
        let geometry = try ScrollGeometry(
            boundsSize: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 200))
        #expect(geometry.range(.vertical) == ScrollableRange(minimum: 0, maximum: 0))
        #expect(!geometry.canScroll(.vertical))
        #expect(!geometry.canScroll(.horizontal))
    }

    @Test func alwaysBounceScrollsOnlyWithBouncesOn() throws {
        let size = Size(width: 375, height: 667)
        let on = try ScrollGeometry(boundsSize: size, contentSize: size, alwaysBounceVertical: true)
        #expect(on.canScroll(.vertical) && !on.canScroll(.horizontal))
        let off = try ScrollGeometry(boundsSize: size, contentSize: size, bounces: false, alwaysBounceVertical: true)
        #expect(!off.canScroll(.vertical))
    }

    @Test func badGeometryNamesTheArgument() {
        let size = Size(width: 375, height: 667)
        #expect(throws: ScrollPhysicsError(argument: "size.width", expected: "a number >= 0", actual: "-1.0")) {
            try ScrollGeometry(boundsSize: Size(width: -1, height: 1), contentSize: size)
        }
        #expect(throws: ScrollPhysicsError(argument: "contentSize.height", expected: "a finite number", actual: "nan"))
        {
            try ScrollGeometry(boundsSize: size, contentSize: Size(width: 1, height: .nan))
        }
        #expect(throws: ScrollPhysicsError(argument: "contentInset.top", expected: "a finite number", actual: "inf")) {
            try ScrollGeometry(boundsSize: size, contentSize: size, contentInset: EdgeInsets(top: .infinity))
        }
    }

    @Test func zeroPageSizeIsRejectedForPagingViews() throws {
        let geometry = try ScrollGeometry(
            boundsSize: Size(width: 0, height: 667), contentSize: Size(width: 100, height: 0))
        #expect(throws: ScrollPhysicsError.self) {
            try ScrollViewConfiguration(geometry: geometry, isPagingEnabled: true)
        }
    }
}

@Suite struct PagingTests {
    let range = ScrollableRange(minimum: 0, maximum: 4 * 375)

    @Test func slowReleaseRoundsToTheNearestPage() {
        let paging = Paging()
        #expect(paging.targetPage(offset: 180, velocity: 0, pageSize: 375, startPage: 0, range: range) == 0)
        #expect(paging.targetPage(offset: 190, velocity: 40, pageSize: 375, startPage: 0, range: range) == 1)
    }

    @Test func flickAdvancesHalfAPage() {
        let paging = Paging()
        #expect(paging.targetPage(offset: 20, velocity: 51, pageSize: 375, startPage: 0, range: range) == 1)
        #expect(paging.targetPage(offset: 20, velocity: 50, pageSize: 375, startPage: 0, range: range) == 0)
        #expect(paging.targetPage(offset: 730, velocity: -300, pageSize: 375, startPage: 2, range: range) == 1)
    }

    @Test func atMostOnePagePerFlickAndWithinTheContent() {
        let paging = Paging()
        #expect(paging.targetPage(offset: 800, velocity: 5000, pageSize: 375, startPage: 0, range: range) == 1)
        #expect(paging.targetPage(offset: -100, velocity: -5000, pageSize: 375, startPage: 0, range: range) == 0)
        #expect(paging.targetPage(offset: 1600, velocity: 5000, pageSize: 375, startPage: 4, range: range) == 4)
        #expect(Paging.lastPage(of: range, pageSize: 375) == 4)
    }
}

@Suite struct VelocityEstimatorTests {
    let estimator = VelocityEstimator()

    @Test func constantMotionGivesItsVelocity() {
        let samples = (0...12).map {
            TouchSample(time: Double($0) / 60, location: Point(x: 0, y: 500 - 20 * Double($0)))
        }
        let v = estimator.velocity(of: samples, releaseTime: 12.0 / 60)
        #expect(abs(v.y + 1200) < 1e-6)
        #expect(v.x == 0)
    }

    @Test func onlyTheLast100msCount() {
        // Fast at first, then slow for the last 100 ms: the release velocity is the slow one.
        var samples = (0...6).map { TouchSample(time: Double($0) / 60, location: Point(x: 0, y: -50 * Double($0))) }
        for i in 1...6 {
            samples.append(TouchSample(time: Double(6 + i) / 60, location: Point(x: 0, y: -300 - 5 * Double(i))))
        }
        let v = estimator.velocity(of: samples, releaseTime: 12.0 / 60)
        #expect(abs(v.y + 300) < 1e-6)
    }

    @Test func aRestOf100msBeforeLiftingGivesZero() {
        let samples = [TouchSample(time: 0, location: .zero), TouchSample(time: 0.05, location: Point(x: 0, y: 40))]
        #expect(estimator.velocity(of: samples, releaseTime: 0.15) == .zero)
        // Lifting as the finger arrives: the move itself.
        #expect(estimator.velocity(of: samples, releaseTime: 0.05) == Point(x: 0, y: 800))
    }

    @Test func aRestBeforeLiftingCountsInTheSpan() {
        // 1200 pt/s for 0.2 s, then a rest: the last 100 ms hold the moves of the part not spent
        // resting, and the release at the same place.
        let samples = (0...12).map { TouchSample(time: Double($0) / 60, location: Point(x: 0, y: 20 * Double($0))) }
        let moving = estimator.velocity(of: samples, releaseTime: 0.2)
        let afterHalfAWindow = estimator.velocity(of: samples, releaseTime: 0.25)
        let afterMostOfAWindow = estimator.velocity(of: samples, releaseTime: 0.29)
        #expect(abs(moving.y - 1200) < 1e-6)
        // Samples from 0.15 s (y = 180) to the release at 0.25 s (y = 240): 600 pt/s.
        #expect(abs(afterHalfAWindow.y - 600) < 1e-6)
        // Only the last move (0.2 s) and the release (0.29 s) in the window: no displacement.
        #expect(afterMostOfAWindow == .zero)
    }

    @Test func trimmingKeepsTheResult() {
        var samples = (0...60).map { TouchSample(time: Double($0) / 60, location: Point(x: 3 * Double($0), y: 0)) }
        let before = estimator.velocity(of: samples, releaseTime: 1)
        estimator.trim(&samples, at: 1)
        #expect(samples.count <= 8)
        #expect(estimator.velocity(of: samples, releaseTime: 1) == before)
    }
}

/// The same gesture at any frame number gives the same release: the window's start and the flick
/// threshold are compared with rounding in mind (an outside audit found the sample exactly one
/// window old in or out by the frame's number, and a velocity of exactly 50 pt/s a flick on every
/// other frame).
@Suite struct FrameNumberIndependenceTests {
    /// Three moves of 20 pt, a rest of `rest` frames, then the release: 20 pt within the window.
    @Test(arguments: [(60, 5), (120, 11)])
    func aRestShorterThanTheWindowGivesTheSameVelocityAtEveryFrame(framesPerSecond: Int, rest: Int) {
        let fps = Double(framesPerSecond)
        let window = Int((0.1 * fps).rounded())
        for start in 0..<400 {
            var samples = [TouchSample(time: Double(start) / fps, location: Point(x: 0, y: 500))]
            for move in 1...3 {
                samples.append(
                    TouchSample(time: Double(start + move) / fps, location: Point(x: 0, y: 500 - 20 * Double(move))))
            }
            let release = Double(start + 3 + rest) / fps
            let v = VelocityEstimator().velocity(of: samples, releaseTime: release)
            // From the sample one window before the release (move 3 + rest - window) to the last.
            let moved = 20 * Double(3 - (3 + rest - window))
            #expect(abs(v.y + moved / 0.1) < 1e-6, "start frame \(start): \(v.y)")
        }
    }

    @Test func aVelocityOfExactlyTheThresholdIsNoFlick() {
        let range = ScrollableRange(minimum: 0, maximum: 700)
        let paging = Paging()
        for velocity in [50.000000000000014, 49.99999999999996, 50] {
            #expect(paging.targetPage(offset: 321, velocity: velocity, pageSize: 300, startPage: 1, range: range) == 1)
        }
        #expect(paging.targetPage(offset: 321, velocity: 50.1, pageSize: 300, startPage: 1, range: range) == 2)
    }
}
