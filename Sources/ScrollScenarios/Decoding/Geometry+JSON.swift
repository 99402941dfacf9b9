// Reading the physics layer's geometry types from scenario files.

extension Point: JSONReadable {
    static var expectation: String { "a point {\"x\", \"y\"}" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> Point {
        let object = try ObjectReader(value, at: path, fields: ["x", "y"], expectation: expectation)
        return Point(x: try object.required("x", where: .coordinate), y: try object.required("y", where: .coordinate))
    }
}

/// A velocity `{x, y}` in pt/s, each component of magnitude at most ``ScenarioLimits/maximumSpeed``.
struct Velocity: JSONReadable {
    /// The velocity, in pt/s.
    var point: Point

    static var expectation: String { "a velocity {\"x\", \"y\"}" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> Velocity {
        let object = try ObjectReader(value, at: path, fields: ["x", "y"], expectation: expectation)
        return Velocity(
            point: Point(x: try object.required("x", where: .speed), y: try object.required("y", where: .speed)))
    }
}

extension Constraint where Value == Double {
    /// A velocity component, pt/s: magnitude at most ``ScenarioLimits/maximumSpeed``.
    static var speed: Self { inRange(-ScenarioLimits.maximumSpeed...ScenarioLimits.maximumSpeed) }
}

extension Size: JSONReadable {
    static var expectation: String { "a size {\"width\", \"height\"}" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> Size {
        let object = try ObjectReader(value, at: path, fields: ["width", "height"], expectation: expectation)
        return Size(
            width: try object.required("width", where: .extent), height: try object.required("height", where: .extent))
    }
}

extension EdgeInsets: JSONReadable {
    static var expectation: String { "insets {\"top\", \"left\", \"bottom\", \"right\"}" }

    /// Each inset defaults to 0 and may be negative.
    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> EdgeInsets {
        let object = try ObjectReader(
            value, at: path, fields: ["top", "left", "bottom", "right"], expectation: expectation)
        return EdgeInsets(
            top: try object.value("top", default: 0, where: .coordinate),
            left: try object.value("left", default: 0, where: .coordinate),
            bottom: try object.value("bottom", default: 0, where: .coordinate),
            right: try object.value("right", default: 0, where: .coordinate))
    }
}

extension Rect: JSONReadable {
    static var expectation: String { "a rectangle {\"x\", \"y\", \"width\", \"height\"}" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> Rect {
        let object = try ObjectReader(value, at: path, fields: ["x", "y", "width", "height"], expectation: expectation)
        return Rect(
            x: try object.required("x", where: .coordinate), y: try object.required("y", where: .coordinate),
            width: try object.required("width", where: .extent), height: try object.required("height", where: .extent))
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
