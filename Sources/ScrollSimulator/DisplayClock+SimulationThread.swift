extension DisplayClock {
    /// Runs `body` on a simulation thread (the next one in turn), where every clock it creates
    /// makes its home: a sequence of runs (a suite's scenarios, one clock each) then crosses no
    /// thread at all, instead of two thread wake-ups per run between the caller's thread and each
    /// new clock's. Like the clocks' own tasks, `body` must not block the thread.
    /// - Returns: what `body` returns.
    public static func runOnSimulationThread<Result: Sendable>(
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        let executor = SimulationExecutor.pool[SimulationExecutor.nextHomeIndex()]
        return try await withTaskExecutorPreference(executor.tasks) { try await body() }
    }
}
