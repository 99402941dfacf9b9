@testable import ScrollScenarios

/// A small hand-made run of the example: a fling's events and per-frame samples.
enum ReportFixtures {
    static let records: [EventRecord] = [
        EventRecord(
            time: 31.0 / 60, frame: 31, source: "list", sequence: 0, order: 0, event: "willBeginDragging",
            contentOffset: Point(x: 0, y: -99)),
        EventRecord(
            time: 31.0 / 60, frame: 31, source: "list", sequence: 1, order: 1, event: "didScroll",
            contentOffset: Point(x: 0, y: -92.4)),
        EventRecord(
            ScrollViewEvent(
                frame: 33, time: 33.0 / 60, source: "list", sequence: 0, order: 0,
                event: ScrollEvent(
                    .willEndDragging(velocity: Point(x: 0, y: 1.2), targetContentOffset: Point(x: 0, y: 519.3)),
                    contentOffset: Point(x: -0.0, y: -80.1)))),
        EventRecord(
            ScrollViewEvent(
                frame: 33, time: 33.0 / 60, source: "list", sequence: 1, order: 1,
                event: ScrollEvent(.didEndDragging(willDecelerate: true), contentOffset: Point(x: 0, y: -80.1)))),
        EventRecord(
            time: 33.0 / 60, frame: 33, source: "list", sequence: 2, order: 2, event: "willBeginDecelerating",
            contentOffset: Point(x: 0, y: -80.1)),
        EventRecord(
            time: 2.5, frame: 150, source: "list", sequence: 0, order: 0, event: "didEndDecelerating",
            contentOffset: Point(x: 0, y: 519.3)),
        EventRecord(
            time: 3.8, frame: 228, source: "list", sequence: 0, order: 0, event: "didEndScrollingAnimation",
            contentOffset: Point(x: 0, y: 500)),
        EventRecord(
            time: 1, frame: 60, source: "child/0", sequence: 0, order: 1, event: "viewDidLoad", contentOffset: .zero),
        EventRecord(
            time: 1, frame: 60, source: "titles", sequence: 0, order: 0, event: "didSelectTitle", contentOffset: .zero,
            index: 2),
    ]

    /// Offsets every 6 frames from frame 30 to 150 (a straight rise), then 500 from frame 228.
    static let samples: [OffsetSample] =
        stride(from: 30, through: 150, by: 6).map { frame in
            OffsetSample(
                time: Double(frame) / 60, frame: frame, source: "list",
                contentOffset: Point(x: 0, y: -99 + Double(frame - 30) * 5),
                velocity: Point(x: 0, y: frame < 150 ? 300 : 0))
        } + [OffsetSample(time: 3.8, frame: 228, source: "list", contentOffset: Point(x: 0, y: 500), velocity: .zero)]

    /// Motions interrupted without their callbacks: an animated `setContentOffset` at 0.5 s that a
    /// touch stops at 0.6 s, then a fling at 1 s whose deceleration a scroll to top replaces at 1.5 s.
    static let interruptions = """
        {"name": "interruptions", "duration": 3,
         "scrollViews": [{"id": "list", "size": {"width": 375, "height": 667},
                          "contentSize": {"width": 375, "height": 3000},
                          "contentInset": {"top": 99, "left": 0, "bottom": 49, "right": 0},
                          "contentOffset": {"x": 0, "y": -99}}],
         "steps": [
           {"at": 0.5, "setContentOffset": {"view": "list", "offset": {"x": 0, "y": 800}, "animated": true}},
           {"at": 0.6, "touch": {"view": "list"}},
           {"at": 1.0, "fling": {"view": "list", "velocity": {"x": 0, "y": 1200}}},
           {"at": 1.5, "scrollToTop": {"view": "list"}}
         ]}
        """

    /// At 120 Hz, a fling whose deceleration a touch stops, a drag released into a second
    /// deceleration, and an animated `setContentOffset` at 2.8 s that takes it over and is still
    /// running when the run ends at 3 s (the audit's `s16-anim-takeover-at-end`).
    static let takeoverAtTheEnd = """
        {"name": "takeover-at-the-end", "frameRate": 120, "duration": 3.0,
         "scrollViews": [{"id": "list", "size": {"width": 375, "height": 667},
                          "contentSize": {"width": 375, "height": 3000},
                          "contentInset": {"top": 64, "left": 0, "bottom": 49, "right": 0}}],
         "steps": [
           {"at": 0.3, "fling": {"view": "list", "velocity": {"x": 0, "y": 2500}}},
           {"at": 1.2, "touch": {"view": "list"}},
           {"at": 1.6, "drag": {"view": "list", "by": {"x": 0, "y": 200}, "duration": 0.3}},
           {"at": 2.8, "setContentOffset": {"view": "list", "offset": {"x": 0, "y": 900}, "animated": true}}
         ]}
        """

    /// A fling in a run whose duration lies off the frame grid (the audit's `s11-offgrid`): 1.005 s
    /// at 60 Hz, so the run's last frame is frame 61, at 1.016667 s, and the flight is still going.
    static let offGrid = """
        {"name": "off-grid", "duration": 1.005,
         "scrollViews": [{"id": "list", "size": {"width": 375, "height": 667},
                          "contentSize": {"width": 375, "height": 3000}}],
         "steps": [{"at": 0.2, "fling": {"view": "list", "velocity": {"x": 0, "y": 2000}}}]}
        """

    /// The run of the scenario `json`.
    static func run(_ json: String) async throws -> ScenarioRun {
        try await ScenarioRunner(scenario: ScenarioLoader.decode(json: json)).run()
    }
}
