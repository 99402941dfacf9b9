import Foundation
import ScrollScenarios

/// The engine in virtual time: N decelerating scroll views stepped frame by frame, without and with
/// one merged observer stream, against a plain loop of ``ScrollMotion`` structs doing the same
/// physics and emitting the same events, with no actors.
enum EngineBench {
    static let size = Size(width: 375, height: 667)
    static let contentSize = Size(width: 375, height: 1_000_000)

    static func configuration() throws -> ScrollViewConfiguration {
        try ScrollViewConfiguration(geometry: ScrollGeometry(boundsSize: size, contentSize: contentSize))
    }

    /// The release velocity of view `i`, long enough to decelerate through every measured frame (pt/s).
    static func velocity(_ i: Int) -> Point { Point(x: 0, y: 2000 + Double(i % 2000)) }

    /// Starts a deceleration on every view (touch, move past the slop, lift with a velocity).
    static func makeDecelerating(_ count: Int, on clock: DisplayClock) async throws -> [ScrollView] {
        var views: [ScrollView] = []
        views.reserveCapacity(count)
        let middle = Point(x: 187, y: 333)
        for i in 0..<count {
            let view = try ScrollView(id: "v\(i)", clock: clock, configuration: configuration())
            try await view.touchDown(at: middle)
            try await view.touchMove(to: middle + Point(x: 0, y: -20))
            try await view.touchUp(releaseVelocity: velocity(i))
            views.append(view)
        }
        return views
    }

    /// The plain loop: the same motions as structs, advanced frame by frame; returns view-frames/s.
    static func plainLimit(views count: Int, frames: Int) throws -> Double {
        var motions: [ScrollMotion] = []
        motions.reserveCapacity(count)
        let middle = Point(x: 187, y: 333)
        for i in 0..<count {
            var motion = try ScrollMotion(configuration: configuration())
            try motion.touchDown(at: middle, time: 0) { _ in }
            try motion.touchMove(to: middle + Point(x: 0, y: -20), time: 0) { _ in }
            try motion.touchUp(time: 0, releaseVelocity: velocity(i)) { _ in }
            motions.append(motion)
        }
        var events = 0
        let seconds = Measure.best(of: 1) {
            for frame in 1...frames {
                let t = Double(frame) / 60
                for i in motions.indices {
                    try? motions[i].advance(to: t) { _ in events += 1 }
                }
            }
        }
        blackHole(events)
        return Double(count * frames) / seconds
    }

    /// How the merged events are observed.
    enum Observer {
        /// Nobody observes.
        case none
        /// `clock.events()`: one element per event.
        case events
        /// `clock.frames()`: one element per frame.
        case frames
    }

    /// View-frames per second of the engine, with or without a merged observer.
    static func engine(views count: Int, frames: Int, observer: Observer) async throws -> (rate: Double, events: Int) {
        let clock = try DisplayClock(threads: DisplayClock.maximumThreads)
        let views = try await makeDecelerating(count, on: clock)
        var consumer: Task<Int, Never>?
        switch observer {
        case .none:
            break
        case .events:
            let stream = clock.events()
            consumer = Task.detached {
                var n = 0
                for await _ in stream { n += 1 }
                return n
            }
        case .frames:
            let stream = clock.frames()
            consumer = Task.detached {
                var n = 0
                for await frame in stream { n += frame.count }
                return n
            }
        }
        let merged = observer != .none
        let before = await clock.statistics.viewSteps
        let seconds = try await Measure.seconds {
            try await clock.advance(frames: frames)
            if merged {
                // Count the delivery too: the last frame is flushed when the clock stops.
                try await clock.stop()
                _ = await consumer?.value
            }
        }
        let steps = await clock.statistics.viewSteps - before
        let received = await consumer?.value ?? 0
        try await clock.stop()
        blackHole(views)
        return (Double(steps) / seconds, received)
    }

    static func run(_ options: BenchOptions) async throws -> [Figure] {
        let n = options.engineViews, frames = options.engineFrames
        let limit = try plainLimit(views: n, frames: frames)
        let bare = try await engine(views: n, frames: frames, observer: .none)
        let limitAgain = try plainLimit(views: n, frames: frames)
        let observed = try await engine(views: n, frames: frames, observer: .events)
        let batched = try await engine(views: n, frames: frames, observer: .frames)
        let best = max(limit, limitAgain)
        return [
            Figure(
                key: "engine_view_frames", name: "engine, virtual time, \(n) decelerating views, no observers",
                value: bare.rate, limit: best, unit: "view-frames/s", target: ">= 10M", met: bare.rate >= 10e6,
                higherIsBetter: true, note: "\(frames) frames; limit: [ScrollMotion] advanced in a loop"),
            Figure(
                key: "engine_view_frames_merged", name: "the same, every event to one merged stream (clock.events())",
                value: observed.rate, limit: best, unit: "view-frames/s", target: ">= 2M", met: observed.rate >= 2e6,
                higherIsBetter: true, note: "\(observed.events) events consumed by one task"),
            Figure(
                key: "engine_view_frames_merged_frames", name: "the same, one element per frame (clock.frames())",
                value: batched.rate, limit: best, unit: "view-frames/s", target: ">= 2M", met: batched.rate >= 2e6,
                higherIsBetter: true, note: "\(batched.events) events consumed by one task"),
        ]
    }
}
