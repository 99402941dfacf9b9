import ScreenModels
import Testing

private let essenceTitles = ["全部", "视频", "声音", "图片", "段子"]

@Suite struct FixedTitleBarLayoutTests {
    @Test func indicatorSitsUnderEachOfFiveTitlesAt375() throws {
        let layout = try FixedTitleBarLayout(titles: essenceTitles, width: 375)
        #expect(layout.buttonWidth == 75)
        #expect(layout.textWidths == [28, 28, 28, 28, 28])
        for i in 0..<5 {
            let centre = 37.5 + 75 * Double(i)
            #expect(try layout.buttonFrame(i) == Rect(x: 75 * Double(i), y: 0, width: 75, height: 35))
            let indicator = try layout.indicatorFrame(selectedIndex: i)
            #expect(indicator == Rect(x: centre - 14, y: 34, width: 28, height: 1), "title \(i)")
            #expect(indicator.middle(.horizontal) == centre)
        }
    }

    @Test func textMeasureIsPluggable() throws {
        let layout = try FixedTitleBarLayout(
            titles: ["a", "bb"], width: 200, height: 44, measure: TextMeasure { Double($0.utf8.count) * 7.5 })
        #expect(layout.textWidths == [7.5, 15])
        #expect(try layout.indicatorFrame(selectedIndex: 1) == Rect(x: 142.5, y: 43, width: 15, height: 1))
    }

    @Test func indicatorFollowsContentOffsetBetweenNeighbours() throws {
        let layout = try FixedTitleBarLayout(titles: ["推荐", "热点新闻", "图片"], width: 375)
        // Buttons 125 wide: centres 62.5, 187.5, 312.5; text widths 28, 56, 28.
        #expect(
            try layout.indicatorFrame(followingContentOffset: 0, pageWidth: 375)
                == layout.indicatorFrame(selectedIndex: 0))
        #expect(
            try layout.indicatorFrame(followingContentOffset: 375, pageWidth: 375)
                == layout.indicatorFrame(selectedIndex: 1))
        let half = try layout.indicatorFrame(followingContentOffset: 187.5, pageWidth: 375)
        #expect(half == Rect(x: 125 - 21, y: 34, width: 42, height: 1))
        let quarter = try layout.indicatorFrame(followingContentOffset: 375 + 93.75, pageWidth: 375)
        #expect(quarter == Rect(x: 218.75 - 24.5, y: 34, width: 49, height: 1))
        // Rubber-banding past either end keeps the indicator on the end title.
        #expect(
            try layout.indicatorFrame(followingContentOffset: -60, pageWidth: 375)
                == layout.indicatorFrame(selectedIndex: 0))
        #expect(
            try layout.indicatorFrame(followingContentOffset: 900, pageWidth: 375)
                == layout.indicatorFrame(selectedIndex: 2))
    }

    @Test func selectedIndexIsTheNearestPage() throws {
        let layout = try FixedTitleBarLayout(titles: essenceTitles, width: 375)
        #expect(try layout.selectedIndex(forContentOffset: 750, pageWidth: 375) == 2)
        #expect(try layout.selectedIndex(forContentOffset: 749.5, pageWidth: 375) == 2)
        #expect(try layout.selectedIndex(forContentOffset: -20, pageWidth: 375) == 0)
        #expect(try layout.selectedIndex(forContentOffset: 5000, pageWidth: 375) == 4)
    }

    @Test func badTitleBarInputIsRejected() throws {
        #expect(throws: ScreenModelError(argument: "titles", expected: "at least one title", actual: "[]")) {
            try FixedTitleBarLayout(titles: [], width: 375)
        }
        #expect(throws: ScreenModelError(argument: "width", expected: "a number > 0", actual: "0.0")) {
            try FixedTitleBarLayout(titles: essenceTitles, width: 0)
        }
        #expect(throws: ScreenModelError(argument: "width", expected: "a finite number", actual: "nan")) {
            try FixedTitleBarLayout(titles: essenceTitles, width: .nan)
        }
        let layout = try FixedTitleBarLayout(titles: essenceTitles, width: 375)
        #expect(throws: ScreenModelError(argument: "selectedIndex", expected: "an index in 0...4", actual: "5")) {
            try layout.indicatorFrame(selectedIndex: 5)
        }
        #expect(throws: ScreenModelError(argument: "pageWidth", expected: "a number > 0", actual: "0.0")) {
            try layout.indicatorFrame(followingContentOffset: 10, pageWidth: 0)
        }
        #expect(throws: ScreenModelError.self) {
            try FixedTitleBarLayout(titles: ["x"], width: 10, measure: TextMeasure { _ in -1 })
        }
    }
}

@Suite struct IndicatorAnimationTests {
    @Test func selectionMovesTheIndicatorOverAQuarterSecondWithEaseInOut() throws {
        let layout = try FixedTitleBarLayout(titles: essenceTitles, width: 375)
        let start = try layout.indicatorFrame(selectedIndex: 0)
        let animation = try IndicatorAnimation.selecting(2, in: layout, from: start, at: 1)
        #expect(animation.duration == 0.25)
        #expect(animation.curve == .easeInOut)
        #expect(try animation.frame(at: 0.5) == start)
        #expect(try animation.frame(at: 1) == start)
        // Ease-in-out is symmetric: half the time is half the distance (x from 23.5 to 173.5).
        let mid = try animation.frame(at: 1.125)
        #expect(abs(mid.origin.x - 98.5) < 1e-9)
        #expect(mid.size == Size(width: 28, height: 1))
        // Slow start: after a tenth of the time, well under a tenth of the distance.
        #expect(try animation.frame(at: 1.025).origin.x - 23.5 < 0.1 * 150)
        #expect(try animation.isFinished(at: 1.2499) == false)
        #expect(try animation.frame(at: 1.25) == layout.indicatorFrame(selectedIndex: 2))
        #expect(try animation.isFinished(at: 1.25))
    }

    @Test func retargetingStartsFromTheFrameShown() throws {
        let layout = try FixedTitleBarLayout(titles: essenceTitles, width: 375)
        let first = try IndicatorAnimation.selecting(
            4, in: layout, from: layout.indicatorFrame(selectedIndex: 0), at: 0)
        let second = try first.retargeted(to: layout.indicatorFrame(selectedIndex: 1), at: 0.125)
        #expect(second.from == (try first.frame(at: 0.125)))
        #expect(second.startTime == 0.125)
        #expect(try second.frame(at: 0.375) == layout.indicatorFrame(selectedIndex: 1))
    }

    @Test func badAnimationInputIsRejected() throws {
        let rect = Rect(x: 0, y: 0, width: 10, height: 1)
        #expect(throws: ScreenModelError(argument: "duration", expected: "a number > 0", actual: "0.0")) {
            try IndicatorAnimation(from: rect, to: rect, startTime: 0, duration: 0)
        }
        #expect(throws: ScreenModelError(argument: "to.size.width", expected: "a number >= 0", actual: "-1.0")) {
            try IndicatorAnimation(from: rect, to: Rect(x: 0, y: 0, width: -1, height: 1), startTime: 0)
        }
    }
}

@Suite struct ScrollingTitleBarLayoutTests {
    @Test func selectedItemIsCentredAndClampedAtBothEnds() throws {
        let layout = try ScrollingTitleBarLayout(itemCount: 8, screenWidth: 375)
        #expect(layout.itemWidth == 100)
        #expect(layout.contentWidth == 800)
        #expect(layout.maximumOffsetX == 425)
        #expect(try layout.contentOffsetX(centering: 0) == 0)
        #expect(try layout.contentOffsetX(centering: 1) == 0)
        #expect(try layout.contentOffsetX(centering: 2) == 62.5)
        #expect(try layout.contentOffsetX(centering: 3) == 162.5)
        #expect(try layout.contentOffsetX(centering: 5) == 362.5)
        #expect(try layout.contentOffsetX(centering: 6) == 425)
        #expect(try layout.contentOffsetX(centering: 7) == 425)
        #expect(try layout.itemFrame(3) == Rect(x: 300, y: 0, width: 100, height: 40))
    }

    @Test func contentThatFitsNeverScrolls() throws {
        let layout = try ScrollingTitleBarLayout(titles: ["头条", "科技", "汽车"], screenWidth: 375)
        #expect(layout.maximumOffsetX == 0)
        for i in 0..<3 { #expect(try layout.contentOffsetX(centering: i) == 0) }
        let exact = try ScrollingTitleBarLayout(itemCount: 4, screenWidth: 400)
        for i in 0..<4 { #expect(try exact.contentOffsetX(centering: i) == 0) }
    }

    @Test func selectedItemIsScaled() throws {
        let layout = try ScrollingTitleBarLayout(itemCount: 7, screenWidth: 375)
        #expect(try layout.scale(ofItem: 2, selectedIndex: 2) == 1.3)
        #expect(try layout.scale(ofItem: 3, selectedIndex: 2) == 1)
    }

    @Test func badScrollingBarInputIsRejected() throws {
        #expect(throws: ScreenModelError(argument: "titles", expected: "at least one title", actual: "[]")) {
            try ScrollingTitleBarLayout(titles: [], screenWidth: 375)
        }
        #expect(throws: ScreenModelError(argument: "screenWidth", expected: "a number > 0", actual: "-375.0")) {
            try ScrollingTitleBarLayout(itemCount: 3, screenWidth: -375)
        }
        let layout = try ScrollingTitleBarLayout(itemCount: 7, screenWidth: 375)
        #expect(throws: ScreenModelError(argument: "index", expected: "an index in 0...6", actual: "7")) {
            try layout.contentOffsetX(centering: 7)
        }
    }
}
