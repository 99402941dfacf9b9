import ScrollScenarios
import Testing

/// The stress digest of a screen event's details: field by field, so that the same details give
/// the same digest and any change of a case or a value gives another.
@Suite struct StressDigestTests {
    static func digest(_ detail: ScreenEventDetail) -> UInt64 {
        var digest = StressDigest()
        digest.combine(detail)
        return digest.value
    }

    static func details() throws -> [ScreenEventDetail] {
        let rect = Rect(origin: Point(x: 10, y: 42), size: Size(width: 60, height: 2))
        let appearance = try NavigationBarAppearance(backgroundAlpha: 0.5, statusBarStyle: .light)
        return [
            .none,
            .lifecycle(index: 1, call: .viewDidLoad),
            .lifecycle(index: 1, call: .willMoveToParent(hasParent: true)),
            .lifecycle(index: 1, call: .willMoveToParent(hasParent: false)),
            .lifecycle(index: 2, call: .viewDidLoad),
            .unloaded(index: 1, reason: .cacheLimit),
            .unloaded(index: 1, reason: .memoryWarning),
            .titleSelection(index: 1, previous: 0),
            .titleSelection(index: 0, previous: 1),
            .indicator(from: rect, to: rect, duration: 0.25),
            .indicator(from: rect, to: rect, duration: 0.3),
            .navigationFade(alpha: 0.5, style: .dark, offsetY: 100),
            .navigationFade(alpha: 0.5, style: .light, offsetY: 100),
            .navigationTransition(kind: .push, progress: 0.5, alpha: 1),
            .navigationTransition(kind: .pop, progress: 0.5, alpha: 1),
            .navigationTransitionEnd(kind: .interactivePop, completed: true),
            .navigationTransitionEnd(kind: .interactivePop, completed: false),
            .tabSelection(index: 1, previous: 0),
            .badge(index: 1, value: "3"),
            .badge(index: 1, value: nil),
            .badge(index: 1, value: ""),
            .indicatorFrame(rect),
            .indicatorFrame(Rect(origin: Point(x: 10, y: 42), size: Size(width: 60, height: 3))),
            .titleScale(index: 1, scale: 1.3),
            .titleScale(index: 1, scale: 1),
            .barAppearance(appearance, translationY: 0, itemsAlpha: 1),
            .barAppearance(appearance, translationY: -20, itemsAlpha: 1),
            .barAppearance(try NavigationBarAppearance(backgroundAlpha: 0.5), translationY: 0, itemsAlpha: 1),
        ]
    }

    @Test func equalDetailsGiveEqualDigestsAndEveryDifferenceAnother() throws {
        let details = try Self.details()
        let digests = details.map(Self.digest)
        #expect(Set(digests).count == details.count)
        #expect(try Self.details().map(Self.digest) == digests)
    }

    @Test func aDigestIsFedFromTheFixedOffsetBasisAWordAtATime() {
        // FNV-1a's offset basis, then the case number 0 as one word: xor, multiply, xorshift.
        var expected: UInt64 = 0xcbf2_9ce4_8422_2325 &* 0x9e37_79b9_7f4a_7c15
        expected ^= expected >> 29
        #expect(Self.digest(.none) == expected)
        var digest = StressDigest()
        digest.combine(UInt64(1))
        #expect(digest.value != Self.digest(.none))
    }
}
