import ScreenModels
import Testing

/// A paging screen whose pages a clock with two threads dealt to the other thread: the screen's
/// reaction to its pages then crosses threads, and must come out the same.
@Suite struct PagingScreenThreadsTests {
    /// The screen's events for a title tap, then a swipe, as `frame source name` lines.
    private func lines(threads: Int, viewsBefore: Int) async throws -> [String] {
        let clock = try DisplayClock(threads: threads)
        // Views are dealt to threads in blocks of `viewsPerBlock`: these push the pages to the next.
        let filler = try (0..<viewsBefore).map {
            try ScrollView(
                id: "filler\($0)", clock: clock, size: Size(width: 375, height: 667),
                contentSize: Size(width: 375, height: 2000))
        }
        let screen = try await PagingScreen(clock: clock, titles: ["a", "b", "c", "d"])
        try await screen.tapTitle(2)
        try await clock.runUntilIdle()
        try await screen.swipe(direction: .right)
        try await clock.runUntilIdle()
        try await clock.stop()
        withExtendedLifetime(filler) {}
        return await screen.screenEvents.map { "\($0.frame) \($0.source) \($0.name)" }
    }

    @Test func pagesOnAnotherThreadGiveTheSameScreenEvents() async throws {
        let alone = try await lines(threads: 1, viewsBefore: 0)
        let dealt = try await lines(threads: 2, viewsBefore: DisplayClock.viewsPerBlock)
        #expect(alone.count > 20)
        #expect(dealt == alone)
    }
}
