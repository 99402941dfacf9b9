extension Unicode.Scalar {
    /// Whether the scalar is a control or invisible formatting character: C0, DEL, C1, zero-width
    /// and direction marks, line and paragraph separators, bidirectional embeddings, overrides and
    /// isolates, and the byte order mark. A name holding one would not print as itself.
    package var isUnprintable: Bool {
        let v = value
        return v < 0x20 || (0x7F...0x9F).contains(v) || (0x200B...0x200F).contains(v)
            || (0x2028...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0xFEFF
    }

    /// Whether the scalar has no place in displayed text (a title, a description): an unprintable
    /// one (``isUnprintable``) other than the zero-width joiner and non-joiner, which join an
    /// emoji sequence (👨‍👩‍👧) or shape a word in some scripts, and are part of the text.
    package var isUnprintableInText: Bool { isUnprintable && value != 0x200C && value != 0x200D }
}

extension String {
    /// Whether the string can name something in a report: not empty, and with no unprintable
    /// scalar (see `Unicode.Scalar.isUnprintable`), so that it prints as itself.
    package var isPrintableName: Bool { !isEmpty && !unicodeScalars.contains(where: \.isUnprintable) }
}
