import Foundation
import Testing

@testable import ScrollScenarios

@Suite struct ReportTests {
    @Test func decimalFormatIsFixedAndShortest() {
        #expect(DecimalFormat.fixed(31.0 / 60) == "0.516667")
        #expect(DecimalFormat.fixed(0.55) == "0.550000")
        #expect(DecimalFormat.fixed(-0.0000001) == "0.000000")
        #expect(DecimalFormat.shortest(-92.4000000001) == "-92.4")
        #expect(DecimalFormat.shortest(500) == "500")
        #expect(DecimalFormat.shortest(-0.0) == "0")
        #expect(DecimalFormat.shortest(1e-7) == "0")
        #expect(DecimalFormat.shortest(0.0000015) == "0.000002")
        #expect(DecimalFormat.shortest(-1234567.25) == "-1234567.25")
        #expect(DecimalFormat.shortest(2.345, decimals: 2) == "2.35")
        #expect(DecimalFormat.point(Point(x: 0, y: -92.4)) == "(0, -92.4)")
    }

    @Test func decimalFormatAgreesWithStringArithmeticAndNeverTraps() {
        /// The formatting spelled out with strings, as the reports first did it.
        func reference(_ value: Double, decimals: Int, trimming: Bool) -> String {
            var scale: Int64 = 1
            for _ in 0..<decimals { scale *= 10 }
            let units = Int64((abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero))
            var text = (value < 0 && units != 0 ? "-" : "") + String(units / scale)
            guard decimals > 0 else { return text }
            var fraction = String(units % scale)
            fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
            if trimming { while fraction.hasSuffix("0") { fraction.removeLast() } }
            if !fraction.isEmpty { text += "." + fraction }
            return text
        }
        var generator = SeededGenerator(seed: 2026)  // the same values on every run
        for _ in 0..<20_000 {
            let magnitude = Double.random(in: -7...11, using: &generator)
            let value =
                (Bool.random(using: &generator) ? -1 : 1) * Double.random(in: 1..<10, using: &generator)
                * pow(10, magnitude.rounded(.down))
            let decimals = Int.random(in: 0...6, using: &generator)
            // Where the rounded product lands half way, the reference cannot tell which side the
            // value is on (see `roundsTheExactValueNotItsRoundedProduct`).
            let product = abs(value) * pow(10, Double(decimals))
            if product - product.rounded(.down) == 0.5 { continue }
            #expect(
                DecimalFormat.shortest(value, decimals: decimals)
                    == reference(value, decimals: decimals, trimming: true))
            #expect(
                DecimalFormat.fixed(value, decimals: decimals) == reference(value, decimals: decimals, trimming: false))
        }
        #expect(DecimalFormat.fixed(0, decimals: 0) == "0")
        #expect(DecimalFormat.shortest(9.5, decimals: 0) == "10")
        #expect(DecimalFormat.fixed(-0.25, decimals: 1) == "-0.3")
        // Too many units for 64 bits at 9 decimals, and 1e12 or more: Swift's own text, no trap.
        #expect(DecimalFormat.shortest(5e11, decimals: 9) == "500000000000.0")
        #expect(DecimalFormat.shortest(2e12) == "2000000000000.0")
        #expect(DecimalFormat.shortest(.nan) == "nan" && DecimalFormat.fixed(-.infinity) == "-inf")
    }

    /// Half away from zero by the value itself: these doubles lie just below a half (0.1234565 is
    /// 0.12345649999999999679...), but their product by 1e6 rounds to exactly .5, and they printed
    /// rounded up. Expected digits from the exact binary expansions (Python's `Decimal(x)`).
    @Test func roundsTheExactValueNotItsRoundedProduct() {
        #expect(DecimalFormat.shortest(0.1234565) == "0.123456")
        #expect(DecimalFormat.shortest(5e-7) == "0")
        #expect(DecimalFormat.shortest(-3.0000025) == "-3.000002")
        // Above a half, or exactly half (1/128 = 0.0078125): away from zero.
        #expect(DecimalFormat.shortest(0.0000015) == "0.000002")
        #expect(DecimalFormat.shortest(0.0078125) == "0.007813")
        #expect(DecimalFormat.shortest(-0.0078125) == "-0.007813")
    }

    @Test func jsonLinesMatchTheContractByteForByte() {
        let text = JSONLinesWriter.render(ReportFixtures.records.inReportOrder().filter { $0.frame <= 33 })
        #expect(
            text == """
                {"t":0.516667,"frame":31,"source":"list","event":"willBeginDragging","contentOffset":{"x":0,"y":-99}}
                {"t":0.516667,"frame":31,"source":"list","event":"didScroll","contentOffset":{"x":0,"y":-92.4}}
                {"t":0.550000,"frame":33,"source":"list","event":"willEndDragging","contentOffset":{"x":0,"y":-80.1},"velocity":{"x":0,"y":1.2},"targetContentOffset":{"x":0,"y":519.3}}
                {"t":0.550000,"frame":33,"source":"list","event":"didEndDragging","contentOffset":{"x":0,"y":-80.1},"willDecelerate":true}
                {"t":0.550000,"frame":33,"source":"list","event":"willBeginDecelerating","contentOffset":{"x":0,"y":-80.1}}

                """)
    }

    @Test func jsonLinesAddTheIndexAndEscapeStrings() {
        let record = EventRecord(
            time: 1, frame: 60, source: "a\"b\\c\n", sequence: 0, order: 0, event: "didSelectTitle",
            contentOffset: .zero, index: 2)
        #expect(
            JSONLinesWriter.line(for: record)
                == #"{"t":1.000000,"frame":60,"source":"a\"b\\c\n","event":"didSelectTitle","contentOffset":{"x":0,"y":0},"index":2}"#
        )
        #expect(JSONLinesWriter.string("\u{01}") == #""\u0001""#)
    }

    @Test func reportOrderIsFrameThenCausalOrderNotSourceName() {
        let shuffled = [
            ReportFixtures.records[8], ReportFixtures.records[3], ReportFixtures.records[7], ReportFixtures.records[2],
            ReportFixtures.records[0],
        ]
        // In frame 60 the title selection (order 0) caused the child's load (order 1): cause first,
        // although "child/0" sorts before "titles" by name.
        #expect(
            shuffled.inReportOrder().map { "\($0.frame) \($0.source) \($0.sequence)" } == [
                "31 list 0", "33 list 0", "33 list 1", "60 titles 0", "60 child/0 0",
            ])
    }

    @Test func timelineIsAlignedAndCanHideDidScroll() {
        let records = Array(ReportFixtures.records.inReportOrder().prefix(4))
        #expect(
            TimelineWriter().render(records) == """
                time (s)  frame  source  event              offset (pt)  details
                0.516667     31  list    willBeginDragging  (0, -99)
                0.516667     31  list    didScroll          (0, -92.4)
                0.550000     33  list    willEndDragging    (0, -80.1)   velocity=(0, 1.2) pt/ms target=(0, 519.3)
                0.550000     33  list    didEndDragging     (0, -80.1)   willDecelerate=true

                """)
        let hidden = TimelineWriter(includesDidScroll: false).render(records)
        #expect(!hidden.contains("didScroll"))
        #expect(hidden.split(separator: "\n").count == 4)
    }

    @Test func timelineShowsWhatTheScreenComputed() throws {
        func record(_ event: String, _ detail: ScreenEventDetail, index: Int? = nil) -> EventRecord {
            var record = EventRecord(
                time: 0.5, frame: 30, source: "titles", sequence: 0, order: 0, event: event, contentOffset: .zero,
                index: index)
            record.screen = ScreenFields(detail)
            return record
        }
        let indicator = record(
            "indicatorAnimation",
            .indicator(
                from: Rect(x: 23.5, y: 34, width: 28, height: 1), to: Rect(x: 248.456, y: 34, width: 28, height: 1),
                duration: 0.25))
        let frame = record("indicatorFrame", .indicatorFrame(Rect(x: 245.1666, y: 34, width: 28, height: 1)))
        let scale = record("titleScale", .titleScale(index: 5, scale: 1.3), index: 5)
        var bar = record("barAppearance", .none)
        let tint = try RGBAColor(red: 0.871795, green: 0.933132, blue: 1)
        bar.alpha = 0.128205
        bar.screen = ScreenFields(
            .barAppearance(
                try NavigationBarAppearance(
                    backgroundColor: .white, backgroundAlpha: 0.128205, tintColor: tint, titleColor: .white,
                    statusBarStyle: .light),
                translationY: -19, itemsAlpha: 0.568182))
        let end = record("transitionEnd", .navigationTransitionEnd(kind: .interactivePop, completed: false))
        // Each record's line, after the offset column: the details.
        let details = [indicator, frame, scale, bar, end].map {
            TimelineWriter().render([$0]).split(separator: "\n")[1].split(separator: "(0, 0)")[1].drop { $0 == " " }
        }
        #expect(
            details == [
                "from=(23.5, 34, 28, 1) to=(248.46, 34, 28, 1) duration=0.25 s",
                "indicatorFrame=(245.17, 34, 28, 1)",
                "index=5 scale=1.3",
                "alpha=0.1282 background=(1, 1, 1, 1) tint=(0.8718, 0.9331, 1, 1) title=(1, 1, 1, 1) statusBar=light "
                    + "translationY=-19 itemsAlpha=0.5682",
                "kind=interactivePop outcome=cancelled",
            ])
    }
}
