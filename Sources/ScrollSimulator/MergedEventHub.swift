import Foundation
import Synchronization

/// The merged stream of every scroll view on a clock, ordered by (frame, order).
///
/// Scroll views append from any thread while they are stepped in parallel; the clock flushes a
/// frame's events, sorted, once the frame has ended (when the next frame begins, or when the clock
/// stops), so no event of a frame can arrive after that frame was delivered.
final class MergedEventHub: @unchecked Sendable {
    // @unchecked: every stored var is read and written only while `lock` is held. Yielding and
    // finishing under the lock is safe because onTermination never takes the lock: it hops to a task.
    // `listening` mirrors "anybody subscribed" in an atomic (written under the lock, read without
    // it): every scroll view reads it on every step, and taking the lock there made the stepping
    // shards contend for it.
    private let lock = NSLock()
    private var subscribers = SubscriberList<ScrollViewEvent>()
    private var frameSubscribers = SubscriberList<[ScrollViewEvent]>()
    private var pending: [ScrollViewEvent] = []
    private let listening = Atomic<Bool>(false)

    /// Whether anybody listens: scroll views skip the append when nobody does.
    var isListening: Bool { listening.load(ordering: .acquiring) }
    /// Events (or frames) dropped for subscribers with a bounded buffer.
    var droppedCount: Int { lock.withLock { subscribers.droppedCount + frameSubscribers.droppedCount } }
    /// The number of live subscribers, of either kind.
    var subscriberCount: Int { lock.withLock { subscribers.count + frameSubscribers.count } }

    /// A subscriber that gets one event per element.
    func subscribe(buffering: EventBuffering) -> AsyncStream<ScrollViewEvent> {
        lock.withLock {
            listening.store(true, ordering: .releasing)
            return subscribers.subscribe(buffering: buffering) { [weak self] id in
                Task.detached { self?.remove(id, frames: false) }
            }
        }
    }

    /// A subscriber that gets one element per frame: that frame's events, in order.
    func subscribeToFrames(buffering: EventBuffering) -> AsyncStream<[ScrollViewEvent]> {
        lock.withLock {
            listening.store(true, ordering: .releasing)
            return frameSubscribers.subscribe(buffering: buffering) { [weak self] id in
                Task.detached { self?.remove(id, frames: true) }
            }
        }
    }

    private func remove(_ id: UInt64, frames: Bool) {
        lock.withLock {
            if frames { frameSubscribers.remove(id) } else { subscribers.remove(id) }
            updateListening()
        }
    }

    /// Call with the lock held.
    private func updateListening() {
        listening.store(!subscribers.isEmpty || !frameSubscribers.isEmpty, ordering: .releasing)
    }

    func append(_ events: [ScrollViewEvent]) {
        lock.withLock { pending.append(contentsOf: events) }
    }

    /// Delivers every pending event of frames up to and including `frame`, in order.
    func flush(throughFrame frame: Int) {
        lock.withLock {
            guard !pending.isEmpty else { return }
            var batch: [ScrollViewEvent]
            if pending.allSatisfy({ $0.frame <= frame }) {
                // The usual case: everything pending belongs to frames that have ended.
                batch = pending
                pending.removeAll(keepingCapacity: true)
            } else {
                batch = pending.filter { $0.frame <= frame }
                pending.removeAll { $0.frame <= frame }
            }
            // Shards append in parallel and reactions after them: put the frame in causal order.
            if !batch.isSorted(by: ScrollViewEvent.precedes) { batch.sort(by: ScrollViewEvent.precedes) }
            if !subscribers.isEmpty { for event in batch { subscribers.yield(event) } }
            if !frameSubscribers.isEmpty {
                // One element per frame, in frame order (usually the batch is a single frame).
                var start = batch.startIndex
                if batch.first?.frame == batch.last?.frame { frameSubscribers.yield(batch); start = batch.endIndex }
                while start < batch.endIndex {
                    let frame = batch[start].frame
                    let end = batch[start...].firstIndex { $0.frame != frame } ?? batch.endIndex
                    frameSubscribers.yield(Array(batch[start..<end]))
                    start = end
                }
            }
            updateListening()
        }
    }

    /// Delivers everything pending and ends every stream.
    func finish() {
        flush(throughFrame: .max)
        lock.withLock {
            subscribers.finishAll()
            frameSubscribers.finishAll()
            listening.store(false, ordering: .releasing)
        }
    }
}

extension Array {
    /// Whether the elements are in increasing order by `areInIncreasingOrder`.
    func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        zip(self, dropFirst()).allSatisfy { !areInIncreasingOrder($1, $0) }
    }
}
