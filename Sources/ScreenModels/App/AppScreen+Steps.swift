import ScrollSimulator

/// What a user does to the app: tap tabs and the publish button, push and pop.
extension AppScreen {
    /// A tap on tab `index` (0...3): `shouldSelect` as the configuration says; an allowed switch
    /// happens at once, and `didSelect` follows every allowed tap.
    public func tapTab(_ index: Int) async throws {
        try await apply(.selectTab(index, shouldSelect: !configuration.refusedTabs.contains(index)))
    }

    /// Pushes a simple screen with a list onto the selected tab's stack, animated. Throws,
    /// changing nothing, when the app or (on tab 0) its navigation bar refuses it.
    public func push() async throws {
        // The bar's refusal first: once the app has begun the push, its screens have heard their
        // will-calls, and a push the bar refused would never end.
        if machine.selectedTab == 0, let navigationBar { try await navigationBar.checkPushAllowed() }
        try await apply(.push)
        if machine.selectedTab == 0, let navigationBar { try await navigationBar.push(to: .standard) }
        await finishTransition(after: configuration.transitionDuration)
    }

    /// Pops the selected tab's top screen, animated. Throws, changing nothing, when the app or (on
    /// tab 0) its navigation bar refuses it.
    public func pop() async throws {
        if machine.selectedTab == 0, let navigationBar { try await navigationBar.checkPopAllowed() }
        try await apply(.pop)
        if machine.selectedTab == 0, let navigationBar { try await navigationBar.pop() }
        await finishTransition(after: configuration.transitionDuration)
    }

    /// The edge swipe starts: the top begins to disappear, the screen below to appear. Unlike
    /// ``push()`` and ``pop()``, it leaves the navigation bar to the caller, since the bar follows
    /// the finger: on tab 0, drive it with ``NavigationBarController/interactivePop(progress:)``
    /// as the finger moves and ``NavigationBarController/releaseInteractivePop(finish:)`` as it
    /// lifts (the scenario runner does so), or the bar keeps the popped screen's depth.
    public func beginInteractivePop() async throws { try await apply(.interactivePop(.began)) }

    /// The finger lifted at `progress` ([0, 1]): the pop finishes (`finish`) or is cancelled once
    /// the rest of its animation has run, `transitionDuration * (1 - progress)` or
    /// `transitionDuration * progress`. Throws, changing nothing, for a progress outside [0, 1]
    /// or with no interactive pop in progress.
    public func releaseInteractivePop(finish: Bool, progress: Double) async throws {
        try clock.requireRunning()
        try Check.unitInterval(progress, "progress")
        guard machine.transition == .interactivePop else {
            throw ScreenModelError(
                argument: "interactivePop", expected: "an interactive pop in progress",
                actual: machine.transition?.rawValue ?? "none")
        }
        let rest = configuration.transitionDuration * (finish ? 1 - progress : progress)
        let end: @Sendable (AppScreen) async throws -> Void = { app in
            try await app.apply(.interactivePop(finish ? .finished : .cancelled))
            try await app.navigationBar?.finishTransition()
        }
        // Nothing left to animate (released at the end it goes to): it ends in this frame, as the
        // bar's does; the screens' "did" calls came a frame after the bar's end.
        guard FrameCount.firstFrame(atOrAfter: rest, framesPerSecond: clock.framesPerSecond) > 0 else {
            return try await end(self)
        }
        await after(rest, name: "app.interactivePop", end)
    }

    /// A tap on the custom tab bar at `x` (pt, bar coordinates): the tab button in that slot (slots
    /// 0, 1, 3 and 4 of `width / 5`), or the publish button in the centre slot. Throws for a point
    /// outside the bar, and as ``tapTab(_:)`` or ``tapPublish()`` do.
    public func tapTabBar(atX x: Double) async throws {
        let layout = tabBar.layout
        if let tab = try layout.tabIndex(atX: x) { return try await tapTab(tab) }
        guard x >= 0, x < layout.width else {
            throw ScreenModelError(
                argument: "x", expected: "a point in the tab bar (0..<\(layout.width))", actual: "\(x)")
        }
        try await tapPublish()
    }

    /// The publish button (seed 000's `publishClick`): presents a screen in the configured style.
    public func tapPublish() async throws { try await present(configuration.publishStyle) }

    /// Presents a screen over the tab bar controller in `style`, animated.
    public func present(_ style: ModalStyle) async throws {
        try await apply(.present(style))
        await finishTransition(after: configuration.modalDuration)
    }

    /// Dismisses the presented screen, animated.
    public func dismiss() async throws {
        try await apply(.dismiss)
        await finishTransition(after: configuration.modalDuration)
    }

    /// Ends the transition just begun once `seconds` have passed, the bar's with it (the app's
    /// timer decides when a push or pop is over, so that the two never disagree in that frame).
    private func finishTransition(after seconds: Double) async {
        await after(seconds, name: "app.transition") { app in
            try await app.apply(.finishTransition)
            try await app.navigationBar?.finishTransition()
        }
    }

    /// Runs `body` in the first frame at least `seconds` after this one (at least the next frame).
    private func after(
        _ seconds: Double, name: String, _ body: @escaping @Sendable (AppScreen) async throws -> Void
    ) async {
        let clock = self.clock
        let frame = clock.frameIndex + FrameCount.frames(spanning: seconds, framesPerSecond: clock.framesPerSecond)
        await clock.spawn(name: name) { [weak self] in
            try await clock.sleep(untilFrame: frame)
            guard let self else { return }
            try await body(self)
        }
    }
}
