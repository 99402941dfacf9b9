/// "Did you mean" for a misspelt name: the closest of the known names by edit distance.
public enum Suggestion {
    /// The name among `candidates` closest to `word` (Levenshtein distance, ignoring case), if it
    /// is close enough to be a likely misspelling: at most 2 edits (or a third of the word's
    /// length), and fewer edits than the word has characters.
    ///
    /// - Complexity: O(c · w · n) for c candidates of length n and a word of length w; callers
    ///   pass words that the limits keep short.
    public static func nearest(to word: String, among candidates: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars.prefix(64))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best, best.distance > 0 || best.name != word,
            best.distance < target.count, best.distance <= max(2, target.count / 3)
        else { return nil }
        return best.name
    }

    /// `" (did you mean NAME?)"` when a name is close to `word`, else the empty string.
    public static func didYouMean(_ word: String, among candidates: [String]) -> String {
        nearest(to: word, among: candidates).map { " (did you mean \(JSONValue.quoted($0))?)" } ?? ""
    }

    /// The message for an unknown command-line option, in the one style every command uses:
    /// `unknown option '--sed' (did you mean '--seed'?)`. `meanings` gives what an option that is
    /// not a misspelling stands for (`--jsonl`: `--format jsonl`), asked before the spelling.
    public static func unknownOption(
        _ option: String, among known: [String], meanings: [String: String] = [:]
    ) -> String {
        let name = OptionArgument(option).name
        let hint = (meanings[name] ?? nearest(to: name, among: known)).map { " (did you mean '\($0)'?)" } ?? ""
        return "unknown option '\(JSONValue.escaped(option))'" + hint
    }

    /// The message for a command-line option given more than once, in the one style every command
    /// uses: `option '--views' given twice`.
    public static func repeatedOption(_ option: String) -> String {
        "option '\(JSONValue.escaped(option))' given twice"
    }

    /// The number of insertions, deletions and substitutions that turn `a` into `b`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
