import Foundation

extension ScenarioLoader {
    /// The scenario files named by `operands`: a file as given, a directory as every `*.json` file
    /// under it, its subdirectories included, in path order (skipping `*.schema.json`, hidden files
    /// and directories, and links to directories, which could loop). A directory that holds none
    /// is an error, even beside other operands: a wrong path in CI must not pass unnoticed. So is a
    /// `*.json` file whose path is not valid UTF-8 (scrollsim takes paths in UTF-8), each named,
    /// since it could be neither run nor named in the outputs: the walk reads names as the file
    /// system holds them, so that such a file is not mistaken for a missing one.
    public static func scenarioFiles(in operands: [String]) throws(ScenarioError) -> [String] {
        var files: [String] = []
        var unnamed: [ScenarioError] = []
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
            let base = Array((operand.hasSuffix("/") ? operand : operand + "/").utf8)
            let found = try scenarioPaths(under: base, relative: [])
            guard !found.isEmpty else {
                throw ScenarioError(
                    file: operand, path: "", expected: "a directory with scenario files (*.json)", actual: "none")
            }
            for relative in found {
                let bytes = base + relative
                if let path = String(validating: bytes, as: UTF8.self) {
                    files.append(path)
                } else {
                    var error = ScenarioError(
                        file: String(decoding: bytes, as: UTF8.self), path: "",
                        expected: "a path in UTF-8 (scrollsim takes paths in UTF-8: rename the file)",
                        actual: "one that is not")
                    error.fileBytes = bytes
                    unnamed.append(error)
                }
            }
        }
        if let error = ScenarioError(combining: unnamed) { throw error }
        return files
    }

    /// Whether `path` names a JSON Schema (`*.schema.json`, as `Scenarios/scenario.schema.json`),
    /// which is never a scenario: a directory's are skipped, and so are those named one by one.
    public static func isSchema(_ path: String) -> Bool { path.hasSuffix(".schema.json") }

    /// The `*.json` files under the directory `base` (its path's bytes, ending in `/`), as paths
    /// relative to it, in path order (byte order, which is code point order for UTF-8).
    private static func scenarioPaths(under base: [UInt8], relative: [UInt8]) throws(ScenarioError) -> [[UInt8]] {
        let directory = base + relative
        let names: [[UInt8]]
        do {
            names = try DirectoryListing.names(in: directory)
        } catch {
            var refusal = ScenarioError(
                file: String(decoding: directory.dropLast(), as: UTF8.self), path: "", expected: "a readable directory",
                actual: "a directory that could not be read (\(SystemError.message(error.code)))")
            refusal.fileBytes = Array(directory.dropLast())
            throw refusal
        }
        var paths: [[UInt8]] = []
        for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) where name.first != UInt8(ascii: ".") {
            let path = relative + name
            switch DirectoryListing.kind(of: directory + name) {
            case .directory: paths += try scenarioPaths(under: base, relative: path + [UInt8(ascii: "/")])
            case .other where isScenarioName(name): paths.append(path)
            case .other: break
            }
        }
        return paths
    }

    /// Whether a file named `name` in a directory is taken as a scenario: `*.json`, not a schema.
    private static func isScenarioName(_ name: [UInt8]) -> Bool {
        name.ends(with: Array(".json".utf8)) && !name.ends(with: Array(".schema.json".utf8))
    }
}

extension Array where Element == UInt8 {
    /// Whether the bytes end with `suffix`.
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
