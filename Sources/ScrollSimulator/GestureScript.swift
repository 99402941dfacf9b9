import ScrollPhysics

/// Touch input planned over frames: the samples that `drag(by:duration:)` and `fling(velocity:)`
/// synthesise. Pure data: the scroll view applies each step in its frame.
///
/// A script is a formula, not a list: step `i` is computed when its frame comes, so a drag over a
/// long duration costs the same few bytes as a short one (memory is bounded by what is live, not
/// by the gesture's length).
struct GestureScript: Sendable {
    enum Action: Sendable {
        case move(Point)
        /// Lift, with the release velocity of the content offset if the gesture states it (pt/s).
        case lift(releaseVelocity: Point?)
    }

    struct Step: Sendable {
        var frame: Int
        var action: Action
    }

    /// Where the finger is after move `i` of `moves`.
    private enum Path: Sendable {
        /// From `start` by `translation` in equal steps: `start + translation * (i / moves)`.
        case divided(start: Point, translation: Point)
        /// From `start` by `perMove` each move: `start + perMove * i`.
        case steady(start: Point, perMove: Point)
    }

    private let path: Path
    /// The frame the gesture began in; move `i` happens in frame `startFrame + i`.
    private let startFrame: Int
    /// How many moves the finger makes (0 for a tap).
    private let moves: Int
    /// The frame in which the finger lifts (the frame of the last move, or later for a tap).
    let liftFrame: Int
    private let releaseVelocity: Point?
    /// The next step: move `next` while `next <= moves`, then the lift, then nothing.
    private var next = 1

    private init(path: Path, startFrame: Int, moves: Int, liftFrame: Int, releaseVelocity: Point?) {
        self.path = path
        self.startFrame = startFrame
        self.moves = moves
        self.liftFrame = liftFrame
        self.releaseVelocity = releaseVelocity
    }

    var isFinished: Bool { next > moves + 1 }

    /// A finger that moves from `start` by `translation` (pt) in equal steps over the frames of
    /// `duration` (s, at least one frame) after `frame`, and lifts in the last of them.
    static func drag(
        from start: Point, by translation: Point, duration: Double, startFrame frame: Int, framesPerSecond: Int
    ) -> GestureScript {
        let frames = GestureTiming.dragFrames(duration: duration, framesPerSecond: framesPerSecond)
        return GestureScript(
            path: .divided(start: start, translation: translation), startFrame: frame, moves: frames,
            liftFrame: frame + frames, releaseVelocity: nil)
    }

    /// A short drag released with the content velocity `velocity` (pt/s): the finger moves the other
    /// way at constant speed for at least 0.05 s and until it has passed the slop, then lifts.
    static func fling(
        from start: Point, velocity: Point, slop: Double, startFrame frame: Int, framesPerSecond: Int
    ) -> GestureScript {
        let perFrame = velocity * (-1 / Double(framesPerSecond))
        let frames = GestureTiming.flingFrames(velocity: velocity, slop: slop, framesPerSecond: framesPerSecond)
        return GestureScript(
            path: .steady(start: start, perMove: perFrame), startFrame: frame, moves: frames,
            liftFrame: frame + frames, releaseVelocity: velocity)
    }

    /// A touch that lifts after `frames` frames without moving.
    static func tap(startFrame frame: Int, frames: Int) -> GestureScript {
        GestureScript(
            path: .steady(start: .zero, perMove: .zero), startFrame: frame, moves: 0,
            liftFrame: frame + frames, releaseVelocity: nil)
    }

    /// Drops every step still to come.
    mutating func cancel() { next = moves + 2 }

    /// Removes and returns the next step if it is due at or before `frame`; `nil` otherwise.
    /// Call it until it returns `nil` to play every step due.
    mutating func nextDue(atOrBefore frame: Int) -> Step? {
        if next <= moves {
            let stepFrame = startFrame + next
            guard stepFrame <= frame else { return nil }
            defer { next += 1 }
            return Step(frame: stepFrame, action: .move(location(afterMove: next)))
        }
        guard next == moves + 1, liftFrame <= frame else { return nil }
        next += 1
        return Step(frame: liftFrame, action: .lift(releaseVelocity: releaseVelocity))
    }

    private func location(afterMove i: Int) -> Point {
        switch path {
        case .divided(let start, let translation): start + translation * (Double(i) / Double(moves))
        case .steady(let start, let perMove): start + perMove * Double(i)
        }
    }
}
