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

    /// The raw overscroll that displays as `b` (pt): `x = (dim / c) b / (dim - b)`, the inverse of
    /// ``offset(forOverscroll:dimension:)``. `|b|` must be below `dim`; it is capped just under it.
    @inlinable public func overscroll(forOffset b: Double, dimension dim: Double) -> Double {
        guard dim > 0 else { return 0 }
        let magnitude = min(abs(b), dim * (1 - 1e-12))
        let x = (dim / coefficient) * magnitude / (dim - magnitude)
        return b < 0 ? -x : x
    }
}
