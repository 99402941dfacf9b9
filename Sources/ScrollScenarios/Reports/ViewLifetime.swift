/// When a view controller's view exists, as its records show it: from each `viewDidLoad` until the
/// view is destroyed. A child's view goes when it unloads (`unloadView`, `viewDidUnload`), a
/// pushed screen's when the screen is popped (its `viewDidDisappear` in the frame in which the
/// screen below it appears again; covered by a push or a tab switch, it lives on), the presented
/// screen's when it is dismissed (its `viewDidDisappear`); the others live to the end of the run.
/// The plot cuts a list's line there, the replay hides the list, and the trace ends the
/// controller's `view loaded` slice.
enum ViewLifetime {
    /// One life of a view: its `viewDidLoad`, and the record that destroyed it (nil: it lived to
    /// the end of the run).
    struct Life: Sendable, Equatable {
        /// The controller's `viewDidLoad`.
        var load: EventRecord
        /// The first record after it that destroyed the view, if any.
        var end: EventRecord? = nil
    }

    /// Each life of the view of `controller`, in order; `records` are the run's (report order).
    static func lives(of controller: String, in records: [EventRecord]) -> [Life] {
        let ends = Set(destructions(of: controller, in: records))
        var lives: [Life] = []
        for record in records where record.source == controller {
            if record.event == "viewDidLoad" {
                lives.append(Life(load: record))
            } else if ends.contains(record), let last = lives.indices.last, lives[last].end == nil {
                lives[last].end = record
            }
        }
        return lives
    }

    /// The records of `records` at which the view of `controller` is destroyed, in order.
    static func destructions(of controller: String, in records: [EventRecord]) -> [EventRecord] {
        switch kind(of: controller) {
        case .child:
            return records.filter {
                $0.source == controller && ($0.event == "unloadView" || $0.event == "viewDidUnload")
            }
        case .pushed(let below):
            let reappears = Set(records.filter { $0.source == below && $0.event == "viewDidAppear" }.map(\.frame))
            return records.filter {
                $0.source == controller && $0.event == "viewDidDisappear" && reappears.contains($0.frame)
            }
        case .presented:
            return records.filter { $0.source == controller && $0.event == "viewDidDisappear" }
        case nil:
            return []
        }
    }

    /// The (source, event) pairs of the records ``destructions(of:in:)`` reads for `controller`:
    /// what a run that keeps only some records must keep to know when its view went.
    static func evidence(of controller: String) -> [(source: String, event: String)] {
        switch kind(of: controller) {
        case .child: [(controller, "unloadView"), (controller, "viewDidUnload")]
        case .pushed(let below): [(controller, "viewDidDisappear"), (below, "viewDidAppear")]
        case .presented: [(controller, "viewDidDisappear")]
        case nil: []
        }
    }

    /// The view controller whose view holds the list `id` (`child/2` for `child/2/list`), if `id`
    /// names a list.
    static func controller(ofList id: String) -> String? {
        id.hasSuffix("/list") ? String(id.dropLast("/list".count)) : nil
    }

    /// How a controller's view goes: a child's unloads, a pushed screen's goes when the screen
    /// below it reappears as it disappears (a pop), the presented screen's when it is dismissed.
    private enum Kind {
        case child
        case pushed(below: String)
        case presented
    }

    private static func kind(of controller: String) -> Kind? {
        if controller.hasPrefix("child/") { return .child }
        if controller == ScreenPath.modal { return .presented }
        let parts = controller.split(separator: "/")
        guard parts.count == 4, parts[0] == "tab", let tab = Int(parts[1]), parts[2] == "pushed",
            let depth = Int(parts[3])
        else { return nil }
        return .pushed(below: ScreenPath.screen(tab: tab, depth: depth - 1))
    }
}
