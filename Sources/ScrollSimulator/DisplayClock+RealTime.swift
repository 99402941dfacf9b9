extension DisplayClock {
    // MARK: Real time

    /// Waits for frame n's deadline on the wall clock; returns the frame to run: n, or a later one
    /// (never after `last`) when n started too late, the vsyncs in between counted as dropped.
    /// Throws `CancellationError` when the waiting task is cancelled: the frame does not run
    /// (it ran early, before its deadline, when the wait's error was dropped).
    func waitForDeadline(ofFrame n: Int, notAfter last: Int) async throws -> Int {
        let wall = ContinuousClock()
        let start: ContinuousClock.Instant
        if let realTimeStart {
            start = realTimeStart
        } else {
            // Frame `n` is due now: the timeline starts so that its deadline is this instant.
            start = wall.now - frameDuration(n)
            realTimeStart = start
        }
        var frame = n
        do {
            try await wall.sleep(until: start + frameDuration(frame), tolerance: nil)
        } catch {
            throw CancellationError()
        }
        let lateBy = wall.now - start
        let due = min(last, Int((lateBy / .seconds(1)) * Double(framesPerSecond)))
        if due > frame {
            statistics.droppedFrames += due - frame
            frame = due
        }
        statistics.realTimeFrames += 1
        let lateness = (wall.now - (start + frameDuration(frame))) / .seconds(1)
        statistics.lateness.append(max(0, lateness))
        return frame
    }

    private func frameDuration(_ n: Int) -> Swift.Duration {
        FrameMath.instant(ofFrame: n, framesPerSecond: framesPerSecond).offset
    }
}
