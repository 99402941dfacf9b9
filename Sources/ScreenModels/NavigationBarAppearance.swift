/// The status bar's content style, as `UIStatusBarStyle`.
public enum StatusBarStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// White content, for dark backgrounds (`.lightContent`): the seed's transparent bar.
    case light
    /// Dark content, for light backgrounds (`.default` / `.darkContent`): the seed's scrolled bar.
    case dark
}

/// How the navigation bar looks for one screen, as WRNavigationBar records it per view controller
/// (seed 003): background colour and alpha, bar button tint, title colour, status bar style.
public struct NavigationBarAppearance: Sendable, Hashable, CustomStringConvertible {
    /// The bar's background colour (`navBarBarTintColor`).
    public let backgroundColor: RGBAColor
    /// Opacity of the bar's background view, in [0, 1] (`navBarBackgroundAlpha`).
    public let backgroundAlpha: Double
    /// Colour of the bar buttons (`navBarTintColor`).
    public let tintColor: RGBAColor
    /// Colour of the title (`navBarTitleColor`).
    public let titleColor: RGBAColor
    /// The status bar's content style.
    public let statusBarStyle: StatusBarStyle

    /// The progress (unitless, in [0, 1]) at which a transition's discrete switch, the status bar
    /// style, flips from the old screen's value to the new one's: 0.5. At progress >= 0.5 the new
    /// style shows. This is a choice (UIKit's real moment is private): it is the same half-way rule
    /// as the fade's, it depends on progress only (so a cancelled interactive pop flips back as it
    /// returns below 0.5), and the colours, which do interpolate, are then half way as well.
    public static let discreteSwitchProgress = 0.5

    /// Creates an appearance; throws when `backgroundAlpha` is not a number in [0, 1].
    public init(
        backgroundColor: RGBAColor = .white, backgroundAlpha: Double = 1, tintColor: RGBAColor = .systemBlue,
        titleColor: RGBAColor = .black, statusBarStyle: StatusBarStyle = .dark
    ) throws(ScreenModelError) {
        try Check.unitInterval(backgroundAlpha, "backgroundAlpha")
        self.init(
            unchecked: backgroundColor, backgroundAlpha, tintColor, titleColor, statusBarStyle)
    }

    /// Creates an appearance from an alpha already known to lie in [0, 1].
    init(
        unchecked backgroundColor: RGBAColor, _ backgroundAlpha: Double, _ tintColor: RGBAColor,
        _ titleColor: RGBAColor, _ statusBarStyle: StatusBarStyle
    ) {
        self.backgroundColor = backgroundColor
        self.backgroundAlpha = backgroundAlpha
        self.tintColor = tintColor
        self.titleColor = titleColor
        self.statusBarStyle = statusBarStyle
    }

    /// UIKit's default opaque bar: white background, alpha 1, blue tint, black title, dark status bar.
    public static let standard = NavigationBarAppearance(unchecked: .white, 1, .systemBlue, .black, .dark)

    /// The appearance `progress` of the way from `self` to `other`, as WRNavigationBar's
    /// `updateNavigationBar(fromVC:toVC:progress:)`: every colour and the alpha interpolate linearly,
    /// component by component; the status bar style, which cannot blend, is `self`'s below
    /// `discreteSwitchProgress` and `other`'s from it on. `progress` (unitless) is clamped to [0, 1];
    /// progress 0 returns `self` and progress 1 returns `other` exactly.
    public func interpolated(to other: NavigationBarAppearance, progress: Double) -> NavigationBarAppearance {
        let t = clamp(progress, 0, 1)
        return NavigationBarAppearance(
            unchecked: backgroundColor.interpolated(to: other.backgroundColor, progress: t),
            clamp(lerp(backgroundAlpha, other.backgroundAlpha, t), 0, 1),
            tintColor.interpolated(to: other.tintColor, progress: t),
            titleColor.interpolated(to: other.titleColor, progress: t),
            t >= Self.discreteSwitchProgress ? other.statusBarStyle : statusBarStyle)
    }

    /// A one-line summary of the five properties.
    public var description: String {
        "background \(backgroundColor) alpha \(backgroundAlpha), tint \(tintColor), title \(titleColor), status bar \(statusBarStyle)"
    }
}

extension NavigationBarAppearance: Codable {
    private enum CodingKeys: String, CodingKey {
        case backgroundColor, backgroundAlpha, tintColor, titleColor, statusBarStyle
    }

    /// Decodes the five properties by name and rejects an alpha outside [0, 1] with a
    /// `DecodingError.dataCorrupted` that carries the reason.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let alpha = try container.decode(Double.self, forKey: .backgroundAlpha)
        do {
            try Check.unitInterval(alpha, "backgroundAlpha")
        } catch {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath + [CodingKeys.backgroundAlpha], debugDescription: error.description
                ))
        }
        self.init(
            unchecked: try container.decode(RGBAColor.self, forKey: .backgroundColor), alpha,
            try container.decode(RGBAColor.self, forKey: .tintColor),
            try container.decode(RGBAColor.self, forKey: .titleColor),
            try container.decode(StatusBarStyle.self, forKey: .statusBarStyle))
    }

    /// Encodes the five properties by name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(backgroundColor, forKey: .backgroundColor)
        try container.encode(backgroundAlpha, forKey: .backgroundAlpha)
        try container.encode(tintColor, forKey: .tintColor)
        try container.encode(titleColor, forKey: .titleColor)
        try container.encode(statusBarStyle, forKey: .statusBarStyle)
    }
}
