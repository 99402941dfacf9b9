/// JSON made safe to embed as the text of an HTML `<script>` element (a data block such as
/// `<script type="application/json">`), where the HTML parser, not JSON, decides where the
/// element ends.
enum ScriptEmbedding {
    /// The characters replaced, with their JSON escapes. `<` is the one that matters: `</script`
    /// would close the element, and `<!--` followed by `<script` makes the parser miss its
    /// closing tag, so that the rest of the page (its script included) becomes the block's text.
    /// `>` and `&` are escaped too, as other embedders do, and U+2028 and U+2029, which a
    /// JavaScript string literal (unlike JSON) may not hold.
    private static let escapes: [(Character, String)] = [
        ("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"), ("\u{2028}", "\\u2028"), ("\u{2029}", "\\u2029"),
    ]

    /// `json` (JSON text, or JSON Lines) with each of these characters written as its `\uXXXX`
    /// escape. JSON has them only inside strings, where the escape means the same character: the
    /// text parses to the same values, and holds no markup the HTML parser would act on.
    static func json(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for character in json {
            if let escape = escapes.first(where: { $0.0 == character }) {
                result += escape.1
            } else {
                result.append(character)
            }
        }
        return result
    }
}
