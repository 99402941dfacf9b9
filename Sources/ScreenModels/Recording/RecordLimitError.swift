/// A ``Recorder`` given a `recordLimit` was about to keep more records than that: it keeps no more,
/// and the clock throws this (inside ``SimulationError/failed(_:)``) from the advance, which stops
/// at the end of the frame, so that a run too long to hold in memory ends with a diagnosis rather
/// than with the process killed.
public struct RecordLimitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The most records the recorder keeps.
    public var limit: Int
    /// The frame in which it reached it.
    public var frame: Int
    /// That frame's time, in s.
    public var time: Double

    /// Creates the error of a recorder that reached `limit` in `frame`, at `time` (s).
    public init(limit: Int, frame: Int, time: Double) {
        self.limit = limit
        self.frame = frame
        self.time = time
    }

    /// `the run kept 2000000 events by frame 120000 (2000 s), the most a recorder keeps here`.
    public var description: String {
        "the run kept \(limit) events by frame \(frame) (\(DecimalFormat.shortest(time)) s), the most its recorder "
            + "keeps in memory"
    }
}
