/// Programmatic scrolling (docs/physics.md §5).
extension ScrollMotion {
    /// `setContentOffset(_:animated:)` at time `t` (s); `offset` in pt, not clamped (as UIKit).
    ///
    /// - Animated: an ease-in-out animation over ``ScrollViewConfiguration/animationDuration``, with a
    ///   `didScroll` per frame and `didEndScrollingAnimation` at the end. It replaces a deceleration,
    ///   and retargets a running animation from where it is (the first ends without its callback).
    ///   A target equal to the current offset makes no animation and no call.
    /// - Not animated: one `didScroll`; a deceleration or animation in flight stops.
    /// - While a finger is down, the offset jumps (animated or not) and the drag goes on from there.
    public mutating func setContentOffset(
        _ offset: Point, animated: Bool, time t: Double, emit: (ScrollEvent) -> Void
    ) throws(ScrollPhysicsError) {
        try Validate.bounded(offset, "contentOffset")
        try moveClock(to: t)
        step(emit: emit)
        if isTracking {
            jumpDuringTouch(to: offset, emit: emit)
            return
        }
        guard animated, configuration.animationDuration > 0 else {
            activity = .idle
            velocity = .zero
            move(to: offset, emit: emit)
            return
        }
        guard offset != contentOffset else {
            activity = .idle
            velocity = .zero
            return
        }
        activity = .animating(
            Animation(
                from: contentOffset, to: offset, startTime: t, duration: configuration.animationDuration,
                curve: configuration.animationCurve,
                purpose: .setContentOffset))
    }

    /// The plain assignment `contentOffset = offset` at time `t` (s), or one inside a view animation
    /// block: one `didScroll` and never `didEndScrollingAnimation` (the seeds' pitfall).
    ///
    /// It does not stop a deceleration (observed): the flight goes on from the new offset with the
    /// velocity it had. An animation in flight goes on and overrides the offset at the next frame.
    public mutating func assignContentOffset(
        _ offset: Point, time t: Double, emit: (ScrollEvent) -> Void
    ) throws(ScrollPhysicsError) {
        try Validate.bounded(offset, "contentOffset")
        try moveClock(to: t)
        step(emit: emit)
        if activity.kind == .touching {
            jumpDuringTouch(to: offset, emit: emit)
        } else if let ballistic = activity.ballistic {
            move(to: offset, emit: emit)
            activity = .ballistic(replan(ballistic))
        } else {
            move(to: offset, emit: emit)
        }
    }

    /// `scrollRectToVisible(_:animated:)` at time `t` (s): scrolls the least distance that makes `rect`
    /// (content coordinates, pt) visible, within the scrollable range; nothing if it is visible already.
    public mutating func scrollRectToVisible(
        _ rect: Rect, animated: Bool, time t: Double, emit: (ScrollEvent) -> Void
    ) throws(ScrollPhysicsError) {
        try Validate.bounded(rect.origin, "rect.origin")
        try Validate.bounded(rect.size, "rect.size")
        try moveClock(to: t)
        step(emit: emit)
        let geometry = configuration.geometry
        var target = contentOffset
        for axis in Axis.allCases {
            let visibleStart = contentOffset[axis]
            let extent = geometry.boundsSize[axis]
            if rect.minimum(axis) < visibleStart || rect.size[axis] > extent {
                target[axis] = rect.minimum(axis)
            } else if rect.maximum(axis) > visibleStart + extent {
                target[axis] = rect.maximum(axis) - extent
            }
            target[axis] = geometry.range(axis).clamp(target[axis])
        }
        guard target != contentOffset else { return }
        try setContentOffset(target, animated: animated, time: t, emit: emit)
    }

    /// A status-bar tap at time `t` (s): if `scrollsToTop` is on, animates to `y = -inset.top` and then
    /// sends `didScrollToTop` (at once if already there). Returns whether it scrolls; a view with a
    /// finger down or `scrollsToTop` off does nothing.
    @discardableResult
    public mutating func scrollToTop(time t: Double, emit: (ScrollEvent) -> Void) throws(ScrollPhysicsError) -> Bool {
        try moveClock(to: t)
        step(emit: emit)
        guard configuration.scrollsToTop, !isTracking else { return false }
        let top = Point(x: contentOffset.x, y: configuration.geometry.range(.vertical).minimum)
        velocity = .zero
        guard top != contentOffset, configuration.animationDuration > 0 else {
            activity = .idle
            move(to: top, emit: emit)
            emit(event(.didScrollToTop))
            return true
        }
        activity = .animating(
            Animation(
                from: contentOffset, to: top, startTime: t, duration: configuration.animationDuration,
                curve: configuration.animationCurve,
                purpose: .scrollToTop))
        return true
    }

    /// Moves the content under a finger: the drag continues from the new offset, and a paging view
    /// counts its one page per flick from the page it now shows.
    private mutating func jumpDuringTouch(to offset: Point, emit: (ScrollEvent) -> Void) {
        guard var touch = activity.touch else { return }
        move(to: offset, emit: emit)
        touch.anchor = touchSamples.last?.location ?? touch.anchor
        (touch.rawOrigin, touch.bandStretch) = rawOffset(for: offset)
        touch.startPage = currentPages
        activity = .touching(touch)
    }
}
