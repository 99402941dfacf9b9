/// What a screen computed, as a record carries it beside its name (issue 13), so that a replay
/// can draw the screens from the output alone. Every field is optional: a record has those its
/// event concerns. Lengths in pt, durations in s, scales and colour components unitless.
public struct ScreenFields: Sendable, Hashable {
    /// The indicator's frame while it follows the pages (`indicatorFrame`).
    public var indicatorFrame: Rect?
    /// The indicator's animation on a selection (`indicatorAnimation`): from, to (frames) and
    /// duration.
    public var indicatorFrom: Rect?
    /// See ``indicatorFrom``.
    public var indicatorTo: Rect?
    /// See ``indicatorFrom``.
    public var duration: Double?
    /// The scale of the title in `index` on the scrolling title bar (`titleScale`).
    public var scale: Double?
    /// The navigation bar's colours and status-bar style (`barAppearance`).
    public var backgroundColor: RGBAColor?
    /// See ``backgroundColor``.
    public var tintColor: RGBAColor?
    /// See ``backgroundColor``.
    public var titleColor: RGBAColor?
    /// `light` or `dark`.
    public var statusBarStyle: String?
    /// The bar's translation y (0 or negative).
    public var translationY: Double?
    /// The bar button items' alpha, in [0, 1] (`barAppearance`, beside ``translationY``): 1 minus
    /// the moving bar's progress, 1 for a bar that stays put.
    public var itemsAlpha: Double?
    /// A transition's kind: `push`, `pop`, `interactivePop`, `tabSwitch`.
    public var kind: String?
    /// How a transition ended: `completed` or `cancelled`; `refused` for a tab the tab bar
    /// controller's `shouldSelect` refused.
    public var outcome: String?
    /// `stepRefused` only: the step (`steps[3].dismiss`) and why the simulated UI refused it.
    public var reason: String?

    /// The fields of a step the simulated UI refused: the step's path and the refusal.
    public init(refusedStep step: String, because refusal: String) {
        reason = step + ": " + refusal
    }

    /// The fields of `detail`, or nil when it has none of them.
    public init?(_ detail: ScreenEventDetail) {
        switch detail {
        case .indicatorFrame(let frame):
            indicatorFrame = frame
        case .indicator(let from, let to, let duration):
            (indicatorFrom, indicatorTo, self.duration) = (from, to, duration)
        case .titleScale(_, let scale):
            self.scale = scale
        case .barAppearance(let appearance, let translationY, let itemsAlpha):
            (backgroundColor, tintColor, titleColor) = (
                appearance.backgroundColor, appearance.tintColor, appearance.titleColor
            )
            statusBarStyle = appearance.statusBarStyle.rawValue
            self.translationY = translationY
            self.itemsAlpha = itemsAlpha
        case .navigationTransition(let kind, _, _):
            self.kind = kind.rawValue
        case .navigationTransitionEnd(let kind, let completed):
            self.kind = kind.rawValue
            outcome = completed ? "completed" : "cancelled"
        case .tabSelection:
            (kind, outcome) = ("tabSwitch", "completed")
        default:
            return nil
        }
    }

    /// The fields as JSON members, each preceded by a comma, in a fixed order: `indicatorFrame`,
    /// `indicator` (`{from, to, duration}`), `scale`, `backgroundColor`, `tintColor`, `titleColor`
    /// (`{r, g, b, a}`), `statusBarStyle`, `translationY`, `itemsAlpha`, `kind`, `outcome`, `reason`.
    public var jsonMembers: String {
        var text = ""
        if let indicatorFrame { text += ",\"indicatorFrame\":" + Self.rect(indicatorFrame) }
        if let indicatorFrom, let indicatorTo, let duration {
            text +=
                ",\"indicator\":{\"from\":" + Self.rect(indicatorFrom) + ",\"to\":" + Self.rect(indicatorTo)
                + ",\"duration\":" + DecimalFormat.shortest(duration) + "}"
        }
        if let scale { text += ",\"scale\":" + DecimalFormat.shortest(scale) }
        for (key, color) in [
            ("backgroundColor", backgroundColor), ("tintColor", tintColor), ("titleColor", titleColor),
        ] {
            if let color { text += ",\"\(key)\":" + Self.color(color) }
        }
        if let statusBarStyle { text += ",\"statusBarStyle\":" + JSONLinesWriter.string(statusBarStyle) }
        if let translationY { text += ",\"translationY\":" + DecimalFormat.shortest(translationY) }
        if let itemsAlpha { text += ",\"itemsAlpha\":" + DecimalFormat.shortest(itemsAlpha) }
        if let kind { text += ",\"kind\":" + JSONLinesWriter.string(kind) }
        if let outcome { text += ",\"outcome\":" + JSONLinesWriter.string(outcome) }
        if let reason { text += ",\"reason\":" + JSONLinesWriter.string(reason) }
        return text
    }

    private static func rect(_ rect: Rect) -> String {
        "{\"x\":" + DecimalFormat.shortest(rect.origin.x) + ",\"y\":" + DecimalFormat.shortest(rect.origin.y)
            + ",\"width\":" + DecimalFormat.shortest(rect.size.width) + ",\"height\":"
            + DecimalFormat.shortest(rect.size.height) + "}"
    }

    private static func color(_ color: RGBAColor) -> String {
        "{\"r\":" + DecimalFormat.shortest(color.red) + ",\"g\":" + DecimalFormat.shortest(color.green)
            + ",\"b\":" + DecimalFormat.shortest(color.blue) + ",\"a\":" + DecimalFormat.shortest(color.alpha) + "}"
    }
}
