import Testing
@testable import ScrollScenarios

/// `pagingScreen.appearance` (issue 13): decoded, defaulted, refused when unknown.
@Suite struct AppearanceFieldTests {
    static func screen(_ extra: String) throws -> PagingScreenSpec? {
        try ScenarioLoader.decode(json: """
            {"name":"a","duration":1,"pagingScreen":{"titles":["A","B"]\(extra)}}
            """).pagingScreen
    }

    @Test func theAppearanceModelIsReadAndDefaultsToPageTransitions() throws {
        #expect(try Self.screen("")?.appearance == .pageTransitions)
        #expect(try Self.screen(#", "appearance": "seeds""#)?.appearance == .seeds)
    }

    @Test func anUnknownAppearanceModelNamesTheField() {
        #expect {
            try Self.screen(#", "appearance": "automatic""#)
        } throws: { error in
            "\(error)".contains("pagingScreen.appearance") && "\(error)".contains("\"pageTransitions\", \"seeds\"")
        }
    }
}
