/// The outcome of one expectation: which one, what it asked for, what the run gave.
///
/// Printed as `expect[1]: didEndScrollingAnimation on list at 3.8 ± 0.02 s: got 3.816667 s`.
public struct ExpectationResult: Sendable, Hashable, CustomStringConvertible {
    /// The expectation's index in the scenario's `expect` array.
    public var index: Int
    /// The expectation checked.
    public var expectation: ScenarioExpectation
    /// Whether it held.
    public var passed: Bool
    /// What was expected, in words (`didEndScrollingAnimation on list at 3.8 ± 0.02 s`).
    public var expected: String
    /// What the run gave (`3.816667 s`, `none`).
    public var actual: String

    /// Creates a result.
    public init(index: Int, expectation: ScenarioExpectation, passed: Bool, expected: String, actual: String) {
        self.index = index
        self.expectation = expectation
        self.passed = passed
        self.expected = expected
        self.actual = actual
    }

    /// `expect[INDEX]: EXPECTED: got ACTUAL`.
    public var description: String { "expect[\(index)]: \(expected): got \(actual)" }
}
