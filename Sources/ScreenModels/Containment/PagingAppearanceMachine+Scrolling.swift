/// The page-transition rules: how the pages' offset begins, redirects, completes and cancels a
/// transition, and how a rest or a selection lands on a page (see ``PagingAppearanceMachine``).
extension PagingAppearanceMachine {
    /// `didScroll` at `x` (pt).
    mutating func didScroll(to x: Double) {
        let previous = offsetX
        offsetX = x
        loadRevealed()
        if let arriving = coordinator.arrivingIndex, x == geometry.offsetX(ofPage: arriving) {
            // The page that appeared with the container is reached: it has appeared, as a
            // transition's destination has in the didScroll that reaches it.
            perform { $0.releaseAppearance() }
        }
        let page = geometry.page(nearestTo: x)
        if model == .pageTransitions, motion == .idle, x == geometry.offsetX(ofPage: page),
            page != selectedIndex || pendingIndex != nil
        {
            // Nothing the container was told moves the pages: a plain offset assignment onto a page.
            // (The seeds' code hears no end of scrolling then, so it loads and selects nothing.)
            return rest(atOffsetX: x)
        }
        guard !gestureEndedTransition else { return }
        let p0 = progress(previous)
        let p = progress(x)
        if pendingIndex != nil, !advanceTransition(from: p0, to: p) { return }
        // A transition begins only as the content moves off the selected page, not back to it.
        let s = Double(selectedIndex)
        guard abs(p - s) > abs(p0 - s) || reaches(s, from: p0, to: p), let next = destination(at: p, from: p0) else {
            return
        }
        perform { try $0.beginTransition(to: next) }
        completeIfReached(next, from: p0, to: p)
    }

    /// Moves the pending transition with the content from `p0` to `p` (pages): cancelled back on S,
    /// redirected, completed on its destination. Returns whether a new transition may begin (the
    /// content crossed S within a page: Parchment cancels and begins towards the other side).
    private mutating func advanceTransition(from p0: Double, to p: Double) -> Bool {
        guard var pending = pendingIndex else { return true }
        let s = Double(selectedIndex)
        if p == s {
            perform { try $0.cancelTransition() }
            gestureEndedTransition = true
            return false
        }
        if reaches(s, from: p0, to: p) {
            if abs(p - s) < 1 {
                perform { try $0.cancelTransition() }
                return true
            }
            // Jumped a page or more past the page it left, which is off screen again: redirect.
            if let next = destination(at: p, from: p0) {
                perform { try $0.redirectTransition(to: next) }
                completeIfReached(next, from: p0, to: p)
            }
            return false
        }
        // A known target elsewhere on this side (a selection made mid-transition) takes over.
        if case .flight(let target) = motion, target != pending, target != selectedIndex,
            (target > selectedIndex) == (p > s)
        {
            perform { try $0.redirectTransition(to: target) }
            pending = target
        }
        if completeIfReached(pending, from: p0, to: p) { return false }
        if abs(p0 - s) > 1, let next = destination(at: p, from: p0), next != pending {
            perform { try $0.redirectTransition(to: next) }
        }
        return false
    }

    /// Completes the pending transition if the content, moving from `p0` to `p` (pages), reached
    /// `page`; the rest of the gesture then begins nothing. Returns whether it did.
    @discardableResult
    private mutating func completeIfReached(_ page: Int, from p0: Double, to p: Double) -> Bool {
        guard reaches(Double(page), from: p0, to: p) else { return false }
        perform { try $0.completeTransition() }
        gestureEndedTransition = true
        return true
    }

    /// The pages rest at `x` (pt): that page's title, then the policy's loads, the landing on the
    /// nearest page and the cache limit, in the seeds' order (`scrollViewDidEndDecelerating:` calls
    /// `titleClick:`, then `addChildVcView`).
    mutating func rest(atOffsetX x: Double) {
        offsetX = x
        motion = .idle
        gestureEndedTransition = false
        let page = geometry.page(nearestTo: x)
        effects.append(.selectTitle(index: page, centreTitleBar: false))
        loadOnSettle(page)
        land(on: page)
        perform { $0.releaseAppearance() }
        cache.use(page)
        enforceCacheLimit()
    }

    /// `pages.setContentOffset(x, animated:)` is about to be made (a selection or a direct call).
    mutating func setContentOffset(_ x: Double, animated: Bool) {
        gestureEndedTransition = false
        let page = geometry.page(nearestTo: x)
        if animated {
            motion = .flight(targetPage: page)
        } else if x == geometry.offsetX(ofPage: page) {
            rest(atOffsetX: x)
        } else {
            jump(betweenPagesTo: x)
        }
    }

    /// A non-animated jump to `x` (pt), between two pages: whatever flew (a swipe's deceleration)
    /// has stopped there, and the pages are in a transition from the selected page towards the
    /// page mostly on screen (its neighbour on that side if that is the selected page itself),
    /// begun or redirected now; a rest or a gesture ends it.
    private mutating func jump(betweenPagesTo x: Double) {
        offsetX = x
        motion = .idle
        loadRevealed()
        let s = selectedIndex
        var target = geometry.page(nearestTo: x)
        if target == s { target += x > geometry.offsetX(ofPage: s) ? 1 : -1 }
        guard (0..<geometry.pageCount).contains(target) else { return }
        if let pending = pendingIndex {
            if target != pending { perform { try $0.redirectTransition(to: target) } }
        } else {
            perform { try $0.beginTransition(to: target) }
        }
    }

    /// The content is on page `page`: the transition in progress ends there, or S and `page` jump.
    mutating func land(on page: Int) {
        guard let pending = pendingIndex else {
            if page != selectedIndex { perform { try $0.jump(to: page) } }
            return
        }
        if page == selectedIndex {
            perform { try $0.cancelTransition() }
            return
        }
        if page != pending { perform { try $0.redirectTransition(to: page) } }
        perform { try $0.completeTransition() }
    }

    /// The page a transition should head for with the content at progress `p`, coming from `p0`
    /// (pages): in flight, its target if it lies on that side of S, nil if the content flies back
    /// to S or past it; otherwise S's neighbour on that side, or, more than a page from S, the page
    /// the content moves towards. Nil at S or off the pages.
    private func destination(at p: Double, from p0: Double) -> Int? {
        let s = selectedIndex
        guard p != Double(s) else { return nil }
        let side = p > Double(s) ? 1 : -1
        if case .flight(let target) = motion {
            // Flying back to the selected page or past it (an overshoot, a cancelled swipe, a
            // selection on the other side): nothing begins until the content is on the target's side.
            return target != s && (target > s) == (side > 0) ? target : nil
        }
        var page = s + side
        if abs(p - Double(s)) > 1 {
            page = p > p0 ? Int(p.rounded(.up)) : p < p0 ? Int(p.rounded(.down)) : pendingIndex ?? page
        }
        return (0..<geometry.pageCount).contains(page) && page != s ? page : nil
    }

    /// Whether moving from `p0` to `p` (pages) reaches `target`: lands on it or crosses it.
    private func reaches(_ target: Double, from p0: Double, to p: Double) -> Bool {
        p == target || (p0 - target).sign != (p - target).sign && p0 != target
    }

    /// Offset x (pt) in pages.
    private func progress(_ x: Double) -> Double { x / geometry.pageWidth }
}
