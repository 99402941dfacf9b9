import Foundation
import ScrollScenarios

/// The files a command will write, checked together before anything runs: each must be writable,
/// none may be one of the scenario files read or where standard output or error goes, and no two
/// may be the same file.
enum OutputPlan {
    /// The output files of each scenario of `scenarios`, in order; nil after printing every problem
    /// found (a path that cannot be written, an input that would be overwritten, a standard stream's
    /// file, two outputs that are the same file). `inputs` are the scenario files read.
    static func files(
        for scenarios: [(String, Scenario)], options: ReportOptions, inputs: [String]
    )
        -> [[OutputFile]]?
    {
        var problems: [String] = []
        let inputPaths = inputs.compactMap { input in (try? ResolvedPath(input)).map { (input, $0) } }
        var planned: [(file: OutputFile, label: String)] = []
        // Each option's path for each scenario, derived from them all: two scenarios' must differ.
        let names = scenarios.map { $0.1.name }
        let derived = options.outputPaths.map { kind, given in (kind, options.paths(given, for: names)) }
        let plans = scenarios.indices.map { index in
            let file = scenarios[index].0
            return derived.compactMap { kind, paths -> OutputFile? in
                let path = paths[index]
                let label =
                    "\(kind.rawValue) \(TerminalText.escaped(path))"
                    + (scenarios.count > 1 ? " (for \(TerminalText.escaped(file)))" : "")
                do {
                    let output = try OutputFile(kind, path: path)
                    if let input = inputPaths.first(where: { output.destination.isSameFile(as: $0.1) }) {
                        problems.append("\(label) would overwrite the scenario file \(TerminalText.escaped(input.0))")
                    } else if ScenarioLoader.holdsScenario(path: path) {
                        problems.append(
                            "\(label) would overwrite a scenario file (\(kind.rawValue) writes to the path after "
                                + "it: name a new file)")
                    } else if let stream = standardStream(sharing: output) {
                        problems.append("\(label) is also \(stream); give it a file of its own")
                    } else if let earlier = planned.first(where: { clash($0.file, output) }) {
                        problems.append("\(earlier.label) and \(label) are the same file; give each its own path")
                    }
                    planned.append((output, label))
                    return output
                } catch {
                    problems.append("\(label): \(error)")
                    return nil
                }
            }
        }
        for problem in problems { Output.error("scrollsim: \(problem)") }
        return problems.isEmpty ? plans : nil
    }

    /// Which standard stream, if any, already goes to `output`'s destination (`--svg /dev/stdout`,
    /// `--html out.txt > out.txt`): writing the file there would replace the report or the
    /// messages, or mix into them. A terminal or /dev/null, a character device, takes both.
    private static func standardStream(sharing output: OutputFile) -> String? {
        guard let status = output.destination.status, status.st_mode & S_IFMT != S_IFCHR else { return nil }
        let streams: [(Int32, String)] = [
            (STDOUT_FILENO, "standard output (where the report goes)"),
            (STDERR_FILENO, "standard error (where messages go)"),
        ]
        for (descriptor, name) in streams {
            var stream = stat()
            if fstat(descriptor, &stream) == 0, stream.st_dev == status.st_dev, stream.st_ino == status.st_ino {
                return name
            }
        }
        return nil
    }

    /// Whether writing `a` and `b` would lose one of them: they are the same regular file (a
    /// device or FIFO is written through, and can take both).
    private static func clash(_ a: OutputFile, _ b: OutputFile) -> Bool {
        !a.writesThrough && !b.writesThrough && a.destination.isSameFile(as: b.destination)
    }
}
