/// Where a value sits in a scenario document, printed as `steps[3].fling.velocity.x`.
struct FieldPath: Sendable, Hashable, CustomStringConvertible {
    /// One step down into a document.
    enum Component: Sendable, Hashable {
        /// An object member.
        case key(String)
        /// An array element (0-based).
        case index(Int)
    }

    /// The steps from the document root; empty for the root.
    var components: [Component] = []

    /// The document root.
    static let root = FieldPath()

    /// This path extended by an object member.
    func appending(_ key: String) -> FieldPath {
        FieldPath(components: components + [.key(key)])
    }

    /// This path extended by an array element.
    func appending(index: Int) -> FieldPath {
        FieldPath(components: components + [.index(index)])
    }

    var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key) where Self.isPlain(key): text += text.isEmpty ? key : "." + key
            case .key(let key): text += "[" + JSONValue.quoted(key) + "]"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// The last member name of the path (`drag` in `steps[2].drag`), or empty.
    var lastKey: String {
        for component in components.reversed() { if case .key(let key) = component { return key } }
        return ""
    }

    /// Whether `key` prints as itself: not empty, and only letters, digits, `_`, `$` and `/`. Any
    /// other key prints quoted and escaped in brackets (`[""]`, `["a.b"]`), so that every path is
    /// visible and unambiguous.
    static func isPlain(_ key: String) -> Bool {
        !key.isEmpty
            && key.unicodeScalars.allSatisfy { scalar in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/": true
                default: false
                }
            }
    }

    /// An error about the value at this path.
    func error(expected: String, actual: String) -> ScenarioError {
        ScenarioError(path: description, expected: expected, actual: actual)
    }
}
