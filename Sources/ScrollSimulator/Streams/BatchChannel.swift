/// One subscriber's channel: a ``BatchBufferMachine`` behind a lock. Every method calls the machine
/// under the lock, then performs what it returned (resuming the consumer, telling the owner that
/// the subscriber left) after unlocking.
@usableFromInline final class BatchChannel<Element: Sendable>: Sendable {
    @usableFromInline typealias Batch = EventBatch<Element>
    typealias Waiter = UnsafeContinuation<Void, Never>

    private let machine: Locked<BatchBufferMachine<Element, Waiter>>
    /// Tells the owner that the consumer went away; called once, outside the lock, on the thread
    /// that cancelled (it must not take a lock the canceller may hold: owners hop or lock their own).
    private let onTermination: @Sendable () -> Void

    init(limit: Int?, onTermination: @escaping @Sendable () -> Void) {
        machine = Locked(BatchBufferMachine(limit: limit))
        self.onTermination = onTermination
    }

    /// What a send did, for the owner's counts.
    enum SendResult {
        /// Delivered or kept; `dropped` older elements were dropped to respect the limit.
        case sent(dropped: Int)
        /// The consumer has gone: remove this channel.
        case terminated
    }

    /// Sends one element.
    func send(_ element: Element) -> SendResult {
        perform(machine.withLock { $0.send(element) })
    }

    /// Sends elements, in order, as one batch (sharing their storage where it can).
    func send(contentsOf elements: [Element]) -> SendResult {
        perform(machine.withLock { $0.send(contentsOf: elements) })
    }

    /// Sends stretches of arrays, in order, as they are (sharing their storage).
    func send(stretches: [ArraySlice<Element>]) -> SendResult {
        perform(machine.withLock { $0.send(stretches: stretches) })
    }

    private func perform(_ action: BatchBufferMachine<Element, Waiter>.SendAction) -> SendResult {
        switch action {
        case .buffered(let dropped): return .sent(dropped: dropped)
        case .resume(let waiter, let dropped):
            waiter.resume()
            return .sent(dropped: dropped)
        case .terminated: return .terminated
        case .ignored: return .sent(dropped: 0)
        }
    }

    /// Whether the consumer went away (its task was cancelled, or it dropped the sequence).
    var isCancelled: Bool {
        machine.withLock { machine in
            if case .cancelled = machine.state { true } else { false }
        }
    }

    /// Ends the sequence once the consumer has taken what is pending.
    func finish() {
        machine.withLock { $0.finish() }?.resume()
    }

    /// The consumer went away: its iterator ends, the owner is told once.
    func cancel() {
        let (waiter, wasLive) = machine.withLock { $0.cancel() }
        waiter?.resume()
        if wasLive { onTermination() }
    }

    /// Refills `buffer` (a batch drained by the consumer) with everything pending, waiting for it if
    /// need be; returns false at the end of the sequence. Cancelling the waiting task ends it.
    // Specialised for the clock's and the views' streams: the iterator's prespecialised refill
    // otherwise called the generic body, whose metadata lookups were a tenth of a per-view profile.
    @_specialize(where Element == ScrollViewEvent)
    @_specialize(where Element == [ScrollViewEvent])
    func next(into buffer: inout Batch, isolation actor: isolated (any Actor)?) async -> Bool {
        // A task cancelled while it was busy elsewhere: the sequence ends now, with what was sent
        // meanwhile dropped, as if the cancellation had found it waiting.
        if Task.isCancelled {
            cancel()
            return false
        }
        while true {
            switch machine.withLock({ $0.take(into: &buffer) }) {
            case .taken: return true
            case .end: return false
            case .suspend: break
            }
            // Woken by a send, the end or a cancellation (which ends the sequence): take again.
            await withTaskCancellationHandler {
                await withUnsafeContinuation(isolation: actor) { (waiter: Waiter) in
                    machine.withLock { $0.wait(waiter) }?.resume()
                }
            } onCancel: {
                cancel()
            }
        }
    }
}
