/// The geometry of the seeds' fixed title bar (seeds 000 and 001): n title buttons of equal width
/// width / n, and a 1 pt indicator at the bottom under the selected title, as wide as its text.
///
/// Frames are in the title bar's own coordinates (origin at its top-left corner), in pt.
public struct FixedTitleBarLayout: Sendable, Hashable {
    /// The title bar's height in the seeds, 35 pt.
    public static let defaultHeight = 35.0
    /// The indicator's height, 1 pt.
    public static let indicatorHeight = 1.0

    /// The titles, left to right (at least one).
    public let titles: [String]
    /// The width of each title's text, in pt, measured once at creation.
    public let textWidths: [Double]
    /// Bar width, in pt (> 0).
    public let width: Double
    /// Bar height, in pt (> 0).
    public let height: Double

    /// Lays out `titles` across a bar `width` x `height` pt, measuring each title with `measure`
    /// (default: characters * 14 pt). Throws for an empty title list, a non-finite or non-positive
    /// width or height, or a measure that returns a non-finite or negative width.
    public init(
        titles: [String], width: Double, height: Double = defaultHeight, measure: TextMeasure = .default
    ) throws(ScreenModelError) {
        guard !titles.isEmpty else {
            throw ScreenModelError(argument: "titles", expected: "at least one title", actual: "[]")
        }
        try Check.positive(width, "width")
        try Check.positive(height, "height")
        var widths: [Double] = []
        widths.reserveCapacity(titles.count)
        for (index, title) in titles.enumerated() {
            widths.append(try Check.nonNegative(measure.width(title), "measure(titles[\(index)])"))
        }
        self.titles = titles
        self.textWidths = widths
        self.width = width
        self.height = height
    }

    /// Number of titles.
    public var count: Int { titles.count }

    /// Width of each button, width / n, in pt.
    public var buttonWidth: Double { width / Double(titles.count) }

    /// The frame of button `index`, in pt: x = index * buttonWidth, full bar height.
    /// Throws for an index out of range.
    public func buttonFrame(_ index: Int) throws(ScreenModelError) -> Rect {
        try Check.index(index, count: count, "index")
        return Rect(x: Double(index) * buttonWidth, y: 0, width: buttonWidth, height: height)
    }

    /// The indicator's frame when title `index` is selected, in pt: as wide as the title's text,
    /// centred on the button's centre x ((index + 0.5) * buttonWidth), 1 pt high at the bottom.
    /// Throws for an index out of range.
    public func indicatorFrame(selectedIndex index: Int) throws(ScreenModelError) -> Rect {
        try Check.index(index, count: count, "selectedIndex")
        return indicator(centreX: (Double(index) + 0.5) * buttonWidth, width: textWidths[index])
    }

    /// The indicator's frame while the paging scroll view below is at content offset x `x` (pt)
    /// with pages `pageWidth` pt wide: the fractional page x / pageWidth, clamped to [0, n - 1],
    /// interpolates the centre x and the width linearly between the two neighbouring titles' frames.
    /// At a whole page it is exactly that title's frame. Throws for a non-finite x or a non-finite
    /// or non-positive page width.
    public func indicatorFrame(followingContentOffset x: Double, pageWidth: Double) throws(ScreenModelError) -> Rect {
        try Check.finite(x, "x")
        try Check.positive(pageWidth, "pageWidth")
        let page = clamp(x / pageWidth, 0, Double(count - 1))
        let lower = Int(page.rounded(.down))
        let fraction = page - Double(lower)
        if fraction == 0 || lower >= count - 1 {
            return indicator(centreX: (Double(lower) + 0.5) * buttonWidth, width: textWidths[lower])
        }
        let centreX = lerp((Double(lower) + 0.5) * buttonWidth, (Double(lower) + 1.5) * buttonWidth, fraction)
        return indicator(centreX: centreX, width: lerp(textWidths[lower], textWidths[lower + 1], fraction))
    }

    /// The title for the page at content offset x `x` (pt) with pages `pageWidth` pt wide: the
    /// nearest whole page, clamped to the titles. The seeds select it when deceleration ends.
    /// Throws for a non-finite x or a non-finite or non-positive page width.
    public func selectedIndex(forContentOffset x: Double, pageWidth: Double) throws(ScreenModelError) -> Int {
        try Check.finite(x, "x")
        try Check.positive(pageWidth, "pageWidth")
        return Int(clamp((x / pageWidth).rounded(), 0, Double(count - 1)))
    }

    private func indicator(centreX: Double, width: Double) -> Rect {
        Rect(x: centreX - width / 2, y: height - Self.indicatorHeight, width: width, height: Self.indicatorHeight)
    }
}
