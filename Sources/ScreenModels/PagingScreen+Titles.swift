/// The title bars: title taps, the selected title, the fixed bar's indicator, the scrolling bar's
/// centring.
extension PagingScreen {
    /// The seeds' `titleClick:`: selects title `index`, moves the indicator to it over 0.25 s (fixed
    /// style) or centres it in `titleBar` (scrolling style), and calls `pages.setContentOffset(x:
    /// index * width, animated: true)`; the appearance transition from the visible page to `index`
    /// begins in the animation's first `didScroll` and completes in the one that reaches `index`.
    /// A tap while an animation runs retargets it, so fast repeated taps end on the last title tapped. If the pages do not move
    /// (already there, or a finger is down), they settle at once when they are at rest. Every tap
    /// emits `titleTapped` first, the selected title's included (the seeds keep the button enabled so
    /// that a second tap can refresh; the pages do not move then, so no `didEndScrollingAnimation`).
    /// Throws, changing nothing, for an index out of range, a stopped clock, or before the screen's
    /// view loads; not for a screen something covers (see ``swipe(direction:velocity:)``).
    public func tapTitle(_ index: Int) async throws {
        try Check.index(index, count: pageCount, "index")
        try clock.requireRunning()
        try requireViewLoaded()
        // The pages reach this frame first: a swipe's snap or an earlier tap's animation that ends
        // in it ends before this tap (and selects its page), not halfway through it, overriding it.
        // (An animated `setContentOffset` on the screen does the same.)
        try await pages.advanceToCurrentFrame()
        log.emit(
            "titleTapped", source: "titles", detail: .titleSelection(index: index, previous: selectedIndex),
            clock: clock)
        feed(.select(index: index, animated: true))
        try await scrollPages(to: Point(x: geometry.offsetX(ofPage: index), y: 0), animated: true)
    }

    /// The scale of title `index` (unitless): 1.3 for the selected title in the scrolling style, 1
    /// otherwise. Throws when out of range.
    public func titleScale(_ index: Int) throws(ScreenModelError) -> Double {
        let scale = try scrollingTitleBar.scale(ofItem: index, selectedIndex: selectedIndex)
        return configuration.titleBarStyle == .scrolling ? scale : 1
    }

    /// The fixed title bar's indicator frame (pt, title bar coordinates) at the clock's current time:
    /// following the pages during a swipe, otherwise where its animation to the selected title is.
    /// Nil for the scrolling style, which has no indicator.
    public var indicatorFrame: Rect? { indicatorFrame(at: clock.time) }

    /// The indicator's frame at `time` (s; during a swipe, at the pages' latest offset instead).
    func indicatorFrame(at time: Double) -> Rect? {
        guard configuration.titleBarStyle == .fixed else { return nil }
        switch indicatorMode {
        case .animating(let animation):
            return (try? animation.frame(at: time)) ?? animation.to
        case .following:
            return try? fixedTitleBar.indicatorFrame(
                followingContentOffset: pagesOffsetX, pageWidth: geometry.pageWidth)
        }
    }

    /// Selects title `index` (an event if it changes), starts the indicator's move to it (an event if
    /// it moves), and, in the scrolling style, asks for the title bar to centre it when the title
    /// changes or `centreTitleBar` is set.
    func selectTitle(_ index: Int, centreTitleBar: Bool) {
        let previous = selectedIndex
        selectedIndex = index
        if previous != index {
            log.emit(
                "didSelectTitle", source: "titles", detail: .titleSelection(index: index, previous: previous),
                clock: clock)
        }
        switch configuration.titleBarStyle {
        case .fixed:
            moveIndicator(to: index)
        case .scrolling:
            if previous != index {
                for item in [previous, index] {
                    let scale = (try? scrollingTitleBar.scale(ofItem: item, selectedIndex: index)) ?? 1
                    log.emit(
                        "titleScale", source: "titles", detail: .titleScale(index: item, scale: scale), clock: clock)
                }
            }
            if previous != index || centreTitleBar {
                titleBarTarget = try? scrollingTitleBar.contentOffsetX(centering: index)
            }
        }
    }

    /// The pages moved while the fixed title bar's indicator follows them: an `indicatorFrame` event
    /// with its new frame.
    func indicatorDidFollowPages() {
        guard case .following = indicatorMode, let frame = indicatorFrame(at: clock.time) else { return }
        log.emit("indicatorFrame", source: "titles", detail: .indicatorFrame(frame), clock: clock)
    }

    /// Starts the indicator's 0.25 s move from where it is now to title `index`, unless an animation
    /// already takes it there: UIKit's animations add up, and a second one to the value the first
    /// set changes nothing (the seeds' `titleClick:` again on the title selected while it moves).
    private func moveIndicator(to index: Int) {
        let time = clock.time
        if case .animating(let current) = indicatorMode, time < current.startTime + current.duration,
            current.to == (try? fixedTitleBar.indicatorFrame(selectedIndex: index))
        {
            return
        }
        guard let from = indicatorFrame(at: time),
            let animation = try? IndicatorAnimation.selecting(index, in: fixedTitleBar, from: from, at: time)
        else { return }
        indicatorMode = .animating(animation)
        if animation.from != animation.to {
            log.emit(
                "indicatorAnimation", source: "titles",
                detail: .indicator(from: animation.from, to: animation.to, duration: animation.duration), clock: clock)
        }
    }

    /// Animates `titleBar` to the offset a selection asked for, if any. Throws what the title bar's
    /// command throws: `clockStopped`, or a stall of its delegates (which must reach the caller:
    /// the command takes it out of the clock's failure log).
    func scrollTitleBar() async throws {
        guard let titleBar, let target = titleBarTarget else { return }
        titleBarTarget = nil
        try await titleBar.setContentOffset(Point(x: target, y: 0), animated: true)
    }
}
