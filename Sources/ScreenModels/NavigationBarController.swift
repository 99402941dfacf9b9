/// The navigation bar of seed 003 (WRNavigationBar) on the display clock: its background fades in
/// with a bound scroll view's offset, and push, pop and interactive pop blend it between screens.
///
/// - The root screen's appearance follows ``fade`` at the bound scroll view's offset, updated in
///   the frame of each `didScroll` (an in-frame delegate). While another screen is on top the root's
///   appearance is still tracked but not shown. Changes shown emit `alphaChange` and `styleSwitch`.
/// - ``push(to:)`` and ``pop(to:)`` run a ``NavigationTransition`` over ``transitionDuration``
///   (0.13 s by default) from the bar's current appearance: `transitionBegin` now, then one
///   `transitionProgress` per frame with progress from elapsed clock time, then `transitionEnd`
///   in the frame progress reaches 1. A task under simulation (``DisplayClock/spawn(name:_:)``) wakes
///   once per frame to drive it. A new transition replaces a running one from where it is.
/// - ``interactivePop(progress:)`` follows the gesture (`transitionBegin`, then
///   `transitionProgress` per update); ``releaseInteractivePop(finish:)`` finishes over
///   `duration * (1 - progress)` or cancels over `duration * progress` (eased in and out), one
///   event per frame, then
///   `transitionEnd` (completed false for a cancel).
///
/// Every event's source is `navigationBar`. The frame task sleeps on the clock, and
/// `DisplayClock.runUntilSettled()` does not wait for sleepers: run a transition's frames with
/// `advance(frames:)`, `advance(by:)` or `run(untilTime:)`.
public actor NavigationBarController: ScreenEventPublisher, ScreenEventDelivering {
    /// What the bar is doing.
    enum Activity: Sendable {
        /// Showing the top screen's appearance.
        case idle
        /// A push or pop runs.
        case transition(NavigationTransition)
        /// An interactive pop is tracking or settling.
        case interactivePop(InteractivePop)
    }

    /// The event source name, `navigationBar`.
    public static let source = "navigationBar"

    /// The clock that drives transitions.
    public nonisolated let clock: DisplayClock
    /// The screen runs on its clock's simulation thread, as UIKit's objects run on the main thread:
    /// it drives its scroll views, and hears their events, without crossing threads.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { clock.unownedExecutor }
    /// The root screen's fade.
    public nonisolated let fade: NavigationBarFade
    /// The duration of pushes, pops and interactive pops, in s (> 0).
    public nonisolated let transitionDuration: Double
    /// How the bar moves with the root screen's list, or nil if it stays put.
    public nonisolated let translation: NavigationBarTranslation?

    var log = ScreenEventLog()
    /// Let go while subscribers still iterate its events, it ends their streams, as its clock's
    /// stop would: they would otherwise wait for good for events nobody can send.
    deinit { log.finishSubscribers() }
    /// The appearance recorded for each screen on the navigation stack, root first.
    var stack: [NavigationBarAppearance]
    var activity = Activity.idle
    /// Which ends of the running transition are the root screen, whose appearance follows its list
    /// and is read afresh on every tick (seed 003's display link calls the update with the current
    /// values): a push from the root, a pop back to it.
    var liveEnds = (from: false, to: false)
    /// Bumped by every new transition: a frame task of an older one stops when it sees a newer one.
    var generation = 0
    /// The frame in which the push, pop or released interactive pop in progress ends: the first
    /// at or after its end time, counted in frames as a container's timer counts them
    /// (`FrameCount`), so that a time that falls on a frame ends the transition in that frame
    /// (progress as elapsed / duration can fall short of 1 there by a rounding).
    var endFrame = 0
    /// The frame and progress of the latest `transitionProgress`: a release with nothing left to
    /// animate ends in the frame of the gesture's last tick, which it must not repeat.
    var lastTick: (frame: Int, progress: Double)?
    var binding: (view: ScrollView, token: DelegateToken)?
    /// The bound scroll view's content offset y at its latest event, in pt.
    public private(set) var boundOffsetY: Double?
    /// The bar's translation progress ([0, 1]; see ``NavigationBarTranslation``): follows the root's
    /// list while the root is shown, 0 once a screen is pushed over it.
    public internal(set) var translationProgress = 0.0
    /// The snap in progress (progress from, to, start time in s), if any; bumped `snapID` stops an
    /// older snap's frame task.
    var translationSnap: (from: Double, to: Double, start: Double)?
    var snapID = 0
    /// Whether the root screen left the screen without a push (a tab switch, a full-screen
    /// presentation): its list no longer moves the bar until it appears again (the fade still
    /// follows it).
    var isRootOffScreen = false

    /// A bar on `clock` whose root screen fades as `fade` says (starting transparent, at the change
    /// point), with transitions of `transitionDuration` s (default 0.13), moving with the root's
    /// list as `translation` says (default: it stays put). Throws ``ScreenModelError`` for a
    /// duration that is not finite and > 0, and ``SimulationError/clockStopped`` on a stopped clock.
    public init(
        clock: DisplayClock, fade: NavigationBarFade,
        transitionDuration: Double = NavigationTransition.defaultDuration, translation: NavigationBarTranslation? = nil
    ) throws {
        try clock.requireRunning()
        try Check.positive(transitionDuration, "transitionDuration")
        self.clock = clock
        self.fade = fade
        self.transitionDuration = transitionDuration
        self.translation = translation
        self.stack = [try fade.appearance(atOffsetY: fade.changePoint)]
    }

    // MARK: Events

    /// Every `navigationBar` event so far, in order.
    public var screenEvents: [ScreenEvent] { log.events }

    /// Adds an observer that sees every later event inside the frame in which it happens.
    @discardableResult
    public func addObserver(_ observer: @escaping ScreenEventObserver) -> ScreenObserverToken {
        log.addObserver(.awaited(observer))
    }

    /// Adds an observer called synchronously, with no executor switch: see
    /// ``ScreenEventPublisher/addSynchronousObserver(_:)``.
    @discardableResult
    public func addSynchronousObserver(_ observer: @escaping SynchronousScreenEventObserver) -> ScreenObserverToken {
        log.addObserver(.synchronous(observer))
    }

    /// Adds an observer awaited only for the events `filter` accepts: see
    /// ``ScreenEventPublisher/addObserver(where:_:)``.
    @discardableResult
    public func addObserver(
        where filter: @escaping @Sendable (ScreenEvent) -> Bool, _ observer: @escaping ScreenEventObserver
    ) -> ScreenObserverToken {
        log.addObserver(.filtered(filter, observer))
    }

    /// Removes an observer added with ``addObserver(_:)``, ``addObserver(where:_:)`` or
    /// ``addSynchronousObserver(_:)``.
    public func removeObserver(_ token: ScreenObserverToken) { log.removeObserver(token) }

    // MARK: Reading

    /// The bar's appearance now: the running transition's at the clock's time, else the top screen's.
    public var appearance: NavigationBarAppearance { appearance(at: clock.time) }

    /// The number of screens on the navigation stack (1: only the root).
    public var depth: Int { stack.count }

    /// Whether a push, pop or interactive pop is in progress.
    public var isTransitioning: Bool {
        if case .idle = activity { return false }
        return true
    }

    /// The bar's appearance at `time` (s): a transition blends its ends by its progress, reading
    /// the root's current appearance for an end that is the root.
    func appearance(at time: Double) -> NavigationBarAppearance {
        switch activity {
        case .idle:
            return stack[stack.count - 1]
        case .transition(let transition):
            return blend(transition.from, transition.to, progress: (try? transition.progress(at: time)) ?? 1)
        case .interactivePop(let pop):
            return blend(pop.from, pop.to, progress: (try? pop.progress(at: time)) ?? 1)
        }
    }

    private func blend(
        _ from: NavigationBarAppearance, _ to: NavigationBarAppearance, progress: Double
    ) -> NavigationBarAppearance {
        (liveEnds.from ? stack[0] : from).interpolated(to: liveEnds.to ? stack[0] : to, progress: progress)
    }

    // MARK: The fade

    /// Binds the root screen's fade to `scrollView` (replacing any earlier binding): from now on its
    /// every `didScroll` updates the bar in the same frame. Applies its current offset at once.
    /// Throws ``SimulationError/clockStopped`` on a stopped clock, and ``ScreenModelError`` for a
    /// scroll view of another clock.
    public func bind(to scrollView: ScrollView) async throws {
        try clock.requireRunning()
        try Check.sameClock(scrollView.clock, as: clock, "scrollView", of: "the navigation bar")
        await unbind()
        // A local function, not a closure: see `EventHandler`.
        weak let bar = self
        @Sendable nonisolated(nonsending) func boundViewDidEmit(_ event: ScrollViewEvent) async {
            switch event.call {
            case .didScroll: await bar?.boundViewDidScroll(toOffsetY: event.contentOffset.y)
            case .didEndDecelerating, .didEndDragging(willDecelerate: false):
                await bar?.boundViewDidEndScrolling(atOffsetY: event.contentOffset.y)
            default: break
            }
        }
        let token = await scrollView.addDelegate(boundViewDidEmit)
        binding = (scrollView, token)
        await boundViewDidScroll(toOffsetY: scrollView.contentOffset.y)
    }

    /// Ends the binding made by ``bind(to:)``, if any.
    public func unbind() async {
        guard let binding else { return }
        self.binding = nil
        await binding.view.removeDelegate(binding.token)
    }

    /// The bound scroll view is at content offset y `offsetY` (pt): the root's appearance follows
    /// the fade; if it is what the bar shows, changes are emitted.
    func boundViewDidScroll(toOffsetY offsetY: Double) async {
        guard let next = try? fade.appearance(atOffsetY: offsetY) else { return }
        boundOffsetY = offsetY
        let old = stack[0]
        stack[0] = next
        guard stack.count == 1, case .idle = activity else { return }
        let oldTranslation = translationProgress
        // Off screen (a tab switch, a full-screen presentation) the bar stays in place; its fade
        // still follows the list, as WRNavigationBar sets the alpha on the bar whether it shows or
        // not (and sets it again when the screen appears).
        if !isRootOffScreen {
            translationSnap = nil
            translationProgress = (try? translation?.progress(atOffsetY: offsetY)) ?? 0
        }
        let detail = ScreenEventDetail.navigationFade(
            alpha: next.backgroundAlpha, style: next.statusBarStyle, offsetY: offsetY)
        if next.backgroundAlpha != old.backgroundAlpha { emit("alphaChange", detail) }
        if next.statusBarStyle != old.statusBarStyle || next.tintColor != old.tintColor
            || next.titleColor != old.titleColor
        {
            emit("styleSwitch", detail)
        }
        if next != old || translationProgress != oldTranslation { emitAppearance() }
        await deliverEvents()
    }

    /// A `barAppearance` event: everything the bar shows now.
    func emitAppearance() {
        emit(
            "barAppearance",
            .barAppearance(
                appearance, translationY: translation?.translationY(progress: translationProgress) ?? 0,
                itemsAlpha: itemsAlpha))
    }

    func emit(_ name: String, _ detail: ScreenEventDetail) {
        log.emit(name, source: Self.source, detail: detail, clock: clock)
    }
}
