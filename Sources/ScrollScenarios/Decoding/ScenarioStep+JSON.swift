// Reading steps: `{ "at": T, "<action>": { ... } }` with exactly one action member.

extension ScenarioStep: JSONReadable {
    static var expectation: String { "a step object {\"at\", <action>}" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> ScenarioStep {
        let kinds = ScenarioAction.Kind.allCases.map(\.rawValue)
        let object = try ObjectReader(value, at: path, fields: ["at"] + kinds, expectation: expectation)
        let at: Double = try object.required("at")
        let present = object.present(among: kinds)
        guard present.count == 1, let name = present.first, let kind = ScenarioAction.Kind(rawValue: name),
            let body = object.raw(name)
        else {
            throw path.error(
                expected: "exactly one action (" + kinds.joined(separator: ", ") + ")",
                actual: present.isEmpty ? "none" : "\(present.count) (" + present.joined(separator: ", ") + ")")
        }
        return ScenarioStep(at: at, action: try ScenarioAction.read(kind, body, at: path.appending(name)))
    }
}

extension ScenarioAction {
    /// Reads the body of an action of a known kind.
    static func read(_ kind: Kind, _ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> ScenarioAction {
        let object = try ObjectReader(value, at: path, fields: kind.fields, expectation: "a \(kind.rawValue) object")
        switch kind {
        case .fling:
            let velocity = try object.required("velocity", as: Velocity.self).point
            try checkFlingVelocity(velocity, at: path.appending("velocity"))
            return .fling(view: try object.required("view"), velocity: velocity)
        case .touch:
            return .touch(view: try object.required("view"))
        case .drag:
            let view: String = try object.required("view")
            let translation: Point = try object.required("by")
            try checkDragTranslation(translation, at: path.appending("by"))
            return .drag(
                view: view, by: translation,
                duration: try object.required("duration", where: .positive(atMost: ScenarioLimits.maximumDragDuration)))
        case .setContentOffset:
            return .setContentOffset(
                view: try object.required("view"), offset: try object.required("offset"),
                animated: try object.value("animated", default: false))
        case .assignContentOffset:
            return .assignContentOffset(view: try object.required("view"), offset: try object.required("offset"))
        case .scrollRectToVisible:
            return .scrollRectToVisible(
                view: try object.required("view"), rect: try object.required("rect"),
                animated: try object.value("animated", default: false))
        case .scrollToTop:
            return .scrollToTop(view: try object.required("view"))
        case .touchDown:
            return .touchDown(view: try object.required("view"), location: try object.required("location"))
        case .touchMove:
            return .touchMove(view: try object.required("view"), location: try object.required("location"))
        case .touchUp:
            return .touchUp(view: try object.required("view"))
        case .tapTitle:
            return .tapTitle(index: try object.required("index", where: .atLeast(0)))
        case .swipe:
            return .swipe(
                direction: try object.required("direction"),
                velocity: try object.value(
                    "velocity", default: defaultSwipeVelocity, where: .positive(atMost: ScenarioLimits.maximumSpeed)))
        case .tapTab:
            return .tapTab(index: try object.required("index", where: .tabIndex))
        case .push:
            return .push
        case .pop:
            return .pop
        case .interactivePop:
            return .interactivePop(
                progress: try object.required("progress", where: .unitInterval),
                release: try object.required("release"),
                duration: try object.value(
                    "duration", default: defaultInteractivePopDuration,
                    where: .positive(atMost: ScenarioLimits.maximumTransitionDuration)))
        case .memoryWarning:
            return .memoryWarning
        case .tapPublish:
            return .tapPublish
        case .present:
            return .present(style: try object.required("style"))
        case .dismiss:
            return .dismiss
        case .tapTabBar:
            return .tapTabBar(x: try object.required("x", where: .coordinate))
        case .pan:
            return .pan(
                view: try object.optional("view"), location: try object.required("location"),
                by: try object.required("by"),
                duration: try object.required("duration", where: .positive(atMost: ScenarioLimits.maximumDragDuration)))
        }
    }
}

extension ScenarioAction.Kind {
    /// The members the action's JSON body may have.
    public var fields: [String] {
        switch self {
        case .fling: ["view", "velocity"]
        case .touch, .scrollToTop, .touchUp: ["view"]
        case .drag: ["view", "by", "duration"]
        case .setContentOffset: ["view", "offset", "animated"]
        case .assignContentOffset: ["view", "offset"]
        case .scrollRectToVisible: ["view", "rect", "animated"]
        case .touchDown, .touchMove: ["view", "location"]
        case .tapTitle, .tapTab: ["index"]
        case .swipe: ["direction", "velocity"]
        case .push, .pop, .memoryWarning, .tapPublish, .dismiss: []
        case .present: ["style"]
        case .pan: ["view", "location", "by", "duration"]
        case .tapTabBar: ["x"]
        case .interactivePop: ["progress", "release", "duration"]
        }
    }
}
