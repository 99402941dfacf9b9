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
        // Built from the clock's thread: no hop across threads per command (and a clean profile).
        try await withTaskExecutorPreference(clock.taskExecutor) {
            try await startDecelerating(count, on: clock)
        }
    }

    private static func startDecelerating(_ count: Int, on clock: DisplayClock) async throws -> [ScrollView] {
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
        try plainLoop(views: count, frames: frames).viewFrames
    }

    /// The same motions as structs, decelerating.
    static func plainMotions(_ count: Int) throws -> [ScrollMotion] {
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
        return motions
    }

    /// The plain loop's view-frames and events per second.
    static func plainLoop(views count: Int, frames: Int) throws -> (viewFrames: Double, events: Double) {
        var motions = try plainMotions(count)
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
        return (Double(count * frames) / seconds, Double(events) / seconds)
    }

    /// The same plain loop on `threads` threads at once, each advancing its own share of the
    /// motions through every frame with no hand-over at all: what the machine gives with that many
    /// threads (view-frames/s).
    static func plainLoopParallel(views count: Int, frames: Int, threads: Int) throws -> Double {
        let shares = try (0..<threads).map { _ in PlainShare(try plainMotions(count / threads)) }
        // A thread of its own per share (`concurrentPerform` sometimes ran both shares on one pool
        // thread here, halving the limit).
        let done = DispatchSemaphore(value: 0)
        let started = ContinuousClock.now
        for share in shares {
            Thread {
                share.run(frames: frames)
                done.signal()
            }.start()
        }
        for _ in shares { done.wait() }
        let seconds = (ContinuousClock.now - started) / .seconds(1)
        blackHole(shares.map(\.events))
        return Double(count / threads * threads * frames) / seconds
    }

    /// One thread's motions in ``plainLoopParallel(views:frames:threads:)``.
    final class PlainShare: @unchecked Sendable {
        // @unchecked: each share is advanced by exactly one thread of `concurrentPerform`.
        var motions: [ScrollMotion]
        var events = 0
        init(_ motions: [ScrollMotion]) { self.motions = motions }
        func run(frames: Int) {
            for frame in 1...frames {
                let t = Double(frame) / 60
                for i in motions.indices {
                    try? motions[i].advance(to: t) { _ in events += 1 }
                }
            }
        }
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
    static func engine(
        views count: Int, frames: Int, observer: Observer, threads: Int = DisplayClock.maximumThreads
    ) async throws -> (rate: Double, events: Int) {
        let clock = try DisplayClock(threads: threads)
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

    /// Events per second through per-view streams: `count` decelerating views, each with one
    /// subscriber consumed by a task of its own; returns (events/s, events).
    /// One subscriber task per view, on the global pool, or with `onClockThread` on the clock's
    /// simulation thread (`Task(executorPreference: clock.taskExecutor)`).
    static func perViewStreams(
        views count: Int, frames: Int, onClockThread: Bool = false
    ) async throws -> (rate: Double, events: Int) {
        let clock = try DisplayClock(threads: 1)
        let views = try await makeDecelerating(count, on: clock)
        var consumers: [Task<Int, Never>] = []
        for view in views {
            let stream = await view.events()
            let countEvents: @Sendable () async -> Int = {
                var n = 0
                for await _ in stream { n += 1 }
                return n
            }
            consumers.append(
                onClockThread
                    ? Task.detached(executorPreference: clock.taskExecutor, operation: countEvents)
                    : Task.detached(operation: countEvents))
        }
        var received = 0
        let seconds = try await Measure.seconds {
            try await clock.advance(frames: frames)
            try await clock.stop()
            for consumer in consumers { received += await consumer.value }
        }
        blackHole(views)
        return (Double(received) / seconds, received)
    }

    /// The run with the highest rate of `runs` runs of `measure`.
    static func best(
        of runs: Int, _ measure: () async throws -> (rate: Double, events: Int)
    ) async throws -> (rate: Double, events: Int) {
        var best = try await measure()
        for _ in 1..<max(1, runs) {
            let next = try await measure()
            if next.rate > best.rate { best = next }
        }
        return best
    }

    /// The configurations `--profile` runs.
    static let profiles = ["bare1", "bare2", "events", "views", "scenarios", "ordering"]

    /// What `--profile` says when given something else.
    static var profileUsage: String {
        "--profile: expected " + profiles.dropLast().joined(separator: ", ") + " or " + profiles.last!
    }

    /// One configuration, five times, each rate on standard error (for `perf` and `callgrind`).
    static func profile(_ what: String, _ options: BenchOptions) async throws {
        let n = options.engineViews
        // Ten times the measured run, so that the frames outweigh building the scene in the profile.
        let frames = options.engineFrames * 10
        for _ in 0..<5 {
            let rate: Double
            switch what {
            case "bare1": rate = try await engine(views: n, frames: frames, observer: .none, threads: 1).rate
            case "bare2": rate = try await engine(views: n, frames: frames, observer: .none).rate
            case "events": rate = try await engine(views: n, frames: frames, observer: .events).rate
            case "views": rate = try await perViewStreams(views: 1_000, frames: frames).rate
            case "scenarios": rate = try await ScenarioBench.profile(runs: options.profileScenarioPasses)
            case "ordering": rate = OrderingBench.orderingCost(views: n, frames: 600)  // ns per view-frame
            default: throw BenchError(profileUsage)
            }
            FileHandle.standardError.write(Data("\(what): \(Format.number(rate))\n".utf8))
        }
    }

    static func run(_ options: BenchOptions) async throws -> [Figure] {
        let n = options.engineViews
        let frames = options.engineFrames
        let limit = try plainLimit(views: n, frames: frames)
        // Each engine figure is the best of a few runs, each on a scene of its own: one run lasts a
        // tenth of a second, and a single one shows the machine's moods more than the engine's.
        let runs = options.quick ? 1 : 3
        // The engine with and without the merged stream in turns, each the best of its runs: the
        // ratio of the two then compares runs made in the same phase of the machine (measured one
        // after the other, a change of phase between them moved the ratio from 0.9x to 3.3x).
        var bare = (rate: 0.0, events: 0)
        var observed = (rate: 0.0, events: 0)
        for _ in 0..<runs {
            let withoutObserver = try await engine(views: n, frames: frames, observer: .none)
            if withoutObserver.rate > bare.rate { bare = withoutObserver }
            let withObserver = try await engine(views: n, frames: frames, observer: .events)
            if withObserver.rate > observed.rate { observed = withObserver }
        }
        let limitAgain = try plainLimit(views: n, frames: frames)
        let batched = try await best(of: runs) { try await engine(views: n, frames: frames, observer: .frames) }
        let single = try await best(of: runs) {
            try await engine(views: n, frames: frames, observer: .none, threads: 1)
        }
        let streamViews = options.quick ? 200 : 1_000
        let perView = try await best(of: runs) { try await perViewStreams(views: streamViews, frames: frames) }
        let perViewOnClockThread = try await best(of: runs) {
            try await perViewStreams(views: streamViews, frames: frames, onClockThread: true)
        }
        let perViewLimit = try plainLoop(views: streamViews, frames: frames).events
        let ordering = OrderingBench.orderingCost(views: n, frames: options.quick ? 10 : 60)
        let best = max(limit, limitAgain)
        let parallelLimit =
            try (0..<runs).map { _ in
                try plainLoopParallel(views: n, frames: frames, threads: DisplayClock.maximumThreads)
            }.max() ?? 0
        let engineNanos = 1e9 / bare.rate
        let orderingShare = ordering / engineNanos
        let twoThreads = DisplayClock.maximumThreads
        let slowdown = bare.rate / observed.rate
        return [
            Figure(
                key: "engine_view_frames",
                name: "engine, virtual time, \(n) decelerating views, no observers, threads: \(twoThreads)",
                value: bare.rate, limit: parallelLimit, unit: "view-frames/s", target: ">= 20M", met: bare.rate >= 20e6,
                higherIsBetter: true,
                note:
                    "\(frames) frames; limit: [ScrollMotion] advanced in a loop on \(twoThreads) threads at once, "
                    + "no hand-over (one thread: \(Format.number(best)))"),
            Figure(
                key: "engine_view_frames_one_thread", name: "the same, threads: 1",
                value: single.rate, limit: best, unit: "view-frames/s", target: ">= 12M", met: single.rate >= 12e6,
                higherIsBetter: true, note: "limit: the same plain loop"),
            Figure(
                key: "engine_view_frames_merged", name: "the same, every event to one merged stream (clock.events())",
                value: observed.rate, limit: best, unit: "view-frames/s",
                target: ">= 5M and within 1.5x of no observers",
                met: observed.rate >= 5e6 && slowdown <= 1.5, higherIsBetter: true,
                note:
                    "\(observed.events) events consumed by one task; \(Format.number(slowdown))x the engine without observers"
            ),
            Figure(
                key: "engine_view_frames_merged_frames", name: "the same, one element per frame (clock.frames())",
                value: batched.rate, limit: best, unit: "view-frames/s", target: ">= 5M", met: batched.rate >= 5e6,
                higherIsBetter: true, note: "\(batched.events) events consumed by one task"),
            Figure(
                key: "causal_ordering_cost",
                name: "causal ordering of a merged frame (numbering, two shards' runs merged), per view-frame",
                value: orderingShare * 100, limit: nil, unit: "% of the engine's view-frame", target: "<= 10 %",
                met: orderingShare <= 0.10, higherIsBetter: false,
                note:
                    "\(Format.number(ordering)) ns per view-frame against \(Format.number(engineNanos)) ns for the engine without observers (threads: \(twoThreads)), same run"
            ),
            Figure(
                key: "view_streams_events",
                name: "per-view events(): one subscriber on each of \(streamViews) moving views",
                value: perView.rate, limit: perViewLimit, unit: "events/s", target: ">= 2M", met: perView.rate >= 2e6,
                higherIsBetter: true,
                note:
                    "\(perView.events) events, \(streamViews) consumer tasks on the global pool, threads: 1; "
                    + "limit: the plain loop's events/s"
            ),
            Figure(
                key: "view_streams_events_clock_thread",
                name: "the same, each subscriber task on the clock's thread (executorPreference: clock.taskExecutor)",
                value: perViewOnClockThread.rate, limit: perViewLimit, unit: "events/s", target: "reported", met: nil,
                higherIsBetter: true,
                note:
                    "\(perViewOnClockThread.events) events; a subscriber there wakes with no kernel hand-over and "
                    + "drains what frames left while the clock ran"
            ),
        ]
    }
}
