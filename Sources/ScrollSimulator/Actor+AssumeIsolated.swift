extension Actor {
    /// `assumeIsolated` for code called once per event: `operation` gets `input` as an argument
    /// instead of capturing it. The standard `assumeIsolated` makes its closure escape for the
    /// call, so a closure that captures anything allocates its context on every call (the
    /// recorder's and the paging screen's per-event entries made half of a paging scenario's heap
    /// allocations that way); a closure literal that captures nothing has no context to allocate.
    /// Traps, as the standard one does, when the caller is not on the actor's executor.
    @_spi(Delivery) @inlinable @inline(__always)
    public nonisolated func assumeIsolated<Input: Sendable, Output: Sendable>(
        passing input: Input, _ operation: @escaping (isolated Self, Input) -> Output
    ) -> Output {
        preconditionIsolated("assumeIsolated(passing:_:) called off the actor's executor")
        // Sound for the reason the standard one is: the check above proves the isolation that the
        // signature without `isolated` no longer states.
        return unsafeBitCast(operation, to: ((Self, Input) -> Output).self)(self, input)
    }
}
