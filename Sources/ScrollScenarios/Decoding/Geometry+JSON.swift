// Reading the physics layer's geometry types from scenario files.

extension Point: JSONReadable {
    static var expectation: String { "a point {\"x\", \"y\"}" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> Point {
        let object = try ObjectReader(value, at: path, fields: ["x", "y"], expectation: expectation)
        return Point(x: try object.required("x"), y: try object.required("y"))
    }
}

extension Size: JSONReadable {
    static var expectation: String { "a size {\"width\", \"height\"}" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> Size {
        let object = try ObjectReader(value, at: path, fields: ["width", "height"], expectation: expectation)
        return Size(
            width: try object.required("width", where: .nonNegative),
            height: try object.required("height", where: .nonNegative))
    }
}

extension EdgeInsets: JSONReadable {
    static var expectation: String { "insets {\"top\", \"left\", \"bottom\", \"right\"}" }

    /// Each inset defaults to 0 and may be negative.
    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> EdgeInsets {
        let object = try ObjectReader(value, at: path, fields: ["top", "left", "bottom", "right"], expectation: expectation)
        return EdgeInsets(
            top: try object.value("top", default: 0), left: try object.value("left", default: 0),
            bottom: try object.value("bottom", default: 0), right: try object.value("right", default: 0))
    }
}

extension Rect: JSONReadable {
    static var expectation: String { "a rectangle {\"x\", \"y\", \"width\", \"height\"}" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> Rect {
        let object = try ObjectReader(value, at: path, fields: ["x", "y", "width", "height"], expectation: expectation)
        return Rect(
            x: try object.required("x"), y: try object.required("y"),
            width: try object.required("width", where: .nonNegative),
            height: try object.required("height", where: .nonNegative))
    }
}

extension DecelerationRate: JSONReadable {
    static var expectation: String { "\"normal\", \"fast\" or a number in (0, 1)" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> DecelerationRate {
        switch value {
        case .string("normal"): return .normal
        case .string("fast"): return .fast
        case .number(let number, _):
            do { return try DecelerationRate(number) } catch { throw mismatch(value, at: path) }
        default: throw mismatch(value, at: path)
        }
    }
}
