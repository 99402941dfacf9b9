/// A colour as red, green, blue and alpha components, each in [0, 1], as `UIColor` in sRGB.
///
/// The initialiser rejects components outside [0, 1] (and NaN), so every colour that exists is valid.
public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
    /// Red component, in [0, 1].
    public let red: Double
    /// Green component, in [0, 1].
    public let green: Double
    /// Blue component, in [0, 1].
    public let blue: Double
    /// Opacity, in [0, 1] (0 transparent, 1 opaque).
    public let alpha: Double

    /// Creates a colour; throws naming the first component that is not a number in [0, 1].
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) throws(ScreenModelError) {
        try Check.unitInterval(red, "red")
        try Check.unitInterval(green, "green")
        try Check.unitInterval(blue, "blue")
        try Check.unitInterval(alpha, "alpha")
        self.init(unchecked: red, green, blue, alpha)
    }

    /// Creates a colour from components already known to lie in [0, 1].
    private init(unchecked red: Double, _ green: Double, _ blue: Double, _ alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque white (1, 1, 1, 1).
    public static let white = RGBAColor(unchecked: 1, 1, 1, 1)
    /// Opaque black (0, 0, 0, 1).
    public static let black = RGBAColor(unchecked: 0, 0, 0, 1)
    /// Transparent black (0, 0, 0, 0), as `UIColor.clear`.
    public static let clear = RGBAColor(unchecked: 0, 0, 0, 0)
    /// iOS's default tint, (0, 0.478431, 1, 1): the blue of the seed's scrolled bar buttons.
    public static let systemBlue = RGBAColor(unchecked: 0, 0.478431, 1, 1)

    /// The colour `progress` of the way from `self` to `other`, component by component, linearly.
    ///
    /// `progress` (unitless) is clamped to [0, 1] (NaN counts as 0). The ends are exact: progress 0
    /// returns `self` and progress 1 returns `other`, bit for bit.
    public func interpolated(to other: RGBAColor, progress: Double) -> RGBAColor {
        let t = clamp(progress, 0, 1)
        // Rounding could push a mixed component a hair past 1; clamping keeps the invariant.
        return RGBAColor(
            unchecked: clamp(lerp(red, other.red, t), 0, 1),
            clamp(lerp(green, other.green, t), 0, 1),
            clamp(lerp(blue, other.blue, t), 0, 1),
            clamp(lerp(alpha, other.alpha, t), 0, 1))
    }

    /// `rgba(r, g, b, a)`.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

extension RGBAColor: Codable {
    private enum CodingKeys: String, CodingKey { case red, green, blue, alpha }

    /// Decodes `{"red":..,"green":..,"blue":..,"alpha":..}` (alpha optional, default 1) and rejects
    /// components outside [0, 1] with a `DecodingError.dataCorrupted` that carries the reason.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let red = try container.decode(Double.self, forKey: .red)
        let green = try container.decode(Double.self, forKey: .green)
        let blue = try container.decode(Double.self, forKey: .blue)
        let alpha = try container.decodeIfPresent(Double.self, forKey: .alpha) ?? 1
        do {
            try self.init(red: red, green: green, blue: blue, alpha: alpha)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath, debugDescription: error.description))
        }
    }

    /// Encodes the four components by name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(red, forKey: .red)
        try container.encode(green, forKey: .green)
        try container.encode(blue, forKey: .blue)
        try container.encode(alpha, forKey: .alpha)
    }
}
