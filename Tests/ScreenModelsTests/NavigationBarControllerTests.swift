import ScreenModels
import Testing

/// The navigation bar of seed 003 on the clock: fade with a child list, push, pop, interactive pop.
@Suite struct NavigationBarControllerTests {
    private func opaqueScreen() throws -> NavigationBarAppearance {
        try NavigationBarAppearance(backgroundColor: .white, backgroundAlpha: 1)
    }

    @Test func theAlphaFollowsAChildListInTheFrameOfItsScroll() async throws {
        let clock = try DisplayClock()
        let screen = try await PagingScreen(clock: clock, titles: seedEssenceTitles)
        let list = try #require(await screen.list(ofChild: 0))
        let bar = try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0))
        try await bar.bind(to: list)
        #expect(await bar.appearance.backgroundAlpha == 0)
        #expect(await bar.fadeAndTransitionEvents.isEmpty)  // y = -99: transparent, as at the start
        for y in [32.0, 33, 100, 0] { try await list.assignContentOffset(Point(x: 0, y: y)) }
        let events = await bar.fadeAndTransitionEvents
        #expect(
            events.map(\.name) == [
                "alphaChange", "alphaChange", "styleSwitch", "alphaChange", "alphaChange", "styleSwitch",
            ])
        let justOverHalf: Double = 33.0 / 64
        let expected: [ScreenEventDetail] = [
            .navigationFade(alpha: 0.5, style: .light, offsetY: 32),
            .navigationFade(alpha: justOverHalf, style: .dark, offsetY: 33),
            .navigationFade(alpha: justOverHalf, style: .dark, offsetY: 33),
            .navigationFade(alpha: 1, style: .dark, offsetY: 100),
            .navigationFade(alpha: 0, style: .light, offsetY: 0),
            .navigationFade(alpha: 0, style: .light, offsetY: 0),
        ]
        #expect(events.map(\.detail) == expected)
        #expect(events.allSatisfy { $0.source == "navigationBar" })
        // Each change is followed by its barAppearance event (issue 13), which takes a sequence number.
        #expect(events.map(\.sequence) == [0, 2, 3, 5, 7, 8])
    }

    @Test func theAlphaChangesInTheFramesOfAFling() async throws {
        let clock = try DisplayClock()
        let list = try ScrollView(
            id: "child/0/list", clock: clock, size: Size(width: 375, height: 667),
            contentSize: Size(width: 375, height: 3000), contentInset: PagingScreenConfiguration.childListInset)
        let bar = try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: -99))
        try await bar.bind(to: list)
        let scrolls = await list.recordEvents()
        try await list.fling(velocity: Point(x: 0, y: 1500))
        try await settle(clock)
        let fades = await bar.events(named: "alphaChange")
        let scrollFrames = Set(await scrolls.events.filter { $0.name == "didScroll" }.map(\.frame))
        #expect(!fades.isEmpty && fades.allSatisfy { scrollFrames.contains($0.frame) })
        guard case .navigationFade(let alpha, let style, let y)? = fades.last?.detail else {
            Issue.record("no fade event")
            return
        }
        #expect(alpha == 1 && style == .dark && y >= -99 + 64)
        #expect(await bar.appearance.backgroundAlpha == 1)
    }

    @Test func aPushReportsProgressFromElapsedTimeAtEveryFrame() async throws {
        let clock = try DisplayClock()
        let bar = try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0))
        try await bar.push(to: opaqueScreen())
        #expect(await bar.isTransitioning)
        try await clock.advance(frames: 12)
        let events = await bar.fadeAndTransitionEvents
        let names: [String] = ["transitionBegin"] + Array(repeating: "transitionProgress", count: 8) + ["transitionEnd"]
        #expect(events.map(\.name) == names)
        let frames: [Int] = Array(0...8) + [8]
        #expect(events.map(\.frame) == frames)
        for event in events.dropFirst().dropLast() {
            let expected = min(1, Double(event.frame) / 60 / 0.13)
            #expect(event.detail == .navigationTransition(kind: .push, progress: expected, alpha: expected))
        }
        #expect(events.last?.detail == .navigationTransitionEnd(kind: .push, completed: true))
        #expect(await bar.depth == 2)
        #expect(await bar.appearance == (try opaqueScreen()))
        #expect(await !bar.isTransitioning)
    }

    /// The root is in reach only with nothing pushed over it and no transition: a scenario's
    /// paging screen under this bar (no app) asks before each step that touches it.
    @Test func theRootIsInReachOnlyWhenNothingCoversOrMovesIt() async throws {
        let clock = try DisplayClock()
        let bar = try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0))
        try await bar.checkRootInReach()
        try await bar.push(to: opaqueScreen())
        await #expect(throws: ScreenModelError.self) { try await bar.checkRootInReach() }
        try await clock.advance(frames: 12)
        await #expect {
            try await bar.checkRootInReach()
        } throws: { error in
            (error as? ScreenModelError)?.actual == "a screen pushed over it"
        }
        try await bar.pop()
        try await clock.advance(frames: 12)
        try await bar.checkRootInReach()
        try await clock.stop()
    }

    @Test func progressIsTheSameAtTheSameTimeAtOneHundredTwentyHertz() async throws {
        let clock = try DisplayClock(framesPerSecond: 120)
        let bar = try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0))
        try await bar.push(to: opaqueScreen())
        try await clock.advance(frames: 20)
        let progress = await bar.events(named: "transitionProgress")
        #expect(progress.count == 16)  // 16 / 120 s = 0.1333 s >= 0.13 s
        #expect(progress[5].time == 0.05)
        #expect(progress[5].detail == .navigationTransition(kind: .push, progress: 0.05 / 0.13, alpha: 0.05 / 0.13))
    }

    /// A transition whose end time falls on a frame ends in that frame, as the app's timer ends it:
    /// elapsed / duration there can round to just under 1 (0.7 - 0.5 over 0.2), which ended it a
    /// frame late.
    @Test func aTransitionEndingOnAFrameEndsInThatFrame() async throws {
        for (rate, start, duration) in [(60, 30, 0.2), (120, 60, 0.2), (60, 60, 0.15), (120, 120, 0.4)] {
            let clock = try DisplayClock(framesPerSecond: rate)
            let bar = try NavigationBarController(
                clock: clock, fade: NavigationBarFade(changePoint: 0), transitionDuration: duration)
            try await clock.advance(frames: start)
            try await bar.push(to: opaqueScreen())
            try await clock.advance(frames: 60)
            try await bar.interactivePop(progress: 0.25)
            try await bar.releaseInteractivePop(finish: true)  // over 0.75 * duration
            try await clock.advance(frames: 60)
            let ends = await bar.events(named: "transitionEnd").map(\.frame)
            let pushEnd = start + Int((duration * Double(rate)).rounded())
            let popEnd = start + 60 + Int((0.75 * duration * Double(rate)).rounded())
            #expect(ends == [pushEnd, popEnd], "\(rate) Hz, \(duration) s")
            let last = await bar.events(named: "transitionProgress").filter { $0.frame == pushEnd }
            #expect(last.map(\.detail) == [.navigationTransition(kind: .push, progress: 1, alpha: 1)])
        }
    }

    @Test func aPopReturnsToTheRootAsItsFadeSays() async throws {
        let clock = try DisplayClock()
        let bar = try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0))
        try await bar.push(to: opaqueScreen())
        try await clock.advance(frames: 10)
        try await bar.pop()
        try await clock.advance(frames: 10)
        #expect(await bar.depth == 1)
        #expect(await bar.appearance.backgroundAlpha == 0)
        let ends = await bar.events(named: "transitionEnd")
        #expect(
            ends.map(\.detail) == [
                .navigationTransitionEnd(kind: .push, completed: true),
                .navigationTransitionEnd(kind: .pop, completed: true),
            ])
        #expect(ends.map(\.frame) == [8, 18])
    }

    @Test func anInteractivePopFinishesOverTheRemainingTime() async throws {
        let clock = try DisplayClock()
        let bar = try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0))
        try await bar.push(to: opaqueScreen())
        try await clock.advance(frames: 10)
        try await bar.interactivePop(progress: 0.4)
        try await clock.advance(frames: 3)
        try await bar.interactivePop(progress: 0.6)
        try await bar.releaseInteractivePop(finish: true)  // 0.4 * 0.13 = 0.052 s left: 4 frames
        try await clock.advance(frames: 10)
        let events = await bar.fadeAndTransitionEvents.filter { $0.frame >= 10 }
        let names: [String] = ["transitionBegin"] + Array(repeating: "transitionProgress", count: 5) + ["transitionEnd"]
        #expect(events.map(\.name) == names)
        #expect(events.map(\.frame) == [10, 13, 14, 15, 16, 17, 17])
        let progress = events.compactMap { event -> Double? in
            if case .navigationTransition(_, let p, _) = event.detail { return p } else { return nil }
        }
        // 0.052 s left, along UIView.animate's default ease in and out.
        let settling: [Double] = (1...3).map { 0.6 + 0.4 * TimingCurve.easeInOut.progress(at: Double($0) / 60 / 0.052) }
        let expected: [Double] = [0.4, 0.6] + settling + [1]
        #expect(zip(progress, expected).allSatisfy { abs($0 - $1) < 1e-12 } && progress.count == expected.count)
        // Interactive pops have their own kind since issue 13 (they were reported as `.pop`).
        #expect(events.last?.detail == .navigationTransitionEnd(kind: .interactivePop, completed: true))
        #expect(await bar.depth == 1)
    }

    /// Released where it goes (finished at 1, cancelled at 0), an interactive pop ends in the frame
    /// of the finger's last tick: one `transitionProgress` in that frame, not that tick twice.
    @Test(arguments: [(true, 1.0), (false, 0.0)])
    func aReleaseWithNothingLeftToAnimateTicksOnceInItsFrame(finish: Bool, progress: Double) async throws {
        let clock = try DisplayClock()
        let bar = try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0))
        try await bar.push(to: opaqueScreen())
        try await clock.advance(frames: 10)
        try await bar.interactivePop(progress: 0.5)
        try await clock.advance(frames: 2)
        try await bar.interactivePop(progress: progress)
        try await bar.releaseInteractivePop(finish: finish)
        let frame = await bar.screenEvents.filter { $0.frame == clock.frameIndex }.map(\.name)
        #expect(frame == ["transitionProgress", "barAppearance", "transitionEnd"])
        #expect(await bar.depth == (finish ? 1 : 2))
        try await clock.stop()
    }

    @Test func aCancelledInteractivePopReturnsOverItsProgress() async throws {
        let clock = try DisplayClock()
        let bar = try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0))
        try await bar.push(to: opaqueScreen())
        try await clock.advance(frames: 10)
        try await bar.interactivePop(progress: 0.6)
        try await bar.releaseInteractivePop(finish: false)  // 0.6 * 0.13 = 0.078 s back: 5 frames
        try await clock.advance(frames: 10)
        let end = try #require(await bar.events(named: "transitionEnd").last)
        // Interactive pops have their own kind since issue 13 (they were reported as `.pop`).
        #expect(end.frame == 15 && end.detail == .navigationTransitionEnd(kind: .interactivePop, completed: false))
        #expect(await bar.depth == 2)
        #expect(await bar.appearance == (try opaqueScreen()))
        #expect(
            await bar.events(named: "transitionProgress").last?.detail
                == .navigationTransition(kind: .interactivePop, progress: 0, alpha: 1))
    }

    @Test func barAppearanceFollowsEveryTickOfAPush() async throws {
        let clock = try DisplayClock()
        let bar = try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0))
        try await bar.push(to: opaqueScreen())
        try await clock.advance(frames: 10)
        let shown = await bar.events(named: "barAppearance")
        #expect(shown.count == (await bar.events(named: "transitionProgress")).count + 1)
        #expect(shown.map(\.frame) == Array(0...8))
        #expect(shown.last?.detail == .barAppearance(try opaqueScreen(), translationY: 0, itemsAlpha: 1))
        // Half way the status bar has switched and the colours are blended.
        guard case .barAppearance(let middle, _, _) = shown[5].detail else { return #expect(Bool(false)) }
        #expect(middle.statusBarStyle == (try opaqueScreen()).statusBarStyle)
        #expect(middle.backgroundAlpha > 0 && middle.backgroundAlpha < 1)
    }

    @Test func badNavigationCallsThrowAndChangeNothing() async throws {
        let clock = try DisplayClock()
        let bar = try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0))
        await #expect(throws: ScreenModelError.self) { try await bar.pop() }
        await #expect(throws: ScreenModelError.self) { try await bar.interactivePop(progress: 0.5) }
        await #expect(throws: ScreenModelError.self) { try await bar.releaseInteractivePop(finish: true) }
        try await bar.push(to: opaqueScreen())
        await #expect(throws: ScreenModelError.self) { try await bar.interactivePop(progress: 1.5) }
        await #expect(throws: ScreenModelError.self) { try await bar.interactivePop(progress: 0.5) }  // a push runs
        // A push or a pop during a push: refused as the app refuses it (it used to start a second
        // transition whose first never ended).
        await #expect(
            throws: ScreenModelError(argument: "transition", expected: "none in progress", actual: "a push running")
        ) { try await bar.push(to: opaqueScreen()) }
        await #expect(throws: ScreenModelError.self) { try await bar.pop() }
        #expect(throws: ScreenModelError.self) {
            try NavigationBarController(clock: clock, fade: NavigationBarFade(changePoint: 0), transitionDuration: 0)
        }
        #expect(await bar.depth == 2)
        #expect(await bar.fadeAndTransitionEvents.map(\.name) == ["transitionBegin"])
    }
}

extension NavigationBarController {
    /// The bar's events without `barAppearance`, which issue 13 added after every change the bar
    /// shows (see `barAppearanceFollowsEveryTickOfAPush`); these tests pin the others.
    var fadeAndTransitionEvents: [ScreenEvent] { screenEvents.filter { $0.name != "barAppearance" } }
}
