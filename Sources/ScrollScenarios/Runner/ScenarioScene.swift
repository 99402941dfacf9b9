@_spi(Delivery) import ScrollSimulator

/// The things a scenario builds on the clock, addressed by name, and how each step acts on them.
actor ScenarioScene {
    /// The clock whose thread the scene shares with its scroll views.
    nonisolated let clock: DisplayClock
    nonisolated var unownedExecutor: UnownedSerialExecutor { clock.unownedExecutor }
    private var views: [String: ScrollView] = [:]
    /// The paging screen's parts, if the scenario has one.
    var paging: PagingScreenParts?
    /// Each scroll view's offset before anything moved, in pt.
    private(set) var initialOffsets: [String: Point] = [:]
    /// Where the scene's events go.
    let recorder: Recorder
    /// How many steps the UI refused so far (numbers their records).
    private var refusals = 0
    /// How many steps the UI refused so far.
    var refusalCount: Int { refusals }

    private init(clock: DisplayClock, recorder: Recorder) {
        self.clock = clock
        self.recorder = recorder
    }

    /// Builds the scenario's scroll views on `clock`, each recorded by an in-frame delegate.
    static func build(_ scenario: Scenario, clock: DisplayClock, recorder: Recorder) async throws -> ScenarioScene {
        let scene = ScenarioScene(clock: clock, recorder: recorder)
        for spec in scenario.scrollViews {
            let view = try ScrollView(
                id: spec.id, clock: clock, configuration: spec.configuration(), contentOffset: spec.contentOffset)
            await view.setWillEndDraggingHook(spec.willEndDraggingHook)
            try await scene.add(view)
        }
        if let screen = scenario.pagingScreen {
            try await scene.buildPagingScreen(screen, clock: clock)
        }
        return scene
    }

    /// Records that the UI refused `action`, the step at `path` (`steps[3].dismiss`), at the
    /// current frame with `error`: a `stepRefused` event from the source the step acts on, in its
    /// causal place in the frame, whose `reason` names the step and the refusal. The end of the run
    /// (a stopped clock, a cancelled task) is not a refusal and records nothing.
    func recordRefusal(of action: ScenarioAction, path: String, _ error: any Error) async {
        if error is CancellationError { return }
        if case SimulationError.clockStopped = error { return }
        var record = EventRecord(
            time: clock.time, frame: clock.frameIndex, source: refusalSource(of: action), sequence: refusals,
            order: clock.nextEventOrder(), event: EventVocabulary.stepRefused, contentOffset: .zero)
        record.screen = ScreenFields(refusedStep: path, because: String(describing: error))
        await recorder.record(record)
        refusals += 1
    }

    /// The source a refusal of `action` is recorded under: the step's own, except that in an app
    /// without a navigation bar a push or pop is the app's (`tabs`), a source expectations can name.
    private func refusalSource(of action: ScenarioAction) -> String {
        let source = action.source
        guard source == PagingScreenSpec.Source.navigationBar, let paging, paging.app != nil,
            paging.navigationBar == nil
        else { return source }
        return ScreenPath.tabs
    }

    /// Adds a scroll view under its id, with its events recorded (a view of the scene's clock, as
    /// every view the scene builds is: the recorder refuses any other).
    func add(_ view: ScrollView) async throws {
        views[view.id] = view
        // Read in place when the view shares the scene's thread (no executor switch).
        initialOffsets[view.id] =
            view.sharesClockThread
            ? view.assumeIsolated(passing: ()) { view, _ in view.contentOffset } : await view.contentOffset
        try await recorder.record(view)
    }

    private func view(_ id: String) throws -> ScrollView {
        guard let view = views[id] else {
            throw SimulationError.invalidArgument(
                argument: "view", expected: "a scroll view that exists now", actual: id)
        }
        return view
    }

    /// Carries out one step at the current frame.
    /// `path` names the step (`steps[3].interactivePop`), for the tasks a step starts.
    func perform(_ action: ScenarioAction, path: String, clock: DisplayClock) async throws {
        // A finger that lands on a scroll view needs its screen in reach (not covered by another
        // tab, a pushed or presented screen, or sliding in a transition). Code scrolls any view.
        if let id = action.landsFingerOn { try await checkFingerReaches(view: id) }
        switch action {
        case .fling(let id, let velocity): try await view(id).fling(velocity: velocity)
        case .touch(let id): try await view(id).tap()
        case .drag(let id, let by, let duration): try await view(id).drag(by: by, duration: duration)
        case .setContentOffset(let id, let offset, let animated):
            // The paging screen makes its own pages' programmatic scrolls (Parchment's select).
            if let screen = paging?.screen, id == screen.pages.id {
                try await screen.setContentOffset(offset, animated: animated)
            } else {
                try await view(id).setContentOffset(offset, animated: animated)
            }
        case .assignContentOffset(let id, let offset): try await view(id).assignContentOffset(offset)
        case .scrollRectToVisible(let id, let rect, let animated):
            try await view(id).scrollRectToVisible(rect, animated: animated)
        case .scrollToTop(let id): try await view(id).scrollToTop()
        case .touchDown(let id, let location): try await view(id).touchDown(at: location)
        case .touchMove(let id, let location): try await view(id).touchMove(to: location)
        case .touchUp(let id): try await view(id).touchUp()
        case .pan(let id?, _, let by, let duration):
            // A plain view alone under the finger: its recogniser decides, with its directional lock.
            try await PanRouter.drag([view(id)], by: by, duration: duration)
        case .tapTitle, .swipe, .tapTab, .push, .pop, .interactivePop, .memoryWarning, .tapPublish, .present, .dismiss,
            .pan, .tapTabBar:
            try await performOnPagingScreen(action, path: path, clock: clock)
        }
    }
}
