/// The resistance of content dragged past an edge (docs/physics.md §3, observed).
///
/// `b(x) = (1 - 1 / (x c / dim + 1)) dim`: the content moves at `c` (55 %) of the finger at first and can
/// never be pulled more than one `dim` past the edge. `x` is the total raw distance past the edge.
public struct RubberBand: Sendable, Hashable {
    /// The coefficient c that UIKit is observed to use.
    public static let defaultCoefficient = 0.55

    /// The coefficient c (dimensionless).
    public var coefficient: Double

    /// Creates a rubber band with coefficient `c`.
    @inlinable public init(coefficient: Double = RubberBand.defaultCoefficient) {
        self.coefficient = coefficient
    }

    /// The displayed overscroll for a raw overscroll `x` (pt, either sign) and a viewport extent `dim` (pt).
    @inlinable public func offset(forOverscroll x: Double, dimension dim: Double) -> Double {
        guard dim > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(x) * coefficient / dim + 1)) * dim
        return x < 0 ? -magnitude : magnitude
    }

    /// How fast the displayed overscroll moves per point of raw overscroll at `x` (pt): the slope
    /// `b'(x) = c / (|x| c / dim + 1)^2`, `c` at the edge and falling towards zero far past it.
    @inlinable public func slope(atOverscroll x: Double, dimension dim: Double) -> Double {
        guard dim > 0 else { return 0 }
        let q = abs(x) * coefficient / dim + 1
        return coefficient / (q * q)
    }

    /// The share of a viewport past an edge beyond which a finger landing on the content stretches
    /// the band (0.5, chosen; see ``landing(onOverscroll:dimension:)``).
    public static let stretchThreshold = 0.5

    /// How a finger that lands on content `b` (pt, either sign) past an edge takes the band: the
    /// stretch (unitless, >= 1) of the band's extent, which a drag then uses as its `dim`, and the
    /// raw overscroll it starts from under that extent. Up to ``stretchThreshold`` of `dim` (pt)
    /// the band is taken as it is (stretch 1). Beyond it the band shows the content only with a
    /// slope near zero, or not at all past a whole viewport (an outward release can carry it there,
    /// as can an assignment), so the content would stick, or jump back to a viewport, under the
    /// finger. There the band is the one of a viewport `|b| / (stretchThreshold dim)` times as
    /// large: the content starts where it is, at the same resistance as at the threshold, moves
    /// at most `c` times the finger, and comes back to the edge with it (chosen; UIKit's behaviour
    /// there is unknown).
    @inlinable public func landing(
        onOverscroll b: Double, dimension dim: Double
    ) -> (overscroll: Double, stretch: Double) {
        let stretch = stretch(landingOnOverscroll: b, dimension: dim)
        return (overscroll(forOffset: b, dimension: dim * stretch), stretch)
    }

    /// The stretch alone of ``landing(onOverscroll:dimension:)`` (unitless, >= 1), for `b` and
    /// `dim` in pt: 1 up to ``stretchThreshold`` of `dim`, `|b| / (stretchThreshold dim)` beyond.
    @inlinable public func stretch(landingOnOverscroll b: Double, dimension dim: Double) -> Double {
        let threshold = dim * Self.stretchThreshold
        return dim > 0 && abs(b) > threshold ? abs(b) / threshold : 1
    }

    /// The raw overscroll that displays as `b` (pt): `x = (dim / c) b / (dim - b)`, the inverse of
    /// ``offset(forOverscroll:dimension:)``. `|b|` must be below `dim`; it is capped just under it.
    @inlinable public func overscroll(forOffset b: Double, dimension dim: Double) -> Double {
        guard dim > 0 else { return 0 }
        let magnitude = min(abs(b), dim * (1 - 1e-12))
        let x = (dim / coefficient) * magnitude / (dim - magnitude)
        return b < 0 ? -x : x
    }
}
