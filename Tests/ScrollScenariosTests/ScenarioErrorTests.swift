import Testing

@testable import ScrollScenarios

/// Every kind of invalid scenario is refused with the file, the field path and what was expected.
@Suite struct ScenarioErrorTests {
    @Test func badJSONNamesLineAndColumn() {
        #expect(
            Fixtures.error("{\"name\": \"t\",\n  \"duration\" 5}")
                == "s.json: line 2, column 14: expected ':' after a member name, got '5'")
        #expect(
            Fixtures.error("{\"name\": \"t\", }")
                == "s.json: line 1, column 15: expected a member name in double quotes, got '}'")
        #expect(Fixtures.error("") == "s.json: line 1, column 1: expected a value, got the end of the document")
        // What other encoders write for a non-finite number is named, with the reason.
        for word in ["NaN", "-Infinity", "inf"] {
            #expect(
                Fixtures.error("{\"duration\": \(word)}")
                    == "s.json: line 1, column 14: expected a value (JSON has no NaN or Infinity: numbers are finite), "
                    + "got '\(word)'")
        }
        #expect(Fixtures.error("{} x") == "s.json: line 1, column 4: expected the end of the document, got 'x'")
        // A line ends in LF, CRLF or a lone CR (old Mac files), as an editor shows it: the lone CR
        // was no line break, `line 1, column 29` here.
        for lineEnd in ["\n", "\r\n", "\r"] {
            #expect(
                Fixtures.error("{\"name\": \"x\",\(lineEnd)\"duration\": 1,,}")
                    == "s.json: line 2, column 15: expected a member name in double quotes, got ','", "\(lineEnd)")
        }
        // A byte order mark takes no column (it counted as one on the first line).
        #expect(
            Fixtures.error("\u{FEFF}{} x") == "s.json: line 1, column 4: expected the end of the document, got 'x'")
        #expect(Fixtures.error("\u{FEFF}") == "s.json: line 1, column 1: expected a value, got the end of the document")
        #expect(
            Fixtures.error("{\"a\": 01}")
                == "s.json: line 1, column 8: expected ',' or '}' after an object member, got '1'")
        #expect(
            Fixtures.error("{\"a\": \"é\n\"}")
                == "s.json: line 1, column 9: expected no control character inside a string (escape it), got a line break"
        )
    }

    /// One pass names every top-level field and list element that cannot be read, in document
    /// order, each on its own line; checks across fields wait until every field reads.
    @Test func everyFieldAndElementInErrorIsNamedInOnePass() throws {
        let json = #"""
            {"name": "t", "descriptio": "a misspelt field hides nothing", "duration": -1,
             "scrollViews": [{"id": "a", "size": {"width": 1, "height": "x"}, "contentSize": {"width": 1, "height": 1}},
                             {"id": "b", "size": {"width": 1, "height": 1}, "contentSize": {"width": 1, "height": 1}}],
             "steps": [{"at": 0, "fling": {"view": "a", "velocity": {"x": 0, "y": 1e400}}},
                       {"at": 1, "flung": {}},
                       {"at": 2, "fling": {"view": "nowhere", "velocity": {"x": 0, "y": 1}}}]}
            """#
        let error = try #require(throws: ScenarioError.self) { try ScenarioLoader.decode(json: json, file: "s.json") }
        #expect(
            error.all.map(\.path) == [
                "descriptio", "duration", "scrollViews[0].size.height", "steps[0].fling.velocity.y", "steps[1].flung",
            ])
        #expect(error.all.allSatisfy { $0.file == "s.json" })
        #expect(error.description.split(separator: "\n").count == 5)
        #expect(
            error.description.split(separator: "\n")[1] == "s.json: duration: expected a number > 0 and <= 3600, got -1"
        )
        // With every field read, the check across fields names the step's unknown view.
        let fixed = json.replacingOccurrences(of: #""descriptio": "a misspelt field hides nothing", "#, with: "")
            .replacingOccurrences(of: "-1", with: "3").replacingOccurrences(of: "\"x\"}", with: "1}")
            .replacingOccurrences(of: "1e400", with: "1").replacingOccurrences(
                of: #"{"at": 1, "flung": {}},"#, with: "")
        let rest = try #require(throws: ScenarioError.self) { try ScenarioLoader.decode(json: fixed, file: "s.json") }
        #expect(rest.all.map(\.path) == ["steps[1].fling.view"])
    }

    @Test func anEventTheScenarioCannotSendIsRefusedNotCheckedVacuously() {
        func screen(_ style: String, expecting event: String, from source: String = "titles") -> String {
            #"{"name": "v", "duration": 1, "pagingScreen": {"titles": ["A", "B"], "titleBarStyle": "\#(style)", "tabBar": {}}, "expect": [{"count": 0, "event": "\#(event)", "source": "\#(source)"}]}"#
        }
        #expect(
            Fixtures.error(screen("scrolling", expecting: "indicatorFrame"))
                == "s.json: expect[0].event: expected an event the titles can send in this scenario (titleTapped, didSelectTitle, titleScale, stepRefused), got \"indicatorFrame\" (only the fixed title bar has an indicator)"
        )
        #expect(
            Fixtures.error(screen("fixed", expecting: "titleScale"))?.hasSuffix(
                "got \"titleScale\" (only the scrolling title bar scales its titles)") == true)
        #expect(
            Fixtures.error(screen("fixed", expecting: "viewWithTagReturnedTitleBar"))?.hasSuffix(
                "(only with titleLookup viewWithTag)") == true)
        #expect(
            Fixtures.error(screen("fixed", expecting: "setBadge", from: "tabBar"))?.hasSuffix(
                "got \"setBadge\" (no scenario step sets a badge)") == true)
        #expect(Fixtures.error(screen("fixed", expecting: "indicatorFrame")) == nil)
        #expect(Fixtures.error(screen("scrolling", expecting: "titleScale")) == nil)
    }

    @Test func unknownFieldsAreRejectedAtEveryLevel() {
        #expect(
            Fixtures.error(Fixtures.minimal(#""speed": 1"#))
                == "s.json: speed: expected one of the fields ($schema, name, description, frameRate, duration, scrollViews, pagingScreen, steps, expect), got unknown field \"speed\""
        )
        #expect(
            Fixtures.error(Fixtures.minimal(view: #""paging": true"#))?.hasPrefix(
                "s.json: scrollViews[0].paging: expected one of the fields (id, size, contentSize, contentInset,")
                == true)
        #expect(
            Fixtures.error(
                Fixtures.withSteps(#"{"at": 1, "fling": {"view": "list", "velocity": {"x": 0, "y": 1, "z": 2}}}"#))
                == "s.json: steps[0].fling.velocity.z: expected one of the fields (x, y), got unknown field \"z\"")
        #expect(
            Fixtures.error(Fixtures.withSteps(#"{"at": 1, "fling": {"view": "list", "velocty": {"x": 0, "y": 1}}}"#))
                == "s.json: steps[0].fling.velocty: expected one of the fields (view, velocity), got unknown field \"velocty\" (did you mean \"velocity\"?)"
        )
        #expect(
            Fixtures.error(Fixtures.withExpect(#"{"event": "didScroll", "source": "list", "at": 1, "view": "list"}"#))
                == "s.json: expect[0].view: expected one of the fields (event, source, at, tolerance), got unknown field \"view\""
        )
        // A misspelt member of a kind known by its other members: that kind's fields only (every
        // kind's were listed, though adding another kind's member is refused).
        #expect(
            Fixtures.error(
                Fixtures.withExpect(#"{"at": 1, "view": "list", "contentOffset": {"x": 0, "y": 0}, "tolerence": 0}"#))
                == "s.json: expect[0].tolerence: expected one of the fields (contentOffset, view, at, tolerance), got unknown field \"tolerence\" (did you mean \"tolerance\"?)"
        )
    }

    @Test func sizesBelowAMillionthOfAPointAreRejectedWithTheirPath() {
        let json =
            #"{"name": "t", "duration": 1, "scrollViews": [{"id": "a", "size": {"width": 5e-324, "height": 667}, "#
            + #""contentSize": {"width": 0, "height": 0}}]}"#
        #expect(
            Fixtures.error(json)
                == "s.json: scrollViews[0].size.width: expected 0, or a number >= 0.000001 and <= 100000000, got 5e-324"
        )
    }

    @Test func aRefusedNumberIsPrintedExactlyNotRoundedIntoRange() {
        // Rounded to six places, 3.000000001 and -1e-9 printed as 3 and 0: values the rule accepts.
        let scenario = { (step: String, expectation: String) in
            #"{"name": "t", "duration": 3, "scrollViews": [{"id": "a", "size": {"width": 375, "height": 667}, "#
                + #""contentSize": {"width": 375, "height": 3000}}], "steps": ["# + step + #"], "expect": ["#
                + expectation + "]}"
        }
        let step = { (at: String) in #"{"at": "# + at + #", "touch": {"view": "a"}}"# }
        let expectation = { (at: String) in #"{"event": "didScroll", "source": "a", "at": "# + at + "}" }
        #expect(
            Fixtures.error(scenario(step("3.000000001"), expectation("1")))
                == "s.json: steps[0].at: expected a time in [0, 3] s (the duration), got 3.000000001")
        #expect(
            Fixtures.error(scenario(step("1"), expectation("-1e-9")))
                == "s.json: expect[0].at: expected a time in [0, 3] s (the duration), got -1e-09")
        // An expectation's time is checked against the duration, not against a limit of its own.
        #expect(
            Fixtures.error(scenario(step("1"), expectation("1e15")))
                == "s.json: expect[0].at: expected a time in [0, 3] s (the duration), got 1000000000000000")
    }

    @Test func anActionWithoutFieldsSaysSoOfAnUnknownOne() {
        let json =
            #"{"name": "t", "duration": 1, "pagingScreen": {"titles": ["a"], "navigationBar": {}}, "#
            + #""steps": [{"at": 0, "push": {"animated": true}}]}"#
        #expect(
            Fixtures.error(json)
                == #"s.json: steps[0].push.animated: expected no field (an empty object), got unknown field "animated""#
        )
    }

    @Test func duplicateMembersAreRejected() {
        #expect(
            Fixtures.error(#"{"name": "a", "name": "b", "duration": 1}"#)
                == "s.json: name: expected the field once, got it twice")
    }

    @Test func wrongTypesAreNamed() {
        #expect(
            Fixtures.error(Fixtures.minimal(view: #""bounces": "yes""#))
                == "s.json: scrollViews[0].bounces: expected true or false, got the string \"yes\"")
        #expect(
            Fixtures.error(Fixtures.withSteps(#"{"at": "soon", "touch": {"view": "list"}}"#))
                == "s.json: steps[0].at: expected a finite number, got the string \"soon\"")
        #expect(
            Fixtures.error(Fixtures.withSteps(#"{"at": 1, "drag": {"view": "list", "by": [0, 1], "duration": 1}}"#))
                == "s.json: steps[0].drag.by: expected a point {\"x\", \"y\"}, got an array")
        #expect(Fixtures.error(#"[1]"#) == "s.json: expected a scenario object, got an array")
        #expect(
            Fixtures.error(Fixtures.withSteps(#"{"at": 1, "tapTitle": {"index": 1.5}}"#))
                == "s.json: steps[0].tapTitle.index: expected an integer, got 1.5")
        #expect(
            Fixtures.error(Fixtures.minimal(view: #""decelerationRate": "slow""#))
                == "s.json: scrollViews[0].decelerationRate: expected \"normal\", \"fast\" or a number in (0, 1), got the string \"slow\""
        )
        #expect(
            Fixtures.error(Fixtures.withSteps(#"{"at": 1, "swipe": {"direction": "up"}}"#))
                == "s.json: steps[0].swipe.direction: expected one of \"left\", \"right\", got the string \"up\"")
    }

    @Test func missingRequiredFieldsAreNamed() {
        #expect(Fixtures.error(#"{"name": "t"}"#) == "s.json: duration: expected a finite number, got a missing field")
        #expect(
            Fixtures.error(Fixtures.withSteps(#"{"at": 1, "fling": {"view": "list"}}"#))
                == "s.json: steps[0].fling.velocity: expected a velocity {\"x\", \"y\"}, got a missing field")
        #expect(
            Fixtures.error(Fixtures.withSteps(#"{"touch": {"view": "list"}}"#))
                == "s.json: steps[0].at: expected a finite number, got a missing field")
    }

    @Test func nonFiniteNumbersAreRefused() {
        #expect(
            Fixtures.error(
                Fixtures.withSteps(#"{"at": 1, "fling": {"view": "list", "velocity": {"x": 1e400, "y": 0}}}"#))
                == "s.json: steps[0].fling.velocity.x: expected a finite number, got 1e400")
        #expect(
            Fixtures.error(Fixtures.minimal(view: #""contentOffset": {"x": 0, "y": -1E999}"#))
                == "s.json: scrollViews[0].contentOffset.y: expected a finite number, got -1E999")
    }

    @Test func stepsNeedExactlyOneAction() {
        #expect(
            Fixtures.error(Fixtures.withSteps(#"{"at": 1}"#))?.hasPrefix(
                "s.json: steps[0]: expected exactly one action (fling, touch, drag,") == true)
        #expect(
            Fixtures.error(Fixtures.withSteps(#"{"at": 1}"#))?.hasSuffix(
                "memoryWarning, tapPublish, present, dismiss, pan, tapTabBar), got none") == true)
        #expect(
            Fixtures.error(Fixtures.withSteps(#"{"at": 1, "touch": {"view": "list"}, "touchUp": {"view": "list"}}"#))?
                .hasSuffix("got 2 (touch, touchUp)") == true)
    }

    @Test func rangesAreChecked() {
        #expect(
            Fixtures.error(Fixtures.minimal(view: #""decelerationRate": 1.5"#))
                == "s.json: scrollViews[0].decelerationRate: expected \"normal\", \"fast\" or a number in (0, 1), got 1.5"
        )
        #expect(
            Fixtures.error(Fixtures.minimal(view: #""decelerationRate": 0"#))
                == "s.json: scrollViews[0].decelerationRate: expected \"normal\", \"fast\" or a number in (0, 1), got 0"
        )
        #expect(
            Fixtures.error(#"{"name": "t", "duration": 0}"#)
                == "s.json: duration: expected a number > 0 and <= 3600, got 0")
        #expect(
            Fixtures.error(#"{"name": "t", "duration": 1, "frameRate": 30}"#)
                == "s.json: frameRate: expected one of 60, 120, got 30")
        #expect(
            Fixtures.error(
                Fixtures.withSteps(#"{"at": 1, "drag": {"view": "list", "by": {"x": 0, "y": 1}, "duration": -1}}"#))
                == "s.json: steps[0].drag.duration: expected a number > 0 and <= 60, got -1")
        #expect(
            Fixtures.error(
                Fixtures.withExpect(#"{"at": 1, "view": "list", "contentOffset": {"x": 0, "y": 0}, "tolerance": -0.1}"#)
            ) == "s.json: expect[0].tolerance: expected a number >= 0 and <= 100000000, got -0.1")
        #expect(
            Fixtures.error(#"{"name": "", "duration": 1}"#)
                == "s.json: name: expected a non-empty name without control characters, got the string \"\"")
    }

    @Test func negativeSizesAreRefused() {
        let json =
            #"{"name": "t", "duration": 1, "scrollViews": [{"id": "v", "size": {"width": 375, "height": -1}, "contentSize": {"width": 0, "height": 0}}]}"#
        #expect(
            Fixtures.error(json)
                == "s.json: scrollViews[0].size.height: expected 0, or a number >= 0.000001 and <= 100000000, got -1")
    }

    @Test func stepTimesMustLieWithinTheDuration() {
        #expect(
            Fixtures.error(Fixtures.withSteps(#"{"at": 6, "touch": {"view": "list"}}"#))
                == "s.json: steps[0].at: expected a time in [0, 5] s (the duration), got 6")
        #expect(
            Fixtures.error(Fixtures.withSteps(#"{"at": -0.5, "touch": {"view": "list"}}"#))
                == "s.json: steps[0].at: expected a time in [0, 5] s (the duration), got -0.5")
        #expect(
            Fixtures.error(Fixtures.withExpect(#"{"event": "didScroll", "source": "list", "at": 5.5}"#))
                == "s.json: expect[0].at: expected a time in [0, 5] s (the duration), got 5.5")
        #expect(Fixtures.error(Fixtures.withSteps(#"{"at": 5, "touch": {"view": "list"}}"#)) == nil)
    }

    @Test func referencesMustExist() {
        #expect(
            Fixtures.error(Fixtures.withSteps(#"{"at": 1, "touch": {"view": "lst"}}"#))
                == "s.json: steps[0].touch.view: expected the id of a scroll view (list), got \"lst\"")
        #expect(
            Fixtures.error(Fixtures.withExpect(#"{"sequence": ["didScroll"], "source": "pages"}"#))
                == "s.json: expect[0].source: expected an event source (list), got \"pages\"")
        #expect(
            Fixtures.error(Fixtures.withExpect(#"{"at": 1, "view": "other", "contentOffset": {"x": 0, "y": 0}}"#))
                == "s.json: expect[0].view: expected the id of a scroll view (list), got \"other\"")
        #expect(
            Fixtures.error(Fixtures.withSteps(#"{"at": 1, "tapTitle": {"index": 0}}"#))
                == "s.json: steps[0].tapTitle: expected a pagingScreen in the scenario, got none")
    }

    @Test func pagingScreenReferencesAreChecked() {
        func paging(_ rest: String, screen: String = "") -> String {
            #"{"name": "p", "duration": 5, "pagingScreen": {"titles": ["A", "B"]\#(screen)}, \#(rest)}"#
        }
        #expect(
            Fixtures.error(paging(#""steps": [{"at": 1, "tapTitle": {"index": 2}}]"#))
                == "s.json: steps[0].tapTitle.index: expected a title index in 0...1, got 2")
        #expect(
            Fixtures.error(paging(#""steps": [{"at": 1, "tapTab": {"index": 1}}]"#))
                == "s.json: steps[0].tapTab: expected a pagingScreen.tabBar or a pagingScreen.app, got none")
        #expect(
            Fixtures.error(paging(#""steps": [{"at": 1, "push": {}}]"#))
                == "s.json: steps[0].push: expected a pagingScreen.navigationBar or a pagingScreen.app, got none")
        #expect(
            Fixtures.error(paging(#""steps": [{"at": 1, "fling": {"view": "titles", "velocity": {"x": 1, "y": 0}}}]"#))
                == "s.json: steps[0].fling.view: expected the id of a scroll view (pages, child/0/list, child/1/list), got \"titles\""
        )
        // The screen scrolls its pages only to a page (its children's calls assume a rest on one).
        for offset in [#"{"x": 560, "y": 0}"#, #"{"x": 375, "y": 10}"#, #"{"x": 750, "y": 0}"#] {
            #expect(
                Fixtures.error(
                    paging(#""steps": [{"at": 1, "setContentOffset": {"view": "pages", "offset": \#(offset)}}]"#))?
                    .hasPrefix(
                        "s.json: steps[0].setContentOffset.offset: expected a page's offset, (k * 375, 0) for a page k in 0..<2, got ("
                    ) == true)
        }
        #expect(
            Fixtures.error(
                paging(#""steps": [{"at": 1, "setContentOffset": {"view": "pages", "offset": {"x": 375, "y": 0}}}]"#))
                == nil)
        // A bar that snaps must move: alone, the flag was taken and did nothing.
        #expect(
            Fixtures.error(paging(#""expect": []"#, screen: #", "navigationBar": {"translationSnaps": true}"#))
                == "s.json: pagingScreen.navigationBar.translationSnaps: expected a translationPoint beside it (only a moving bar snaps), got true without one"
        )
        #expect(
            Fixtures.error(
                paging(
                    #""expect": []"#, screen: #", "navigationBar": {"translationSnaps": true, "translationPoint": 0}"#))
                == nil)
        #expect(
            Fixtures.error(paging(#""expect": [{"count": 1, "event": "viewDidLoad", "source": "child/1"}]"#)) == nil)
        #expect(
            Fixtures.error(paging(#""expect": [{"loaded": {"child": 5, "count": 1}}]"#))
                == "s.json: expect[0].loaded.child: expected a child index in 0...1, got 5")
        #expect(
            Fixtures.error(paging(#""expect": []"#, screen: #", "titles": []"#))
                == "s.json: pagingScreen.titles: expected the field once, got it twice")
        #expect(
            Fixtures.error(#"{"name": "p", "duration": 5, "pagingScreen": {"titles": []}}"#)
                == "s.json: pagingScreen.titles: expected at least one title, got an empty array")
        #expect(
            Fixtures.error(#"{"name": "p", "duration": 5, "pagingScreen": {"titles": ["A"], "cacheLimit": 0}}"#)
                == "s.json: pagingScreen.cacheLimit: expected an integer in 1...1000000, got 0")
        // A limit the loading policy cannot keep to: it would unload at once what it just loaded.
        let five = #""titles": ["A", "B", "C", "D", "E"]"#
        #expect(
            Fixtures.error(
                #"{"name": "p", "duration": 5, "pagingScreen": {\#(five), "loadingPolicy": "neighbours", "cacheLimit": 2}}"#
            )
                == "s.json: pagingScreen.cacheLimit: expected at least 3 children (the neighbours policy keeps the "
                + "page shown and one on each side loaded), or none, got 2")
        #expect(
            Fixtures.error(
                #"{"name": "p", "duration": 5, "pagingScreen": {\#(five), "loadingPolicy": "eager", "cacheLimit": 4}}"#)
                == "s.json: pagingScreen.cacheLimit: expected at least 5 children (the eager policy keeps every page "
                + "loaded), or none, got 4")
    }

    @Test func idsMustBeUniqueAndSomethingMustBeSimulated() {
        let view = #"{"id": "list", "size": {"width": 1, "height": 1}, "contentSize": {"width": 1, "height": 1}}"#
        #expect(
            Fixtures.error(#"{"name": "t", "duration": 1, "scrollViews": [\#(view), \#(view)]}"#)
                == "s.json: scrollViews[1].id: expected a unique id, got \"list\", the id of scrollViews[0]")
        #expect(
            Fixtures.error(#"{"name": "t", "duration": 1}"#)
                == "s.json: scrollViews: expected at least one scroll view (or a pagingScreen), got none")
        let pages = #"{"id": "pages", "size": {"width": 1, "height": 1}, "contentSize": {"width": 1, "height": 1}}"#
        #expect(
            Fixtures.error(
                #"{"name": "t", "duration": 1, "scrollViews": [\#(pages)], "pagingScreen": {"titles": ["A"]}}"#)
                == "s.json: scrollViews[0].id: expected an id that is not a paging screen source, got \"pages\"")
    }

    /// A literal is judged on its digits where its double would hide it: 1e-400 reads as 0 and
    /// 0.99999999999999999 as 1, which were accepted (or refused quoting a value the check did not
    /// see: "expected a number > 0 ..., got 1e-400").
    @Test func aNumberIsJudgedOnTheDigitsTheFileWrote() {
        #expect(
            Fixtures.error(#"{"name": "t", "duration": 1e-400}"#)
                == "s.json: duration: expected 0, or a number a double can hold (at least 5e-324 in magnitude), got 1e-400"
        )
        #expect(
            Fixtures.error(#"{"name": "t", "duration": 5, "frameRate": 60.0000000000000001}"#)
                == "s.json: frameRate: expected an integer, got 60.0000000000000001")
        #expect(
            Fixtures.error(
                Fixtures.withExpect(#"{"count": 0.99999999999999999, "event": "didScroll", "source": "list"}"#))
                == "s.json: expect[0].count: expected an integer, got 0.99999999999999999")
        // Integers written otherwise, and zeros, still read.
        #expect(Fixtures.error(Fixtures.minimal(#""frameRate": 1.2e2"#)) == nil)
        #expect(Fixtures.error(Fixtures.minimal(#""frameRate": 6000e-2"#)) == nil)
        #expect(Fixtures.error(Fixtures.minimal(view: #""contentOffset": {"x": -0.0e-400, "y": 0}"#)) == nil)
    }

    @Test func expectationKindMustBeClear() {
        #expect(
            Fixtures.error(Fixtures.withExpect(#"{"source": "list"}"#))
                == "s.json: expect[0]: expected an expectation with one of the members contentOffset, event, sequence, count, selectedTitle, loaded, navigationBar, got none of them"
        )
        #expect(
            Fixtures.error(Fixtures.withExpect(#"{"sequence": ["a"], "count": 1, "source": "list"}"#))
                == "s.json: expect[0]: expected one kind of expectation, got several (sequence, count)")
    }

    @Test func errorDescriptionWithoutFileOrPath() {
        #expect(ScenarioError(path: "a.b", expected: "x", actual: "y").description == "a.b: expected x, got y")
        #expect(ScenarioError(file: "f", path: "", expected: "x", actual: "y").description == "f: expected x, got y")
    }

    /// A paging view with no page size along an axis it scrolls is refused with its path before the
    /// run, not by the run when it builds the view (found by the fuzz test).
    @Test func aPagingViewWithoutAPageSizeIsRefusedWithItsPath() {
        let view = #""pagingEnabled": true, "size": {"width": 0, "height": 667}"#
        let json =
            #"{"name": "t", "duration": 5, "scrollViews": [{"id": "list", "#
            + view + #", "contentSize": {"width": 375, "height": 3000}}]}"#
        #expect(
            Fixtures.error(json)
                == "s.json: scrollViews[0].size.width: expected a page size > 0 for a paging scroll view, got 0")
    }
}
