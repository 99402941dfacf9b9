import Foundation

extension ScenarioLoader {
    /// The scenario files named by `operands`: a file as given, a directory as its `*.json` files
    /// (not recursing, in name order, skipping `*.schema.json`).
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
            let names = (try? FileManager.default.contentsOfDirectory(atPath: operand)) ?? []
            let base = operand.hasSuffix("/") ? operand : operand + "/"
            files += names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted().map { base + $0 }
        }
        return files
    }
}
