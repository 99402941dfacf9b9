/// Push, pop and interactive pop, driven frame by frame on the clock.
extension NavigationBarController {
    /// Pushes a screen whose bar looks like `destination`: a transition from the bar's current
    /// appearance over ``transitionDuration``. Throws, changing nothing, while another transition
    /// runs (a push, a pop or an interactive pop: UIKit warns that a nested push corrupts the bar,
    /// and the app refuses it too) or on a stopped clock.
    public func push(to destination: NavigationBarAppearance) async throws {
        try checkPushAllowed()
        let from = appearance
        let fromRoot = stack.count == 1
        stack.append(destination)
        translationProgress = 0  // the root's viewWillDisappear resets the bar's position
        liveEnds = (fromRoot, false)
        await begin(.push, from: from, to: destination)
    }

    /// Pops the top screen, back to the one below, whose bar looks as it was recorded (the root's as
    /// its fade says), or like `destination` if given. Throws, changing nothing, at the root, while
    /// another transition runs, or on a stopped clock.
    public func pop(to destination: NavigationBarAppearance? = nil) async throws {
        try checkPopAllowed()
        let from = appearance
        stack.removeLast()
        if let destination { stack[stack.count - 1] = destination }
        liveEnds = (false, stack.count == 1)
        await begin(.pop, from: from, to: stack[stack.count - 1])
    }

    /// The edge-swipe back gesture at `progress` (in [0, 1]): the first call begins an interactive
    /// pop from the bar's current appearance to the screen below; later calls move it. Throws,
    /// changing nothing, for a progress outside [0, 1], at the root, while a push or pop runs, or
    /// after the gesture was released.
    public func interactivePop(progress: Double) async throws {
        try clock.requireRunning()
        try Check.unitInterval(progress, "progress")
        switch activity {
        case .interactivePop(var pop):
            try pop.update(progress: progress)
            activity = .interactivePop(pop)
            emitProgress(.interactivePop, progress: progress)
        case .transition:
            throw ScreenModelError(argument: "transition", expected: "no push or pop running", actual: "one running")
        case .idle:
            try checkCanPop()
            let pop = try InteractivePop(
                from: appearance, to: stack[stack.count - 2], duration: transitionDuration, initialProgress: progress)
            generation += 1
            activity = .interactivePop(pop)
            liveEnds = (false, stack.count == 2)
            emit(
                "transitionBegin",
                .navigationTransition(
                    kind: .interactivePop, progress: progress, alpha: appearance.backgroundAlpha))
            emitAppearance()
        }
        await deliverEvents()
    }

    /// Lifts the finger of the interactive pop: it finishes (`finish` true) over
    /// `duration * (1 - progress)` or cancels over `duration * progress`, eased in and out
    /// (``InteractivePop/releaseCurve``). Throws, changing nothing,
    /// when no interactive pop is tracking.
    public func releaseInteractivePop(finish: Bool) async throws {
        guard case .interactivePop(var pop) = activity, case .tracking = pop.phase else {
            throw ScreenModelError(argument: "interactivePop", expected: "a tracking interactive pop", actual: "none")
        }
        try pop.release(at: clock.time, outcome: finish ? .finish : .cancel)
        activity = .interactivePop(pop)
        generation += 1
        endFrame =
            clock.frameIndex
            + FrameCount.firstFrame(atOrAfter: pop.settleDuration ?? 0, framesPerSecond: clock.framesPerSecond)
        if clock.frameIndex >= endFrame {
            _ = advance(generation)  // nothing left to run: ends in this frame
        } else {
            await runFrames(generation)
        }
        await deliverEvents()
    }

    /// Ends the push, pop or released interactive pop in progress now, as its last frame would:
    /// for a container that times the transition itself (the app) and ends it in the frame its own
    /// timer fires, so that the bar is never still in a transition the container has ended (a pop
    /// in that frame would find the app ready and the bar refusing). Does nothing while idle or
    /// while an interactive pop is tracking its finger. Throws ``SimulationError/clockStopped`` on a
    /// stopped clock.
    public func finishTransition() async throws {
        try clock.requireRunning()
        guard advance(generation, endingNow: true) == false else { return }
        generation += 1  // the frame task, if it has not run in this frame, stops at its next wake
        await deliverEvents()
    }

    // MARK: Driving

    /// Starts a push or pop from `from` (the bar's appearance before the stack changed) to `destination`.
    private func begin(
        _ kind: NavigationTransition.Kind, from: NavigationBarAppearance, to destination: NavigationBarAppearance
    ) async {
        // Valid by construction: the clock's time is finite and the duration was checked.
        guard
            let transition = try? NavigationTransition(
                kind: kind, from: from, to: destination, startTime: clock.time, duration: transitionDuration)
        else { return }
        generation += 1
        activity = .transition(transition)
        endFrame =
            clock.frameIndex + FrameCount.frames(spanning: transitionDuration, framesPerSecond: clock.framesPerSecond)
        emit("transitionBegin", .navigationTransition(kind: kind, progress: 0, alpha: from.backgroundAlpha))
        emitAppearance()
        await runFrames(generation)
        await deliverEvents()
    }

    /// Starts a task under simulation that wakes at the start of every frame to advance transition
    /// `generation` until it ends or a newer one replaces it.
    private func runFrames(_ generation: Int) async {
        let clock = self.clock
        await clock.spawn { [weak self] in
            while true {
                try await clock.sleep(untilFrame: clock.frameIndex + 1)
                guard let self, await self.frame(generation) else { return }
            }
        }
    }

    /// One frame of transition `generation`: returns whether it goes on.
    private func frame(_ generation: Int) async -> Bool {
        let goesOn = advance(generation)
        await deliverEvents()
        return goesOn
    }

    /// Emits the progress of transition `generation` at the clock's time, and its end when it is
    /// over, or now with `endingNow` (a push or pop at its end, a released pop at its outcome).
    /// Returns whether it goes on (false for a stale generation).
    private func advance(_ generation: Int, endingNow: Bool = false) -> Bool {
        guard generation == self.generation else { return false }
        let time = clock.time
        let isOver = endingNow || clock.frameIndex >= endFrame
        switch activity {
        case .idle:
            return false
        case .transition(let transition):
            let progress = isOver ? 1 : (try? transition.progress(at: time)) ?? 1
            emitProgress(transition.kind, progress: progress)
            guard isOver else { return true }
            activity = .idle
            emit("transitionEnd", .navigationTransitionEnd(kind: transition.kind, completed: true))
            return false
        case .interactivePop(let pop):
            guard case .settling(let outcome, _) = pop.phase else { return true }
            let end: Double = outcome == .finish ? 1 : 0
            let progress = isOver ? end : (try? pop.progress(at: time)) ?? end
            // One tick a frame: released where it ends, it ends in the frame of the finger's last tick.
            if lastTick.map({ $0 != (clock.frameIndex, progress) }) ?? true {
                emitProgress(.interactivePop, progress: progress)
            }
            guard isOver else { return true }
            if outcome == .finish { stack.removeLast() }
            activity = .idle
            emit("transitionEnd", .navigationTransitionEnd(kind: .interactivePop, completed: outcome == .finish))
            return false
        }
    }

    private func emitProgress(_ kind: NavigationTransition.Kind, progress: Double) {
        lastTick = (clock.frameIndex, progress)
        emit(
            "transitionProgress",
            .navigationTransition(kind: kind, progress: progress, alpha: appearance.backgroundAlpha))
        emitAppearance()
    }

    /// Throws the refusal a new transition gets while one runs (a push, a pop or an interactive
    /// pop), naming it: for a caller about to begin a gesture that ``interactivePop(progress:)``
    /// would otherwise take as a move of the one in progress.
    public func checkNoTransition() throws(ScreenModelError) {
        switch activity {
        case .idle: return
        case .transition(let transition):
            throw ScreenModelError(
                argument: "transition", expected: "none in progress", actual: "a \(transition.kind.rawValue) running")
        case .interactivePop:
            throw ScreenModelError(argument: "transition", expected: "none in progress", actual: "an interactive pop")
        }
    }

    /// Throws unless the root screen can be touched: nothing pushed over it and no transition under
    /// way (a finger on a screen that a pushed one covers, or that slides, reaches nothing). The
    /// scenario runner asks it before each step that touches a paging screen under this bar with
    /// no app around it; `PagingScreen` itself does not (a program decides what a finger reaches).
    public func checkRootInReach() throws(ScreenModelError) {
        let expected = "the paging screen in reach (nothing pushed over it, no transition)"
        do {
            try checkNoTransition()
        } catch {
            throw ScreenModelError(argument: "pagingScreen", expected: expected, actual: error.actual)
        }
        guard depth == 1 else {
            throw ScreenModelError(argument: "pagingScreen", expected: expected, actual: "a screen pushed over it")
        }
    }

    /// Throws what ``push(to:)`` would throw now, changing nothing: for a container that must not
    /// begin its own push (its calls to the screens) when the bar would refuse it.
    func checkPushAllowed() throws {
        try checkNoTransition()
        try clock.requireRunning()
    }

    /// Throws what ``pop(to:)`` would throw now, changing nothing (see ``checkPushAllowed()``).
    func checkPopAllowed() throws {
        try checkNoTransition()
        try checkCanPop()
        try clock.requireRunning()
    }

    private func checkCanPop() throws(ScreenModelError) {
        guard stack.count > 1 else {
            throw ScreenModelError(
                argument: "navigation stack", expected: "a screen above the root to pop", actual: "only the root")
        }
    }
}
