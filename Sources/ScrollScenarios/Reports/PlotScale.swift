import Foundation

/// A linear map from data values to SVG coordinates, with "nice" tick values (1, 2 or 5 times a
/// power of ten) covering the domain.
struct PlotScale: Sendable {
    /// The data interval, widened to whole ticks (unless made `exactly`).
    var domain: ClosedRange<Double>
    /// The SVG coordinate of `domain.lowerBound` and of `domain.upperBound` (may be decreasing).
    var range: (Double, Double)
    /// Distance between ticks, in data units.
    var step: Double

    /// A scale over at least `lower...upper`, widened to ticks about `targetTicks` apart.
    init(covering lower: Double, _ upper: Double, to range: (Double, Double), targetTicks: Int = 6) {
        var low = lower
        var high = upper
        if !(high - low > 1e-9) {  // a flat or empty series: open a window around it
            let pad = max(1, abs(low) * 0.1)
            low -= pad
            high += pad
        }
        let step = Self.niceStep((high - low) / Double(max(1, targetTicks)))
        self.step = step
        self.domain = (low / step).rounded(.down) * step...(high / step).rounded(.up) * step
        self.range = range
    }

    /// A scale over exactly `lower...upper` (upper > lower), with ticks about `targetTicks` apart
    /// inside it: a time axis that ends where the run ends.
    init(exactly lower: Double, _ upper: Double, to range: (Double, Double), targetTicks: Int) {
        self.init(covering: lower, upper, to: range, targetTicks: targetTicks)
        domain = lower...upper
    }

    /// The SVG coordinate of a data value.
    func callAsFunction(_ value: Double) -> Double {
        let span = domain.upperBound - domain.lowerBound
        return range.0 + (value - domain.lowerBound) / span * (range.1 - range.0)
    }

    /// The tick values inside the domain, from its lower to its upper end.
    var ticks: [Double] {
        // A bound within a millionth of a step of a tick has that tick.
        let first = Int((domain.lowerBound / step - 1e-6).rounded(.up))
        let last = Int((domain.upperBound / step + 1e-6).rounded(.down))
        return (first...max(first, last)).map { Double($0) * step }
    }

    /// 1, 2 or 5 times a power of ten, at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        for factor in [1.0, 2, 5] where factor * magnitude >= raw * (1 - 1e-9) { return factor * magnitude }
        return 10 * magnitude
    }
}
