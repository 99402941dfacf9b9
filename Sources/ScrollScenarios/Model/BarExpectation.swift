/// What a `navigationBar` expectation says the bar shows at a time: the bar's state is its latest
/// `barAppearance` at or before the first frame at or after ``at``, and each field given here must
/// match it (numbers within ``tolerance``, the status bar style exactly). Fields left out are not
/// checked; at least one must be given.
public struct BarExpectation: Sendable, Hashable {
    /// The time the state is read at, in s (its first frame at or after).
    public var at: Double
    /// The bar background's alpha, in [0, 1] (the fade's `alpha`).
    public var alpha: Double?
    /// The bar's translation y, in pt: 0 in place, down to -44 when the moving bar is hidden.
    public var translationY: Double?
    /// The bar button items' alpha, in [0, 1].
    public var itemsAlpha: Double?
    /// The status bar's content style.
    public var statusBarStyle: StatusBarStyle?
    /// The bar's background colour (components in [0, 1]).
    public var backgroundColor: RGBAColor?
    /// The bar buttons' colour (components in [0, 1]).
    public var tintColor: RGBAColor?
    /// The title's colour (components in [0, 1]).
    public var titleColor: RGBAColor?
    /// How far each number may be from the bar's: in pt for ``translationY``, unitless for the
    /// alphas and colour components.
    public var tolerance: Double

    /// The tolerance when a file gives none: 0.001 (pt for the translation, unitless otherwise).
    public static let defaultTolerance = 0.001

    /// The JSON members that name something to check (beside `at` and `tolerance`).
    static let checkedFields = [
        "alpha", "translationY", "itemsAlpha", "statusBarStyle", "backgroundColor", "tintColor", "titleColor",
    ]

    /// Creates an expectation of the bar's state at `at` (s); give at least one field to check.
    public init(
        at: Double, alpha: Double? = nil, translationY: Double? = nil, itemsAlpha: Double? = nil,
        statusBarStyle: StatusBarStyle? = nil, backgroundColor: RGBAColor? = nil, tintColor: RGBAColor? = nil,
        titleColor: RGBAColor? = nil, tolerance: Double = defaultTolerance
    ) {
        self.at = at
        self.alpha = alpha
        self.translationY = translationY
        self.itemsAlpha = itemsAlpha
        self.statusBarStyle = statusBarStyle
        self.backgroundColor = backgroundColor
        self.tintColor = tintColor
        self.titleColor = titleColor
        self.tolerance = tolerance
    }

    /// Whether any field names something to check.
    public var checksSomething: Bool {
        alpha != nil || translationY != nil || itemsAlpha != nil || statusBarStyle != nil || backgroundColor != nil
            || tintColor != nil || titleColor != nil
    }
}
