/// A finger position at a time, as a gesture recognizer samples it.
public struct TouchSample: Sendable, Hashable {
    /// When the sample was taken, in s.
    public var time: Double
    /// Where the finger was, in the scroll view's coordinates (pt).
    public var location: Point

    /// Creates a sample at `time` (s) and `location` (pt).
    public init(time: Double, location: Point) {
        self.time = time
        self.location = location
    }
}

/// Release-velocity estimation from timed touch samples (docs/physics.md §7, chosen).
///
/// The velocity is the finger's displacement over the samples of the last `window` seconds before the
/// release, divided by their time span. The release is the last sample: the finger lifts where it
/// last was, so a rest before lifting counts in the span and the velocity falls as the finger rests,
/// to zero once it has rested for `window`. If the window holds no sample before the release's
/// instant, the sample just before the window starts the span.
public struct VelocityEstimator: Sendable, Hashable {
    /// The sampling window re-implementations use, in s.
    public static let defaultWindow = 0.1

    /// The sampling window, in s.
    public var window: Double

    /// How close to the window's start a sample counts as inside it, in s: frame times (n / rate)
    /// and their differences carry rounding, and a sample exactly one window before the release was
    /// in or out by the frame's number (the same gesture gave 0.2 pt/ms or none).
    public static let timeTolerance = 1e-9

    /// Creates an estimator with a window (s).
    public init(window: Double = VelocityEstimator.defaultWindow) {
        self.window = window
    }

    /// The finger's velocity at `releaseTime` (s), in pt/s, from samples in time order.
    public func velocity(of samples: [TouchSample], releaseTime: Double) -> Point {
        guard let last = samples.last else { return .zero }
        // The last time the finger moved: a rest of a whole window before lifting gives zero.
        var lastMove = samples.startIndex
        for index in samples.indices.dropFirst() where samples[index].location != samples[index - 1].location {
            lastMove = index
        }
        guard releaseTime - samples[lastMove].time < window - 1e-9 else { return .zero }
        let release = TouchSample(time: max(releaseTime, last.time), location: last.location)
        var first =
            samples.firstIndex { $0.time >= release.time - window - Self.timeTolerance } ?? samples.endIndex - 1
        if samples[first].time >= release.time, first > samples.startIndex { first -= 1 }
        let span = release.time - samples[first].time
        guard span > 0 else { return .zero }
        return (release.location - samples[first].location) * (1 / span)
    }

    /// Drops samples that can no longer matter for a release at or after `time` (s): those older than
    /// the window, except the newest of them (which may start the span). Keeps the buffer small.
    public func trim(_ samples: inout [TouchSample], at time: Double) {
        let windowStart = time - window - Self.timeTolerance
        guard let firstInside = samples.firstIndex(where: { $0.time >= windowStart }), firstInside > 1 else { return }
        // Keep the last sample before the window and the last movement marker it implies.
        samples.removeFirst(firstInside - 1)
    }
}
