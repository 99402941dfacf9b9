import Foundation

extension ScenarioLoader {
    /// The scenario files named by `operands`: a file as given, a directory as every `*.json` file
    /// under it, its subdirectories included, in path order (skipping `*.schema.json`, hidden files
    /// and directories, and links to directories, which could loop). A directory that holds none
    /// is an error, even beside other operands: a wrong path in CI must not pass unnoticed.
    public static func scenarioFiles(in operands: [String]) throws(ScenarioError) -> [String] {
        var files: [String] = []
        for operand in operands {
            let kind = PathKind(path: operand)
            if case .unavailable(let why) = kind {
                throw ScenarioError(file: operand, path: "", expected: "a scenario file or a directory", actual: why)
            }
            guard kind == .directory else {
                // A FIFO or a device is refused by the loader, before it is opened.
                files.append(operand)
                continue
            }
            let base = operand.hasSuffix("/") ? operand : operand + "/"
            let found = try scenarioPaths(under: base, relative: [])
            guard !found.isEmpty else {
                throw ScenarioError(
                    file: operand, path: "", expected: "a directory with scenario files (*.json)", actual: "none")
            }
            files += found.map { base + $0.joined(separator: "/") }
        }
        return files
    }

    /// Whether `path` names a JSON Schema (`*.schema.json`, as `Scenarios/scenario.schema.json`),
    /// which is never a scenario: a directory's are skipped, and so are those named one by one.
    public static func isSchema(_ path: String) -> Bool { path.hasSuffix(".schema.json") }

    /// The `*.json` files under `base` + `relative`, as path components from `base`, in path order.
    private static func scenarioPaths(under base: String, relative: [String]) throws(ScenarioError) -> [[String]] {
        let directory = base + relative.map { $0 + "/" }.joined()
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw ScenarioError(
                file: String(directory.dropLast()), path: "", expected: "a readable directory",
                actual: "a directory that could not be read")
        }
        var paths: [[String]] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = relative + [name]
            let attributes = try? FileManager.default.attributesOfItem(atPath: directory + name)
            if attributes?[.type] as? FileAttributeType == .typeDirectory {
                paths += try scenarioPaths(under: base, relative: path)
            } else if name.hasSuffix(".json") && !isSchema(name) {
                paths.append(path)
            }
        }
        return paths.sorted { $0.lexicographicallyPrecedes($1) }
    }
}
