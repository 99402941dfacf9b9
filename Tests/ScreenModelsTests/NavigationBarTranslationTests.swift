import ScreenModels
import Testing

/// The bar that slides up with the list (seed 003 section 6).
@Suite struct NavigationBarTranslationTests {
    /// A moving bar bound to a list 3000 pt high, on a new clock.
    private func movingBar() async throws -> (DisplayClock, ScrollView, NavigationBarController) {
        let clock = try DisplayClock()
        let list = try ScrollView(
            id: "list", clock: clock, size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 3000))
        let bar = try NavigationBarController(
            clock: clock, fade: NavigationBarFade(changePoint: 0), translation: NavigationBarTranslation())
        try await bar.bind(to: list)
        return (clock, list, bar)
    }

    @Test func progressTranslationAndItemsAlphaFollowTheOffset() throws {
        let translation = try NavigationBarTranslation()
        #expect(try translation.progress(atOffsetY: -99) == 0)
        #expect(try translation.progress(atOffsetY: 0) == 0)
        #expect(try translation.progress(atOffsetY: 22) == 0.5)
        #expect(try translation.progress(atOffsetY: 100) == 1)
        #expect(translation.translationY(progress: 0.5) == -22)
        #expect(translation.itemsAlpha(progress: 0.25) == 0.75)
        #expect(throws: ScreenModelError.self) { try NavigationBarTranslation(barHeight: 0) }
        #expect(throws: ScreenModelError.self) { try translation.progress(atOffsetY: .nan) }
    }

    @Test func theBarMovesWithTheRootsListAndResetsOnAPush() async throws {
        let (_, list, bar) = try await movingBar()
        try await list.assignContentOffset(Point(x: 0, y: 11))
        #expect(
            await bar.events(named: "barAppearance").last.map { event -> Double? in
                if case .barAppearance(_, let y, _) = event.detail { y } else { nil }
            } == -11)
        // The items' alpha travels with the translation, as the bar controller computes it.
        guard case .barAppearance(_, _, let movedAlpha) = await bar.events(named: "barAppearance").last?.detail else {
            return #expect(Bool(false))
        }
        let itemsAlpha = await bar.itemsAlpha
        #expect(movedAlpha == 0.75 && movedAlpha == itemsAlpha)
        try await bar.push(to: .standard)
        #expect(await bar.translationProgress == 0)
        guard case .barAppearance(_, let y, let alpha) = await bar.events(named: "barAppearance").last?.detail else {
            return #expect(Bool(false))
        }
        #expect(y == 0)
        #expect(alpha == 1)
    }

    /// The fade, though, goes on following the list off screen (it froze at the alpha of the
    /// root's last scroll on screen, and stayed so after the root came back).
    @Test func theRootLeavingPutsTheBarBackAndItsListMovesItNoMoreUntilItReturns() async throws {
        let (clock, list, bar) = try await movingBar()
        try await list.assignContentOffset(Point(x: 0, y: 33))
        #expect(await bar.itemsAlpha == 0.25)
        // A tab switch or a full-screen presentation: the root's viewWillDisappear.
        try await bar.rootWillDisappear()
        #expect(await bar.translationProgress == 0)
        #expect(await bar.itemsAlpha == 1)
        try await list.assignContentOffset(Point(x: 0, y: 40))
        #expect(await bar.translationProgress == 0)
        #expect(await bar.appearance.backgroundAlpha == 40.0 / 64)
        guard case .barAppearance(let shown, 0, 1) = await bar.events(named: "barAppearance").last?.detail else {
            return #expect(Bool(false))
        }
        #expect(shown.backgroundAlpha == 40.0 / 64 && shown.statusBarStyle == .dark)
        // Back on screen: the next scroll moves it again.
        await bar.rootWillAppear()
        #expect(await bar.translationProgress == 0)
        try await list.assignContentOffset(Point(x: 0, y: 44))
        #expect(await bar.translationProgress == 1)
        #expect(await bar.itemsAlpha == 0)
        try await clock.stop()
    }

    @Test func theDemosVariantSnapsHalfwayBarsOverThreeTenthsOfASecond() throws {
        let translation = try NavigationBarTranslation(snapsWhenScrollEnds: true)
        #expect(try translation.snapTarget(atOffsetY: 21.9) == 0)
        #expect(try translation.snapTarget(atOffsetY: 22) == 1)
        #expect(translation.snapProgress(from: 0.5, to: 1, startTime: 1, at: 1) == 0.5)
        // The curve is symmetric.
        #expect(abs(translation.snapProgress(from: 0.5, to: 1, startTime: 1, at: 1.15) - 0.75) < 1e-12)
        #expect(translation.snapProgress(from: 0.5, to: 1, startTime: 1, at: 1.3) == 1)
    }

    @Test func aListThatStopsPastHalfTheBarSnapsItAway() async throws {
        let clock = try DisplayClock()
        let list = try ScrollView(
            id: "list", clock: clock, size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 3000))
        let bar = try NavigationBarController(
            clock: clock, fade: NavigationBarFade(changePoint: 0),
            translation: NavigationBarTranslation(snapsWhenScrollEnds: true))
        try await bar.bind(to: list)
        try await list.fling(velocity: Point(x: 0, y: 60))  // rests near y = 30: up >= 22
        try await clock.runUntilSettled(frameLimit: 600)
        let rest = await list.contentOffset.y
        #expect(rest > 22 && rest < 44)
        try await clock.advance(frames: 20)
        #expect(await bar.translationProgress == 1)
        guard case .barAppearance(_, let y, let alpha) = await bar.events(named: "barAppearance").last?.detail else {
            return #expect(Bool(false))
        }
        #expect(y == -44)
        #expect(alpha == 0)
    }
}
