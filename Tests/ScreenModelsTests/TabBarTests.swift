import ScreenModels
import Testing

@Suite struct TabBarTests {
    @Test func tabsTakeSlotsZeroOneThreeFourAt375() throws {
        let layout = try TabBarLayout(width: 375)
        #expect(layout.slotWidth == 75)
        #expect(layout.height == 49)
        #expect(layout.tabButtonFrames.map(\.origin.x) == [0, 75, 225, 300])
        #expect(layout.tabButtonFrames.allSatisfy { $0.size == Size(width: 75, height: 49) && $0.origin.y == 0 })
        #expect(try layout.tabButtonFrame(2) == Rect(x: 225, y: 0, width: 75, height: 49))
        #expect(try layout.slotFrame(4) == Rect(x: 300, y: 0, width: 75, height: 49))
    }

    @Test func publishButtonIsCentredInSlotTwo() throws {
        let byDefault = try TabBarLayout(width: 375)
        #expect(byDefault.publishButtonFrame == Rect(x: 150, y: 0, width: 75, height: 49))
        let image = try TabBarLayout(width: 375, publishButtonSize: Size(width: 60, height: 40))
        let frame = image.publishButtonFrame
        #expect(frame == Rect(x: 157.5, y: 4.5, width: 60, height: 40))
        #expect(frame.middle(.horizontal) == 187.5)
        #expect(frame.middle(.vertical) == 24.5)
    }

    @Test func slotsScaleWithAnyWidth() throws {
        let layout = try TabBarLayout(width: 414, height: 83)
        #expect(layout.slotWidth == 82.8)
        #expect(layout.publishButtonFrame.middle(.horizontal) == 2.5 * 82.8)
        #expect(try layout.tabIndex(atX: 200) == nil)
        #expect(try layout.tabIndex(atX: 413.9) == 3)
        #expect(try layout.tabIndex(atX: 0) == 0)
        #expect(try layout.tabIndex(atX: 414) == nil)
    }

    @Test func badWidthIsRejected() {
        #expect(throws: ScreenModelError(argument: "width", expected: "a number > 0", actual: "0.0")) {
            try TabBarLayout(width: 0)
        }
        #expect(throws: ScreenModelError(argument: "width", expected: "a finite number", actual: "inf")) {
            try TabBarLayout(width: .infinity)
        }
        #expect(throws: ScreenModelError.self) {
            try TabBarLayout(width: 375).tabButtonFrame(4)
        }
    }

    @Test func stateSelectsAndBadgesAndRejectsOutOfRange() throws {
        var state = try TabBarState()
        #expect(state.selectedIndex == 0)
        try state.select(3)
        try state.setBadgeValue("5", forTab: 1)
        #expect(try state.badgeValue(forTab: 1) == "5")
        #expect(state.badgeValues == [nil, "5", nil, nil])
        let before = state
        #expect(throws: ScreenModelError(argument: "index", expected: "an index in 0...3", actual: "4")) {
            try state.select(4)
        }
        #expect(throws: ScreenModelError(argument: "index", expected: "an index in 0...3", actual: "-1")) {
            try state.setBadgeValue("x", forTab: -1)
        }
        #expect(state == before)
        try state.setBadgeValue(nil, forTab: 1)
        #expect(state.badgeValues == [nil, nil, nil, nil])
    }
}
