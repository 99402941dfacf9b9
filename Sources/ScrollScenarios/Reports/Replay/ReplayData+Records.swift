import ScreenModels

/// What the replay's data reads from the records once, in Swift, so that the page's script needs
/// no rule of its own: when each list exists, and where the title bar's indicator is in each frame
/// of its animations, as the model computes it.
extension ReplayData {
    /// A span of frames: `from` included, `to` excluded (nil: to the end of the run).
    struct Life: Sendable, Equatable {
        /// The first frame of the span.
        var from: Int
        /// The frame after the last one of the span, or nil.
        var to: Int?
    }

    /// The frames in which the list of the view controller `owner` exists: from each
    /// `viewDidLoad` of `owner` to the frame in which its view is destroyed (``ViewLifetime``: the
    /// view unloads, the screen is popped), where the plot cuts the list's line.
    static func lives(ofListOf owner: String, in records: [EventRecord]) -> [Life] {
        ViewLifetime.lives(of: owner, in: records).map { Life(from: $0.load.frame, to: $0.end?.frame) }
    }

    /// For each record of `records` (in report order) that starts an indicator animation
    /// (`indicatorAnimation`), the indicator's frame (pt) in each frame (at `frameRate` Hz) from the
    /// record's to the first at or after the animation's end (where it is exactly `to`), or to the
    /// run's last frame (``RunEnd``, of `duration` s). The model's own ``IndicatorAnimation`` evaluates them, from
    /// the record's time and its `from`, `to` and `duration`, with the default curve every
    /// selection uses (the seeds' ease-in-out).
    static func indicatorPaths(in records: [EventRecord], frameRate: Int, duration: Double) -> [[Rect]] {
        let rate = Double(max(1, frameRate))
        let lastFrame = RunEnd(duration: duration, frameRate: frameRate).frame
        return records.compactMap { record -> [Rect]? in
            guard let fields = record.screen, let from = fields.indicatorFrom, let to = fields.indicatorTo,
                let length = fields.duration
            else { return nil }
            guard let animation = try? IndicatorAnimation(from: from, to: to, startTime: record.time, duration: length)
            else { return [to] }
            var path: [Rect] = []
            for frame in record.frame...max(record.frame, lastFrame) {
                // A frame's time as the display clock has it (frame n at n / rate s).
                let time = Double(frame) / rate
                path.append((try? animation.frame(at: time)) ?? to)
                if time >= animation.endTime { break }
            }
            return path
        }
    }
}
