/// What the drivers hand back when they finish: counts, observer tasks still to collect, and the
/// commands that failed (each a violation: a command the harness checked as valid must not throw).
actor StressTally {
    private(set) var commands = 0
    private(set) var observers: [Task<StressObserverReport, Never>] = []
    private(set) var failures: [StressViolation] = []

    func add(commands: Int, observers: [Task<StressObserverReport, Never>], failures: [StressViolation]) {
        self.commands += commands
        self.observers += observers
        self.failures += failures
    }
}
