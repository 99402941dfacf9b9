import Foundation

/// What a replay page must draw at a time, computed here from the JSON Lines alone, independently
/// of the page's script: the latest record of each kind at or before the frame.
struct ReplayExpectation {
    var offsets: [String: (x: Double, y: Double)] = [:]
    var selectedTitle = 0
    var loaded: Set<Int> = []
    var barAlpha: Double?
    /// The bar's items' alpha (its title's, in the replay): 1 until a record says otherwise.
    var barItemsAlpha = 1.0
    var selectedTab: Int?
    /// The presented screen: `presenting`, `shown`, `dismissing` or `none`.
    var modal = "none"

    /// The state at frame `frame` of the run whose JSON Lines are `jsonLines`, given each view's
    /// first offset (`initial`).
    init(jsonLines: String, frame: Int, initial: [String: (x: Double, y: Double)], initialTab: Int?) throws {
        offsets = initial
        selectedTab = initialTab
        for line in jsonLines.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            guard (object["frame"] as! Int) <= frame else { break }
            let source = object["source"] as! String
            let event = object["event"] as! String
            let offset = object["contentOffset"] as! [String: Double]
            if initial[source] != nil, event != "stepRefused" { offsets[source] = (offset["x"]!, offset["y"]!) }
            // A view controller's view (a child's, an app screen's) loads with a new list.
            if event == "viewDidLoad", let first = initial[source + "/list"] { offsets[source + "/list"] = first }
            if source.hasPrefix("child/"), !source.hasSuffix("/list"), let index = Int(source.dropFirst(6)) {
                if event == "viewDidLoad" { loaded.insert(index) }
                if event == "unloadView" || event == "viewDidUnload" { loaded.remove(index) }
            }
            if event == "didSelectTitle" { selectedTitle = object["index"] as! Int }
            if event == "didSelectTab" { selectedTab = object["index"] as? Int }
            if source == "navigationBar", let alpha = object["alpha"] as? Double { barAlpha = alpha }
            if source == "navigationBar", let items = object["itemsAlpha"] as? Double { barItemsAlpha = items }
            if source == "modal" {
                let states = [
                    "viewWillAppear": "presenting", "viewDidAppear": "shown", "viewWillDisappear": "dismissing",
                    "viewDidDisappear": "none",
                ]
                modal = states[event] ?? modal
            }
        }
    }
}
