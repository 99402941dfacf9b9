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

    /// The frames in which the list `id` of the view controller `owner` exists: from each
    /// `viewDidLoad` of `owner` to the next frame in which the list is destroyed, as the plot cuts
    /// its line (``PlotSeries/destructionTimes(ofList:in:)``: the view unloads, the screen is popped).
    static func lives(of id: String, owner: String, in records: [EventRecord]) -> [Life] {
        let ends = Set(PlotSeries.destructionTimes(ofList: id, in: records))
        let endFrames = Set(records.filter { ends.contains($0.time) }.map(\.frame)).sorted()
        return records.filter { $0.source == owner && $0.event == "viewDidLoad" }.map { load in
            Life(from: load.frame, to: endFrames.first { $0 > load.frame })
        }
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
