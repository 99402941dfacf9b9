/// The built-in demo that `scrollsim` runs with no arguments: the seeds' essence screen (five lazily
/// loaded children under a fixed title bar), a title tap, a swipe, and a fling into the bottom of a
/// child's list that bounces back.
public enum DemoScenario {
    /// The demo as scenario JSON (the same format as the files in `Scenarios/`).
    public static let json = """
    {
      "name": "essence-demo",
      "description": "The seeds' paging screen: tap title 3, swipe back to page 2, fling a list into its bottom edge.",
      "frameRate": 60,
      "duration": 6.0,
      "pagingScreen": {
        "titles": ["全部", "视频", "声音", "图片", "段子"],
        "titleBarStyle": "fixed",
        "loadingPolicy": "onSettle",
        "childContentHeight": 1500
      },
      "steps": [
        { "at": 0.5, "tapTitle": { "index": 3 } },
        { "at": 1.5, "swipe": { "direction": "right" } },
        { "at": 3.0, "fling": { "view": "child/2/list", "velocity": { "x": 0, "y": 4000 } } }
      ],
      "expect": [
        { "event": "didEndScrollingAnimation", "source": "pages", "at": 0.8, "tolerance": 0.001 },
        { "loaded": { "child": 3, "count": 1 } },
        { "loaded": { "child": 1, "count": 0 } },
        { "loaded": { "child": 0, "count": 1 } },
        { "selectedTitle": { "index": 2, "at": 3.0 } },
        { "at": 3.0, "view": "pages", "contentOffset": { "x": 750, "y": 0 }, "tolerance": 0 },
        { "sequence": ["willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating"],
          "source": "child/2/list" },
        { "at": 6.0, "view": "child/2/list", "contentOffset": { "x": 0, "y": 882 }, "tolerance": 0 }
      ]
    }
    """

    /// The demo, decoded.
    public static var scenario: Scenario {
        do {
            return try ScenarioLoader.decode(json: json, file: "<demo>")
        } catch {
            preconditionFailure("the built-in demo is invalid: \(error)")
        }
    }
}
