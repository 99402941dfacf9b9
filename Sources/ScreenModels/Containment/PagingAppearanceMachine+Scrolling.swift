/// The page-transition rules: how the pages' offset begins, redirects, completes and cancels a
/// transition, and how a rest or a selection lands on a page (see ``PagingAppearanceMachine``).
extension PagingAppearanceMachine {
    /// `didScroll` at `x` (pt).
    mutating func didScroll(to x: Double) {
        let previous = offsetX
        offsetX = x
        loadRevealed()
        let page = geometry.page(nearestTo: x)
        if motion == .idle, x == geometry.offsetX(ofPage: page), page != selectedIndex || pendingIndex != nil {
            // Nothing the container was told moves the pages: a plain offset assignment onto a page.
            return rest(atOffsetX: x)
        }
        guard !gestureEndedTransition else { return }
        let p = progress(x), p0 = progress(previous), s = Double(selectedIndex)
        if var pending = pendingIndex {
            if p == s {
                perform { try $0.cancelTransition() }
                gestureEndedTransition = true
                return
            }
            if reaches(s, from: p0, to: p), abs(p - s) < 1 {
                perform { try $0.cancelTransition() }  // crossed the page it left: towards the other side
            } else if reaches(s, from: p0, to: p) {
                // Jumped a page or more past the page it left, which is off screen again: redirect.
                if let next = destination(at: p, from: p0) {
                    perform { try $0.redirectTransition(to: next) }
                    if reaches(Double(next), from: p0, to: p) {
                        perform { try $0.completeTransition() }
                        gestureEndedTransition = true
                    }
                }
                return
            } else {
                // A known target elsewhere on this side (a selection made mid-transition) takes over.
                if case .flight(let target) = motion, target != pending, target != selectedIndex,
                   (target > selectedIndex) == (p > s) {
                    perform { try $0.redirectTransition(to: target) }
                    pending = target
                }
                if reaches(Double(pending), from: p0, to: p) {
                    perform { try $0.completeTransition() }
                    gestureEndedTransition = true
                } else if abs(p0 - s) > 1, let next = destination(at: p, from: p0), next != pending {
                    perform { try $0.redirectTransition(to: next) }
                }
                return
            }
        }
        // A transition begins only as the content moves off the selected page, not back to it.
        guard abs(p - s) > abs(p0 - s) || reaches(s, from: p0, to: p), let next = destination(at: p, from: p0) else { return }
        perform { try $0.beginTransition(to: next) }
        if reaches(Double(next), from: p0, to: p) {
            perform { try $0.completeTransition() }
            gestureEndedTransition = true
        }
    }

    /// The pages rest at `x` (pt): land on the nearest page, the policy's loads, that page's title,
    /// the cache limit.
    mutating func rest(atOffsetX x: Double) {
        offsetX = x
        motion = .idle
        gestureEndedTransition = false
        let page = geometry.page(nearestTo: x)
        loadOnSettle(page)
        land(on: page)
        cache.use(page)
        effects.append(.selectTitle(index: page, centreTitleBar: false))
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
