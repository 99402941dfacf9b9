extension ExpectationChecker {
    /// The navigation bar's state at the first frame at or after `bar.at`: its latest
    /// `barAppearance` up to that frame, compared field by field with what `bar` gives.
    func checkBar(_ bar: BarExpectation, _ records: [EventRecord]) -> (Bool, String, String) {
        let frame = scenario.frame(atOrAfter: bar.at)
        let source = PagingScreenSpec.Source.navigationBar
        let wanted = Self.barFields(
            alpha: bar.alpha, translationY: bar.translationY, itemsAlpha: bar.itemsAlpha,
            statusBarStyle: bar.statusBarStyle?.rawValue, backgroundColor: bar.backgroundColor,
            tintColor: bar.tintColor, titleColor: bar.titleColor)
        let expected =
            "\(source) at \(Self.plain(bar.at)) s (frame \(frame)): "
            + wanted.map { "\($0.name) \($0.text)" }.joined(separator: ", ")
            + (wanted.contains { !$0.numbers.isEmpty } ? ", each number ± \(Self.plain(bar.tolerance))" : "")
        // By position, not by element (see `checkEvent`).
        guard
            let last = records.indices.last(where: {
                Self.matches(records[$0], "barAppearance", from: source) && records[$0].frame <= frame
            }).map({ records[$0] }), let fields = last.screen
        else { return (false, expected, "no barAppearance from \(source) by frame \(frame)") }
        let shown = Self.barFields(
            alpha: last.alpha, translationY: fields.translationY, itemsAlpha: fields.itemsAlpha,
            statusBarStyle: fields.statusBarStyle, backgroundColor: fields.backgroundColor,
            tintColor: fields.tintColor, titleColor: fields.titleColor)
        var passed = true
        var actual: [String] = []
        for field in wanted {
            guard let found = shown.first(where: { $0.name == field.name }) else {
                passed = false
                actual.append("\(field.name) none")
                continue
            }
            let matches =
                field.numbers.isEmpty
                ? field.text == found.text
                : zip(field.numbers, found.numbers).allSatisfy { abs($0 - $1) <= bar.tolerance + Self.slack }
            if !matches { passed = false }
            actual.append("\(field.name) \(found.text)")
        }
        return (
            passed, expected,
            actual.joined(separator: ", ") + " (barAppearance at \(DecimalFormat.fixed(last.time)) s)"
        )
    }

    /// One checked field: its name, its value as printed, and its numbers (none for a style).
    private struct BarField {
        var name: String
        var text: String
        var numbers: [Double]
    }

    /// The fields that are given, in the order the outputs print them.
    private static func barFields(
        alpha: Double?, translationY: Double?, itemsAlpha: Double?, statusBarStyle: String?,
        backgroundColor: RGBAColor?, tintColor: RGBAColor?, titleColor: RGBAColor?
    ) -> [BarField] {
        var fields: [BarField] = []
        func number(_ name: String, _ value: Double?) {
            if let value { fields.append(BarField(name: name, text: DecimalFormat.shortest(value), numbers: [value])) }
        }
        func color(_ name: String, _ value: RGBAColor?) {
            guard let value else { return }
            let numbers = [value.red, value.green, value.blue, value.alpha]
            let text = "(" + numbers.map { DecimalFormat.shortest($0) }.joined(separator: ", ") + ")"
            fields.append(BarField(name: name, text: text, numbers: numbers))
        }
        number("alpha", alpha)
        color("backgroundColor", backgroundColor)
        color("tintColor", tintColor)
        color("titleColor", titleColor)
        if let statusBarStyle { fields.append(BarField(name: "statusBarStyle", text: statusBarStyle, numbers: [])) }
        number("translationY", translationY)
        number("itemsAlpha", itemsAlpha)
        return fields
    }
}
