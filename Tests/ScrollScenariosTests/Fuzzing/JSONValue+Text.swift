@testable import ScrollScenarios

extension JSONValue {
    /// The value as JSON text: members in order, numbers as their literal (test support for the
    /// fuzzer, which mutates parsed documents and writes them back).
    var jsonText: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(_, let literal): literal
        case .string(let text): JSONLinesWriter.string(text)
        case .array(let elements): "[" + elements.map(\.jsonText).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { JSONLinesWriter.string($0.key) + ":" + $0.value.jsonText }.joined(separator: ",") + "}"
        }
    }

    /// How many values the tree holds, this one included.
    var nodeCount: Int {
        switch self {
        case .array(let elements): 1 + elements.reduce(0) { $0 + $1.nodeCount }
        case .object(let members): 1 + members.reduce(0) { $0 + $1.value.nodeCount }
        default: 1
        }
    }

    /// The tree with the value at pre-order position `position` replaced by `replace(value)`.
    func replacing(at position: Int, _ replace: (JSONValue) -> JSONValue) -> JSONValue {
        var remaining = position
        return replacing(&remaining, replace)
    }

    private func replacing(_ remaining: inout Int, _ replace: (JSONValue) -> JSONValue) -> JSONValue {
        if remaining == 0 {
            remaining = -1
            return replace(self)
        }
        guard remaining > 0 else { return self }
        remaining -= 1
        switch self {
        case .array(let elements):
            return .array(elements.map { $0.replacing(&remaining, replace) })
        case .object(let members):
            return .object(members.map { JSONMember(key: $0.key, value: $0.value.replacing(&remaining, replace)) })
        default:
            return self
        }
    }
}
