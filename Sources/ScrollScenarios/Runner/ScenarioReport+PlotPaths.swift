extension ScenarioReport {
    /// The most UTF-8 bytes of a scenario's name that a derived file name holds: a valid name may
    /// be 4,096 characters long, and a file name at most 255 bytes.
    public static let maximumNameBytes = 100

    /// `path` with `-NAME` inserted before its extension (`plot.svg` -> `plot-fling.svg`), NAME
    /// being `scenario` with each character other than a letter, a digit, `-` and `_` made `-`,
    /// cut to ``maximumNameBytes`` on a character boundary.
    public static func plotPath(_ path: String, scenario: String) -> String {
        inserting(fileNamePart(scenario), into: path)
    }

    /// The path of each of `scenarios` (their names, in the order their files run) for an output
    /// given as `path`, each a different file even on a file system that ignores case: the
    /// ``plotPath(_:scenario:)`` of each, except that scenarios whose names give the same part,
    /// ignoring case (the same name, `a/b` and `a-b`, `A` and `a`), each get `.K` after it, K
    /// their file's place among the files run, from 1 (`plot-fling.1.svg`, `plot-fling.2.svg`).
    /// A name's part never holds a `.`, so no such path can be another's.
    public static func plotPaths(_ path: String, scenarios: [String]) -> [String] {
        let parts = scenarios.map(fileNamePart)
        var uses: [String: Int] = [:]
        for part in parts { uses[part.lowercased(), default: 0] += 1 }
        return parts.enumerated().map { index, part in
            inserting(uses[part.lowercased()] == 1 ? part : part + ".\(index + 1)", into: path)
        }
    }

    /// `name` as a part of a file name: letters, digits, `-` and `_` kept, any other character
    /// made `-`, and cut to ``maximumNameBytes`` UTF-8 bytes on a character boundary.
    private static func fileNamePart(_ name: String) -> String {
        var part = ""
        var bytes = 0
        for character in name {
            let kept: Character =
                character.isLetter || character.isNumber || character == "-" || character == "_" ? character : "-"
            bytes += kept.utf8.count
            guard bytes <= maximumNameBytes else { break }
            part.append(kept)
        }
        return part
    }

    /// `path` with `-part` inserted before the extension of its last component, if it has one.
    private static func inserting(_ part: String, into path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path + "-" + part }
        return path[..<dot] + "-" + part + path[dot...]
    }
}
