import ScrollPhysics

/// A 64-bit digest of a log, fed field by field: the same fields in the same order give the same
/// digest on every run and every platform (numbers are hashed by their bit patterns). It starts
/// from FNV-1a's offset basis and mixes a 64-bit word at a time (strings byte by byte, FNV-1a).
/// It tells runs apart; it is not a cryptographic hash.
public struct StressDigest: Sendable, Hashable {
    /// The digest so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// An empty digest.
    public init() {}

    /// Mixes in 64 bits: one xor, multiply (by 2^64 / golden ratio, odd) and xorshift round. (Byte
    /// by byte, FNV-1a's way, it took eight multiplies a word: 7 % of a stress run's time.)
    public mutating func combine(_ bits: UInt64) {
        value = (value ^ bits) &* 0x9e37_79b9_7f4a_7c15
        value ^= value >> 29
    }

    /// Mixes in an integer.
    public mutating func combine(_ n: Int) { combine(UInt64(bitPattern: Int64(n))) }

    /// Mixes in a number by its exact bit pattern.
    public mutating func combine(_ x: Double) { combine(x.bitPattern) }

    /// Mixes in both components of a point (pt or pt/s), by their bit patterns.
    public mutating func combine(_ p: Point) {
        combine(p.x)
        combine(p.y)
    }

    /// Mixes in one stamped event: frame, sequence, call with its arguments, offset and velocity.
    public mutating func combine(_ event: ScrollViewEvent) {
        combine(event.frame)
        combine(event.sequence)
        switch event.call {
        case .willBeginDragging: combine(1)
        case .didScroll: combine(2)
        case .willEndDragging(let velocity, let target):
            combine(3)
            combine(velocity)
            combine(target)
        case .didEndDragging(let willDecelerate): combine(willDecelerate ? 5 : 4)
        case .willBeginDecelerating: combine(6)
        case .didEndDecelerating: combine(7)
        case .didEndScrollingAnimation: combine(8)
        case .didScrollToTop: combine(9)
        }
        combine(event.contentOffset)
        combine(event.velocity)
    }
}

extension StressDigest {
    /// Mixes in a string by its UTF-8 bytes, then its length (so that "ab", "c" and "a", "bc" differ).
    public mutating func combine(_ text: String) {
        var count = 0
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            count += 1
        }
        combine(count)
    }

    /// Mixes in one screen event: frame, source, sequence, name and details (frame time excluded:
    /// it follows from the frame).
    public mutating func combine(_ event: ScreenEvent) {
        combine(event.frame)
        combine(event.source)
        combine(event.sequence)
        combine(event.name)
        combine(event.detail)
    }

    /// Mixes in a screen event's details field by field: a number for the case, then each value
    /// (numbers by their bit patterns, names by their text).
    public mutating func combine(_ detail: ScreenEventDetail) {
        switch detail {
        case .none:
            combine(0)
        case .lifecycle(let index, let call):
            combine(1)
            combine(index)
            combine(call.description)
        case .unloaded(let index, let reason):
            combine(2)
            combine(index)
            combine(reason.rawValue)
        case .titleSelection(let index, let previous):
            combine(3)
            combine(index)
            combine(previous)
        case .indicator(let from, let to, let duration):
            combine(4)
            combine(from)
            combine(to)
            combine(duration)
        case .navigationFade(let alpha, let style, let offsetY):
            combine(5)
            combine(alpha)
            combine(style.rawValue)
            combine(offsetY)
        case .navigationTransition(let kind, let progress, let alpha):
            combine(6)
            combine(kind.rawValue)
            combine(progress)
            combine(alpha)
        case .navigationTransitionEnd(let kind, let completed):
            combine(7)
            combine(kind.rawValue)
            combine(completed ? 1 : 0)
        case .tabSelection(let index, let previous):
            combine(8)
            combine(index)
            combine(previous)
        case .badge(let index, let value):
            combine(9)
            combine(index)
            if let value { combine(value) } else { combine(-1) }
        case .indicatorFrame(let frame):
            combine(10)
            combine(frame)
        case .titleScale(let index, let scale):
            combine(11)
            combine(index)
            combine(scale)
        case .barAppearance(let appearance, let translationY, let itemsAlpha):
            combine(12)
            combine(appearance.backgroundColor)
            combine(appearance.tintColor)
            combine(appearance.titleColor)
            combine(appearance.backgroundAlpha)
            combine(appearance.statusBarStyle.rawValue)
            combine(translationY)
            combine(itemsAlpha)
        }
    }

    /// Mixes in a colour's components (unitless, in [0, 1]), by their bit patterns.
    public mutating func combine(_ color: RGBAColor) {
        combine(color.red)
        combine(color.green)
        combine(color.blue)
        combine(color.alpha)
    }

    /// Mixes in a rectangle: origin, then size (pt), by their bit patterns.
    public mutating func combine(_ rect: Rect) {
        combine(rect.origin)
        combine(rect.size.width)
        combine(rect.size.height)
    }
}
