/// A timed scenario: the scroll views (or paging screen) to build, the inputs to apply at given
/// times, and the expectations to check afterwards. Read from a JSON file by ``ScenarioLoader``.
public struct Scenario: Sendable, Hashable {
    /// Short identifier (`fling-list`).
    public var name: String
    /// What the scenario shows, in a sentence (optional, default empty).
    public var description: String
    /// Display refresh rate, in frames per second: 60 (default) or 120.
    public var frameRate: Int
    /// How long the scenario runs, in s (> 0).
    public var duration: Double
    /// Plain scroll views, each addressed by its id (default none).
    public var scrollViews: [ScrollViewSpec]
    /// The seeds' paging screen, if the scenario builds one.
    public var pagingScreen: PagingScreenSpec?
    /// Inputs in file order; each takes effect at the first frame at or after its time.
    public var steps: [ScenarioStep]
    /// Checks made over the run's events and offsets (JSON key `expect`).
    public var expectations: [ScenarioExpectation]

    /// The frame rates a scenario may ask for, in frames per second.
    public static let supportedFrameRates = [60, 120]

    /// Creates a scenario. Call ``validate()`` before running one that did not come from the loader.
    public init(
        name: String, description: String = "", frameRate: Int = 60, duration: Double,
        scrollViews: [ScrollViewSpec] = [], pagingScreen: PagingScreenSpec? = nil,
        steps: [ScenarioStep] = [], expectations: [ScenarioExpectation] = []
    ) {
        self.name = name
        self.description = description
        self.frameRate = frameRate
        self.duration = duration
        self.scrollViews = scrollViews
        self.pagingScreen = pagingScreen
        self.steps = steps
        self.expectations = expectations
    }

    /// The index of the first frame whose time is at or after `time` (s): the frame at which a step
    /// at `time` takes effect and at which an offset expectation at `time` is read.
    /// Frame `n` is at `n / frameRate` s.
    public func frame(atOrAfter time: Double) -> Int {
        // The tolerance keeps 0.5 * 60 = 30.000000000000004 on frame 30; a huge time saturates.
        FrameCount.firstFrame(atOrAfter: time, framesPerSecond: frameRate)
    }

    /// The time of frame `frame`, in s.
    public func time(ofFrame frame: Int) -> Double { Double(frame) / Double(frameRate) }

    /// The number of the last frame the run draws (the frame at `duration`, or the first after it).
    public var lastFrame: Int { frame(atOrAfter: duration) }
}
