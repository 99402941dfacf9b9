/// Playing a routed drag on real scroll views: the decision of ``PanRouter`` applied to the view
/// that wins, shared by the paging screen's nested views and a scenario's plain scroll views.
extension PanRouter {
    /// A finger on `views` (the scroll views under it, innermost first, at least one) moves by
    /// `translation` (pt) over `duration` (s) in a straight line, then lifts: the first view that
    /// can scroll along the movement once it passes the 10 pt slop takes the whole drag, along its
    /// axes only (one axis if its id is in `directionallyLocked`, the views whose
    /// `isDirectionalLockEnabled` is on); the others hear nothing. Returns the id of the view that
    /// scrolled, or nil if none did (a move within the slop, or every view failed). Throws a
    /// ``ScreenModelError`` for no view or a non-finite translation, and the scroll view's errors
    /// (a duration that is not finite and > 0).
    @discardableResult
    public static func drag(
        _ views: [ScrollView], by translation: Point, duration: Double, directionallyLocked: Set<String> = []
    ) async throws -> String? {
        var candidates: [PanCandidate] = []
        for view in views {
            candidates.append(
                PanCandidate(
                    id: view.id, geometry: await view.configuration.geometry,
                    isDirectionalLockEnabled: directionallyLocked.contains(view.id)))
        }
        let decision = try PanRouter(candidates: candidates).decide(translation: translation)
        guard case .scrolls(let id, let horizontally, let vertically) = decision,
            let view = views.first(where: { $0.id == id })
        else { return nil }
        let moved = Point(x: horizontally ? translation.x : 0, y: vertically ? translation.y : 0)
        try await view.drag(by: moved, duration: duration)
        return id
    }
}
