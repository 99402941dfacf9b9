/// Which of nested scroll views a drag scrolls (reference §8b), decided as UIKit's pan recognisers
/// do, once: the touch goes to the innermost scroll view under it; when the finger has moved past
/// the slop, each candidate from the innermost out either begins (it can scroll along the direction
/// of the movement) or fails, and the first that begins takes the whole drag; the others never
/// scroll. A view that scrolls along one axis only fails on a move mostly along the other; one that
/// scrolls along both begins on any move, locked to the dominant axis with `isDirectionalLockEnabled`.
public struct PanRouter: Sendable, Hashable {
    /// The finger travel before a pan recogniser decides, 10 pt (the scroll views' touch slop).
    public static let defaultSlop = 10.0

    /// The scroll views under the touch, innermost first.
    public let candidates: [PanCandidate]
    /// The finger travel before the decision, in pt (> 0).
    public let slop: Double

    /// A router for `candidates` (innermost first, at least one) deciding past `slop` pt. Throws for
    /// no candidate or a slop that is not finite and > 0.
    public init(candidates: [PanCandidate], slop: Double = defaultSlop) throws(ScreenModelError) {
        guard !candidates.isEmpty else {
            throw ScreenModelError(
                argument: "candidates", expected: "at least one scroll view under the touch", actual: "none")
        }
        try Check.positive(slop, "slop")
        self.candidates = candidates
        self.slop = slop
    }

    /// The decision for a finger that has moved by `translation` (pt) from where it landed.
    public enum Decision: Sendable, Hashable {
        /// Still within the slop: no recogniser has decided.
        case undecided
        /// Candidate `id` scrolls, along the axes given (the other axis of the finger's motion is
        /// ignored).
        case scrolls(id: String, horizontally: Bool, vertically: Bool)
        /// Every candidate failed: nothing scrolls.
        case none
    }

    /// Decides for a finger that moved by `translation` (pt). Throws for a non-finite translation.
    public func decide(translation: Point) throws(ScreenModelError) -> Decision {
        try Check.finite(translation.x, "translation.x")
        try Check.finite(translation.y, "translation.y")
        guard translation.length > slop else { return .undecided }
        let mostlyHorizontal = abs(translation.x) > abs(translation.y)
        for candidate in candidates {
            switch (candidate.scrollsHorizontally, candidate.scrollsVertically) {
            case (true, true):
                let lock = candidate.isDirectionalLockEnabled
                return .scrolls(
                    id: candidate.id, horizontally: !lock || mostlyHorizontal, vertically: !lock || !mostlyHorizontal)
            case (true, false) where mostlyHorizontal:
                return .scrolls(id: candidate.id, horizontally: true, vertically: false)
            case (false, true) where !mostlyHorizontal:
                return .scrolls(id: candidate.id, horizontally: false, vertically: true)
            default:
                continue  // this recogniser fails; the enclosing one decides
            }
        }
        return .none
    }
}
