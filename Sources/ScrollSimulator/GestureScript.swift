import ScrollPhysics

/// Touch input planned over frames: the samples that `drag(by:duration:)` and `fling(velocity:)`
/// synthesise. Pure data: the scroll view applies each step in its frame.
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

    private(set) var steps: [Step]
    private var next = 0

    var isFinished: Bool { next >= steps.count }

    /// A finger that moves from `start` by `translation` (pt) in equal steps over the frames of
    /// `duration` (s, at least one frame) after `frame`, and lifts in the last of them.
    static func drag(from start: Point, by translation: Point, duration: Double, startFrame frame: Int, framesPerSecond: Int) -> GestureScript {
        let frames = max(1, Int((duration * Double(framesPerSecond) - 1e-9).rounded(.up)))
        var steps = (1...frames).map { i in
            Step(frame: frame + i, action: .move(start + translation * (Double(i) / Double(frames))))
        }
        steps.append(Step(frame: frame + frames, action: .lift(releaseVelocity: nil)))
        return GestureScript(steps: steps)
    }

    /// A short drag released with the content velocity `velocity` (pt/s): the finger moves the other
    /// way at constant speed for at least 3 frames and until it has passed the slop, then lifts.
    static func fling(from start: Point, velocity: Point, slop: Double, startFrame frame: Int, framesPerSecond: Int) -> GestureScript {
        let perFrame = velocity * (-1 / Double(framesPerSecond))
        let speed = perFrame.length
        let framesForSlop = speed > 0 ? Int((slop / speed).rounded(.down)) + 1 : 1
        let frames = max(3, framesForSlop)
        var steps = (1...frames).map { i in Step(frame: frame + i, action: .move(start + perFrame * Double(i))) }
        steps.append(Step(frame: frame + frames, action: .lift(releaseVelocity: velocity)))
        return GestureScript(steps: steps)
    }

    /// A touch that lifts after `frames` frames without moving.
    static func tap(startFrame frame: Int, frames: Int) -> GestureScript {
        GestureScript(steps: [Step(frame: frame + frames, action: .lift(releaseVelocity: nil))])
    }

    /// Drops every step still to come.
    mutating func cancel() { next = steps.count }

    /// Removes and returns the steps due at or before `frame`.
    mutating func due(atOrBefore frame: Int) -> ArraySlice<Step> {
        let start = next
        while next < steps.count, steps[next].frame <= frame { next += 1 }
        return steps[start..<next]
    }
}
