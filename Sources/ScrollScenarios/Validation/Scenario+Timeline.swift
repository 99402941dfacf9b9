import ScreenModels
import ScrollSimulator

// What the file alone decides about the order of steps: each finger and the navigation stack are
// played in the order the runner applies the steps, and a step that the state of the moment
// forbids is refused before anything runs. What depends on the simulation (whether a child's view
// is loaded, whether a transition is still animating) is a result of the run instead: the step is
// recorded as `stepRefused` (see ScenarioRunner).

extension Scenario {
    /// The touch slop of every scroll view a scenario builds, in pt (UIKit's default, chosen).
    static let touchSlop = 10.0

    /// Refuses, with the step's path, a fling or swipe released after the run's end, a gesture that
    /// starts while another is playing or a finger is down on its view, a `touchMove` or `touchUp`
    /// without a finger down, a second `touchDown`, a `pop` or an `interactivePop` (finishing or
    /// cancelled) with no push step before it, and a `dismiss` before any step that presents
    /// (`present`, `tapPublish`, a `tapTabBar` on the publish button).
    func validateTimeline() throws(ScenarioError) {
        var fingers: [String: Finger] = [:]
        // Only certain with no push before it: whether an earlier pop took the screen off (or was
        // refused, a transition still running) and which tab's stack it acts on are the run's to
        // judge, as for a dismissal.
        var pushes = 0
        var presents = false
        let ordered = steps.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
        for (index, step) in ordered {
            let frame = self.frame(atOrAfter: step.at)
            let path = FieldPath.root.appending("steps").appending(index: index).appending(step.action.kind.rawValue)
            let here = Finger.Context(frame: frame, step: "steps[\(index)]", path: path, scenario: self)
            switch step.action {
            case .fling(let view, let velocity):
                let frames = GestureTiming.flingFrames(
                    velocity: velocity, slop: Self.touchSlop, framesPerSecond: frameRate)
                try requireRelease(afterFrames: frames, velocity: DecimalFormat.exact(velocity), here)
                try fingers.start(on: view, here, liftingAt: frame + frames)
            case .swipe(_, let velocity):
                let speed = Point(x: velocity, y: 0)
                let frames = GestureTiming.flingFrames(
                    velocity: speed, slop: Self.touchSlop, framesPerSecond: frameRate)
                try requireRelease(afterFrames: frames, velocity: DecimalFormat.exact(velocity), here)
                try fingers.start(on: PagingScreenSpec.Source.pages, here, liftingAt: frame + frames)
            case .drag(let view, _, let duration):
                let frames = GestureTiming.dragFrames(duration: duration, framesPerSecond: frameRate)
                try requireRelease(afterFrames: frames, lasting: duration, here)
                try fingers.start(on: view, here, liftingAt: frame + frames)
            case .pan(let view, _, _, let duration):
                let frames = GestureTiming.dragFrames(duration: duration, framesPerSecond: frameRate)
                try requireRelease(afterFrames: frames, lasting: duration, here)
                if let view { try fingers.start(on: view, here, liftingAt: frame + frames) }
            case .touch(let view):
                try fingers.start(on: view, here, liftingAt: frame)
            case .touchDown(let view, _):
                try fingers.start(on: view, here, liftingAt: nil)
            case .touchMove(let view, _):
                try fingers.requireDown(on: view, here)
            case .touchUp(let view):
                try fingers.requireDown(on: view, here)
                fingers[view] = nil
            case .push:
                pushes += 1
            case .pop, .interactivePop:
                try Self.requirePush(before: pushes, at: path)
            case .present, .tapPublish:
                presents = true
            case .tapTabBar(let x):
                presents = presents || tapsPublishButton(atX: x)
            case .dismiss:
                // Only certain with no presenting step before it (an earlier presentation may have
                // been refused in its frame, or dismissed by a step refused in its frame).
                guard presents else {
                    throw path.error(
                        expected: "a presented screen to dismiss (a present, tapPublish or tapTabBar step before it)",
                        actual: "nothing presented")
                }
            default:
                break
            }
        }
    }

    /// Refuses a fling or swipe whose finger would lift after the run's last frame: its release,
    /// the point of the gesture, would never happen (its length follows from the speed, pt/s, so
    /// the file does not show it: at 0.001 pt/s the finger takes 10,000 s to pass the slop).
    /// `velocity` is the step's, as written (pt/s).
    private func requireRelease(afterFrames frames: Int, velocity: String, _ here: Finger.Context) throws(ScenarioError)
    {
        try requireRelease(
            afterFrames: frames, here,
            why:
                ": at \(velocity) pt/s the finger moves for \(Self.count(frames)) frames, at least 0.05 s and until it passes "
                + "the \(DecimalFormat.shortest(Self.touchSlop)) pt touch slop")
    }

    /// Refuses a drag or pan whose finger would lift after the run's last frame: it would end with
    /// the finger down, its release never made. `seconds` is the step's duration.
    private func requireRelease(
        afterFrames frames: Int, lasting seconds: Double, _ here: Finger.Context
    ) throws(ScenarioError) {
        try requireRelease(
            afterFrames: frames, here,
            why: ", after \(DecimalFormat.shortest(seconds)) s (a touchDown without a touchUp keeps a finger down "
                + "on purpose)")
    }

    /// Refuses a gesture whose finger would lift `frames` frames after `here`, past the run's last
    /// frame; `why` follows the release in the message.
    private func requireRelease(afterFrames frames: Int, _ here: Finger.Context, why: String) throws(ScenarioError) {
        let lift = here.frame + frames
        guard lift > lastFrame else { return }
        let (end, release) = (
            DecimalFormat.shortest(time(ofFrame: lastFrame)), DecimalFormat.shortest(time(ofFrame: lift))
        )
        let when =
            frames >= FrameCount.maximum ? "after frame \(lift) (\(release) s)" : "at frame \(lift) (\(release) s)"
        // The last frame is the first at or after the duration: said so when it is not the duration's.
        let duration = DecimalFormat.shortest(self.duration)
        let last = end == duration ? "\(end) s" : "\(end) s, the first at or after the duration, \(duration) s"
        throw here.path.error(
            expected: "a gesture released by the end of the run (frame \(lastFrame), \(last))",
            actual: "a release \(when)" + why)
    }

    /// A count of frames as said in a message: a count at ``FrameCount/maximum`` was capped there,
    /// and is only known to be more.
    private static func count(_ frames: Int) -> String {
        frames >= FrameCount.maximum ? "more than \(FrameCount.maximum)" : "\(frames)"
    }

    /// Whether a tap at `x` (pt) on the paging screen's tab bar lands on the publish button.
    private func tapsPublishButton(atX x: Double) -> Bool {
        guard let width = pagingScreen?.size.width, let layout = try? TabBarLayout(width: width) else { return false }
        return (try? layout.tabIndex(atX: x)) == nil && x >= 0 && x < width
    }

    private static func requirePush(before pushes: Int, at path: FieldPath) throws(ScenarioError) {
        guard pushes > 0 else {
            throw path.error(expected: "a pushed screen to pop (a push step before it)", actual: "only the root screen")
        }
    }
}

/// A finger on one scroll view, as the file's steps put it there.
struct Finger {
    /// Where a step stands: its frame, its name for messages and its path.
    struct Context {
        var frame: Int
        var step: String
        var path: FieldPath
        var scenario: Scenario
    }

    /// The step that put the finger down (`steps[2]`) and its kind.
    var step: String
    var kind: String
    /// The frame in which a scripted gesture lifts; `nil` for a `touchDown`, down until `touchUp`.
    var liftFrame: Int?

    /// Whether the finger is still down at `frame`: a script lifts in the stepping phase of its last
    /// frame, after the steps of that frame have run.
    func isDown(at frame: Int) -> Bool { liftFrame.map { frame <= $0 } ?? true }

    /// What the finger is, for messages: `the drag of steps[2], lifting at 0.75 s`.
    func describe(in scenario: Scenario) -> String {
        guard let liftFrame else { return "the finger of \(step).\(kind), not lifted yet" }
        return "the \(kind) of \(step), lifting at \(DecimalFormat.shortest(scenario.time(ofFrame: liftFrame))) s"
    }
}

extension Dictionary where Key == String, Value == Finger {
    /// A gesture starts on `view`: refused while another finger is down there.
    mutating func start(on view: String, _ context: Finger.Context, liftingAt lift: Int?) throws(ScenarioError) {
        if let finger = self[view], finger.isDown(at: context.frame) {
            throw context.path.error(
                expected: "no other touch on \(JSONValue.quoted(view)) at this time",
                actual: finger.describe(in: context.scenario))
        }
        self[view] = Finger(step: context.step, kind: context.path.lastKey, liftFrame: lift)
    }

    /// A `touchMove` or `touchUp` on `view`: refused unless a `touchDown` put a finger there.
    func requireDown(on view: String, _ context: Finger.Context) throws(ScenarioError) {
        guard let finger = self[view], finger.isDown(at: context.frame) else {
            throw context.path.error(
                expected: "a finger down on \(JSONValue.quoted(view)) (a touchDown step before it)", actual: "none")
        }
        guard finger.liftFrame == nil else {
            throw context.path.error(
                expected: "a finger put down by a touchDown step on \(JSONValue.quoted(view))",
                actual: finger.describe(in: context.scenario))
        }
    }
}
