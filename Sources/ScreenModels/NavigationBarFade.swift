/// The colours of a navigation bar's content that switch as a whole at the fade's half-way point:
/// bar button tint, title colour and status bar style.
public struct BarContentStyle: Sendable, Hashable, Codable {
    /// Colour of the bar buttons.
    public var tintColor: RGBAColor
    /// Colour of the title.
    public var titleColor: RGBAColor
    /// The status bar's content style.
    public var statusBarStyle: StatusBarStyle

    /// Creates a content style.
    public init(tintColor: RGBAColor, titleColor: RGBAColor, statusBarStyle: StatusBarStyle) {
        self.tintColor = tintColor
        self.titleColor = titleColor
        self.statusBarStyle = statusBarStyle
    }

    /// Over content, before scrolling (the seed's Ant Forest demo): white buttons and title, light status bar.
    public static let overContent = BarContentStyle(tintColor: .white, titleColor: .white, statusBarStyle: .light)
    /// On the opaque bar, after scrolling: blue buttons (0, 0.478431, 1), black title, dark status bar.
    public static let scrolled = BarContentStyle(tintColor: .systemBlue, titleColor: .black, statusBarStyle: .dark)
}

/// The navigation bar that fades in as a table view scrolls (seed 003, the WRNavigationBar demos).
///
/// `alpha = clamp((offsetY - changePoint) / fadeDistance, 0, 1)`; the original does not clamp (a known
/// flaw). While the alpha is at most 0.5 the content uses `overContentStyle`; above 0.5 (strictly,
/// as the seed's `alpha > 0.5`) it uses `scrolledStyle`.
public struct NavigationBarFade: Sendable, Hashable {
    /// The offset over which the bar goes from transparent to opaque, 64 pt: the seed's
    /// `kNavBarBottom`, status bar 20 + navigation bar 44.
    public static let defaultFadeDistance = 64.0
    /// The alpha above which the content switches to `scrolledStyle`: 0.5 (unitless).
    public static let switchAlpha = 0.5

    /// The content offset y at which the fade starts, in pt (`NAVBAR_COLORCHANGE_POINT`).
    public let changePoint: Double
    /// The offset distance over which alpha goes from 0 to 1, in pt (> 0).
    public let fadeDistance: Double
    /// The bar's background colour; only its alpha fades.
    public let backgroundColor: RGBAColor
    /// Content colours while alpha <= 0.5.
    public let overContentStyle: BarContentStyle
    /// Content colours while alpha > 0.5.
    public let scrolledStyle: BarContentStyle

    /// Creates a fade that starts at `changePoint` pt and lasts `fadeDistance` pt (default 64).
    /// Throws for a non-finite change point or a non-finite or non-positive fade distance.
    public init(
        changePoint: Double, fadeDistance: Double = defaultFadeDistance, backgroundColor: RGBAColor = .white,
        overContentStyle: BarContentStyle = .overContent, scrolledStyle: BarContentStyle = .scrolled
    ) throws(ScreenModelError) {
        try Check.finite(changePoint, "changePoint")
        try Check.positive(fadeDistance, "fadeDistance")
        self.changePoint = changePoint
        self.fadeDistance = fadeDistance
        self.backgroundColor = backgroundColor
        self.overContentStyle = overContentStyle
        self.scrolledStyle = scrolledStyle
    }

    /// The bar's background alpha, in [0, 1], at content offset y `offsetY` (pt).
    /// Throws for a non-finite offset.
    public func alpha(atOffsetY offsetY: Double) throws(ScreenModelError) -> Double {
        try Check.finite(offsetY, "offsetY")
        return clamp((offsetY - changePoint) / fadeDistance, 0, 1)
    }

    /// The content style at content offset y `offsetY` (pt). Throws for a non-finite offset.
    public func contentStyle(atOffsetY offsetY: Double) throws(ScreenModelError) -> BarContentStyle {
        try alpha(atOffsetY: offsetY) > Self.switchAlpha ? scrolledStyle : overContentStyle
    }

    /// The whole bar's appearance at content offset y `offsetY` (pt): the alpha and the content
    /// style above. Throws for a non-finite offset.
    public func appearance(atOffsetY offsetY: Double) throws(ScreenModelError) -> NavigationBarAppearance {
        let alpha = try alpha(atOffsetY: offsetY)
        let style = alpha > Self.switchAlpha ? scrolledStyle : overContentStyle
        return NavigationBarAppearance(
            unchecked: backgroundColor, alpha, style.tintColor, style.titleColor, style.statusBarStyle)
    }
}
