/// Why a scenario file was refused: the file, where in it, what was expected and what was found.
///
/// Printed as `FILE: PATH: expected WHAT, got WHAT`, for example
/// `fling.json: steps[3].fling.velocity.x: expected a finite number, got 1e400`; a JSON syntax
/// error names the line and column instead of a path: `fling.json: line 4, column 9: expected ...`.
///
/// The decoder reads on past a misspelt top-level field, and past a section or a list element it
/// cannot read (a scroll view, a step, an expectation), so an error names the first problem and
/// ``further`` the others it found, each on a line of its own.
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
    /// The other errors found in the same document, in the order found: misspelt top-level fields
    /// first, then each section and list element in document order (empty for most errors, and
    /// for every error of another's ``further``).
    public var further: [ScenarioError] = []
    /// The file's path as the file system holds it, when it is not valid UTF-8 (a name `check`
    /// found in a directory): printed with each byte that is not UTF-8 as `\xE9`, where ``file``
    /// has U+FFFD.
    var fileBytes: [UInt8]?

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

    /// This error and the ``further`` ones, one by one.
    public var all: [ScenarioError] {
        var first = self
        first.further = []
        return [first] + further
    }

    /// `FILE: PATH: expected WHAT, got WHAT` (the file and path parts only when known), a line for
    /// this error and one for each of the ``further`` ones.
    public var description: String { all.map(\.singleLine).joined(separator: "\n") }

    /// The error alone, as one line.
    private var singleLine: String {
        var parts: [String] = []
        // A path is printed as a terminal shows it safely: a control character in a file's name
        // (`x\rPASS.json`) must not rewrite the line.
        if let fileBytes {
            parts.append(TerminalText.escaped(bytes: fileBytes))
        } else if !file.isEmpty {
            parts.append(TerminalText.escaped(file))
        }
        if let line, let column { parts.append("line \(line), column \(column)") }
        if !path.isEmpty { parts.append(path) }
        parts.append("expected \(expected), got \(actual)")
        return parts.joined(separator: ": ")
    }
}

extension ScenarioError {
    /// The errors of `errors` (each with its own ``further`` ones) as one: the first, the rest as
    /// its further ones; nil if there are none.
    init?(combining errors: [ScenarioError]) {
        let all = errors.flatMap(\.all)
        guard var first = all.first else { return nil }
        first.further = Array(all.dropFirst())
        self = first
    }

    /// The error with `file` as the file of every line.
    func located(in file: String) -> ScenarioError {
        var located = self
        located.file = file
        located.fileBytes = nil
        located.further = further.map { $0.located(in: file) }
        return located
    }
}

/// The errors of a document's independent parts (sections, list elements), gathered so that one
/// pass names every part that cannot be read, not only the first.
struct ScenarioErrorCollector {
    private(set) var errors: [ScenarioError] = []

    /// The value `read` returns, or nil, keeping its error, if it throws.
    mutating func read<T>(_ read: () throws(ScenarioError) -> T) -> T? {
        do {
            return try read()
        } catch {
            errors.append(error)
            return nil
        }
    }

    /// Keeps `error`, found beside the values read.
    mutating func add(_ error: ScenarioError) { errors.append(error) }

    /// Throws the errors gathered so far as one, if any.
    func throwIfAny() throws(ScenarioError) {
        if let error = ScenarioError(combining: errors) { throw error }
    }
}
