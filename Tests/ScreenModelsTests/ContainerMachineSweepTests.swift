import ScreenModels
import Testing

/// Every sequence of up to four inputs from seed 000's app, checked against UIKit's appearance
/// grammar: per screen, never "did" without "will", no call repeated within a transition, no
/// appearance before the view loads; a refused input changes nothing; at rest the visible chain
/// (and only it) has appeared, down to the paging root's page shown.
@Suite struct ContainerMachineSweepTests {
    static let inputs: [ContainerInput] = [
        .selectTab(0, shouldSelect: true), .selectTab(1, shouldSelect: true), .selectTab(2, shouldSelect: false),
        .push, .pop, .interactivePop(.began), .interactivePop(.finished), .interactivePop(.cancelled),
        .present(.fullScreen), .present(.pageSheet), .dismiss, .finishTransition,
        .pages(.select(index: 2, animated: false)), .pages(.memoryWarning),
    ]

    /// The appearance state each path reached, as the calls say, with the problems found.
    struct Grammar {
        var states: [String: AppearanceState] = [:]
        var loaded: Set<String> = []
        var problems: [String] = []

        mutating func apply(_ effect: ContainerEffect, after label: String) {
            guard case .lifecycle(let path, let call) = effect else { return }
            let state = states[path, default: .disappeared]
            switch (call, state) {
            case (.loadView, _): loaded.insert(path)
            case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): states[path] = .appearing
            case (.viewDidAppear, .appearing): states[path] = .appeared
            case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): states[path] = .disappearing
            case (.viewDidDisappear, .disappearing): states[path] = .disappeared
            case (.viewWillAppear, _), (.viewDidAppear, _), (.viewWillDisappear, _), (.viewDidDisappear, _):
                problems.append("\(label): \(path) heard \(call) while \(state)")
            default: break
            }
            if call == .viewDidAppear, !loaded.contains(path) { problems.append("\(label): \(path) appeared unloaded") }
        }
    }

    /// The problems of one sequence of input indices.
    static func problems(of sequence: [Int]) throws -> [String] {
        var machine = try ContainerFixtures.seedApp(launched: false)
        var grammar = Grammar()
        let label = sequence.map { "\(inputs[$0])" }.joined(separator: ", ")
        for effect in try machine.apply(.launch) { grammar.apply(effect, after: label) }
        for index in sequence {
            let before = machine
            do {
                for effect in try machine.apply(inputs[index]) { grammar.apply(effect, after: label) }
            } catch {
                if machine != before {
                    grammar.problems.append("\(label): a refused \(inputs[index]) changed the machine")
                }
            }
        }
        guard machine.transition == nil else { return grammar.problems }
        // At rest: the chain is on screen unless a full-screen modal covers it.
        let covered = machine.presentation?.style == .fullScreen
        let top = machine.top(ofTab: machine.selectedTab).path
        for tab in 0..<ContainerMachine.tabCount {
            for screen in machine.stacks[tab] {
                let shown = !covered && screen.path == top
                if (grammar.states[screen.path] == .appeared) != shown {
                    grammar.problems.append(
                        "\(label): \(screen.path) is \(grammar.states[screen.path] ?? .disappeared) at rest")
                }
            }
        }
        if let pages = machine.pages {
            let rootShown = !covered && top == pagingRoot
            let shownChild = child(pages.selectedIndex)
            if (grammar.states[shownChild] == .appeared) != rootShown {
                grammar.problems.append(
                    "\(label): \(shownChild) is \(grammar.states[shownChild] ?? .disappeared) at rest")
            }
        }
        return grammar.problems
    }

    @Test func everySequenceOfUpToFourInputsKeepsUIKitsGrammar() throws {
        var problems: [String] = []
        var sequences: [[Int]] = [[]]
        for _ in 0..<4 {
            sequences = sequences.flatMap { prefix in Self.inputs.indices.map { prefix + [$0] } }
            for sequence in sequences { problems += try Self.problems(of: sequence) }
            if problems.count > 8 { break }
        }
        #expect(problems.isEmpty, "\(problems.prefix(8))")
    }
}
