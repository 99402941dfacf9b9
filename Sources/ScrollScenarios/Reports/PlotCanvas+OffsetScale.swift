extension PlotCanvas {
    /// A guide across an offset panel: a content edge, a page's resting offset.
    typealias Guide = (value: Double, style: String, text: String)

    /// How many times the offsets' own span an offset axis may be to hold a guide: a guide farther
    /// from the offsets is left off the scale.
    static let guideReach = 10.0

    /// The offset panel's scale, mapping pt to the SVG's y from `bottom` to `top` (px), and which
    /// of `guides` it holds. The offsets (`data`, pt) set the scale; a guide is drawn to scale
    /// when the axis that holds it and every offset is at most ``guideReach`` times the offsets'
    /// span (or `viewport`, the viewport's length in pt, when that is longer), or when it falls
    /// inside the scale anyway. A content edge farther away is returned in `above` or `below` (it
    /// is drawn as a labelled off-scale mark at the panel's top or bottom); a page farther away is
    /// left out. Content 1e8 pt long drew a motion of 500,000 pt as a flat line at 0.
    static func offsetScale(
        data: [Double], guides: [Guide], viewport: Double, bottom: Double, top: Double
    ) -> (scale: PlotScale, drawn: [Guide], above: [Guide], below: [Guide]) {
        guard let low = data.min(), let high = data.max() else {
            let values = guides.map(\.value)
            let scale = PlotScale(covering: values.min() ?? 0, values.max() ?? 0, to: (bottom, top))
            return (scale, guides, [], [])
        }
        let reach = guideReach * max(high - low, viewport)
        let near = guides.filter { max(high, $0.value) - min(low, $0.value) <= reach }
        let values = data + near.map(\.value)
        let scale = PlotScale(covering: values.min()!, values.max()!, to: (bottom, top))
        let inside = guides.filter { scale.domain.contains($0.value) }
        let isEdge = { (guide: Guide) in guide.style == "edge" || guide.text.hasSuffix("(edge)") }
        let above = guides.filter { $0.value > scale.domain.upperBound && isEdge($0) }
        let below = guides.filter { $0.value < scale.domain.lowerBound && isEdge($0) }
        return (scale, inside, above, below)
    }
}
