/// A pure machine that collects the effects of the input being applied in `effects`.
protocol EffectRecordingMachine {
    /// What it returns to perform.
    associatedtype Effect
    /// The effects of the input being applied; empty between inputs.
    var effects: [Effect] { get set }
}

extension EffectRecordingMachine {
    /// Runs `handle` on a copy and returns the effects it collected; the machine changes only if
    /// `handle` does not throw (a refused input changes nothing).
    mutating func applyAtomically(
        _ handle: (inout Self) throws(ScreenModelError) -> Void
    ) throws(ScreenModelError) -> [Effect] {
        var next = self
        next.effects = []
        try handle(&next)
        let effects = next.effects
        next.effects = []
        self = next
        return effects
    }
}
