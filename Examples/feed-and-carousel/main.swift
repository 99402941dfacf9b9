// A realistic use of ScrollSim as a library: a feed that loads more rows when it comes to rest near
// its end, a paging carousel, a scripted user, and the seeds' paging screen, all on one clock,
// recorded into one merged timeline. Its output is the same on every run (the README shows it).
import ScreenModels

let clock = try DisplayClock()
let feed = try ScrollView(
    id: "feed", clock: clock, size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 1500),
    contentInset: EdgeInsets(top: 99, left: 0, bottom: 49, right: 0))
let carousel = try ScrollView(
    id: "carousel", clock: clock, size: Size(width: 375, height: 200), contentSize: Size(width: 5 * 375, height: 200),
    isPagingEnabled: true)
let recorder = Recorder(clock: clock)
try await recorder.record(feed)
try await recorder.record(carousel)

// Load more: when the feed comes to rest within 300 pt of its end, 1,500 pt of rows are appended.
await feed.addDelegate { event in
    guard event.name == "didEndDecelerating" else { return }
    let height = await feed.contentSize.height
    if event.contentOffset.y > height + 49 - 667 - 300 {
        try await feed.setContentSize(Size(width: 375, height: height + 1500))
    }
}

// The user: a fling down the feed, a swipe of the carousel, another fling once more rows are in.
await clock.spawn(name: "user") {
    try await feed.fling(velocity: Point(x: 0, y: 2500))
    try await clock.sleep(for: .seconds(1))
    try await carousel.fling(velocity: Point(x: 900, y: 0))
    try await clock.sleep(for: .seconds(3))
    try await feed.fling(velocity: Point(x: 0, y: 2500))
}
let feedFrames = try await clock.runUntilIdle()

// The seeds' paging screen: a title tap, then a swipe back.
let screen = try await PagingScreen(clock: clock, titles: ["全部", "视频", "声音", "图片", "段子"])
try await recorder.record(screen.pages)
try await recorder.record(screen)
try await screen.tapTitle(3)
let tapFrames = try await clock.runUntilIdle()
try await screen.swipe(direction: .right)
let swipeFrames = try await clock.runUntilIdle()
try await clock.stop()

// The timeline without the per-frame events (didScroll, the indicator following a swipe).
let milestones = await recorder.finish().records.filter { $0.event != "didScroll" && $0.event != "indicatorFrame" }
print(TimelineWriter().render(milestones), terminator: "")
print(
    "feed height \(await feed.contentSize.height) pt; frames: user \(feedFrames), tap \(tapFrames), swipe \(swipeFrames)"
)
