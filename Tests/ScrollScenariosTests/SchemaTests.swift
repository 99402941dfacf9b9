import Foundation
import Testing

@testable import ScrollScenarios

/// The published JSON Schema stays in step with the decoder.
@Suite struct SchemaTests {
    private static let schemaURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios/scenario.schema.json")

    private func schema() throws -> [String: JSONValue] {
        let value = try JSONParser.parse(Array(try Data(contentsOf: Self.schemaURL)))
        guard case .object(let members) = value else {
            throw ScenarioError(path: "", expected: "an object", actual: value.summary)
        }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    private func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let members)? = value else { return [] }
        return members.map(\.key)
    }

    private func member(_ value: JSONValue?, _ key: String) -> JSONValue? {
        guard case .object(let members)? = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    @Test func schemaIsDraft2020AndClosed() throws {
        let root = try schema()
        #expect(root["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(root["additionalProperties"] == .bool(false))
        #expect(
            keys(root["properties"]) == [
                "$schema", "name", "description", "frameRate", "duration", "scrollViews", "pagingScreen", "steps",
                "expect",
            ])
    }

    @Test func schemaListsEveryActionWithTheDecodersFields() throws {
        let defs = try schema()["$defs"]
        let stepProperties = keys(member(member(defs, "step"), "properties"))
        #expect(stepProperties == ["at"] + ScenarioAction.Kind.allCases.map(\.rawValue))
        for kind in ScenarioAction.Kind.allCases {
            let action = member(defs, "action_" + kind.rawValue)
            #expect(keys(member(action, "properties")) == kind.fields, "\(kind)")
            #expect(member(action, "additionalProperties") == .bool(false))
        }
    }

    @Test func schemaScrollViewFieldsMatchTheDecoder() throws {
        let view = member(try schema()["$defs"], "scrollView")
        #expect(keys(member(view, "properties")) == ScrollViewSpec.fieldNames)
    }
}
