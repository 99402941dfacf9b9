/// The geometry of the seed's custom tab bar (seed 000): five equal slots across the bar, the four
/// tab buttons in slots 0, 1, 3 and 4, and the publish ("+") button centred in slot 2.
///
/// Frames are in the tab bar's own coordinates (origin at its top-left corner), in points (pt).
public struct TabBarLayout: Sendable, Hashable {
    /// Number of equal slots across the bar: 5.
    public static let slotCount = 5
    /// Number of tab buttons: 4.
    public static let tabCount = 4
    /// The slot the publish button is centred in: 2.
    public static let publishSlot = 2
    /// The slot of each tab button, by tab index: [0, 1, 3, 4].
    public static let tabSlots = [0, 1, 3, 4]
    /// The height of UIKit's tab bar, 49 pt.
    public static let defaultHeight = 49.0

    /// Bar width, in pt (> 0).
    public let width: Double
    /// Bar height, in pt (> 0).
    public let height: Double
    /// Size of the publish button, in pt (its image's size in the seed).
    public let publishButtonSize: Size

    /// Creates the layout of a bar `width` x `height` pt; the publish button is `publishButtonSize`
    /// pt, or one slot (width / 5 x height) when nil. Throws for a non-finite or non-positive width
    /// or height, or a non-finite or negative button size.
    public init(width: Double, height: Double = defaultHeight, publishButtonSize: Size? = nil) throws(ScreenModelError)
    {
        try Check.positive(width, "width")
        try Check.positive(height, "height")
        let slot = Size(width: width / Double(Self.slotCount), height: height)
        let buttonSize = try Check.nonNegative(publishButtonSize ?? slot, "publishButtonSize")
        self.width = width
        self.height = height
        self.publishButtonSize = buttonSize
    }

    /// Width of one slot, width / 5, in pt.
    public var slotWidth: Double { width / Double(Self.slotCount) }

    /// The frame of slot `slot` (0...4), in pt: x = slot * slotWidth, full bar height.
    public func slotFrame(_ slot: Int) throws(ScreenModelError) -> Rect {
        try Check.index(slot, count: Self.slotCount, "slot")
        return Rect(x: Double(slot) * slotWidth, y: 0, width: slotWidth, height: height)
    }

    /// The frame of tab button `index` (0...3), in pt: the whole of its slot.
    public func tabButtonFrame(_ index: Int) throws(ScreenModelError) -> Rect {
        try Check.index(index, count: Self.tabCount, "index")
        return try slotFrame(Self.tabSlots[index])
    }

    /// The frames of the four tab buttons, in tab order, in pt.
    public var tabButtonFrames: [Rect] {
        Self.tabSlots.map { Rect(x: Double($0) * slotWidth, y: 0, width: slotWidth, height: height) }
    }

    /// The publish button's frame, in pt: `publishButtonSize` centred on the centre of slot 2
    /// (x = 2.5 * slotWidth, y = height / 2).
    public var publishButtonFrame: Rect {
        let centreX = (Double(Self.publishSlot) + 0.5) * slotWidth
        let centreY = height / 2
        return Rect(
            x: centreX - publishButtonSize.width / 2, y: centreY - publishButtonSize.height / 2,
            width: publishButtonSize.width, height: publishButtonSize.height)
    }

    /// The tab whose button contains `x` (pt, in bar coordinates), or nil for the publish slot or a
    /// point outside the bar. Throws for a non-finite x.
    public func tabIndex(atX x: Double) throws(ScreenModelError) -> Int? {
        try Check.finite(x, "x")
        guard x >= 0, x < width else { return nil }
        let slot = min(Self.slotCount - 1, Int((x / slotWidth).rounded(.down)))
        return Self.tabSlots.firstIndex(of: slot)
    }
}
