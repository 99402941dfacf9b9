import Foundation
import Testing

@testable import ScrollScenarios

/// What an audit of the plot found misleading: edges far from the motion flattened it, the
/// velocity panel mixed a finger's speed and UIKit's release velocity into the content's, a guide
/// label ran past the right edge, and failed expectations did not show.
@Suite struct SVGPlotAuditTests {
    private func plot(_ json: String) async throws -> (svg: String, drawing: SVGPlotWriter.Drawing) {
        let run = try await ReportFixtures.run(json)
        let drawing = SVGPlotWriter().drawing(
            title: run.scenario.name, duration: run.scenario.duration, records: run.records, samples: run.samples,
            geometry: ReportGeometry(scenario: run.scenario), frameRate: run.scenario.frameRate, results: run.results)
        return (drawing.svg, drawing)
    }

    /// The y tick labels of the first offset panel.
    private func offsetTicks(_ svg: String) -> [Double] {
        let panel = svg.components(separatedBy: "<g id=\"source-")[1].components(separatedBy: "content offset (pt)")[0]
        return panel.components(separatedBy: "\n").filter { $0.contains("text-anchor=\"end\" class=\"axis\"") }
            .compactMap { Double($0.components(separatedBy: ">")[1].components(separatedBy: "<")[0]) }
    }

    /// A fling deep in content 1e8 pt tall moves some thousand pt: the axis spanned 0 to 1e8 and
    /// drew it flat. The offsets set the scale; the far edge is a labelled off-scale mark. Near
    /// the offsets, both edges stay guides across the panel.
    @Test func edgesFarFromTheMotionAreOffScaleMarks() async throws {
        let (far, _) = try await plot(
            """
            {"name": "deep", "duration": 2, "scrollViews": [{"id": "list", "size": {"width": 375, "height": 667},
             "contentSize": {"width": 375, "height": 1e8}, "contentOffset": {"x": 0, "y": 1e6}}],
             "steps": [{"at": 0.1, "fling": {"view": "list", "velocity": {"x": 0, "y": 3000}}}]}
            """)
        let ticks = offsetTicks(far)
        #expect(ticks.min()! >= 900_000 && ticks.max()! <= 1_100_000, "\(ticks)")
        #expect(far.contains(">bottom edge 99999333 ↑ off scale</text>"))
        #expect(far.contains(">top edge 0 ↓ off scale</text>"))
        let (near, _) = try await plot(
            """
            {"name": "near", "duration": 2, "scrollViews": [{"id": "list", "size": {"width": 375, "height": 667},
             "contentSize": {"width": 375, "height": 3000}}],
             "steps": [{"at": 0.1, "fling": {"view": "list", "velocity": {"x": 0, "y": 3000}}}]}
            """)
        #expect(!near.contains("off scale"))
        #expect(near.contains(">top edge 0</text>") && near.contains(">bottom edge 2333</text>"))
        #expect(offsetTicks(near).max()! >= 2333)
    }

    /// The velocity is each frame's offset change from the frame before over the frame's
    /// duration, as the offsets of record give it: the samples' own velocity (a finger's speed on
    /// a drag's first frame, UIKit's release velocity at a release) is not drawn.
    @Test func theVelocityIsTheOffsetsChangeFromFrameToFrame() {
        func sample(_ frame: Int, _ y: Double, velocity: Double) -> OffsetSample {
            OffsetSample(
                time: Double(frame) / 60, frame: frame, source: "v", contentOffset: Point(x: 0, y: y),
                velocity: Point(x: 0, y: velocity))
        }
        let (_, velocities) = PlotSeries.lines(
            [
                sample(10, 0, velocity: 0), sample(11, 7.25, velocity: 800), sample(12, 14.5, velocity: 430),
                sample(20, 20, velocity: 800),
            ],
            end: 1, frameDuration: 1.0 / 60)
        let values = velocities.map { ($0.time * 60, $0.value.y) }
        let expected: [(Double, Double)] = [
            (10, 0), (11, 435), (12, 435), (13, 0), (19, 0), (20, 330), (21, 0), (60, 0),
        ]
        #expect(values.count == expected.count)
        for (got, want) in zip(values, expected) {
            #expect(abs(got.0 - want.0) < 1e-9 && abs(got.1 - want.1) < 1e-9, "\(got) != \(want)")
        }
    }

    /// The velocity panel says what its line is.
    @Test func theVelocityPanelSaysWhatItDraws() async throws {
        let (svg, _) = try await plot(
            """
            {"name": "v", "duration": 1, "frameRate": 120, "scrollViews": [{"id": "list", "size": {"width": 375, "height": 667},
             "contentSize": {"width": 375, "height": 3000}}],
             "steps": [{"at": 0.1, "fling": {"view": "list", "velocity": {"x": 0, "y": 3000}}}]}
            """)
        #expect(svg.contains(">offset change from the frame before × 120 frames/s</text>"))
    }

    /// `top edge 0 · bottom edge 0 · target` beside a short list's panel ran past the SVG's right
    /// edge: the SVG is as wide as its labels need.
    @Test func everyLabelIsInsideTheCanvas() async throws {
        let (svg, drawing) = try await plot(
            """
            {"name": "rubber", "duration": 3, "scrollViews": [{"id": "short", "size": {"width": 375, "height": 667},
             "contentSize": {"width": 375, "height": 100}, "alwaysBounceVertical": true}],
             "steps": [{"at": 0.2, "drag": {"view": "short", "by": {"x": 0, "y": -400}, "duration": 0.5}}]}
            """)
        let width = try #require(
            Double(
                svg.components(separatedBy: "<svg ")[1].components(separatedBy: "width=\"")[1].components(
                    separatedBy: "\"")[0]))
        #expect(drawing.labels.contains { $0.text == "top edge 0 · bottom edge 0 · target" })
        for box in drawing.labels { #expect(box.x + box.width <= width, "\(box.text) ends at \(box.x + box.width)") }
    }

    /// A failing run's plot looked like a passing one's: it says how many failed, marks each
    /// expectation's time on a strip (red when it failed), and writes each failure.
    @Test func theExpectationsResultsAreDrawn() async throws {
        let (svg, _) = try await plot(
            """
            {"name": "e", "duration": 2, "scrollViews": [{"id": "list", "size": {"width": 375, "height": 667},
             "contentSize": {"width": 375, "height": 3000}}],
             "steps": [{"at": 0.1, "fling": {"view": "list", "velocity": {"x": 0, "y": 2000}}}],
             "expect": [{"count": 1, "event": "willBeginDecelerating", "source": "list"},
                        {"at": 0.5, "view": "list", "contentOffset": {"x": 0, "y": 5}},
                        {"at": 1, "event": "willBeginDecelerating", "source": "list", "tolerance": 1}]}
            """)
        #expect(svg.contains(">expectations: 1 of 3 failed</text>"))
        // 0.5 s of 2 s across 480 px from x = 100.
        #expect(svg.contains("<line x1=\"220\" y1=\"72\" x2=\"220\" y2=\"86\" class=\"failmark\"/>"))
        #expect(svg.contains("<line x1=\"340\" y1=\"72\" x2=\"340\" y2=\"86\" class=\"passmark\"/>"))
        #expect(svg.contains(">expect[1]</text>"))
        #expect(svg.contains(">✗ expect[1]: "))
        let (quiet, _) = try await plot(
            #"{"name": "n", "duration": 1, "scrollViews": [{"id": "v", "size": {"width": 10, "height": 10}, "contentSize": {"width": 10, "height": 10}}]}"#
        )
        #expect(!quiet.contains("expectations:"))
    }
}
