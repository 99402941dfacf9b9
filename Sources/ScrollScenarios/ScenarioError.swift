/// Why a scenario file was refused: the file, where in it, what was expected and what was found.
///
/// Printed as `FILE: PATH: expected WHAT, got WHAT`, for example
/// `fling.json: steps[3].fling.velocity.x: expected a finite number, got 1e400`; a JSON syntax
/// error names the line and column instead of a path: `fling.json: line 4, column 9: expected ...`.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as the user named it (or a label such as `<memory>`); empty when not yet known.
    public var file: String
    /// The field path, as `steps[3].fling.velocity.x`; empty for the document as a whole.
    public var path: String
    /// 1-based line of a JSON syntax error; `nil` for errors found after parsing.
    public var line: Int?
    /// 1-based column (in Unicode scalars) of a JSON syntax error; `nil` for errors found after parsing.
    public var column: Int?
    /// What the field must be (`a finite number`, `a number > 0`, `the id of a scroll view (list)`).
    public var expected: String
    /// What was found (`1e400`, `the string "yes"`, `a missing field`).
    public var actual: String

    /// Creates an error.
    public init(file: String = "", path: String, line: Int? = nil, column: Int? = nil, expected: String, actual: String)
    {
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.expected = expected
        self.actual = actual
    }

    /// `FILE: PATH: expected WHAT, got WHAT` (the file and path parts only when known).
    public var description: String {
        var parts: [String] = []
        if !file.isEmpty { parts.append(file) }
        if let line, let column { parts.append("line \(line), column \(column)") }
        if !path.isEmpty { parts.append(path) }
        parts.append("expected \(expected), got \(actual)")
        return parts.joined(separator: ": ")
    }
}
