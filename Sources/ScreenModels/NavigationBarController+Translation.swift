/// The demos' snap of the translated bar when the root's list stops scrolling.
extension NavigationBarController {
    /// The bound scroll view stopped at offset y `offsetY` (pt): with a snapping translation and the
    /// root shown, the bar animates to fully in or fully out, one `barAppearance` per frame.
    func boundViewDidEndScrolling(atOffsetY offsetY: Double) async {
        guard let translation, translation.snapsWhenScrollEnds, stack.count == 1, case .idle = activity,
            !isRootOffScreen,
            let target = try? translation.snapTarget(atOffsetY: offsetY), target != translationProgress
        else { return }
        translationSnap = (translationProgress, target, clock.time)
        snapID += 1
        let id = snapID
        let clock = self.clock
        await clock.spawn { [weak self] in
            while true {
                try await clock.sleep(untilFrame: clock.frameIndex + 1)
                guard let self, await self.snapFrame(id) else { return }
            }
        }
    }

    /// One frame of snap `id`: moves the bar and reports it; returns whether the snap goes on.
    private func snapFrame(_ id: Int) async -> Bool {
        guard id == snapID, let snap = translationSnap, let translation, stack.count == 1, case .idle = activity else {
            return false
        }
        translationProgress = translation.snapProgress(
            from: snap.from, to: snap.to, startTime: snap.start, at: clock.time)
        emitAppearance()
        let isOver = translationProgress == snap.to
        if isOver { translationSnap = nil }
        await deliverEvents()
        return !isOver
    }
}

extension NavigationBarController {
    /// The bar button items' alpha now (unitless, [0, 1]): `1 - translationProgress` for a moving
    /// bar, 1 for a bar that stays put (seed 003 section 6).
    public var itemsAlpha: Double { translation?.itemsAlpha(progress: translationProgress) ?? 1 }

    /// The root screen's `viewWillDisappear` (a tab switch, a full-screen presentation): the bar
    /// returns to place at once (the demos reset it there), its items fully visible, a snap in
    /// progress stops, and the root's list moves the bar no more until ``rootWillAppear()`` (its
    /// fade goes on following the list).
    /// Emits `barAppearance` if the bar moves. Throws ``SimulationError/clockStopped`` on a stopped
    /// clock.
    public func rootWillDisappear() async throws {
        try clock.requireRunning()
        isRootOffScreen = true
        translationSnap = nil
        snapID += 1
        guard translationProgress != 0 else { return }
        translationProgress = 0
        emitAppearance()
        await deliverEvents()
    }

    /// The root screen's `viewWillAppear`: its list's next scroll moves the bar again (the bar
    /// stays in place until then, as in the demos).
    public func rootWillAppear() { isRootOffScreen = false }
}
