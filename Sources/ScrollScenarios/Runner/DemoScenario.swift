/// The built-in demo that `scrollsim` runs with no arguments: seed 000's whole app, whose tab 0 root
/// is the seeds' essence screen (five lazily loaded children under a fixed title bar): a title tap,
/// a swipe, a fling into the bottom of a child's list that bounces back; then a switch to tab 1 (its
/// root loads), a push and a pop there, back to tab 0, and the publish button's full-screen modal,
/// whose dismissal sends the page shown `viewWillAppear` again.
public enum DemoScenario {
    /// The demo as scenario JSON (the same format as the files in `Scenarios/`).
    public static let json = """
        {
          "name": "essence-demo",
          "description": "Seed 000's app: on tab 0's paging screen tap title 3, swipe back to page 2, fling a list into its bottom edge; switch to tab 1, push and pop there, switch back; present the publish button's modal full screen and dismiss it. Children appear by page transitions (Parchment's model); a file may set appearance to seeds for the seeds' own.",
          "frameRate": 60,
          "duration": 9.5,
          "pagingScreen": {
            "titles": ["全部", "视频", "声音", "图片", "段子"],
            "titleBarStyle": "fixed",
            "loadingPolicy": "onSettle",
            "childContentHeight": 1500,
            "app": { "publishStyle": "fullScreen" }
          },
          "steps": [
            { "at": 0.5, "tapTitle": { "index": 3 } },
            { "at": 1.5, "swipe": { "direction": "right" } },
            { "at": 3.0, "fling": { "view": "child/2/list", "velocity": { "x": 0, "y": 4000 } } },
            { "at": 6.2, "tapTab": { "index": 1 } },
            { "at": 6.5, "push": {} },
            { "at": 7.0, "pop": {} },
            { "at": 7.5, "tapTab": { "index": 0 } },
            { "at": 8.0, "tapPublish": {} },
            { "at": 8.8, "dismiss": {} }
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
            { "at": 6.0, "view": "child/2/list", "contentOffset": { "x": 0, "y": 882 }, "tolerance": 0 },
            { "event": "viewDidLoad", "source": "tab/1/root", "at": 6.2, "tolerance": 0.001 },
            { "event": "viewDidAppear", "source": "tab/1/pushed/1", "at": 6.633333, "tolerance": 0.001 },
            { "event": "viewDidAppear", "source": "tab/1/root", "at": 7.133333, "tolerance": 0.001 },
            { "sequence": ["viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear",
                           "viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear"], "source": "child/2" },
            { "event": "viewDidAppear", "source": "modal", "at": 8.5, "tolerance": 0.001 },
            { "event": "viewWillAppear", "source": "child/2", "at": 8.8, "tolerance": 0.001 },
            { "count": 1, "event": "addPublishButton", "source": "tabs" }
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
