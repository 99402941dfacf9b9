import Foundation
import Testing

@testable import ScrollScenarios

/// The two escaping policies, byte for byte: the JSON output escapes only what JSON requires, the
/// messages that quote outside text also every control or invisible formatting character. Both
/// are valid JSON string contents.
@Suite struct EscapingTests {
    /// Every kind of character the policies treat apart.
    private static let tricky =
        "a\"b\\c\n\r\t\u{1}\u{1B}\u{1F}\u{7F}\u{85}\u{9F}\u{200B}\u{200F}\u{2028}\u{202E}\u{2066}\u{FEFF}é中😀"

    @Test func theJSONOutputEscapesQuotesBackslashesAndC0OnlyInLowercaseHex() {
        #expect(
            JSONLinesWriter.string(Self.tricky)
                == "\"a\\\"b\\\\c\\n\\r\\t\\u0001\\u001b\\u001f"
                + "\u{7F}\u{85}\u{9F}\u{200B}\u{200F}\u{2028}\u{202E}\u{2066}\u{FEFF}é中😀\"")
    }

    @Test func messagesAlsoEscapeInvisibleAndFormattingCharactersInUppercaseHex() {
        #expect(
            TerminalText.escaped(Self.tricky)
                == "a\\\"b\\\\c\\n\\r\\t\\u0001\\u001B\\u001F\\u007F\\u0085\\u009F\\u200B\\u200F\\u2028\\u202E"
                + "\\u2066\\uFEFFé中😀")
        #expect(JSONValue.quoted("x\u{1B}") == "\"x\\u001B\"")
    }

    @Test func bothAreValidJSONStringsThatDecodeToTheText() throws {
        for literal in [JSONLinesWriter.string(Self.tricky), "\"" + TerminalText.escaped(Self.tricky) + "\""] {
            let decoded = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed)
            #expect(decoded as? String == Self.tricky)
        }
    }
}
