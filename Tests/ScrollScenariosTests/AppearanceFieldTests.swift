import Testing

@testable import ScrollScenarios

/// `pagingScreen.appearance` and the navigation bar's translation fields (issue 13): decoded,
/// defaulted, refused when wrong.
@Suite struct AppearanceFieldTests {
    static func screen(_ extra: String) throws -> PagingScreenSpec? {
        try ScenarioLoader.decode(
            json: """
                {"name":"a","duration":1,"pagingScreen":{"titles":["A","B"]\(extra)}}
                """
        ).pagingScreen
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

    @Test func theBarsTranslationFieldsAreReadAndDefaultToAFixedBar() throws {
        #expect(try Self.screen(#", "navigationBar": {}"#)?.navigationBar?.translationPoint == nil)
        let bar = try Self.screen(#", "navigationBar": {"translationPoint": -20, "translationSnaps": true}"#)?
            .navigationBar
        #expect(bar?.translationPoint == -20 && bar?.translationSnaps == true)
        #expect(throws: ScenarioError.self) { try Self.screen(#", "navigationBar": {"translationSnaps": 1}"#) }
    }
}
