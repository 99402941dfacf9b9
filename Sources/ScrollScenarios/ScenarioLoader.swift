import Foundation

/// Reads scenario files: parses the JSON, decodes every field (rejecting unknown fields, wrong
/// types, missing required fields, non-finite numbers and out-of-range values) and validates the
/// references across fields. A scenario is returned only when all of it is valid, so nothing is
/// ever half-run.
public enum ScenarioLoader {
    /// Loads the scenario at `path`; errors name the file as `path` was given. At most
    /// ``ScenarioLimits/maximumFileBytes`` + 1 bytes are read, so that a huge or endless file (a
    /// device) is refused without being read whole.
    public static func load(path: String) throws(ScenarioError) -> Scenario {
        let data: Data
        do {
            guard let handle = FileHandle(forReadingAtPath: path) else { throw CocoaError(.fileReadUnknown) }
            defer { try? handle.close() }
            data = try handle.read(upToCount: ScenarioLimits.maximumFileBytes + 1) ?? Data()
        } catch {
            throw ScenarioError(file: path, path: "", expected: "a readable file", actual: Self.reason(path))
        }
        return try decode(data: data, file: path)
    }

    /// Decodes a scenario from JSON bytes; `file` names the source in error messages.
    public static func decode(data: Data, file: String = "<memory>") throws(ScenarioError) -> Scenario {
        guard data.count <= ScenarioLimits.maximumFileBytes else {
            throw ScenarioError(
                file: file, path: "", expected: "a file of at most \(ScenarioLimits.maximumFileBytes) bytes",
                actual: "a larger file")
        }
        do throws(ScenarioError) {
            let value: JSONValue
            do {
                value = try JSONParser.parse(Array(data))
            } catch {
                throw ScenarioError(
                    path: "", line: error.line, column: error.column, expected: error.expected, actual: error.actual)
            }
            let scenario = try Scenario.read(value, at: .root)
            try scenario.validate()
            return scenario
        } catch {
            var located = error
            located.file = file
            throw located
        }
    }

    /// Decodes a scenario from a JSON string; `file` names the source in error messages.
    public static func decode(json: String, file: String = "<memory>") throws(ScenarioError) -> Scenario {
        try decode(data: Data(json.utf8), file: file)
    }

    private static func reason(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        return isDirectory.boolValue ? "a directory" : "a file that could not be read"
    }
}
