/// The screen as the root of a navigation stack: a push over it makes it disappear, a pop back to
/// it (or an interactive pop that finishes) makes it appear again, and an interactive pop that is
/// cancelled reverses its appearing (docs/physics.md §8b). Its appearance goes down to its children as
/// the appearance model says.
extension PagingScreen {
    /// Makes the screen the root of the navigation stack that `bar` shows: from now on the bar's
    /// transitions drive the screen's own appearance, inside the frame in which they happen. Throws
    /// ``SimulationError/clockStopped`` on a stopped clock, and ``ScreenModelError`` for a bar of
    /// another clock.
    public func embed(in bar: NavigationBarController) async throws {
        try clock.requireRunning()
        try Check.sameClock(bar.clock, as: clock, "bar", of: "the paging screen")
        // A local function, not a closure: see `ScreenEventObserver`.
        weak let screen = self
        weak let observedBar = bar
        @Sendable nonisolated(nonsending) func barDidEmit(_ event: ScreenEvent) async {
            guard let screen, let observedBar else { return }
            await screen.navigationBar(observedBar, didEmit: event)
        }
        // Only a transition's begin and end concern the root: the bar's other events (an
        // appearance per frame of a transition) are refused by a plain call, not awaited.
        await bar.addObserver(where: Self.concernsRoot, barDidEmit)
    }

    /// Whether ``navigationBar(_:didEmit:)`` may act on `event`: a transition's begin or end.
    @Sendable private nonisolated static func concernsRoot(_ event: ScreenEvent) -> Bool {
        switch event.detail {
        case .navigationTransition: event.name == "transitionBegin"
        case .navigationTransitionEnd: true
        default: false
        }
    }

    /// Reacts to a transition of the bar over this root screen.
    func navigationBar(_ bar: NavigationBarController, didEmit event: ScreenEvent) async {
        let depth = await bar.depth
        switch event.detail {
        case .navigationTransition(.push, _, _) where event.name == "transitionBegin" && depth == 2:
            await container(.containerWillDisappear, from: [.appeared, .appearing])
        case .navigationTransition(.pop, _, _) where event.name == "transitionBegin" && depth == 1,
            .navigationTransition(.interactivePop, _, _) where event.name == "transitionBegin" && depth == 2:
            await container(.containerWillAppear, from: [.disappeared, .disappearing])
        case .navigationTransitionEnd(_, let completed):
            switch appearance {
            case .disappearing:
                await container(.containerDidDisappear, from: [.disappearing])
            case .appearing where completed:
                await container(.containerDidAppear, from: [.appearing])
            case .appearing:
                await container(.containerWillDisappear, from: [.appearing])
                await container(.containerDidDisappear, from: [.disappearing])
            case .appeared, .disappeared:
                break
            }
        default:
            break
        }
    }

    /// Feeds a container appearance input if the screen is in one of `states` (a transition of the
    /// bar that does not concern the root, or repeats what it already did, changes nothing).
    private func container(_ input: PagingInput, from states: [AppearanceState]) async {
        guard states.contains(appearance) else { return }
        feed(input)
        await deliverEvents()
    }
}
