// Checks across fields: ids are unique, every reference names something that exists, every time
// lies within the run. Single values (types, finiteness, ranges) are checked while decoding, and
// again here for a scenario built in memory (`Scenario+Values.swift`).

import ScreenModels

extension Scenario {
    /// Checks every single value as the decoder does (finite, within ``ScenarioLimits``), then the
    /// rules that span fields, throwing the first violation with its field path:
    /// there is something to simulate; view ids are unique and distinct from the paging screen's
    /// sources; every `view` and `source` named by a step or expectation exists; every `at` lies in
    /// `[0, duration]`; paging-screen steps and checks have a paging screen (with the tab bar or
    /// navigation bar they need) and valid indices. ``ScenarioLoader`` calls this before returning.
    ///
    /// Then it plays the steps in time order on a model of each finger and of the navigation stack
    /// (`validateTimeline()`): a gesture that starts while another is still playing on its view,
    /// a `touchMove` or `touchUp` without a finger down, a `pop` with nothing pushed are refused here,
    /// before anything runs.
    ///
    /// - Complexity: O(n log n) in the number of steps, expectations, views and titles: the names
    ///   are collected once into sets.
    public func validate() throws(ScenarioError) {
        try validateValues()
        try validateViews()
        let names = ValidationNames(self)
        for (index, step) in steps.enumerated() {
            try validate(step, at: FieldPath.root.appending("steps").appending(index: index), names)
        }
        for (index, expectation) in expectations.enumerated() {
            try validate(expectation, at: FieldPath.root.appending("expect").appending(index: index), names)
        }
        try validateTimeline()
    }

    private func validateViews() throws(ScenarioError) {
        guard !scrollViews.isEmpty || pagingScreen != nil else {
            throw FieldPath.root.appending("scrollViews").error(
                expected: "at least one scroll view (or a pagingScreen)", actual: "none")
        }
        if let screen = pagingScreen, screen.app != nil, let tabBar = screen.tabBar, tabBar.selectedIndex != 0 {
            throw FieldPath.root.appending("pagingScreen").appending("tabBar").appending("selectedIndex").error(
                expected: "0 with an app (the paging screen is tab 0's root)", actual: "\(tabBar.selectedIndex)")
        }
        let reserved = screenSources
        var seen: [String: Int] = [:]
        for (index, view) in scrollViews.enumerated() {
            let path = FieldPath.root.appending("scrollViews").appending(index: index).appending("id")
            if let first = seen[view.id] {
                throw path.error(
                    expected: "a unique id", actual: "\(JSONValue.quoted(view.id)), the id of scrollViews[\(first)]")
            }
            if reserved.contains(view.id) {
                throw path.error(
                    expected: "an id that is not a paging screen source", actual: JSONValue.quoted(view.id))
            }
            seen[view.id] = index
        }
    }

    private func validate(_ step: ScenarioStep, at path: FieldPath, _ names: ValidationNames) throws(ScenarioError) {
        try checkTime(step.at, at: path.appending("at"))
        let kind = step.action.kind
        let actionPath = path.appending(kind.rawValue)
        if let view = step.action.view { try checkScrollView(view, at: actionPath.appending("view"), names) }
        if case .pan(let view?, let location, _, _) = step.action {
            try checkPlainPan(on: view, at: location, path: actionPath, names)
        }
        if let pagingScreen {
            switch step.action {
            case .setContentOffset(PagingScreenSpec.Source.pages, let offset, _),
                .assignContentOffset(PagingScreenSpec.Source.pages, let offset):
                try checkPageOffset(offset, of: pagingScreen, at: actionPath.appending("offset"))
            default:
                break
            }
        }
        guard step.action.needsPagingScreen else { return }
        let screen = try requirePagingScreen(at: actionPath)
        switch step.action {
        case .tapTitle(let index):
            try checkIndex(index, below: screen.titles.count, "a title index", at: actionPath.appending("index"))
        case .tapTabBar(let x):
            if screen.app == nil { throw actionPath.error(expected: "a pagingScreen.app", actual: "none") }
            guard x >= 0, x < screen.size.width else {
                throw actionPath.appending("x").error(
                    expected: "a point on the tab bar (0..<\(DecimalFormat.shortest(screen.size.width)))",
                    actual: DecimalFormat.shortest(x))
            }
        case .pan(nil, let location, _, _):
            let size = screen.size
            guard (0..<size.width).contains(location.x), (0..<size.height).contains(location.y) else {
                throw actionPath.appending("location").error(
                    expected: "a point in the paging screen (0..<\(DecimalFormat.shortest(size.width)), "
                        + "0..<\(DecimalFormat.shortest(size.height)))",
                    actual: "(\(DecimalFormat.shortest(location.x)), \(DecimalFormat.shortest(location.y)))")
            }
        case .tapTab:
            if screen.tabBar == nil && screen.app == nil {
                throw actionPath.error(expected: "a pagingScreen.tabBar or a pagingScreen.app", actual: "none")
            }
        case .push, .pop, .interactivePop:
            if screen.navigationBar == nil && screen.app == nil {
                throw actionPath.error(expected: "a pagingScreen.navigationBar or a pagingScreen.app", actual: "none")
            }
        default:
            if kind.needsApp && screen.app == nil {
                throw actionPath.error(expected: "a pagingScreen.app", actual: "none")
            }
        }
    }

    private func validate(
        _ expectation: ScenarioExpectation, at path: FieldPath, _ names: ValidationNames
    ) throws(ScenarioError) {
        switch expectation {
        case .contentOffset(let view, let at, _, _):
            try checkScrollView(view, at: path.appending("view"), names)
            try checkTime(at, at: path.appending("at"))
        case .event(let event, let source, let at, _):
            try checkSource(source, at: path.appending("source"), names)
            try checkEvent(event, of: source, at: path.appending("event"), names)
            try checkTime(at, at: path.appending("at"))
        case .sequence(let events, let source):
            try checkSource(source, at: path.appending("source"), names)
            for (index, event) in events.enumerated() {
                try checkEvent(event, of: source, at: path.appending("sequence").appending(index: index), names)
            }
        case .count(_, let event, let source):
            try checkSource(source, at: path.appending("source"), names)
            try checkEvent(event, of: source, at: path.appending("event"), names)
        case .selectedTitle(let index, let at):
            let body = path.appending("selectedTitle")
            let screen = try requirePagingScreen(at: body)
            try checkIndex(index, below: screen.titles.count, "a title index", at: body.appending("index"))
            try checkTime(at, at: body.appending("at"))
        case .loaded(let child, _, let at):
            let body = path.appending("loaded")
            let screen = try requirePagingScreen(at: body)
            try checkIndex(child, below: screen.titles.count, "a child index", at: body.appending("child"))
            if let at { try checkTime(at, at: body.appending("at")) }
        case .navigationBar(let bar):
            let body = path.appending("navigationBar")
            if try requirePagingScreen(at: body).navigationBar == nil {
                throw body.error(expected: "a pagingScreen.navigationBar", actual: "none")
            }
            try checkTime(bar.at, at: body.appending("at"))
        }
    }

    /// The paging screen scrolls its pages only to a page (its pages rest on a page, and so do its
    /// children's appearance calls): a `setContentOffset` or `assignContentOffset` of `pages`
    /// names a page's offset. Between pages the children's appearance calls stop half way, and
    /// nothing that follows at rest (a tap sends nothing) would end them.
    private func checkPageOffset(
        _ offset: Point, of screen: PagingScreenSpec, at path: FieldPath
    ) throws(ScenarioError) {
        guard let pages = try? PageGeometry(pageSize: screen.size, pageCount: screen.titles.count),
            pages.page(restingAt: offset) == nil
        else { return }
        let width = DecimalFormat.shortest(pages.pageWidth)
        throw path.error(
            expected: "a page's offset, (k * \(width), 0) for a page k in 0..<\(pages.pageCount)",
            actual: "(\(DecimalFormat.shortest(offset.x)), \(DecimalFormat.shortest(offset.y)))")
    }

    /// A `pan` with a `view` lands on one of `scrollViews` (a paging screen's views are panned
    /// through the screen, which finds the nested views under the finger), inside its bounds.
    private func checkPlainPan(
        on id: String, at location: Point, path: FieldPath, _ names: ValidationNames
    ) throws(ScenarioError) {
        guard let size = names.plainViewSizes[id] else {
            throw path.appending("view").error(
                expected: "the id of one of scrollViews (leave view out to pan on the paging screen)",
                actual: JSONValue.quoted(id))
        }
        guard (0..<size.width).contains(location.x), (0..<size.height).contains(location.y) else {
            throw path.appending("location").error(
                expected: "a point in the view's bounds (0..<\(DecimalFormat.shortest(size.width)), "
                    + "0..<\(DecimalFormat.shortest(size.height)))",
                actual: "(\(DecimalFormat.shortest(location.x)), \(DecimalFormat.shortest(location.y)))")
        }
    }

    private func checkTime(_ time: Double, at path: FieldPath) throws(ScenarioError) {
        guard time.isFinite, time >= 0, time <= duration else {
            throw path.error(
                expected: "a time in [0, \(DecimalFormat.exact(duration))] s (the duration)",
                actual: DecimalFormat.exact(time))
        }
    }

    private func checkScrollView(_ id: String, at path: FieldPath, _ names: ValidationNames) throws(ScenarioError) {
        guard names.scrollViews.contains(id) else {
            throw path.error(
                expected: "the id of a scroll view (" + Self.list(scrollViewIDs, near: id) + ")",
                actual: JSONValue.quoted(id))
        }
    }

    private func checkSource(_ source: String, at path: FieldPath, _ names: ValidationNames) throws(ScenarioError) {
        guard names.sources.contains(source) else {
            // An app's screen named in a scenario without an app: say what it needs.
            let isAppScreen = [ScreenPath.tabs, ScreenPath.modal].contains(source) || source.hasPrefix("tab/")
            let hint = pagingScreen?.app == nil && isAppScreen ? " (the app's screens need a pagingScreen.app)" : ""
            throw path.error(
                expected: "an event source (" + Self.list(sources, near: source) + ")",
                actual: JSONValue.quoted(source) + hint)
        }
    }

    /// Refuses an event name that sources of `source`'s kind never send, suggesting the closest.
    private func checkEvent(
        _ event: String, of source: String, at path: FieldPath, _ names: ValidationNames
    ) throws(ScenarioError) {
        // A scroll view of the scenario is one whatever its name (a plain view may be called `tabs`).
        let kind = names.scrollViews.contains(source) ? .scrollView : EventVocabulary.kind(of: source)
        let known = EventVocabulary.names(of: kind)
        guard known.contains(event) else {
            throw path.error(
                expected: "an event of \(kind.phrase) (" + known.joined(separator: ", ") + ")",
                actual: JSONValue.quoted(event) + Suggestion.didYouMean(event, among: known))
        }
        // A name the kind sends, but never in this scenario: an expectation of it could only hold
        // vacuously (a count of 0) or never.
        let unreachable = unreachableEvents(of: kind)
        if let reason = unreachable[event] {
            let possible = known.filter { unreachable[$0] == nil }
            throw path.error(
                expected: "an event \(kind.phrase) can send in this scenario (" + possible.joined(separator: ", ")
                    + ")",
                actual: JSONValue.quoted(event) + " (" + reason + ")")
        }
    }

    /// The names of `kind`'s vocabulary that nothing in this scenario can make it send, each with
    /// the reason: the title bar style's own events, the tag lookup's pitfall, the tab badge.
    private func unreachableEvents(of kind: EventVocabulary.SourceKind) -> [String: String] {
        switch kind {
        case .titles:
            guard let pagingScreen else { return [:] }
            var unreachable: [String: String] = [:]
            switch pagingScreen.titleBarStyle {
            case .scrolling:
                for name in ["indicatorAnimation", "indicatorFrame"] {
                    unreachable[name] = "only the fixed title bar has an indicator"
                }
            case .fixed:
                unreachable["titleScale"] = "only the scrolling title bar scales its titles"
            }
            if pagingScreen.titleLookup != .viewWithTag {
                unreachable["viewWithTagReturnedTitleBar"] = "only with titleLookup viewWithTag"
            }
            return unreachable
        case .tabBar:
            return ["setBadge": "no scenario step sets a badge"]
        default:
            return [:]
        }
    }

    private func requirePagingScreen(at path: FieldPath) throws(ScenarioError) -> PagingScreenSpec {
        guard let pagingScreen else { throw path.error(expected: "a pagingScreen in the scenario", actual: "none") }
        return pagingScreen
    }

    private func checkIndex(_ index: Int, below count: Int, _ what: String, at path: FieldPath) throws(ScenarioError) {
        guard (0..<count).contains(index) else {
            throw path.error(expected: "\(what) in 0...\(count - 1)", actual: "\(index)")
        }
    }

    /// Names for a message, shortened after eight: those that begin most like `word` first (for
    /// `tab/4/root`, the `tab/...` ones), so that the eight shown are the ones the file meant.
    /// Each name is escaped and cut to 40 characters: names come from the file.
    static func list(_ names: [String], near word: String = "") -> String {
        func shared(_ name: String) -> Int { zip(name.utf8, word.utf8).prefix { $0 == $1 }.count }
        let ordered =
            word.isEmpty
            ? names
            : names.enumerated().sorted { a, b in
                let (x, y) = (shared(a.element), shared(b.element))
                return x != y ? x > y : a.offset < b.offset
            }.map(\.element)
        let shown = ordered.prefix(8).map { name in
            JSONValue.escaped(String(String.UnicodeScalarView(name.unicodeScalars.prefix(40))))
                + (name.unicodeScalars.count > 40 ? "..." : "")
        }
        return shown.joined(separator: ", ") + (names.count > 8 ? ", ..." : "")
    }
}

/// The scenario's scroll view ids and event sources, collected once so that checking a reference
/// is a set lookup (10,000 titles times 10,000 expectations took 11.5 s as array scans).
struct ValidationNames {
    /// Every scroll view id (``Scenario/scrollViewIDs``).
    let scrollViews: Set<String>
    /// Every event source (``Scenario/sources``).
    let sources: Set<String>
    /// The bounds size (pt) of each of the plain `scrollViews`, by id (the first of a duplicate id).
    let plainViewSizes: [String: Size]

    init(_ scenario: Scenario) {
        scrollViews = Set(scenario.scrollViewIDs)
        sources = Set(scenario.sources)
        plainViewSizes = Dictionary(
            scenario.scrollViews.map { ($0.id, $0.size) }, uniquingKeysWith: { first, _ in first })
    }
}
