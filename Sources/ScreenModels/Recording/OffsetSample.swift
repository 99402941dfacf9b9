/// A scroll view's content offset and velocity at one frame, for plots and offset expectations.
///
/// A runner records one per frame for each scroll view that moved in that frame (idle views take no
/// part in a frame, so their series has gaps where nothing changed).
public struct OffsetSample: Sendable, Hashable {
    /// Time of the frame, in s from the start of the run.
    public var time: Double
    /// Index of the frame.
    public var frame: Int
    /// The scroll view's id.
    public var source: String
    /// The content offset at the frame, in pt.
    public var contentOffset: Point
    /// The content offset's velocity at the frame, in pt/s.
    public var velocity: Point

    /// Creates a sample.
    public init(time: Double, frame: Int, source: String, contentOffset: Point, velocity: Point) {
        self.time = time
        self.frame = frame
        self.source = source
        self.contentOffset = contentOffset
        self.velocity = velocity
    }
}
