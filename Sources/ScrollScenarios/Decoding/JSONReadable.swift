/// A type that the scenario decoder reads from a JSON value, checking the value's type and range
/// and throwing a ``ScenarioError`` that names the field path on any mismatch.
protocol JSONReadable {
    /// What a valid value looks like, for messages (`a finite number`, `a point {x, y}`).
    static var expectation: String { get }
    /// Reads a value at `path`.
    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> Self
}

extension JSONReadable {
    /// The error for a value of the wrong JSON type.
    static func mismatch(_ value: JSONValue, at path: FieldPath) -> ScenarioError {
        path.error(expected: expectation, actual: value.summary)
    }
}

/// A further condition on a value that already has the right type, with its description.
struct Constraint<Value>: Sendable {
    /// What a value that passes looks like (`a number > 0`), put into words only for a message:
    /// validating a scenario before each run builds no text.
    var expectation: String { describe() }
    /// Whether `value` passes.
    var accepts: @Sendable (Value) -> Bool
    /// What a value that fails is, for the message (`1001 titles`); nil to show the JSON value.
    var actual: (@Sendable (Value) -> String)?
    private let describe: @Sendable () -> String

    /// A constraint; `actual` describes a refused value when its JSON summary would say too little.
    init(
        expectation: @escaping @autoclosure @Sendable () -> String, actual: (@Sendable (Value) -> String)? = nil,
        accepts: @escaping @Sendable (Value) -> Bool
    ) {
        self.describe = expectation
        self.actual = actual
        self.accepts = accepts
    }
}

extension Constraint where Value == Double {
    /// Greater than zero and at most `maximum`.
    static func positive(atMost maximum: Double) -> Self {
        Self(expectation: "a number > 0 and <= \(DecimalFormat.shortest(maximum))") { $0 > 0 && $0 <= maximum }
    }
    /// Greater than zero, at most ``ScenarioLimits/maximumCoordinate``.
    static var positive: Self { positive(atMost: ScenarioLimits.maximumCoordinate) }
    /// Zero or more, at most ``ScenarioLimits/maximumCoordinate``.
    static var nonNegative: Self {
        let maximum = ScenarioLimits.maximumCoordinate
        return Self(expectation: "a number >= 0 and <= \(DecimalFormat.shortest(maximum))") { $0 >= 0 && $0 <= maximum }
    }
    /// A size extent, pt: 0, or at least ``Validate/minimumExtent`` and at most
    /// ``ScenarioLimits/maximumCoordinate`` (the physics divides by extents).
    static var extent: Self {
        let (minimum, maximum) = (Validate.minimumExtent, ScenarioLimits.maximumCoordinate)
        return Self(
            expectation:
                "0, or a number >= \(DecimalFormat.shortest(minimum)) and <= \(DecimalFormat.shortest(maximum))"
        ) { $0 == 0 || (minimum...maximum).contains($0) }
    }
    /// Within `range`.
    static func inRange(_ range: ClosedRange<Double>) -> Self {
        Self(
            expectation:
                "a number in [\(DecimalFormat.shortest(range.lowerBound)), \(DecimalFormat.shortest(range.upperBound))]"
        ) {
            range.contains($0)
        }
    }
    /// A coordinate: magnitude at most ``ScenarioLimits/maximumCoordinate``.
    static var coordinate: Self { inRange(-ScenarioLimits.maximumCoordinate...ScenarioLimits.maximumCoordinate) }
    /// In [0, 1].
    static var unitInterval: Self { Self(expectation: "a number in [0, 1]") { (0...1).contains($0) } }
    /// A navigation bar's translation y, pt: in [-44, 0], since the bar moves up, by at most its
    /// height (a `barAppearance` line's `translationY` is 0 or negative).
    static var barTranslation: Self {
        let height = NavigationBarTranslation.defaultBarHeight
        return Self(
            expectation:
                "a number in [\(DecimalFormat.shortest(-height)), 0] (the bar moves up, by at most its height)"
        ) { (-height...0).contains($0) }
    }
}

extension Constraint where Value == Int {
    /// At least `minimum` (and at most ``ScenarioLimits/maximumCount``).
    static func atLeast(_ minimum: Int) -> Self {
        Self(expectation: "an integer in \(minimum)...\(ScenarioLimits.maximumCount)") {
            $0 >= minimum && $0 <= ScenarioLimits.maximumCount
        }
    }
    /// One of the listed values.
    static func oneOf(_ values: [Int]) -> Self {
        Self(expectation: "one of " + values.map(String.init).joined(separator: ", ")) { values.contains($0) }
    }
}

extension Constraint where Value == String {
    /// Not empty.
    static var nonEmpty: Self { Self(expectation: "a non-empty string") { !$0.isEmpty } }
    /// Text that reports print as it is: no control or invisible formatting character, but for
    /// the joiners that belong to the text (see `Unicode.Scalar.isUnprintableInText`).
    static var printableText: Self {
        Self(expectation: "a string without control characters or invisible formatting (joiners aside)") {
            !$0.unicodeScalars.contains(where: \.isUnprintableInText)
        }
    }
    /// A name that reports print as it is: not empty, and no control or invisible formatting
    /// character (an escape sequence in a view id would otherwise reach the terminal).
    static var printableName: Self {
        Self(expectation: "a non-empty name without control characters") {
            !$0.isEmpty && !$0.unicodeScalars.contains(where: JSONValue.isUnprintable)
        }
    }
}

extension Constraint {
    /// An array of at most `maximum` elements.
    static func atMost<Element>(_ maximum: Int, _ what: String) -> Self where Value == [Element] {
        Self(
            expectation: "at most \(maximum) \(what)", actual: { "\($0.count) \(what)" },
            accepts: { $0.count <= maximum })
    }
}

extension Double: JSONReadable {
    static var expectation: String { "a finite number" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> Double {
        guard case .number(let number, let literal) = value, number.isFinite else { throw mismatch(value, at: path) }
        // A literal too close to 0 for a double (1e-400) reads as 0, which a range check would then
        // refuse or accept as if the file had said 0.
        guard number != 0 || NumberLiteral(literal).isZero else {
            throw path.error(
                expected: "0, or a number a double can hold (at least 5e-324 in magnitude)", actual: literal)
        }
        return number
    }
}

extension Int: JSONReadable {
    static var expectation: String { "an integer" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> Int {
        // Judged on the literal's digits: 0.99999999999999999 is no integer, though its double is 1.
        guard case .number(let number, let literal) = value, number.isFinite, number == number.rounded(),
            NumberLiteral(literal).isInteger
        else {
            throw mismatch(value, at: path)
        }
        guard abs(number) <= 1e15 else {
            throw path.error(expected: "an integer of at most 15 digits", actual: value.summary + ", too large")
        }
        return Int(number)
    }
}

extension Bool: JSONReadable {
    static var expectation: String { "true or false" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(value, at: path) }
        return flag
    }
}

extension String: JSONReadable {
    static var expectation: String { "a string" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> String {
        guard case .string(let text) = value else { throw mismatch(value, at: path) }
        let limit = ScenarioLimits.maximumStringLength
        guard text.unicodeScalars.count <= limit else {
            throw path.error(
                expected: "a string of at most \(limit) characters",
                actual: "a string of \(text.unicodeScalars.count) characters, too long")
        }
        return text
    }
}

extension Array: JSONReadable where Element: JSONReadable {
    static var expectation: String { "an array" }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> [Element] {
        guard case .array(let elements) = value else { throw mismatch(value, at: path) }
        // Every element is read, so that one pass names each one that cannot be.
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        var errors = ScenarioErrorCollector()
        for (index, element) in elements.enumerated() {
            if let read = errors.read({ () throws(ScenarioError) in
                try Element.read(element, at: path.appending(index: index))
            }) {
                result.append(read)
            }
        }
        try errors.throwIfAny()
        return result
    }
}

/// A closed set of string values (`"left"`, `"right"`) read by their raw value.
protocol JSONStringEnum: JSONReadable, CaseIterable, RawRepresentable where RawValue == String {}

extension JSONStringEnum {
    static var expectation: String {
        let names = allCases.map { "\"\($0.rawValue)\"" }
        return "one of " + names.joined(separator: ", ")
    }

    static func read(_ value: JSONValue, at path: FieldPath) throws(ScenarioError) -> Self {
        guard case .string(let text) = value, let result = Self(rawValue: text) else { throw mismatch(value, at: path) }
        return result
    }
}
