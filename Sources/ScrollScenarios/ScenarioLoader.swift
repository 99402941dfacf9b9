import Foundation

/// Reads scenario files: parses the JSON, decodes every field (rejecting unknown fields, wrong
/// types, missing required fields, non-finite numbers and out-of-range values) and validates the
/// references across fields. A scenario is returned only when all of it is valid, so nothing is
/// ever half-run.
public enum ScenarioLoader {
    /// Loads the scenario at `path`; errors name the file as `path` was given. Only a regular file
    /// (symbolic links followed) is opened: a FIFO would block and a device might never end. At
    /// most ``ScenarioLimits/maximumFileBytes`` + 1 bytes are read, so that a huge file is refused
    /// without being read whole.
    public static func load(path: String) throws(ScenarioError) -> Scenario {
        try decode(data: read(path: path), file: path)
    }

    /// The first ``ScenarioLimits/maximumFileBytes`` + 1 bytes of the regular file at `path`.
    static func read(path: String) throws(ScenarioError) -> Data {
        try requireRegularFile(PathKind(path: path), path)
        // Non-blocking, and checked again once open: a FIFO put in its place meanwhile is refused
        // instead of waited on.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            // Gone meanwhile, or there but not to be read (`Permission denied`): the reason is said.
            let code = errno
            guard case .unavailable(let why) = PathKind(path: path) else {
                throw unreadable(path, PathKind.unreadable(code))
            }
            throw unreadable(path, why)
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try requireRegularFile(PathKind(descriptor: descriptor), path)
        do {
            return try handle.read(upToCount: ScenarioLimits.maximumFileBytes + 1) ?? Data()
        } catch {
            throw unreadable(path, PathKind.unreadable(SystemError.reason(error)))
        }
    }

    /// The error for the file at `path` that could not be read, for the reason `why`.
    private static func unreadable(_ path: String, _ why: String) -> ScenarioError {
        ScenarioError(file: path, path: "", expected: "a readable file", actual: why)
    }

    /// Whether the file at `path` holds a scenario, valid or not: a JSON object with a `duration`,
    /// `steps`, `scrollViews` or `pagingScreen` member, at most ``ScenarioLimits/maximumFileBytes``
    /// long. A command refuses to write an output over one (`run --svg a.json b.json` would have
    /// replaced `a.json`, given where the plot's path goes). False for what cannot be read, or
    /// other JSON (a trace).
    public static func holdsScenario(path: String) -> Bool {
        guard let data = try? read(path: path), data.count <= ScenarioLimits.maximumFileBytes,
            case .object(let members)? = try? JSONParser.parse(Array(data))
        else { return false }
        let scenarioMembers: Set = ["duration", "steps", "scrollViews", "pagingScreen"]
        return members.contains { scenarioMembers.contains($0.key) }
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
            var scenario = try Scenario.read(value, at: .root)
            try scenario.validate()
            scenario.validation.holds = true  // a run of it need not check it again
            return scenario
        } catch {
            throw error.located(in: file)
        }
    }

    /// Decodes a scenario from a JSON string; `file` names the source in error messages.
    public static func decode(json: String, file: String = "<memory>") throws(ScenarioError) -> Scenario {
        try decode(data: Data(json.utf8), file: file)
    }

    private static func requireRegularFile(_ kind: PathKind, _ path: String) throws(ScenarioError) {
        switch kind {
        case .regular: return
        case .directory: throw ScenarioError(file: path, path: "", expected: "a readable file", actual: "a directory")
        case .special(let what): throw ScenarioError(file: path, path: "", expected: "a regular file", actual: what)
        case .unavailable(let why): throw ScenarioError(file: path, path: "", expected: "a readable file", actual: why)
        }
    }
}
