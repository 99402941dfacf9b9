@_spi(Delivery) import ScrollSimulator

/// The screen as the `pages` scroll view's delegate: swipes and programmatic scrolling.
extension PagingScreen {
    /// A swipe: a fling on `pages` released at `velocity` pt/s (> 0) with the finger moving in
    /// `direction`. Returns at once; the clock plays it. Throws, changing nothing, for a velocity
    /// that is not finite and > 0, before the screen's view loads, or while another scripted
    /// gesture plays on `pages`. The screen does not know what covers it: under a navigation bar,
    /// ask ``NavigationBarController/checkRootInReach()`` first (a pushed screen or a transition
    /// takes the finger), as the scenario runner does.
    public func swipe(direction: SwipeDirection, velocity: Double = 1000) async throws {
        try Check.positive(velocity, "velocity")
        try requireViewLoaded()
        try await pages.fling(velocity: Point(x: direction == .left ? velocity : -velocity, y: 0))
        await deliverEvents()
    }

    /// `pages.setContentOffset(offset, animated:)` made by the screen (Parchment's `select`): not
    /// animated, the page left and the page shown hear their appearance calls at once; animated,
    /// the transition begins in the animation's first `didScroll`. Throws, changing nothing, for an
    /// offset that is not a page's (`(k * width, 0)`: the paging scroll view comes to rest only on a
    /// page, and so do the children's appearance calls), a stopped clock, or before the screen's
    /// view loads.
    public func setContentOffset(_ offset: Point, animated: Bool) async throws {
        guard geometry.page(restingAt: offset) != nil else {
            throw ScreenModelError(
                argument: "offset",
                expected: "a page's offset, (k * \(geometry.pageWidth), 0) for a page k in 0..<\(geometry.pageCount)",
                actual: "\(offset)")
        }
        try clock.requireRunning()
        try requireViewLoaded()
        guard animated else { return try await jumpPages(to: offset) }
        try await pages.advanceToCurrentFrame()  // as for a title tap: see `tapTitle(_:)`
        feed(.setContentOffset(offsetX: offset.x, animated: animated))
        try await scrollPages(to: offset, animated: animated)
    }

    /// A non-animated `setContentOffset`: the pages jump, then the machine hears the jump as one
    /// input. The pages' command first brings a flight in progress up to the frame (a `didScroll`
    /// on the way, which the machine took for a move off the page it had just landed on), then
    /// jumps.
    private func jumpPages(to offset: Point) async throws {
        do {
            isJumping = true
            defer { isJumping = false }
            try await pages.setContentOffset(offset, animated: false)
        }
        pagesOffsetX = await pages.contentOffset.x
        feed(.setContentOffset(offsetX: pagesOffsetX, animated: false))
        try await scrollTitleBar()
        await deliverEvents()
    }

    /// Scrolls `pages` as the machine was just told; if they stay at rest (already there), they
    /// settle at once.
    func scrollPages(to offset: Point, animated: Bool) async throws {
        try await pages.setContentOffset(offset, animated: animated)
        if animated, await !pages.isInFlight, await !pages.isTracking {
            pagesOffsetX = await pages.contentOffset.x
            feed(.didEndScrollingAnimation(offsetX: pagesOffsetX))
        }
        try await scrollTitleBar()
        await deliverEvents()
    }

    /// The in-frame reaction to one event of `pages`.
    func pagesDidEmit(_ event: ScrollViewEvent) async throws {
        if let rest = pagesDidEmitInPlace(event) { try await rest() }
    }

    /// ``pagesDidEmit(_:)`` as far as it goes with plain calls (the machine, the indicator, the
    /// observers that need no awaiting); returns the rest to await, if any: scrolling the title
    /// bar, an observer that awaits.
    func pagesDidEmitInPlace(_ event: ScrollViewEvent) -> InFrameWork? {
        guard machine.isViewLoaded else { return nil }  // no view yet: the screen does not listen
        let x = event.contentOffset.x
        pagesOffsetX = x
        if let input = Self.input(for: event.call, offsetX: x), !(isJumping && event.call == .didScroll) { feed(input) }
        if event.call == .didScroll { indicatorDidFollowPages() }
        if titleBarTarget != nil { return scrollTitleBarThenDeliver() }
        guard let suspension = deliverEventsSynchronously() else {
            return log.deliveryGate.admitsCaller ? nil : joiningDelivery()
        }
        return finishingDelivery(suspension)
    }

    // The work to await is built apart, only when there is some: a local function that captures a
    // weak reference puts it in a heap box as soon as it is declared, once per pages event.
    // Local functions, not closures: see `InFrameWork`.

    /// Scrolls the title bar, then delivers the screen's events.
    private func scrollTitleBarThenDeliver() -> InFrameWork {
        weak let screen = self
        @Sendable nonisolated(nonsending) func scrollTitleBarThenDeliver() async throws {
            try await screen?.scrollTitleBar()
            await screen?.deliverEvents()
        }
        return scrollTitleBarThenDeliver
    }

    /// Goes on with a delivery that stopped at an observer to await.
    private func finishingDelivery(_ suspension: DeliveryRound<ScreenObserver>.Suspension) -> InFrameWork {
        weak let screen = self
        @Sendable nonisolated(nonsending) func finishDelivery() async { await screen?.finishDelivery(suspension) }
        return finishDelivery
    }

    /// Waits for another task's delivery under way, which delivers the screen's events in turn.
    private func joiningDelivery() -> InFrameWork {
        weak let screen = self
        @Sendable nonisolated(nonsending) func joinDelivery() async { await screen?.joinDelivery() }
        return joinDelivery
    }

    /// The machine's input for a delegate call of `pages` at content offset x `x` (pt), if any.
    static func input(for call: DelegateCall, offsetX x: Double) -> PagingInput? {
        switch call {
        case .willBeginDragging: .willBeginDragging(offsetX: x)
        case .didScroll: .didScroll(offsetX: x)
        case .willEndDragging(_, let target): .willEndDragging(targetOffsetX: target.x)
        case .didEndDragging(let willDecelerate): .didEndDragging(willDecelerate: willDecelerate, offsetX: x)
        case .didEndDecelerating: .didEndDecelerating(offsetX: x)
        case .didEndScrollingAnimation: .didEndScrollingAnimation(offsetX: x)
        case .willBeginDecelerating, .didScrollToTop: nil
        }
    }
}
