/// A point or a two-dimensional vector, in points (pt), as `CGPoint` in UIKit.
///
/// Content offsets, touch locations and translations are `Point`s; velocities use the same type with
/// the unit stated where they appear (pt/s inside the simulator, pt/ms in `willEndDragging`).
public struct Point: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Horizontal component, in pt (or pt/s for a velocity).
    public var x: Double
    /// Vertical component, in pt (or pt/s for a velocity).
    public var y: Double

    /// Creates a point from its components (pt).
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The component on one axis.
    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// Whether both components are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Euclidean length of the vector, in the vector's unit.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

    /// The sum of two points or vectors, component by component, in their unit.
    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The difference of two points or vectors, component by component, in their unit.
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// The vector scaled by the unitless factor `s`.
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// `(x, y)`, with -0 printed as 0.
    public var description: String { "(\(x == 0 ? 0 : x), \(y == 0 ? 0 : y))" }
}

/// A width and height, in points (pt), as `CGSize` in UIKit.
public struct Size: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Horizontal extent, in pt.
    public var width: Double
    /// Vertical extent, in pt.
    public var height: Double

    /// Creates a size (pt).
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)

    /// The extent along one axis: the width for `.horizontal`, the height for `.vertical`.
    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The width and the height, in pt: `375.0 x 667.0`.
    public var description: String { "\(width) x \(height)" }
}

/// Insets from each edge, in points (pt), as `UIEdgeInsets`.
public struct EdgeInsets: Sendable, Hashable, Codable {
    /// Inset from the top edge, in pt.
    public var top: Double
    /// Inset from the left edge, in pt.
    public var left: Double
    /// Inset from the bottom edge, in pt.
    public var bottom: Double
    /// Inset from the right edge, in pt.
    public var right: Double

    /// Creates insets (pt).
    @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// The inset at the start of an axis: `left` for `.horizontal`, `top` for `.vertical` (pt).
    @inlinable public func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
    /// The inset at the end of an axis: `right` for `.horizontal`, `bottom` for `.vertical` (pt).
    @inlinable public func trailing(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }
}

/// A rectangle in the scroll view's content coordinates, in points (pt), as `CGRect`.
public struct Rect: Sendable, Hashable, Codable {
    /// Top-left corner, in pt.
    public var origin: Point
    /// Extent, in pt.
    public var size: Size

    /// Creates a rectangle from its origin and size (pt).
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its components (pt).
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The smallest coordinate on an axis (pt).
    @inlinable public func minimum(_ axis: Axis) -> Double { origin[axis] }
    /// The largest coordinate on an axis (pt).
    @inlinable public func maximum(_ axis: Axis) -> Double { origin[axis] + size[axis] }
    /// The centre on an axis (pt).
    @inlinable public func middle(_ axis: Axis) -> Double { origin[axis] + size[axis] / 2 }
}

/// One of the two independent directions of scrolling. Every law applies per axis.
public enum Axis: Sendable, Hashable, CaseIterable {
    /// x: left to right.
    case horizontal
    /// y: top to bottom.
    case vertical

    /// The axis across this one.
    @inlinable public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
