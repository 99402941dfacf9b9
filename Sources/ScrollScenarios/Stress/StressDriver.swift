import ScrollSimulator

/// One driver of a stress run: a task under simulation (started with ``DisplayClock/spawn(name:_:)``)
/// that owns a slice of the scroll views and screens and, at seeded random frames, gives each a
/// random command. It also starts and cancels stream observers.
///
/// Every view draws from its own generator, so a view's commands (and so its event log) do not
/// depend on how the views are shared among drivers. The clock wakes drivers one at a time and
/// ends a frame only when all of them sleep again, so commands land in a deterministic order.
struct StressDriver: Sendable {
    /// A view this driver commands.
    struct Slot: Sendable {
        var view: ScrollView
        var monitor: StressViewMonitor
        var rng: SeededGenerator
        var nextFrame: Int
        /// A touch to play soon after a fling, to land on its deceleration.
        var followWithTap = false
    }

    /// A screen this driver drives.
    struct ScreenSlot: Sendable {
        var index: Int
        var screen: any StressScreen
        var rng: SeededGenerator
        var nextFrame: Int
    }

    let clock: DisplayClock
    /// The last frame in which commands are given.
    let lastFrame: Int
    let observe: Bool
    /// See ``StressOptions/outwardReleasesPastEdges``.
    let outwardReleasesPastEdges: Bool
    let tally: StressTally
    var slots: [Slot]
    var screens: [ScreenSlot]
    var rng: SeededGenerator

    private var commands = 0
    private var failures: [StressViolation] = []
    private var observers: [(task: Task<StressObserverReport, Never>, cancelFrame: Int, isMerged: Bool)] = []
    private var finishedObservers: [Task<StressObserverReport, Never>] = []
    private var nextObserverFrame = 0

    init(
        clock: DisplayClock, lastFrame: Int, observe: Bool, outwardReleasesPastEdges: Bool, tally: StressTally,
        slots: [Slot], screens: [ScreenSlot], seed: UInt64
    ) {
        self.outwardReleasesPastEdges = outwardReleasesPastEdges
        self.clock = clock
        self.lastFrame = lastFrame
        self.observe = observe
        self.tally = tally
        self.slots = slots
        self.screens = screens
        self.rng = SeededGenerator(seed: seed)
        nextObserverFrame = observe ? Int.random(in: 1...30, using: &rng) : .max
    }

    /// Runs until `lastFrame`, then hands its counts to the tally.
    mutating func run() async throws {
        while let frame = nextDueFrame(), frame <= lastFrame {
            try await clock.sleep(untilFrame: frame)
            // In real time the frame may come late: the gestures still start when due.
            await LateInput.$dueFrame.withValue(frame) {
                for i in slots.indices where slots[i].nextFrame <= frame { await act(on: i, frame: frame) }
                for i in screens.indices where screens[i].nextFrame <= frame { await act(onScreen: i, frame: frame) }
            }
            if observe { await updateObservers(frame: frame) }
        }
        // Observers still subscribed end with their streams when the clock stops.
        await tally.add(commands: commands, observers: finishedObservers + observers.map(\.task), failures: failures)
    }

    private func nextDueFrame() -> Int? {
        var next = nextObserverFrame
        for slot in slots { next = min(next, slot.nextFrame) }
        for screen in screens { next = min(next, screen.nextFrame) }
        for observer in observers { next = min(next, observer.cancelFrame) }
        return next == .max ? nil : next
    }

    // MARK: Scroll views

    private mutating func act(on i: Int, frame: Int) async {
        let view = slots[i].view
        let monitor = slots[i].monitor
        let spec = monitor.spec
        if clock.mode == .realTime {
            // A late frame can leave a gesture's touches due before this command queued: they
            // happen first (as the command itself would play them), so that the phase read here
            // is the one the command meets.
            do {
                try await view.playTouchesDueBeforeInput()
            } catch {
                failures.append(
                    StressViolation(
                        frame: frame, view: monitor.index,
                        message: "\(monitor.id) frame \(frame): playing the touches due threw \(error)"))
            }
        }
        let phase = await view.phase
        monitor.check(phase: phase, frame: frame)
        let tracking = phase == .tracking || phase == .dragging
        var gesture = StressGesture.random(for: spec, tracking: tracking, using: &slots[i].rng)
        if slots[i].followWithTap && !tracking { gesture = .tap(frames: 0) }
        if !outwardReleasesPastEdges && gesture.isRelease {
            do {
                gesture = gesture.inwards(overscroll: try await overscroll(of: view, spec: spec, atFrame: frame))
            } catch {
                failures.append(
                    StressViolation(
                        frame: frame, view: monitor.index,
                        message: "\(monitor.id) frame \(frame): reading where the touch lands threw \(error)"))
            }
        }
        slots[i].followWithTap = false
        commands += 1
        monitor.trace("frame \(frame) command \(gesture) (tracking: \(tracking))")
        do {
            try await perform(gesture, on: view, monitor: monitor, tracking: tracking)
        } catch {
            failures.append(
                StressViolation(
                    frame: frame, view: monitor.index,
                    message: "\(monitor.id) frame \(frame): \(gesture) threw \(error)"))
        }
        if case .fling = gesture, Int.random(in: 0..<3, using: &slots[i].rng) == 0 {
            slots[i].followWithTap = true
            slots[i].nextFrame = frame + Int.random(in: 4...40, using: &slots[i].rng)
        } else {
            slots[i].nextFrame = frame + Int.random(in: 1...50, using: &slots[i].rng)
        }
    }

    /// How far past an edge the view's content is where a touch due in `frame` lands, per axis
    /// (pt): the flight carries it on to that frame's time (in real time, a late frame's is later
    /// than the one the view last stepped to).
    private func overscroll(of view: ScrollView, spec: StressViewSpec, atFrame frame: Int) async throws -> Point {
        let offset = try await view.contentOffset(atFrame: frame)
        return Point(
            x: spec.geometry.range(.horizontal).overscroll(offset.x),
            y: spec.geometry.range(.vertical).overscroll(offset.y))
    }

    private func perform(
        _ gesture: StressGesture, on view: ScrollView, monitor: StressViewMonitor, tracking: Bool
    ) async throws {
        switch gesture {
        case .fling(let velocity):
            try await view.fling(velocity: velocity)
        case .drag(let translation, let duration):
            try await view.drag(by: translation, duration: duration)
        case .tap(let frames):
            try await view.tap(frames: frames)
        case .setOffset(let offset, let animated):
            try await view.setContentOffset(offset, animated: animated)
        case .assignOffset(let offset):
            try await view.assignContentOffset(offset)
            monitor.offsetAssigned()
            return
        case .scrollToTop:
            monitor.scrollToTopBegan()
            try await view.scrollToTop()
        }
        if gesture.isTouch {
            monitor.touchBegan()
        } else if !tracking {
            // setContentOffset or scroll to top with no finger down: any deceleration has ended.
            var animation: StressViewMonitor.PendingAnimation?
            if await view.phase == .animating, let target = await view.restingOffset {
                animation = StressViewMonitor.PendingAnimation(target: target, isScrollToTop: gesture == .scrollToTop)
            }
            monitor.programmaticScroll(animation: animation)
        }
    }

    // MARK: Screens

    private mutating func act(onScreen i: Int, frame: Int) async {
        commands += 1
        do {
            try await screens[i].screen.performRandomAction(using: &screens[i].rng)
        } catch {
            failures.append(
                StressViolation(
                    frame: frame, view: screens[i].index,
                    message: "screen \(screens[i].index) frame \(frame): action threw \(error)"))
        }
        screens[i].nextFrame = frame + Int.random(in: 5...90, using: &screens[i].rng)
    }

    // MARK: Observers

    private mutating func updateObservers(frame: Int) async {
        var kept: [(task: Task<StressObserverReport, Never>, cancelFrame: Int, isMerged: Bool)] = []
        for observer in observers {
            if observer.cancelFrame <= frame {
                observer.task.cancel()
                finishedObservers.append(observer.task)
            } else {
                kept.append(observer)
            }
        }
        observers = kept
        guard nextObserverFrame <= frame else { return }
        let lifetime = Int.random(in: 1...120, using: &rng)
        // At most one merged observer per driver: it receives every event of every view.
        if Int.random(in: 0..<4, using: &rng) == 0, !observers.contains(where: \.isMerged) {
            observers.append((StressObserver.watchClock(clock.events()), frame + lifetime, true))
        } else if !slots.isEmpty {
            let view = slots[Int.random(in: slots.indices, using: &rng)].view
            observers.append((StressObserver.watchView(await view.events()), frame + lifetime, false))
        }
        nextObserverFrame = frame + Int.random(in: 1...40, using: &rng)
    }
}
