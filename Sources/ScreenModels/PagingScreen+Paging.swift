/// The screen as the `pages` scroll view's delegate: swipes, settling, appearance transitions.
extension PagingScreen {
    /// A swipe: a fling on `pages` released at `velocity` pt/s (> 0) with the finger moving in
    /// `direction`. Returns at once; the clock plays it. Throws, changing nothing, for a velocity
    /// that is not finite and > 0, or while another scripted gesture plays on `pages`.
    public func swipe(direction: SwipeDirection, velocity: Double = 1000) async throws {
        try Check.positive(velocity, "velocity")
        try await pages.fling(velocity: Point(x: direction == .left ? velocity : -velocity, y: 0))
        await deliverEvents()
    }

    /// The in-frame reaction to one event of `pages`.
    func pagesDidEmit(_ event: ScrollViewEvent) async {
        let x = event.contentOffset.x
        pagesOffsetX = x
        switch event.call {
        case .willBeginDragging:
            swipeStartPage = geometry.page(nearestTo: x)
            indicatorMode = .following
        case .didScroll:
            loadRevealed(atOffsetX: x)
            if let start = swipeStartPage, let heading = geometry.heading(fromPage: start, offsetX: x) {
                aim(at: heading)
            }
        case .willEndDragging(_, let target):
            aim(at: geometry.page(nearestTo: target.x))
        case .didEndDragging(let willDecelerate):
            swipeStartPage = nil
            if !willDecelerate { settle(atOffsetX: x) }
        case .didEndDecelerating, .didEndScrollingAnimation:
            settle(atOffsetX: x)
        case .willBeginDecelerating, .didScrollToTop:
            break
        }
        await scrollTitleBar()
        await deliverEvents()
    }

    /// Points the appearance transition at `page`: begins it (cancelling one towards another page)
    /// unless `page` is the visible page or already the destination. Landing back on the visible
    /// page is left to ``settle(atOffsetX:)``, which cancels.
    func aim(at page: Int) {
        guard page != coordinator.selectedIndex, page != coordinator.pendingIndex else { return }
        apply { try $0.beginTransition(to: page) }
    }

    /// The pages came to rest at content offset x `x` (pt): the policy's loads happen (the seeds'
    /// `addChildVcView` in didEndScrollingAnimation / didEndDecelerating), the transition completes
    /// on a new page or is cancelled on the old one, the page's title is selected, and the cache
    /// limit applies.
    func settle(atOffsetX x: Double) {
        let page = geometry.page(nearestTo: x)
        loadOnSettle(page)
        if page == coordinator.selectedIndex {
            if coordinator.pendingIndex != nil { apply { try $0.cancelTransition() } }
        } else {
            aim(at: page)
            apply { try $0.completeTransition() }
        }
        cache.use(page)
        selectTitle(page, centreTitleBar: false)
        enforceCacheLimit()
    }
}
