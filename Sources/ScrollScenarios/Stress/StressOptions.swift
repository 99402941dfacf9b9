import Foundation

/// What a stress run does.
public struct StressOptions: Sendable, Hashable {
    /// Scroll views on the clock (lists and paging views mixed), at least 1.
    public var views: Int
    /// Simulated time during which gestures are issued, in s (> 0). The run then lets every view
    /// come to rest before the final checks.
    public var seconds: Double
    /// The seed of every random choice: geometry, gestures, observers.
    public var seed: UInt64
    /// Whether frames run on the wall clock (`DisplayClock(mode: .realTime)`) instead of virtual time.
    public var realTime: Bool
    /// Paging screens to drive beside the views (needs a ``StressScreenFactory``).
    public var screens: Int
    /// Driver tasks (each owns a slice of the views), at least 1; by default one per core, at least 2.
    public var drivers: Int
    /// Frame rate in Hz.
    public var framesPerSecond: Int
    /// Whether drivers also subscribe to and cancel event streams (view and merged) at random.
    public var observers: Bool
    /// The index of a view whose commands and events are written to standard error (debugging).
    public var traceView: Int?
    /// Whether a fling or drag may push content that is already past an edge further out (off by
    /// default). That breaks the monitor's one-viewport rule: a release past an edge starts its
    /// spring with the release velocity (the reference's rule; `ScrollViewConfiguration`'s
    /// `rubberBandsReleaseVelocity` is off), so repeated outward flings carry the content beyond a
    /// viewport. Off, such gestures are turned to point inwards.
    public var outwardReleasesPastEdges: Bool

    /// Creates options; see each property for its meaning and unit.
    public init(
        views: Int = 1000, seconds: Double = 10, seed: UInt64 = 1, realTime: Bool = false, screens: Int = 0,
        drivers: Int = max(2, ProcessInfo.processInfo.activeProcessorCount), framesPerSecond: Int = 60,
        observers: Bool = true, traceView: Int? = nil, outwardReleasesPastEdges: Bool = false
    ) {
        self.views = views
        self.seconds = seconds
        self.seed = seed
        self.realTime = realTime
        self.screens = screens
        self.drivers = drivers
        self.framesPerSecond = framesPerSecond
        self.observers = observers
        self.traceView = traceView
        self.outwardReleasesPastEdges = outwardReleasesPastEdges
    }

    /// The most scroll views a run may drive (about 40 MB of views and monitors).
    public static let maximumViews = 100_000
    /// The longest time a run may issue gestures for, in s (10 minutes).
    public static let maximumSeconds = 600.0
    /// The most paging screens a run may drive.
    public static let maximumScreens = 1_000

    /// Checks the numbers; throws ``StressError/invalidOption(_:)`` naming the first bad one.
    public func validate() throws(StressError) {
        guard (1...Self.maximumViews).contains(views) else {
            throw .invalidOption("--views: expected a count in 1...\(Self.maximumViews), got \(views)")
        }
        guard DisplayClock.frameRates.contains(framesPerSecond) else {
            throw .invalidOption("framesPerSecond: expected 1...240 Hz, got \(framesPerSecond)")
        }
        // At least one frame: a shorter run would issue no gesture and report "violations: 0".
        guard seconds.isFinite, seconds >= 1 / Double(framesPerSecond), seconds <= Self.maximumSeconds else {
            let frame = DecimalFormat.shortest((1e6 / Double(framesPerSecond)).rounded(.up) / 1e6)
            throw .invalidOption(
                "--seconds: expected a time of at least one frame (\(frame) s at \(framesPerSecond) Hz) and <= \(Int(Self.maximumSeconds)) s, got \(DecimalFormat.exact(seconds))"
            )
        }
        guard (0...Self.maximumScreens).contains(screens) else {
            throw .invalidOption("--screens: expected a count in 0...\(Self.maximumScreens), got \(screens)")
        }
        if let traceView, !(0..<views).contains(traceView) {
            throw .invalidOption(
                "--trace-view: expected the index of one of the \(views) views, 0...\(views - 1), got \(traceView)")
        }
        guard drivers >= 1 else { throw .invalidOption("drivers: expected a count >= 1, got \(drivers)") }
    }
}

/// Why a stress run could not start.
public enum StressError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An option is out of range (the message names it).
    case invalidOption(String)
    /// Paging screens were asked for but no ``StressScreenFactory`` was given.
    case screensUnavailable

    /// The message that `scrollsim stress` prints for the error.
    public var description: String {
        switch self {
        case .invalidOption(let message): message
        case .screensUnavailable:
            "--screens: no StressScreenFactory was given to build the paging screens (PagingStressScreen.factory builds them)"
        }
    }
}
