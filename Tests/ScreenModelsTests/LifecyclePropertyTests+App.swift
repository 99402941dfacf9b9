import ScreenModels

extension LifecyclePropertyTests {
    /// Checks the app's own events as they happen: each screen's appearance calls follow UIKit's
    /// order (never "did" without "will", no call repeated within a transition), and at rest the
    /// visible chain has appeared.
    actor AppChecker {
        let name: String
        var states: [String: AppearanceState] = [:]
        var problems: [String] = []
        var log: [String] = []

        init(name: String) { self.name = name }

        /// Builds seed 000's app around `screen` (tab 3 refused) and checks its events from now on.
        static func app(
            around screen: PagingScreen, bar: NavigationBarController, name: String
        ) async throws -> (screen: AppScreen, checker: AppChecker) {
            let checker = AppChecker(name: name)
            let app = try await AppScreen(
                pagingScreen: screen, navigationBar: bar, tabBar: TabBarController(clock: screen.clock, width: 375),
                configuration: AppConfiguration(refusedTabs: [3], publishSetup: .unguarded))
            for event in await app.screenEvents { await checker.check(event) }
            await app.addObserver { await checker.check($0) }
            return (app, checker)
        }

        /// Carries out app action `action` (10..<24): pushes, pops, interactive pops, tab taps,
        /// presentations and dismissals; returns whether the app took it (it refuses steps during a
        /// transition, a pop of a root, a tap under a modal).
        static func perform(_ action: Int, on app: AppScreen, random: inout SeededGenerator) async -> Bool {
            let progress = Double(random.next() % 100) / 100
            let finish = random.next() % 2 == 0
            let tab = Int(random.next() % 4)
            let style: ModalStyle = random.next() % 2 == 0 ? .fullScreen : .pageSheet
            do {
                switch action {
                case 10, 11: try await app.push()
                case 12, 13: try await app.pop()
                case 14:
                    try await app.beginInteractivePop()
                    try await app.releaseInteractivePop(finish: finish, progress: progress)
                case 15...18: try await app.tapTab(tab)
                case 19, 20: try await app.present(style)
                default: try await app.dismiss()
                }
                return true
            } catch {
                return false
            }
        }

        func check(_ event: ScreenEvent) {
            log.append("\(event.frame) \(event.source) \(event.name)")
            let state = states[event.source, default: .disappeared]
            let next: AppearanceState?
            switch (event.name, state) {
            case ("viewWillAppear", .disappeared), ("viewWillAppear", .disappearing): next = .appearing
            case ("viewDidAppear", .appearing): next = .appeared
            case ("viewWillDisappear", .appeared), ("viewWillDisappear", .appearing): next = .disappearing
            case ("viewDidDisappear", .disappearing): next = .disappeared
            case ("viewWillAppear", _), ("viewDidAppear", _), ("viewWillDisappear", _), ("viewDidDisappear", _):
                next = nil
            default: return
            }
            guard let next else {
                return problems.append(
                    "\(name) frame \(event.frame): \(event.source) heard \(event.name) while \(state)")
            }
            states[event.source] = next
        }

        /// The problems: those seen, and at rest a chain that has not appeared.
        func finish(_ app: AppScreen) async -> (problems: [String], log: [String]) {
            var all = problems
            if let transition = await app.transition { all.append("\(name): \(transition) never ended") }
            let top = ScreenPath.screen(tab: await app.selectedTab, depth: await app.stackDepth - 1)
            let covered = await app.presentedStyle == .fullScreen
            for path in [ScreenPath.tabs, top] where (states[path] == .appeared) == covered {
                all.append("\(name): \(path) is \(states[path] ?? .disappeared) with a full-screen modal \(covered)")
            }
            if await app.presentedStyle != nil, states[ScreenPath.modal] != .appeared {
                all.append("\(name): the presented screen is \(states[ScreenPath.modal] ?? .disappeared)")
            }
            return (all, log)
        }
    }
}
