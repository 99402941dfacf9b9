// Lists the public declarations of the given modules that have no doc comment, from the symbol
// graphs `swift build -emit-symbol-graph` writes, and exits 1 if there is any. Run by
// docs/build-docs.sh as `swift docs/check-doc-comments.swift GRAPH-DIR SOURCES-DIR MODULE...`;
// needs only the toolchain.
//
// A declaration counts when its own module's graph locates it in SOURCES-DIR/<module>/: what the
// compiler synthesizes (`!=`, `hash(into:)`, `init(from:)`) is located nowhere, and what a module
// re-exports from another is checked in the graph of the module that declares it (the copy in the
// re-exporting module's graph is only as fresh as that module's last compilation).
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: check-doc-comments.swift GRAPH-DIR SOURCES-DIR MODULE...\n".utf8))
    exit(2)
}
let graphDirectory = URL(fileURLWithPath: arguments[arguments.startIndex])
let sources = URL(fileURLWithPath: arguments[arguments.startIndex + 1]).standardizedFileURL.path
let modules = Array(arguments.dropFirst(2))

var seen: Set<String> = []
var missing: [String] = []
let files = try FileManager.default.contentsOfDirectory(at: graphDirectory, includingPropertiesForKeys: nil)
for file in files.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
where file.lastPathComponent.hasSuffix(".symbols.json") {
    let module = String(file.lastPathComponent.prefix { $0 != "." && $0 != "@" })
    guard modules.contains(module) else { continue }
    guard let graph = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any],
        let symbols = graph["symbols"] as? [[String: Any]]
    else { continue }
    for symbol in symbols {
        guard let location = symbol["location"] as? [String: Any],
            let uri = location["uri"] as? String,
            let path = URL(string: uri)?.standardizedFileURL.path,
            path.hasPrefix("\(sources)/\(module)/"),
            let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
            seen.insert(identifier).inserted
        else { continue }
        // A comment inherited from another module's protocol (`description`, say) does not count.
        if let comment = symbol["docComment"] as? [String: Any],
            (comment["module"] as? String).map(modules.contains) ?? true,
            let lines = comment["lines"] as? [[String: Any]],
            lines.contains(where: { !(($0["text"] as? String) ?? "").trimmingCharacters(in: .whitespaces).isEmpty })
        {
            continue
        }
        let line = ((location["position"] as? [String: Any])?["line"] as? Int).map { $0 + 1 } ?? 0
        let name = (symbol["pathComponents"] as? [String])?.joined(separator: ".") ?? identifier
        let relative = path.hasPrefix(sources + "/") ? String(path.dropFirst(sources.count + 1)) : path
        missing.append("Sources/\(relative):\(line): public declaration without a doc comment: \(name)")
    }
}
for entry in missing.sorted() { print(entry) }
print("check-doc-comments: \(missing.count) public declarations without a doc comment")
exit(missing.isEmpty ? 0 : 1)
