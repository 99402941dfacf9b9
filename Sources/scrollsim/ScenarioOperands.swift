import ScrollScenarios

/// The files a user names for `run` and `check`.
enum ScenarioOperands {
    /// `operands` without JSON Schemas (`*.schema.json`, such as `Scenarios/scenario.schema.json`,
    /// which a shell's `Scenarios/*.json` names beside the scenarios), each skipped with a note on
    /// standard error: a directory's are skipped too, and a schema is never a scenario.
    static func withoutSchemas(_ operands: [String]) -> [String] {
        operands.filter { operand in
            guard ScenarioLoader.isSchema(operand) else { return true }
            Output.error("scrollsim: skipping \(operand): a JSON Schema, not a scenario")
            return false
        }
    }
}
