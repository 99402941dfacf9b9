import Foundation
import Testing

@testable import ScrollScenarios

/// Issue 12's reproducers that must be refused before anything runs: each names the file and the
/// field path, and says what was expected.
@Suite struct IssueTwelveRefusalTests {
    private func expectRefusal(_ json: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Fixtures.error(json) == message, sourceLocation: sourceLocation)
    }

    @Test func aDurationBeyondTheLimitIsRefused() {
        expectRefusal(
            #"{"name":"r01","duration":1e300,"scrollViews":[{"id":"v","size":{"width":375,"height":667},"contentSize":{"width":375,"height":3000}}]}"#,
            "s.json: duration: expected a number > 0 and <= 3600, got 1e300")
    }

    @Test func hugeGeometryIsRefused() {
        expectRefusal(
            Fixtures.minimal().replacingOccurrences(of: #""height": 3000"#, with: #""height": 7e21"#),
            "s.json: scrollViews[0].contentSize.height: expected 0, or a number >= 0.000001 and <= 100000000, got 7e21")
        expectRefusal(
            Fixtures.minimal(view: #""contentInset": {"top": 1e300}"#),
            "s.json: scrollViews[0].contentInset.top: expected a number in [-100000000, 100000000], got 1e300")
        expectRefusal(
            Fixtures.minimal(view: #""contentOffset": {"x": 0, "y": -1e300}"#),
            "s.json: scrollViews[0].contentOffset.y: expected a number in [-100000000, 100000000], got -1e300")
        expectRefusal(
            #"{"name": "p", "duration": 5, "pagingScreen": {"titles": ["A"], "childContentHeight": 1e300}}"#,
            "s.json: pagingScreen.childContentHeight: expected 0, or a number >= 0.000001 and <= 100000000, got 1e300")
    }

    /// A paging screen 0 (or 1e-300) pt wide used to be refused mid-run without file or path.
    @Test func aPagingScreenWithoutExtentIsRefused() {
        for width in ["0", "1e-300"] {
            expectRefusal(
                #"{"name": "p", "duration": 5, "pagingScreen": {"titles": ["A"], "size": {"width": \#(width), "height": 667}}}"#,
                "s.json: pagingScreen.size.width: expected a number in [1, 100000], got \(width)")
        }
    }

    @Test func aHugeProgrammaticOffsetIsRefused() {
        expectRefusal(
            Fixtures.withSteps(#"{"at": 1, "setContentOffset": {"view": "list", "offset": {"x": 0, "y": 1e300}}}"#),
            "s.json: steps[0].setContentOffset.offset.y: expected a number in [-100000000, 100000000], got 1e300")
        expectRefusal(
            #"{"name": "p", "duration": 5, "pagingScreen": {"titles": ["A"], "size": {"width": 375, "height": 1e-300}}}"#,
            "s.json: pagingScreen.size.height: expected a number in [1, 100000], got 1e-300")
    }

    @Test func longGesturesAndTransitionsAreRefused() {
        expectRefusal(
            Fixtures.withSteps(#"{"at": 1, "drag": {"view": "list", "by": {"x": 0, "y": 10}, "duration": 1e7}}"#),
            "s.json: steps[0].drag.duration: expected a number > 0 and <= 60, got 1e7")
        expectRefusal(
            #"{"name": "p", "duration": 5, "pagingScreen": {"titles": ["A"], "navigationBar": {}}, "steps": [{"at": 1, "interactivePop": {"progress": 0.5, "release": "finish", "duration": 2e17}}]}"#,
            "s.json: steps[0].interactivePop.duration: expected a number > 0 and <= 10, got 2e17")
    }

    @Test func aHugeDragTranslationIsRefused() {
        expectRefusal(
            Fixtures.withSteps(#"{"at": 1, "drag": {"view": "list", "by": {"x": 0, "y": 1e308}, "duration": 0.25}}"#),
            "s.json: steps[0].drag.by.y: expected a number in [-100000000, 100000000], got 1e308")
        expectRefusal(
            Fixtures.withSteps(#"{"at": 1, "fling": {"view": "list", "velocity": {"x": 0, "y": 2e6}}}"#),
            "s.json: steps[0].fling.velocity.y: expected a number in [-1000000, 1000000], got 2e6")
    }

    @Test func nullIsRefusedWhereTheSchemaDoesNotAllowIt() {
        expectRefusal(
            Fixtures.minimal(#""description": null"#), "s.json: description: expected a string, got null")
        expectRefusal(
            Fixtures.minimal(view: #""contentOffset": null"#),
            "s.json: scrollViews[0].contentOffset: expected a point {\"x\", \"y\"}, got null")
    }

    @Test func invalidUTF8IsRefusedWithLineAndColumn() {
        var bytes = Array(Fixtures.minimal().utf8)
        let quote = bytes.firstIndex(of: UInt8(ascii: "t"))!  // inside "t", the name
        bytes[quote] = 0xFF
        #expect(
            throws: ScenarioError(
                file: "s.json", path: "", line: 1, column: 11, expected: "valid UTF-8", actual: "the byte 0xFF")
        ) { try ScenarioLoader.decode(data: Data(bytes), file: "s.json") }
    }

    @Test func userTextIsQuotedEscaped() {
        let message = Fixtures.error(Fixtures.minimal(#""colour\u001b[31m\n": 1"#))
        #expect(
            message
                == #"s.json: ["colour\u001B[31m\n"]: expected one of the fields ($schema, name, description, frameRate, duration, scrollViews, pagingScreen, steps, expect), got unknown field "colour\u001B[31m\n""#
        )
        #expect(message?.unicodeScalars.allSatisfy { $0.value >= 0x20 } == true)
    }

    @Test func anEmptyFieldNameStillHasAPath() {
        #expect(
            Fixtures.error(Fixtures.minimal(#""": 1"#))?.hasPrefix(#"s.json: [""]: expected one of the fields"#) == true
        )
    }

    @Test func aTooLargeIntegerSaysSo() {
        expectRefusal(
            #"{"name": "p", "duration": 5, "pagingScreen": {"titles": ["A"], "cacheLimit": 1e20}}"#,
            "s.json: pagingScreen.cacheLimit: expected an integer of at most 15 digits, got 1e20, too large")
    }

    @Test func countsAndSizesBeyondTheLimitsAreRefused() {
        let titles = Array(repeating: "\"t\"", count: ScenarioLimits.maximumTitles + 1).joined(separator: ",")
        expectRefusal(
            #"{"name": "p", "duration": 5, "pagingScreen": {"titles": [\#(titles)]}}"#,
            "s.json: pagingScreen.titles: expected at most 1000 titles, got 1001 titles")
        let views = Array(
            repeating: #"{"id": "v", "size": {"width": 1, "height": 1}, "contentSize": {"width": 1, "height": 1}}"#,
            count: ScenarioLimits.maximumScrollViews + 1
        ).joined(separator: ",")
        expectRefusal(
            #"{"name": "p", "duration": 5, "scrollViews": [\#(views)]}"#,
            "s.json: scrollViews: expected at most 1000 scroll views, got 1001 scroll views")
        let long = String(repeating: "x", count: ScenarioLimits.maximumStringLength + 1)
        expectRefusal(
            Fixtures.minimal(#""description": "\#(long)""#),
            "s.json: description: expected a string of at most 4096 characters, got a string of 4097 characters, too long"
        )
        let big = Data(count: ScenarioLimits.maximumFileBytes + 1)
        #expect(
            throws: ScenarioError(
                file: "big.json", path: "", expected: "a file of at most 8388608 bytes", actual: "a larger file")
        ) { try ScenarioLoader.decode(data: big, file: "big.json") }
    }

    @Test func aHugeArrayIsRefusedWhileParsing() {
        let numbers = Array(repeating: "1", count: ScenarioLimits.maximumContainerCount + 1).joined(separator: ",")
        let message = Fixtures.error(#"{"name": "t", "duration": 1, "steps": [\#(numbers)]}"#)
        #expect(message?.contains("expected at most 100000 elements in an array") == true)
    }
}

extension IssueTwelveRefusalTests {
    /// Names and descriptions are printed by the reports: control characters are refused there.
    @Test func namesThatReportsPrintHaveNoControlCharacters() {
        #expect(
            Fixtures.error(
                Fixtures.minimal(view: "").replacingOccurrences(of: #""id": "list""#, with: #""id": "l\u001b[2Jist""#))
                == #"s.json: scrollViews[0].id: expected a non-empty name without control characters, got the string "l\u001B[2Jist""#
        )
        #expect(
            Fixtures.error(Fixtures.minimal(#""description": "two\nlines""#))
                == #"s.json: description: expected a string without control characters or invisible formatting (joiners aside), got the string "two\nlines""#
        )
        // A joiner is part of the text (an emoji sequence, a Persian word): such a title was
        // refused as a control character.
        #expect(
            Fixtures.error(
                #"{"name": "t", "duration": 1, "pagingScreen": {"titles": ["👨\u200D👩\u200D👧", "می\u200Cخواهم"]}}"#)
                == nil)
        #expect(
            Fixtures.error(#"{"name": "t", "duration": 1, "pagingScreen": {"titles": ["a\u200Bb"]}}"#)?.contains(
                "pagingScreen.titles[0]: expected a string without control characters") == true)
    }
}
