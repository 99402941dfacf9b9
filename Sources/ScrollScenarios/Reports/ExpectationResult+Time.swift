extension ExpectationResult {
    /// The time the expectation names (its `at`, in s), or nil for one about the whole run (a
    /// `sequence`, a `count`, a `loaded` without `at`): where a plot marks its result.
    var time: Double? {
        switch expectation {
        case .contentOffset(_, let at, _, _), .event(_, _, let at, _), .selectedTitle(_, let at): at
        case .loaded(_, _, let at): at
        case .navigationBar(let bar): bar.at
        case .sequence, .count: nil
        }
    }
}
