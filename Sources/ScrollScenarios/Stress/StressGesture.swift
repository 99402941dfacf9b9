import ScrollPhysics

/// One seeded random command for a scroll view in a stress run.
enum StressGesture: Sendable, Hashable {
    /// The fastest finger the harness plays, in pt/s (fast real flicks reach about this).
    static let maximumFingerSpeed = 6000.0

    /// A fling with the content velocity (pt/s).
    case fling(Point)
    /// A drag by a finger translation (pt) over a duration (s).
    case drag(Point, duration: Double)
    /// A touch that lifts after some frames (0: in the same frame) without moving: on a
    /// deceleration, the touch that stops it.
    case tap(frames: Int)
    /// `setContentOffset(_:animated:)` (pt).
    case setOffset(Point, animated: Bool)
    /// The plain assignment `contentOffset = offset` (pt).
    case assignOffset(Point)
    /// A status-bar tap.
    case scrollToTop

    /// Draws the next command for a view with `spec`; `tracking`: a finger is down (then only
    /// offset jumps are drawn, which move the content under the finger).
    static func random(for spec: StressViewSpec, tracking: Bool, using rng: inout SeededGenerator) -> StressGesture {
        let roll = Int.random(in: 0..<100, using: &rng)
        if tracking {
            let offset = randomOffset(for: spec, using: &rng)
            return roll < 50 ? .setOffset(offset, animated: Bool.random(using: &rng)) : .assignOffset(offset)
        }
        let axis = spec.mainAxis
        let sign: Double = Bool.random(using: &rng) ? 1 : -1
        switch roll {
        case 0..<30:
            var velocity = Point.zero
            velocity[axis] = sign * Double.random(in: 100...4000, using: &rng)
            if Int.random(in: 0..<4, using: &rng) == 0 {
                velocity[axis == .vertical ? .horizontal : .vertical] = Double.random(in: -800...800, using: &rng)
            }
            return .fling(velocity)
        case 30..<48:
            var translation = Point.zero
            let extent = spec.geometry.boundsSize[axis]
            let distance = Double.random(in: 2...(1.2 * extent), using: &rng)
            translation[axis] = sign * distance
            // A finger moves at most `maximumFingerSpeed`: faster releases overshoot an edge by more
            // than a viewport (the spring starts at the edge with the velocity there).
            let fewest = max(1, Int((distance / maximumFingerSpeed * 60).rounded(.up)))
            let frames = Int.random(in: fewest...max(fewest, 30), using: &rng)
            return .drag(translation, duration: Double(frames) / 60)
        case 48..<62:
            return .tap(frames: Int.random(in: 0..<3, using: &rng) == 0 ? Int.random(in: 1...8, using: &rng) : 0)
        case 62..<72:
            return .setOffset(randomOffset(for: spec, using: &rng), animated: true)
        case 72..<80:
            return .setOffset(randomOffset(for: spec, using: &rng), animated: false)
        case 80..<90:
            return .assignOffset(randomOffset(for: spec, using: &rng))
        default:
            return .scrollToTop
        }
    }

    /// An offset for a programmatic scroll (pt): inside the range on scrollable axes (on a page
    /// boundary half of the time for paging views), now and then up to a fifth of a viewport past
    /// it; the resting minimum on axes that cannot scroll.
    static func randomOffset(for spec: StressViewSpec, using rng: inout SeededGenerator) -> Point {
        var offset = spec.geometry.minimumOffset
        for axis in spec.scrollableAxes {
            let range = spec.geometry.range(axis)
            let extent = spec.geometry.boundsSize[axis]
            if spec.isPagingEnabled && Bool.random(using: &rng) {
                let last = Paging.lastPage(of: spec.geometry.pageRange(axis), pageSize: extent)
                offset[axis] = Paging.offset(
                    ofPage: Int.random(in: 0...last, using: &rng), pageSize: extent, range: range)
            } else if Int.random(in: 0..<5, using: &rng) == 0 {
                offset[axis] = Double.random(
                    in: (range.minimum - 0.2 * extent)...(range.maximum + 0.2 * extent), using: &rng)
            } else {
                offset[axis] = Double.random(in: range.minimum...range.maximum, using: &rng)
            }
        }
        return offset
    }

    /// The gesture turned so that it does not push content past an edge further out: `overscroll`
    /// is how far past an edge the content is on each axis (pt, negative before the minimum).
    func inwards(overscroll: Point) -> StressGesture {
        func turned(_ motion: Point) -> Point {
            var turned = motion
            for axis in Axis.allCases where overscroll[axis] != 0 && (motion[axis] > 0) == (overscroll[axis] > 0) {
                turned[axis] = -motion[axis]
            }
            return turned
        }
        switch self {
        case .fling(let velocity): return .fling(turned(velocity))
        // The content moves against the finger.
        case .drag(let translation, let duration): return .drag(turned(translation * -1) * -1, duration: duration)
        case .tap, .setOffset, .assignOffset, .scrollToTop: return self
        }
    }

    /// Whether the command is a drag or a fling: a touch that releases the content with a velocity.
    var isRelease: Bool {
        switch self {
        case .fling, .drag: true
        case .tap, .setOffset, .assignOffset, .scrollToTop: false
        }
    }

    /// Whether the command starts a touch.
    var isTouch: Bool {
        switch self {
        case .fling, .drag, .tap: true
        case .setOffset, .assignOffset, .scrollToTop: false
        }
    }
}
