import Foundation

@testable import ScrollScenarios

/// Shared scenario texts and helpers for the scenario layer's tests.
enum Fixtures {
    /// The example scenario of the issue, verbatim.
    static let issueExample = """
        {
          "name": "fling-list",
          "description": "A table view under translucent bars is flung down and decelerates.",
          "frameRate": 60,
          "duration": 5.0,
          "scrollViews": [
            { "id": "list",
              "size": { "width": 375, "height": 667 },
              "contentSize": { "width": 375, "height": 3000 },
              "contentInset": { "top": 99, "left": 0, "bottom": 49, "right": 0 },
              "contentOffset": { "x": 0, "y": -99 },
              "pagingEnabled": false, "bounces": true,
              "alwaysBounceVertical": false, "alwaysBounceHorizontal": false,
              "decelerationRate": "normal" }
          ],
          "steps": [
            { "at": 0.5, "fling": { "view": "list", "velocity": { "x": 0, "y": 1200 } } },
            { "at": 2.0, "touch": { "view": "list" } },
            { "at": 2.5, "drag": { "view": "list", "by": { "x": 0, "y": -300 }, "duration": 0.25 } },
            { "at": 3.5, "setContentOffset": { "view": "list", "offset": { "x": 0, "y": 500 }, "animated": true } }
          ],
          "expect": [
            { "sequence": ["willBeginDragging", "willEndDragging", "didEndDragging",
                           "willBeginDecelerating", "didEndDecelerating"], "source": "list" },
            { "event": "didEndScrollingAnimation", "source": "list", "at": 3.8, "tolerance": 0.02 },
            { "at": 4.0, "view": "list", "contentOffset": { "x": 0, "y": 500 }, "tolerance": 0.5 }
          ]
        }
        """

    /// A minimal valid scenario with one view `list`, with `extra` JSON members spliced into the
    /// top-level object (each a `"key": value` text, comma-separated).
    static func minimal(_ extra: String = "", view: String = "") -> String {
        let viewExtra = view.isEmpty ? "" : ", " + view
        let tail = extra.isEmpty ? "" : ", " + extra
        return """
            {"name": "t", "duration": 5,
             "scrollViews": [{"id": "list", "size": {"width": 375, "height": 667},
                              "contentSize": {"width": 375, "height": 3000}\(viewExtra)}]\(tail)}
            """
    }

    /// A minimal scenario with the given steps (JSON array elements).
    static func withSteps(_ steps: String) -> String { minimal("\"steps\": [\(steps)]") }

    /// A minimal scenario with the given expectations (JSON array elements).
    static func withExpect(_ expectations: String) -> String { minimal("\"expect\": [\(expectations)]") }

    /// The message of the error that loading `json` (named `s.json`) throws, or `nil` if it loads.
    static func error(_ json: String) -> String? {
        do {
            _ = try ScenarioLoader.decode(json: json, file: "s.json")
            return nil
        } catch {
            return error.description
        }
    }
}
