import Foundation

@testable import ScrollScenarios

/// A seeded generator of mutated scenario files: type changes, deleted and unknown fields, extreme
/// numbers, out-of-range indices, unknown ids and event names, long and odd strings, nulls,
/// duplicated or dropped steps, and at the byte level truncation, invalid UTF-8 and deep nesting.
/// The same seed gives the same cases.
struct ScenarioMutator {
    private var rng: SeededGenerator
    private let bases: [JSONValue]

    init(seed: UInt64, bases: [JSONValue]) {
        rng = SeededGenerator(seed: seed)
        self.bases = bases
    }

    /// Numbers that have broken a simulator before: zero and signed zero, the tiny, the huge, the
    /// ones just past an integer's exact range and the durations that overflowed frame counts.
    static let extremeNumbers = [
        "0", "-0", "1e-300", "-1e-300", "1e300", "-1e300", "1e308", "-1e308", "7e21", "2e17", "1e15",
        "1000000000000001", "1e400", "0.5", "-1", "99", "3600", "3600.0001", "60.5", "100000001", "1e6", "-1e7",
    ]

    /// Strings that name nothing, name the wrong thing, or are hard to print.
    static let oddStrings = [
        "", "child/99/list", "child/2/list", "pages", "titleBar", "navigationBar", "didEndDecelerting",
        "viewDidLoad", "\u{1B}[31mred", "line\nbreak", "nul\u{0}", "\u{202E}reversed", "é",
        String(repeating: "x", count: 5000),
    ]

    /// The next case: a document, written as bytes.
    mutating func next() -> [UInt8] {
        var document = bases[Int.random(in: 0..<bases.count, using: &rng)]
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let position = Int.random(in: 0..<document.nodeCount, using: &rng)
            var rng = self.rng
            document = document.replacing(at: position) { mutate($0, &rng) }
            self.rng = rng
        }
        var bytes = Array(document.jsonText.utf8)
        switch Int.random(in: 0..<40, using: &rng) {
        case 0: bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &rng)))
        case 1: bytes.insert(0xFF, at: Int.random(in: 0...bytes.count, using: &rng))
        case 2: bytes = Array(repeating: UInt8(ascii: "["), count: 300) + bytes
        default: break
        }
        return bytes
    }

    private func mutate(_ value: JSONValue, _ rng: inout SeededGenerator) -> JSONValue {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0:
            return [JSONValue.null, .bool(true), .string("7"), .number(7, literal: "7"), .array([]), .object([])]
                .randomElement(using: &rng)!
        default: break
        }
        switch value {
        case .number(let number, _):
            if Bool.random(using: &rng) {
                let literal = Self.extremeNumbers.randomElement(using: &rng)!
                return .number(Double(literal) ?? .infinity, literal: literal)
            }
            let scaled = number * [-1, 1e6, 1e-6, 10].randomElement(using: &rng)!
            return .number(scaled, literal: "\(scaled)")
        case .string:
            return .string(Self.oddStrings.randomElement(using: &rng)!)
        case .object(var members):
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where !members.isEmpty: members.remove(at: Int.random(in: 0..<members.count, using: &rng))
            case 1:
                members.append(
                    JSONMember(
                        key: ["bogus", "", "at", "view"].randomElement(using: &rng)!, value: .number(1, literal: "1")))
            default:
                if !members.isEmpty { members[Int.random(in: 0..<members.count, using: &rng)].value = .null }
            }
            return .object(members)
        case .array(var elements):
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where !elements.isEmpty: elements.append(elements[Int.random(in: 0..<elements.count, using: &rng)])
            case 1 where !elements.isEmpty: elements.remove(at: Int.random(in: 0..<elements.count, using: &rng))
            default: elements.shuffle(using: &rng)
            }
            return .array(elements)
        case .bool(let flag):
            return .bool(!flag)
        case .null:
            return .number(0, literal: "0")
        }
    }
}
