import ScrollPhysics

/// The seeded random make-up of one scroll view in a stress run: a vertical list or a horizontal
/// paging view, with phone-like sizes (pt).
public struct StressViewSpec: Sendable, Hashable {
    /// What kind of view it is.
    public enum Kind: String, Sendable, Hashable {
        /// A vertical list (may be shorter than its bounds, may not bounce, may snap to rows).
        case list
        /// A horizontal paging view with whole pages.
        case pages
    }

    /// List or paging view.
    public var kind: Kind
    /// Geometry: bounds size, content size, insets, bounce settings (pt).
    public var geometry: ScrollGeometry
    /// `decelerationRate`.
    public var decelerationRate: DecelerationRate
    /// Row height for a `willEndDragging` hook that rounds the target to whole rows (pt); nil: no hook.
    public var rowSnap: Double?

    /// Whether paging is enabled.
    public var isPagingEnabled: Bool { kind == .pages }

    /// The view's configuration.
    public func configuration() throws -> ScrollViewConfiguration {
        try ScrollViewConfiguration(
            geometry: geometry, isPagingEnabled: isPagingEnabled, decelerationRate: decelerationRate)
    }

    /// Draws a spec: 70 % lists, 30 % paging views.
    public static func random(using rng: inout SeededGenerator) throws -> StressViewSpec {
        let width = Double(Int.random(in: 320...430, using: &rng))
        let height = Double(Int.random(in: 480...932, using: &rng))
        let rate: DecelerationRate = Int.random(in: 0..<5, using: &rng) == 0 ? .fast : .normal
        if Int.random(in: 0..<10, using: &rng) < 3 {
            let pages = Int.random(in: 1...10, using: &rng)
            let geometry = try ScrollGeometry(
                boundsSize: Size(width: width, height: height),
                contentSize: Size(width: width * Double(pages), height: height),
                alwaysBounceHorizontal: pages == 1)
            return StressViewSpec(kind: .pages, geometry: geometry, decelerationRate: rate, rowSnap: nil)
        }
        let short = Int.random(in: 0..<10, using: &rng) == 0
        let contentHeight =
            short
            ? height * Double.random(in: 0.2...1, using: &rng)
            : height * Double.random(in: 1.5...30, using: &rng)
        let inset = EdgeInsets(
            top: Double(Int.random(in: 0...120, using: &rng)), bottom: Double(Int.random(in: 0...60, using: &rng)))
        let geometry = try ScrollGeometry(
            boundsSize: Size(width: width, height: height), contentSize: Size(width: width, height: contentHeight),
            contentInset: inset, bounces: Int.random(in: 0..<10, using: &rng) != 0,
            alwaysBounceVertical: short && Bool.random(using: &rng))
        let rowSnap = Int.random(in: 0..<4, using: &rng) == 0 ? Double(Int.random(in: 40...90, using: &rng)) : nil
        return StressViewSpec(kind: .list, geometry: geometry, decelerationRate: rate, rowSnap: rowSnap)
    }

    /// The target a row-snapping `willEndDragging` hook asks for: the proposed target with y rounded
    /// to whole rows (pt); nil without row snapping.
    public func snappedTarget(for proposed: Point) -> Point? {
        guard let rowSnap else { return nil }
        return Point(x: proposed.x, y: (proposed.y / rowSnap).rounded() * rowSnap)
    }

    /// The hook installed on the view, if it snaps to rows.
    func willEndDraggingHook() -> WillEndDraggingHook? {
        guard rowSnap != nil else { return nil }
        let spec = self
        return { event in
            guard case .willEndDragging(_, let target) = event.call else { return nil }
            return spec.snappedTarget(for: target)
        }
    }

    /// The axes a finger can move the content on.
    var scrollableAxes: [Axis] { Axis.allCases.filter { geometry.canScroll($0) } }

    /// The main scrolling axis: horizontal for paging views, vertical for lists.
    var mainAxis: Axis { kind == .pages ? .horizontal : .vertical }
}
