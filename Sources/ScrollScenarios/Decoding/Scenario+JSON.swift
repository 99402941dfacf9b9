// Reading a whole scenario document. Value checks (types, finiteness, ranges of single fields)
// happen here; checks across fields (ids, references, times within the duration) in `validate()`.

extension Scenario: JSONReadable {
    static var expectation: String { "a scenario object" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> Scenario {
        // Each field is read even when one before it cannot be, or a misspelt one is beside it, so
        // that one pass names them all.
        var errors = ScenarioErrorCollector()
        let object = try ObjectReader(
            value, at: path,
            fields: [
                "$schema", "name", "description", "frameRate", "duration", "scrollViews", "pagingScreen", "steps",
                "expect",
            ], expectation: expectation, collecting: &errors)
        _ = errors.read { () throws(ScenarioError) in try object.optional("$schema", as: String.self) }  // for editors
        let name = errors.read { () throws(ScenarioError) in try object.required("name", where: .printableName) }
        let description = errors.read { () throws(ScenarioError) in
            try object.value("description", default: "", where: .printableText)
        }
        let frameRate = errors.read { () throws(ScenarioError) in
            try object.value("frameRate", default: 60, where: .oneOf(supportedFrameRates))
        }
        let duration = errors.read { () throws(ScenarioError) in
            try object.required("duration", where: .positive(atMost: ScenarioLimits.maximumDuration))
        }
        let scrollViews = errors.read { () throws(ScenarioError) -> [ScrollViewSpec] in
            try object.value(
                "scrollViews", default: [], where: .atMost(ScenarioLimits.maximumScrollViews, "scroll views"))
        }
        let pagingScreen = errors.read { () throws(ScenarioError) -> PagingScreenSpec? in
            try object.optional("pagingScreen")
        }
        let steps = errors.read { () throws(ScenarioError) -> [ScenarioStep] in
            try object.value("steps", default: [], where: .atMost(ScenarioLimits.maximumSteps, "steps"))
        }
        let expectations = errors.read { () throws(ScenarioError) -> [ScenarioExpectation] in
            try object.value("expect", default: [], where: .atMost(ScenarioLimits.maximumExpectations, "expectations"))
        }
        try errors.throwIfAny()
        guard let name, let description, let frameRate, let duration, let scrollViews, let pagingScreen, let steps,
            let expectations
        else { preconditionFailure("Scenario.read: a field that threw left no error") }
        return Scenario(
            name: name, description: description, frameRate: frameRate, duration: duration, scrollViews: scrollViews,
            pagingScreen: pagingScreen, steps: steps, expectations: expectations)
    }
}

extension ScrollViewSpec: JSONReadable {
    static var expectation: String { "a scroll view object" }

    /// The members a scroll view object may have, in documentation order.
    static let fieldNames = [
        "id", "size", "contentSize", "contentInset", "contentOffset", "pagingEnabled", "bounces",
        "alwaysBounceVertical", "alwaysBounceHorizontal", "decelerationRate", "scrollsToTop",
        "targetSnapInterval", "directionalLockEnabled",
    ]

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> ScrollViewSpec {
        let object = try ObjectReader(value, at: path, fields: fieldNames, expectation: expectation)
        let spec = ScrollViewSpec(
            id: try object.required("id", where: .printableName),
            size: try object.required("size"),
            contentSize: try object.required("contentSize"),
            contentInset: try object.value("contentInset", default: .zero),
            contentOffset: try object.optional("contentOffset"),
            isPagingEnabled: try object.value("pagingEnabled", default: false),
            bounces: try object.value("bounces", default: true),
            alwaysBounceVertical: try object.value("alwaysBounceVertical", default: false),
            alwaysBounceHorizontal: try object.value("alwaysBounceHorizontal", default: false),
            decelerationRate: try object.value("decelerationRate", default: .normal),
            scrollsToTop: try object.value("scrollsToTop", default: true),
            targetSnapInterval: try object.optional(
                "targetSnapInterval",
                where: .inRange(ScenarioLimits.minimumSnapInterval...ScenarioLimits.maximumCoordinate)),
            isDirectionalLockEnabled: try object.value("directionalLockEnabled", default: false))
        // What holds across fields (a paging view that scrolls along an axis needs a page size > 0
        // there) is refused here, with the field's path, rather than when the run builds the view.
        do {
            _ = try spec.configuration()
        } catch {
            // The argument is a dotted path within the view (`size.width`).
            let field = error.argument.split(separator: ".").reduce(path) { $0.appending(String($1)) }
            throw field.error(expected: error.expected, actual: error.actual)
        }
        return spec
    }
}

extension PagingScreenSpec.TitleBarStyle: JSONStringEnum {}
extension PagingScreenSpec.LoadingPolicy: JSONStringEnum {}
extension AppearanceModel: JSONStringEnum {}
extension SwipeDirection: JSONStringEnum {}
extension PopRelease: JSONStringEnum {}

extension PagingScreenSpec: JSONReadable {
    static var expectation: String { "a paging screen object" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> PagingScreenSpec {
        let object = try ObjectReader(
            value, at: path,
            fields: [
                "titles", "titleBarStyle", "loadingPolicy", "cacheLimit", "size", "childContentHeight",
                "navigationBar", "tabBar", "appearance", "app", "titleLookup",
            ], expectation: expectation)
        let titles: [String] = try object.required("titles", where: .atMost(ScenarioLimits.maximumTitles, "titles"))
        guard !titles.isEmpty else {
            throw path.appending("titles").error(expected: "at least one title", actual: "an empty array")
        }
        var spec = PagingScreenSpec(
            titles: titles,
            titleBarStyle: try object.value("titleBarStyle", default: .fixed),
            loadingPolicy: try object.value("loadingPolicy", default: .onSettle),
            cacheLimit: try object.optional("cacheLimit", where: .atLeast(1)),
            size: try object.optional("size", as: ScreenSize.self)?.size ?? defaultSize,
            childContentHeight: try object.value(
                "childContentHeight", default: defaultChildContentHeight, where: .extent),
            navigationBar: try object.optional("navigationBar"),
            tabBar: try object.optional("tabBar"),
            appearance: try object.value("appearance", default: .pageTransitions),
            app: try object.optional("app"))
        spec.titleLookup = try object.value("titleLookup", default: .subviews)
        return spec
    }
}

extension PagingScreenConfiguration.TitleLookup: JSONStringEnum {}

extension ModalStyle: JSONStringEnum {}
extension AppConfiguration.PublishButtonSetup: JSONStringEnum {}

extension PagingScreenSpec.App: JSONReadable {
    static var expectation: String { "an app object" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> Self {
        let object = try ObjectReader(
            value, at: path, fields: ["refusedTabs", "publishStyle", "publishSetup", "modalDuration"],
            expectation: expectation)
        let refused: [Int] = try object.value(
            "refusedTabs", default: [], where: .atMost(PagingScreenSpec.TabBar.tabCount, "tabs"))
        for (index, tab) in refused.enumerated() where !(0..<PagingScreenSpec.TabBar.tabCount).contains(tab) {
            throw path.appending("refusedTabs").appending(index: index).error(
                expected: Constraint<Int>.tabIndex.expectation, actual: "\(tab)")
        }
        for (index, tab) in refused.enumerated() where refused[..<index].contains(tab) {
            throw path.appending("refusedTabs").appending(index: index).error(
                expected: "each tab once", actual: "\(tab) again")
        }
        return Self(
            refusedTabs: refused,
            publishStyle: try object.value("publishStyle", default: .fullScreen),
            publishSetup: try object.value("publishSetup", default: .guarded),
            modalDuration: try object.value(
                "modalDuration", default: ContainerMachine.modalDuration,
                where: .positive(atMost: ScenarioLimits.maximumTransitionDuration)))
    }
}

extension PagingScreenSpec.NavigationBar: JSONReadable {
    static var expectation: String { "a navigation bar object" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> Self {
        let object = try ObjectReader(
            value, at: path,
            fields: ["changePoint", "fadeDistance", "transitionDuration", "translationPoint", "translationSnaps"],
            expectation: expectation)
        return Self(
            changePoint: try object.value("changePoint", default: 0, where: .coordinate),
            fadeDistance: try object.value("fadeDistance", default: 64, where: .positive),
            transitionDuration: try object.value(
                "transitionDuration", default: 0.13, where: .positive(atMost: ScenarioLimits.maximumTransitionDuration)),
            translationPoint: try object.optional("translationPoint", where: .coordinate),
            translationSnaps: try object.value("translationSnaps", default: false))
    }
}

extension PagingScreenSpec.TabBar: JSONReadable {
    static var expectation: String { "a tab bar object" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> Self {
        let object = try ObjectReader(value, at: path, fields: ["selectedIndex"], expectation: expectation)
        return Self(selectedIndex: try object.value("selectedIndex", default: 0, where: .tabIndex))
    }
}

extension Constraint where Value == Int {
    /// A tab button index, `0..<4`.
    static var tabIndex: Self {
        Self(expectation: "a tab index in 0...\(PagingScreenSpec.TabBar.tabCount - 1)") {
            (0..<PagingScreenSpec.TabBar.tabCount).contains($0)
        }
    }
}

/// A paging screen's size: each extent in
/// [``ScenarioLimits/minimumScreenExtent``, ``ScenarioLimits/maximumScreenExtent``] pt, so that its
/// pages have a size.
struct ScreenSize: JSONReadable {
    /// The size, in pt.
    var size: Size

    static var expectation: String { Size.expectation }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> ScreenSize {
        let object = try ObjectReader(value, at: path, fields: ["width", "height"], expectation: expectation)
        let extent = Constraint<Double>.inRange(ScenarioLimits.minimumScreenExtent...ScenarioLimits.maximumScreenExtent)
        return ScreenSize(
            size: Size(
                width: try object.required("width", where: extent), height: try object.required("height", where: extent)
            ))
    }
}
