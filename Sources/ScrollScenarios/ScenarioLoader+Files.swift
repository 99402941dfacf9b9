import Foundation

extension ScenarioLoader {
    /// The scenario files named by `operands`: a file as given, a directory as its `*.json` files
    /// (not recursing, in name order, skipping `*.schema.json`).
    public static func scenarioFiles(in operands: [String]) throws(ScenarioError) -> [String] {
        var files: [String] = []
        for operand in operands {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: operand, isDirectory: &isDirectory) else {
                throw ScenarioError(
                    file: operand, path: "", expected: "a scenario file or a directory", actual: "no such file")
            }
            guard isDirectory.boolValue else {
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
