/// A screen model that records ``ScreenEvent``s: an ordered log and in-frame observers, so that a
/// runner can collect everything deterministically.
public protocol ScreenEventPublisher: Actor {
    /// Every event so far, in the order it happened.
    var screenEvents: [ScreenEvent] { get }
    /// Adds an observer that sees every later event inside the frame in which it happens.
    @discardableResult
    func addObserver(_ observer: @escaping ScreenEventObserver) -> ScreenObserverToken
    /// Removes an observer added with ``addObserver(_:)``.
    func removeObserver(_ token: ScreenObserverToken)
}
