/// The largest scenario the loader accepts: generous for real use, and far below anything that
/// could trap, overflow to infinity or exhaust memory. A value beyond a limit is refused (exit
/// status 2) with its field path, like any other invalid value. The schema states the same numbers
/// (`maximum`, `maxLength`, `maxItems`), and the README's limits table lists them.
public enum ScenarioLimits {
    /// The largest scenario file, in bytes (8 MiB).
    public static let maximumFileBytes = 8 << 20
    /// The longest run, `duration`, in s (one hour: 216,000 frames at 60 Hz).
    public static let maximumDuration = 3600.0
    /// The longest `drag.duration`, in s.
    public static let maximumDragDuration = 60.0
    /// The longest transition: `interactivePop.duration` and `navigationBar.transitionDuration`, in s.
    public static let maximumTransitionDuration = 10.0
    /// The largest magnitude of a coordinate or extent, in pt: offsets, locations, drag
    /// translations, rectangles, sizes, content sizes, insets, `childContentHeight`,
    /// `changePoint`, `fadeDistance` and `targetSnapInterval`.
    public static let maximumCoordinate = 1e8
    /// The largest magnitude of a velocity component, in pt/s: `fling.velocity` and `swipe.velocity`.
    public static let maximumSpeed = 1e6
    /// The smallest `targetSnapInterval`, in pt.
    public static let minimumSnapInterval = 1e-3
    /// The smallest extent of `pagingScreen.size` on either axis, in pt (its pages must have a size).
    public static let minimumScreenExtent = 1.0
    /// The largest extent of `pagingScreen.size` on either axis, in pt.
    public static let maximumScreenExtent = 1e5
    /// The most plain scroll views (`scrollViews`).
    public static let maximumScrollViews = 1_000
    /// The most titles of a paging screen (`pagingScreen.titles`), hence children.
    public static let maximumTitles = 1_000
    /// The most steps (`steps`).
    public static let maximumSteps = 10_000
    /// The most expectations (`expect`).
    public static let maximumExpectations = 10_000
    /// The most names in one `sequence` expectation.
    public static let maximumSequenceLength = 1_000
    /// The largest integer in a count (`count`, `loaded.count`, `cacheLimit`).
    public static let maximumCount = 1_000_000
    /// The longest string (a name, id, title, event name, source or description), in Unicode scalars.
    public static let maximumStringLength = 4_096
    /// The most elements in any JSON array or members in any JSON object, checked while parsing so
    /// that a huge array is refused before it takes memory.
    public static let maximumContainerCount = 100_000
    /// The most events a run that keeps every record (``ScenarioRunner/keepsEveryRecord``: the text
    /// timeline, the plot, the replay, the trace) holds in memory (some 600 MB): a longer run stops
    /// with ``RecordLimitError``. A run that streams (JSON Lines alone, `check`) has no such limit.
    public static let maximumKeptEvents = 1_000_000
}
