@testable import ScrollPhysics

/// A scroll view motion driven at a frame rate, recording every delegate call with its time.
struct Driver {
    var motion: ScrollMotion
    var fps: Double
    var frame = 0
    var log: [(time: Double, event: ScrollEvent)] = []

    init(_ configuration: ScrollViewConfiguration, offset: Point? = nil, fps: Double = 60) throws {
        motion = try ScrollMotion(configuration: configuration, contentOffset: offset)
        self.fps = fps
    }

    var now: Double { Double(frame) / fps }
    var names: [String] { log.map(\.event.call.name) }

    mutating func record(_ body: (inout ScrollMotion, Double, (ScrollEvent) -> Void) throws -> Void) rethrows {
        var events: [ScrollEvent] = []
        let t = now
        try body(&motion, t) { events.append($0) }
        log += events.map { (t, $0) }
    }

    /// Steps to the next frame.
    mutating func tick() throws {
        frame += 1
        try record { m, t, emit in try m.advance(to: t, emit: emit) }
    }

    mutating func run(seconds: Double) throws {
        for _ in 0..<Int((seconds * fps).rounded()) { try tick() }
    }

    /// Runs frames until nothing is in flight; returns the frames it took (bounded).
    @discardableResult
    mutating func settle(limit: Int = 10_000) throws -> Int {
        var frames = 0
        while motion.isInFlight && frames < limit {
            try tick()
            frames += 1
        }
        return frames
    }

    /// A finger drag by `translation` (pt) over `frames` frames, lifting on the last one.
    mutating func drag(
        _ translation: Point, frames: Int, from start: Point = Point(x: 100, y: 300),
        adjust: ((ScrollEvent) -> Point?)? = nil
    ) throws {
        try record { m, t, emit in try m.touchDown(at: start, time: t, emit: emit) }
        for i in 1...frames {
            frame += 1
            try record { m, t, emit in try m.advance(to: t, emit: emit) }
            let location = start + translation * (Double(i) / Double(frames))
            try record { m, t, emit in try m.touchMove(to: location, time: t, emit: emit) }
        }
        try record { m, t, emit in try m.touchUp(time: t, adjustTarget: adjust, emit: emit) }
    }

    mutating func tap() throws {
        try record { m, t, emit in try m.touchDown(at: Point(x: 10, y: 10), time: t, emit: emit) }
        try record { m, t, emit in try m.touchUp(time: t, emit: emit) }
    }
}

enum Fixtures {
    static let screen = Size(width: 375, height: 667)

    static func list(
        contentHeight: Double = 3000, inset: EdgeInsets = EdgeInsets(top: 99, bottom: 49),
        bounces: Bool = true, rate: DecelerationRate = .normal
    ) throws -> ScrollViewConfiguration {
        try ScrollViewConfiguration(
            geometry: ScrollGeometry(
                boundsSize: screen, contentSize: Size(width: 375, height: contentHeight),
                contentInset: inset, bounces: bounces),
            decelerationRate: rate)
    }

    static func pages(count: Int = 5) throws -> ScrollViewConfiguration {
        try ScrollViewConfiguration(
            geometry: ScrollGeometry(boundsSize: screen, contentSize: Size(width: 375 * Double(count), height: 0)),
            isPagingEnabled: true)
    }
}
