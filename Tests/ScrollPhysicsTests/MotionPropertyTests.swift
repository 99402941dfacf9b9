import Testing

@testable import ScrollPhysics

/// Properties over many seeded random gestures (issue 2, part 3).
@Suite struct MotionPropertyTests {
    /// A random gesture script: touch times are 60 Hz frame indices, so every sampling rate sees
    /// the inputs at the same absolute times.
    struct Gesture {
        var startFrame: Int
        var moves: [(frame: Int, location: Point)]
        var liftFrame: Int
    }

    static func randomConfiguration(_ rng: inout SeededGenerator) throws -> ScrollViewConfiguration {
        let paging = Bool.random(using: &rng)
        let size = Size(
            width: Double.random(in: 200...500, using: &rng), height: Double.random(in: 300...900, using: &rng))
        let content =
            paging
            ? Size(width: size.width * Double(Int.random(in: 1...6, using: &rng)), height: 0)
            : Size(
                width: size.width * Double.random(in: 0.5...3, using: &rng),
                height: Double.random(in: 100...5000, using: &rng))
        let inset =
            paging
            ? EdgeInsets.zero
            : EdgeInsets(top: Double.random(in: 0...120, using: &rng), bottom: Double.random(in: 0...60, using: &rng))
        let rate = try DecelerationRate(Double.random(in: 0.95...0.999, using: &rng))
        return try ScrollViewConfiguration(
            geometry: ScrollGeometry(
                boundsSize: size, contentSize: content, contentInset: inset,
                bounces: Double.random(in: 0...1, using: &rng) < 0.8,
                alwaysBounceVertical: Bool.random(using: &rng)),
            isPagingEnabled: paging, decelerationRate: rate)
    }

    static func randomGesture(_ rng: inout SeededGenerator, after frame: Int) -> Gesture {
        let start = frame + Int.random(in: 0...20, using: &rng)
        var location = Point(x: Double.random(in: 0...300, using: &rng), y: Double.random(in: 0...600, using: &rng))
        var moves: [(Int, Point)] = []
        var f = start
        for _ in 0..<Int.random(in: 0...15, using: &rng) {
            f += Int.random(in: 1...3, using: &rng)
            location =
                location
                + Point(x: Double.random(in: -90...90, using: &rng), y: Double.random(in: -120...120, using: &rng))
            moves.append((f, location))
        }
        return Gesture(startFrame: start, moves: moves, liftFrame: f + Int.random(in: 0...8, using: &rng))
    }

    /// Plays gestures, evaluating the motion at the given frame times (in units of 1/120 s).
    static func play(
        _ config: ScrollViewConfiguration, _ gestures: [Gesture], sampleAt ticks: [Int],
        events: inout [ScrollEvent]
    ) throws -> [Int: Point] {
        var motion = try ScrollMotion(configuration: config)
        var offsets: [Int: Point] = [:]
        var inputs: [(tick: Int, apply: (inout ScrollMotion, Double, (ScrollEvent) -> Void) throws -> Void)] = []
        for g in gestures {
            inputs.append(
                (
                    2 * g.startFrame,
                    { m, t, e in try m.touchDown(at: g.moves.first?.location ?? .zero, time: t, emit: e) }
                ))
            for move in g.moves {
                inputs.append((2 * move.frame, { m, t, e in try m.touchMove(to: move.location, time: t, emit: e) }))
            }
            inputs.append((2 * g.liftFrame, { m, t, e in try m.touchUp(time: t, emit: e) }))
        }
        var next = 0
        var collected: [ScrollEvent] = []
        for tick in ticks {
            let t = Double(tick) / 120
            try motion.advance(to: t) { collected.append($0) }
            while next < inputs.count, inputs[next].tick <= tick {
                try inputs[next].apply(&motion, Double(inputs[next].tick) / 120) { collected.append($0) }
                next += 1
            }
            offsets[tick] = motion.contentOffset
        }
        events = collected
        return offsets
    }

    @Test(arguments: 0..<60)
    func offsetAtATimeIsTheSameAt60HzAt120HzAndWithDroppedFrames(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let config = try Self.randomConfiguration(&rng)
        var gestures: [Gesture] = []
        var frame = 0
        for _ in 0..<3 {
            let g = Self.randomGesture(&rng, after: frame)
            gestures.append(g)
            frame = g.liftFrame + Int.random(in: 1...90, using: &rng)
        }
        let end = 2 * (frame + 400)
        // Inputs land on 60 Hz frames, which every sampling below includes.
        let inputTicks = Set(
            gestures.flatMap { [2 * $0.startFrame, 2 * $0.liftFrame] + $0.moves.map { 2 * $0.frame } })
        var dropped: [Int] = []
        for tick in stride(from: 0, through: end, by: 2)
        where inputTicks.contains(tick) || Double.random(in: 0...1, using: &rng) < 0.6 {
            dropped.append(tick)
        }
        var e60: [ScrollEvent] = []
        var e120: [ScrollEvent] = []
        var eDrop: [ScrollEvent] = []
        let at60 = try Self.play(config, gestures, sampleAt: Array(stride(from: 0, through: end, by: 2)), events: &e60)
        let at120 = try Self.play(config, gestures, sampleAt: Array(0...end), events: &e120)
        let atDrop = try Self.play(config, gestures, sampleAt: dropped, events: &eDrop)
        for tick in dropped {
            let a = try #require(at60[tick])
            let b = try #require(at120[tick])
            let c = try #require(atDrop[tick])
            #expect(abs(a.x - b.x) <= 1e-9 && abs(a.y - b.y) <= 1e-9, "seed \(seed) tick \(tick): \(a) vs \(b)")
            #expect(abs(a.x - c.x) <= 1e-9 && abs(a.y - c.y) <= 1e-9, "seed \(seed) tick \(tick): \(a) vs \(c)")
        }
        // The same calls in the same order, whatever the sampling (didScroll counts differ).
        let calls = { (events: [ScrollEvent]) in events.map(\.call.name).filter { $0 != "didScroll" } }
        #expect(calls(e60) == calls(e120) && calls(e60) == calls(eDrop), "seed \(seed)")
    }

    @Test(arguments: 0..<200)
    func everyGestureFollowsTheGrammarAndStaysFiniteAndNearTheRange(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 1000 + seed)
        let config = try Self.randomConfiguration(&rng)
        var motion = try ScrollMotion(configuration: config)
        var calls: [DelegateCall] = []
        var frame = 0
        let geometry = config.geometry
        func check(_ event: ScrollEvent) {
            calls.append(event.call)
            let o = event.contentOffset
            #expect(o.isFinite)
            for axis in Axis.allCases {
                let range = geometry.range(axis)
                #expect(
                    o[axis] >= range.minimum - geometry.boundsSize[axis] - 1e-9
                        && o[axis] <= range.maximum + geometry.boundsSize[axis] + 1e-9,
                    "seed \(seed): \(o) outside one viewport of \(range)")
            }
        }
        for _ in 0..<6 {
            let g = Self.randomGesture(&rng, after: frame)
            var startOffset = motion.contentOffset
            for f in frame...g.liftFrame + Int.random(in: 0...120, using: &rng) {
                let t = Double(f) / 60
                try motion.advance(to: t, emit: check)
                if f == g.startFrame {
                    try motion.touchDown(at: g.moves.first?.location ?? .zero, time: t, emit: check)
                    startOffset = motion.contentOffset
                }
                for move in g.moves where move.frame == f {
                    try motion.touchMove(to: move.location, time: t, emit: check)
                }
                if f == g.liftFrame { try motion.touchUp(time: t, emit: check) }
                frame = f
            }
            // Let it settle, then check paging rests on a page, at most one from where the touch began.
            while motion.isInFlight {
                frame += 1
                try motion.advance(to: Double(frame) / 60, emit: check)
            }
            if config.isPagingEnabled {
                let pageSize = geometry.boundsSize.width
                let x = motion.contentOffset.x
                let range = geometry.range(.horizontal)
                let onBoundary = x == range.clamp((x / pageSize).rounded() * pageSize)
                #expect(onBoundary, "seed \(seed): rest at \(x) is not a page boundary")
                let startPage = Paging.nearestPage(to: startOffset.x, pageSize: pageSize, range: range)
                #expect(
                    abs(Paging.nearestPage(to: x, pageSize: pageSize, range: range) - startPage) <= 1, "seed \(seed)")
            }
            #expect(motion.contentOffset.isFinite)
            frame += 1
        }
        #expect(EventGrammar.firstViolation(in: calls) == nil)
    }
}
