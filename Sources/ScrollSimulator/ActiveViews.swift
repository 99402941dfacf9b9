/// The scroll views with motion in flight, in creation order, and beside them, position for
/// position, their step states, which a frame's steps read one after another. (With many views in
/// flight a step is bound by cache misses; reaching each state through its view was one more.)
struct ActiveViews {
    /// The views, in creation order (increasing ``ScrollView/serial``).
    private(set) var views: [ScrollView] = []
    /// `views[i].stepState` at each position i.
    private(set) var states: [StepState] = []

    var isEmpty: Bool { views.isEmpty }
    var count: Int { views.count }

    /// Adds `view` in its place, unless it is there already.
    mutating func insert(_ view: ScrollView) {
        let index = views.partitioningIndex { $0.serial > view.serial }
        if index > 0 && views[index - 1] === view { return }
        views.insert(view, at: index)
        states.insert(view.stepState, at: index)
    }

    /// Removes the views at `offsets` (increasing, each a valid position).
    mutating func remove(atSortedOffsets offsets: [Int]) {
        views.remove(atSortedOffsets: offsets)
        states.remove(atSortedOffsets: offsets)
    }

    mutating func removeAll() {
        views.removeAll()
        states.removeAll()
    }
}
