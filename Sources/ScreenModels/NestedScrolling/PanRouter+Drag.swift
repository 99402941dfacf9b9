/// Playing a routed drag on real scroll views: the decision of ``PanRouter`` applied to the view
/// that wins, shared by the paging screen's nested views and a scenario's plain scroll views.
extension PanRouter {
    /// A finger on `views` (the scroll views under it, innermost first, at least one) moves by
    /// `translation` (pt) over `duration` (s) in a straight line, then lifts: the first view that
    /// can scroll along the movement once it passes the 10 pt slop takes the whole drag and follows
    /// the finger on its axes (on one, with its `isDirectionalLockEnabled`). Every other view feels
    /// the finger land and lift in the same frames without dragging, as each scroll view under a
    /// touch does in UIKit: one that was moving (decelerating, bouncing, snapping to a page,
    /// animating) stops where it is and, when the finger lifts, settles as after a tap; one at
    /// rest hears nothing. Returns the id of the view that scrolled, or nil if none did (a move
    /// within the slop, or every view failed). Throws, touching no view, a ``ScreenModelError`` for
    /// no view, a non-finite translation, a duration that is negative or not finite, or a finger
    /// already down on one of the views, and the scroll view's errors (a clock that has stopped, a
    /// lift after ``DisplayClock/maximumFrame``).
    @discardableResult
    public static func drag(_ views: [ScrollView], by translation: Point, duration: Double) async throws -> String? {
        var candidates: [PanCandidate] = []
        for view in views {
            let configuration = await view.configuration
            candidates.append(
                PanCandidate(
                    id: view.id, geometry: configuration.geometry,
                    isDirectionalLockEnabled: configuration.isDirectionalLockEnabled))
        }
        let decision = try PanRouter(candidates: candidates).decide(translation: translation)
        // Everything that could refuse the pan is checked before a finger lands on any view, so
        // that a refused pan leaves every view as it was.
        try Check.nonNegative(duration, "duration")
        for view in views where await view.isTracking {
            throw ScreenModelError(
                argument: "views", expected: "no finger already down on a view under the pan",
                actual: "a finger down on \(view.id)")
        }
        var winner: ScrollView?
        if case .scrolls(let id, _, _) = decision { winner = views.first { $0.id == id } }
        // The whole finger motion: the view's own physics follows it on the axes it scrolls, and
        // its lock, if on, keeps the one the finger moved along most when dragging began. (Its
        // own checks come first: the others are touched only once it has begun.)
        if let winner { try await winner.drag(by: translation, duration: duration) }
        // Every other view under the finger, innermost first, with a finger that lands now and
        // lifts with the drag's. A touch lands on them all before any recogniser decides; which
        // of them hears it first changes nothing, since a landing finger makes no delegate call.
        for view in views where view !== winner {
            let frames = GestureTiming.dragFrames(duration: duration, framesPerSecond: view.clock.framesPerSecond)
            try await view.tap(frames: frames)
        }
        return winner?.id
    }
}
