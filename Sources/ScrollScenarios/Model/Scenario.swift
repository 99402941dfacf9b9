/// A timed scenario: the scroll views (or paging screen) to build, the inputs to apply at given
/// times, and the expectations to check afterwards. Read from a JSON file by ``ScenarioLoader``.
public struct Scenario: Sendable, Hashable {
    /// Short identifier (`fling-list`).
    public var name: String { didSet { validation.holds = false } }
    /// What the scenario shows, in a sentence (optional, default empty).
    public var description: String { didSet { validation.holds = false } }
    /// Display refresh rate, in frames per second: 60 (default) or 120.
    public var frameRate: Int { didSet { validation.holds = false } }
    /// How long the scenario runs, in s (> 0).
    public var duration: Double { didSet { validation.holds = false } }
    /// Plain scroll views, each addressed by its id (default none).
    public var scrollViews: [ScrollViewSpec] { didSet { validation.holds = false } }
    /// The seeds' paging screen, if the scenario builds one.
    public var pagingScreen: PagingScreenSpec? { didSet { validation.holds = false } }
    /// Inputs in file order; each takes effect at the first frame at or after its time.
    public var steps: [ScenarioStep] { didSet { validation.holds = false } }
    /// Checks made over the run's events and offsets (JSON key `expect`).
    public var expectations: [ScenarioExpectation] { didSet { validation.holds = false } }

    /// Whether ``validate()`` accepted the scenario as it is now: set by ``ScenarioLoader``; any
    /// change to a field clears it, so that ``ScenarioRunner`` validates only what may have changed.
    var validation = ValidationMark()

    /// The frame rates a scenario may ask for, in frames per second.
    public static let supportedFrameRates = [60, 120]

    /// Creates a scenario. ``ScenarioRunner/run()`` validates it first (``validate()``).
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

    /// The index of the first frame whose time, as the outputs print it, is at or after `time` (s):
    /// the frame at which a step at `time` takes effect and at which an expectation at `time` is
    /// read. Frame `n` is at `n / frameRate` s, printed to six decimals, so a time up to
    /// ``printedTimeSlack`` after it names frame n: a time copied from the outputs (frame 1 at
    /// 60 Hz prints as 0.016667) names its own frame, not the next one.
    public func frame(atOrAfter time: Double) -> Int { Self.frame(atOrAfter: time, frameRate: frameRate) }

    /// The index of the first frame at `frameRate` frames per s whose time, as the outputs print
    /// it, is at or after `time` (s): the rule of ``frame(atOrAfter:)``, which the run's end
    /// (`duration`) follows too, for the reports that know only the duration and the rate.
    public static func frame(atOrAfter time: Double, frameRate: Int) -> Int {
        // FrameCount's own tolerance keeps 0.5 * 60 = 30.000000000000004 on frame 30; a huge time saturates.
        FrameCount.firstFrame(atOrAfter: time - printedTimeSlack, framesPerSecond: frameRate)
    }

    /// How far a time may lie after a frame's and still name it, in s: half the last digit the
    /// outputs print (five tenths of a µs; frames are at least 1/120 s apart).
    public static let printedTimeSlack = 5e-7

    /// The time of frame `frame`, in s.
    public func time(ofFrame frame: Int) -> Double { Double(frame) / Double(frameRate) }

    /// The number of the run's last frame, the one the runner runs through and its reports end at
    /// (the frame `duration` names, as a step's time names one; `RunEnd`).
    public var lastFrame: Int { RunEnd(duration: duration, frameRate: frameRate).frame }
}

/// A mark that a value passed its checks, carried beside the value's fields without taking part in
/// its equality or hash: two scenarios that differ only in it are equal.
struct ValidationMark: Sendable, Hashable {
    /// Whether the checks accepted the value since it last changed.
    var holds = false

    static func == (lhs: ValidationMark, rhs: ValidationMark) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
