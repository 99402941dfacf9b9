/// Text from outside (a file, a command line) made safe to print in a message.
public enum TerminalText {
    /// `text` with quotes, backslashes and control or invisible formatting characters written as
    /// JSON escapes (`\u001B`), so that it cannot move the cursor, colour the output or hide text.
    public static func escaped(_ text: String) -> String { JSONValue.escaped(text) }
}
