import ScrollSimulator

/// What a stream observer saw before it was cancelled or its stream ended.
struct StressObserverReport: Sendable {
    var events = 0
    /// The first violations found, described.
    var violations: [String] = []
    /// Every violation found, listed or not.
    var violationCount = 0

    /// Counts a violation, and keeps the first few descriptions.
    mutating func record(_ violation: @autoclosure () -> String) {
        violationCount += 1
        if violations.count < 4 { violations.append(violation()) }
    }
}

/// Stream observers that come and go during a stress run. Each consumes one stream in a task of its
/// own, off the simulation, and checks what arrives: a view's stream has no gaps in its sequence
/// numbers; the merged stream is in strictly increasing (frame, source, sequence) order.
enum StressObserver {
    /// Consumes a scroll view's stream (subscribed at a frame the driver chose).
    static func watchView(_ stream: EventSequence<ScrollViewEvent>) -> Task<StressObserverReport, Never> {
        Task.detached {
            var report = StressObserverReport()
            var last: ScrollViewEvent?
            for await event in stream {
                report.events += 1
                if let last, event.sequence != last.sequence + 1 || event.frame < last.frame {
                    report.record(
                        "view stream of \(event.source): #\(event.sequence) at frame \(event.frame) "
                            + "after #\(last.sequence) at frame \(last.frame)")
                }
                last = event
            }
            return report
        }
    }

    /// Consumes the clock's merged stream.
    static func watchClock(_ stream: EventSequence<ScrollViewEvent>) -> Task<StressObserverReport, Never> {
        Task.detached {
            var report = StressObserverReport()
            var last: ScrollViewEvent?
            for await event in stream {
                report.events += 1
                if let last, !ScrollViewEvent.precedes(last, event) {
                    report.record(
                        "merged stream out of order: \(event.source)#\(event.sequence) at frame \(event.frame) "
                            + "after \(last.source)#\(last.sequence) at frame \(last.frame)")
                }
                last = event
            }
            return report
        }
    }
}
