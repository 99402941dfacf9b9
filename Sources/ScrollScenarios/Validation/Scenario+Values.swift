// The single values of a scenario built in memory, checked with the constraints the decoder
// applies to a file's (finite, within ``ScenarioLimits``), so that ``Scenario/validate()`` refuses
// what ``ScenarioLoader`` would: a NaN duration, an infinite velocity, a negative count.

extension Scenario {
    /// Refuses the first single value the decoder would refuse, with its field path.
    func validateValues() throws(ScenarioError) {
        let root = FieldPath.root  // a constant: the paths below are built only for a refusal
        try ValueCheck.string(name, .printableName, at: root.appending("name"))
        try ValueCheck.string(description, .printableText, at: root.appending("description"))
        try ValueCheck.int(frameRate, .oneOf(Self.supportedFrameRates), at: root.appending("frameRate"))
        try ValueCheck.number(
            duration, .positive(atMost: ScenarioLimits.maximumDuration), at: root.appending("duration"))
        try ValueCheck.count(
            scrollViews, .atMost(ScenarioLimits.maximumScrollViews, "scroll views"), at: root.appending("scrollViews"))
        try ValueCheck.count(steps, .atMost(ScenarioLimits.maximumSteps, "steps"), at: root.appending("steps"))
        try ValueCheck.count(
            expectations, .atMost(ScenarioLimits.maximumExpectations, "expectations"), at: root.appending("expect"))
        for (index, view) in scrollViews.enumerated() {
            try view.validateValues(at: root.appending("scrollViews").appending(index: index))
        }
        try pagingScreen?.validateValues(at: root.appending("pagingScreen"))
        for (index, step) in steps.enumerated() {
            try step.action.validateValues(
                at: root.appending("steps").appending(index: index).appending(step.action.kind.rawValue))
        }
        for (index, expectation) in expectations.enumerated() {
            try expectation.validateValues(at: root.appending("expect").appending(index: index))
        }
    }
}

extension ScrollViewSpec {
    fileprivate func validateValues(at path: @autoclosure () -> FieldPath) throws(ScenarioError) {
        try ValueCheck.string(id, .printableName, at: path().appending("id"))
        try ValueCheck.size(size, at: path().appending("size"))
        try ValueCheck.size(contentSize, at: path().appending("contentSize"))
        func inset() -> FieldPath { path().appending("contentInset") }
        for (value, key) in [
            (contentInset.top, "top"), (contentInset.left, "left"), (contentInset.bottom, "bottom"),
            (contentInset.right, "right"),
        ] {
            try ValueCheck.number(value, .coordinate, at: inset().appending(key))
        }
        try ValueCheck.point(contentOffset, .coordinate, at: path().appending("contentOffset"))
        if let targetSnapInterval {
            try ValueCheck.number(
                targetSnapInterval, .inRange(ScenarioLimits.minimumSnapInterval...ScenarioLimits.maximumCoordinate),
                at: path().appending("targetSnapInterval"))
        }
    }
}

extension PagingScreenSpec {
    fileprivate func validateValues(at path: @autoclosure () -> FieldPath) throws(ScenarioError) {
        try ValueCheck.count(titles, .atMost(ScenarioLimits.maximumTitles, "titles"), at: path().appending("titles"))
        guard !titles.isEmpty else {
            throw path().appending("titles").error(expected: "at least one title", actual: "an empty array")
        }
        for (index, title) in titles.enumerated() {
            try ValueCheck.string(title, .printableText, at: path().appending("titles").appending(index: index))
        }
        if let cacheLimit {
            try ValueCheck.int(cacheLimit, .atLeast(1), at: path().appending("cacheLimit"))
            let minimum = PagingScreenConfiguration.minimumCacheLimit(loadingPolicy, pageCount: titles.count)
            guard cacheLimit >= minimum else {
                throw path().appending("cacheLimit").error(
                    expected: PagingScreenConfiguration.cacheLimitExpectation(loadingPolicy, titles.count),
                    actual: "\(cacheLimit)")
            }
        }
        let screen = ScenarioLimits.minimumScreenExtent...ScenarioLimits.maximumScreenExtent
        try ValueCheck.number(size.width, .inRange(screen), at: path().appending("size").appending("width"))
        try ValueCheck.number(size.height, .inRange(screen), at: path().appending("size").appending("height"))
        try ValueCheck.number(childContentHeight, .extent, at: path().appending("childContentHeight"))
        if let bar = navigationBar {
            func barPath() -> FieldPath { path().appending("navigationBar") }
            try ValueCheck.number(bar.changePoint, .coordinate, at: barPath().appending("changePoint"))
            try ValueCheck.number(bar.fadeDistance, .positive, at: barPath().appending("fadeDistance"))
            try ValueCheck.number(
                bar.transitionDuration, .positive(atMost: ScenarioLimits.maximumTransitionDuration),
                at: barPath().appending("transitionDuration"))
            if let point = bar.translationPoint {
                try ValueCheck.number(point, .coordinate, at: barPath().appending("translationPoint"))
            } else if bar.translationSnaps {
                // Only a bar that moves can snap: alone, the flag would be taken and do nothing.
                throw barPath().appending("translationSnaps").error(
                    expected: "a translationPoint beside it (only a moving bar snaps)", actual: "true without one")
            }
        }
        if let app {
            try ValueCheck.number(
                app.modalDuration, .positive(atMost: ScenarioLimits.maximumTransitionDuration),
                at: path().appending("app").appending("modalDuration"))
        }
    }
}

extension ScenarioAction {
    fileprivate func validateValues(at path: @autoclosure () -> FieldPath) throws(ScenarioError) {
        switch self {
        case .fling(_, let velocity):
            try ValueCheck.point(velocity, .speed, at: path().appending("velocity"))
            try Self.checkFlingVelocity(velocity, at: path().appending("velocity"))
        case .drag(_, let translation, let duration):
            try ValueCheck.point(translation, .coordinate, at: path().appending("by"))
            try Self.checkDragTranslation(translation, at: path().appending("by"))
            try ValueCheck.number(
                duration, .positive(atMost: ScenarioLimits.maximumDragDuration), at: path().appending("duration"))
        case .setContentOffset(_, let offset, _), .assignContentOffset(_, let offset):
            try ValueCheck.point(offset, .coordinate, at: path().appending("offset"))
        case .scrollRectToVisible(_, let rect, _):
            try ValueCheck.point(rect.origin, .coordinate, at: path().appending("rect"))
            try ValueCheck.size(rect.size, at: path().appending("rect"))
        case .touchDown(_, let location), .touchMove(_, let location):
            try ValueCheck.point(location, .coordinate, at: path().appending("location"))
        case .swipe(_, let velocity):
            try ValueCheck.number(
                velocity, .positive(atMost: ScenarioLimits.maximumSpeed), at: path().appending("velocity"))
        case .interactivePop(let progress, _, let duration):
            try ValueCheck.number(progress, .unitInterval, at: path().appending("progress"))
            try ValueCheck.number(
                duration, .positive(atMost: ScenarioLimits.maximumTransitionDuration), at: path().appending("duration"))
        case .tapTabBar(let x):
            try ValueCheck.number(x, .coordinate, at: path().appending("x"))
        case .pan(_, let location, let translation, let duration):
            try ValueCheck.point(location, .coordinate, at: path().appending("location"))
            try ValueCheck.point(translation, .coordinate, at: path().appending("by"))
            try ValueCheck.number(
                duration, .positive(atMost: ScenarioLimits.maximumDragDuration), at: path().appending("duration"))
        case .tapTitle(let index), .tapTab(let index):
            try ValueCheck.int(index, .atLeast(0), at: path().appending("index"))
        case .touch, .scrollToTop, .touchUp, .push, .pop, .memoryWarning, .tapPublish, .present, .dismiss:
            break
        }
    }
}

extension ScenarioExpectation {
    // The times (`at`) are checked with the steps', against the duration (`Scenario.validate()`).
    fileprivate func validateValues(at path: @autoclosure () -> FieldPath) throws(ScenarioError) {
        switch self {
        case .contentOffset(_, _, let offset, let tolerance):
            try ValueCheck.point(offset, .coordinate, at: path().appending("contentOffset"))
            try ValueCheck.number(tolerance, .nonNegative, at: path().appending("tolerance"))
        case .event(let event, _, _, let tolerance):
            try ValueCheck.string(event, .nonEmpty, at: path().appending("event"))
            try ValueCheck.number(tolerance, .nonNegative, at: path().appending("tolerance"))
        case .sequence(let names, _):
            try ValueCheck.count(
                names, .atMost(ScenarioLimits.maximumSequenceLength, "event names"), at: path().appending("sequence"))
        case .count(let count, let event, _):
            try ValueCheck.int(count, .atLeast(0), at: path().appending("count"))
            try ValueCheck.string(event, .nonEmpty, at: path().appending("event"))
        case .selectedTitle(let index, _):
            try ValueCheck.int(index, .atLeast(0), at: path().appending("selectedTitle").appending("index"))
        case .loaded(let child, let count, _):
            try ValueCheck.int(child, .atLeast(0), at: path().appending("loaded").appending("child"))
            try ValueCheck.int(count, .atLeast(0), at: path().appending("loaded").appending("count"))
        case .navigationBar(let bar):
            try bar.validateValues(at: path().appending("navigationBar"))
        }
    }
}

extension BarExpectation {
    /// The numbers' ranges, and at least one field to check (the colours cannot be out of range).
    fileprivate func validateValues(at path: @autoclosure () -> FieldPath) throws(ScenarioError) {
        if let alpha { try ValueCheck.number(alpha, .unitInterval, at: path().appending("alpha")) }
        if let translationY {
            try ValueCheck.number(translationY, .barTranslation, at: path().appending("translationY"))
        }
        if let itemsAlpha { try ValueCheck.number(itemsAlpha, .unitInterval, at: path().appending("itemsAlpha")) }
        try ValueCheck.number(tolerance, .nonNegative, at: path().appending("tolerance"))
        guard checksSomething else {
            throw path().error(
                expected: "at least one of " + Self.checkedFields.joined(separator: ", "), actual: "none of them")
        }
    }
}

/// A decoder constraint applied to a value that is already in memory.
extension ScenarioAction {
    /// Refuses a fling's zero velocity, in a file or a scenario built in memory: a finger that
    /// never moves never passes the slop, so the "fling" would be a touch.
    static func checkFlingVelocity(_ velocity: Point, at path: FieldPath) throws(ScenarioError) {
        guard velocity != .zero else {
            throw path.error(
                expected: "a nonzero velocity (a touch that does not move is a \"touch\" step)",
                actual: "{\"x\": 0, \"y\": 0}")
        }
    }

    /// Refuses a drag by (0, 0), in a file or a scenario built in memory: a finger that never
    /// moves never passes the slop and sends no event, so the "drag" would be a touch.
    static func checkDragTranslation(_ translation: Point, at path: FieldPath) throws(ScenarioError) {
        guard translation != .zero else {
            throw path.error(
                expected: "a nonzero translation (a touch that does not move is a \"touch\" step)",
                actual: "{\"x\": 0, \"y\": 0}")
        }
    }
}

private enum ValueCheck {
    static func number(
        _ value: Double, _ constraint: Constraint<Double>, at path: @autoclosure () -> FieldPath
    ) throws(ScenarioError) {
        guard value.isFinite else { throw path().error(expected: Double.expectation, actual: "\(value)") }
        guard constraint.accepts(value) else {
            throw path().error(expected: constraint.expectation, actual: DecimalFormat.exact(value))
        }
    }

    static func point(
        _ point: Point, _ constraint: Constraint<Double>, at path: @autoclosure () -> FieldPath
    ) throws(ScenarioError) {
        try number(point.x, constraint, at: path().appending("x"))
        try number(point.y, constraint, at: path().appending("y"))
    }

    static func size(_ size: Size, at path: @autoclosure () -> FieldPath) throws(ScenarioError) {
        try number(size.width, .extent, at: path().appending("width"))
        try number(size.height, .extent, at: path().appending("height"))
    }

    static func int(
        _ value: Int, _ constraint: Constraint<Int>, at path: @autoclosure () -> FieldPath
    ) throws(ScenarioError) {
        guard constraint.accepts(value) else {
            throw path().error(expected: constraint.expectation, actual: "\(value)")
        }
    }

    static func string(
        _ value: String, _ constraint: Constraint<String>, at path: @autoclosure () -> FieldPath
    ) throws(ScenarioError) {
        guard constraint.accepts(value) else {
            throw path().error(expected: constraint.expectation, actual: JSONValue.quoted(value))
        }
    }

    static func count<Element>(
        _ array: [Element], _ constraint: Constraint<[Element]>, at path: @autoclosure () -> FieldPath
    ) throws(ScenarioError) {
        guard constraint.accepts(array) else {
            throw path().error(expected: constraint.expectation, actual: "\(array.count)")
        }
    }
}
