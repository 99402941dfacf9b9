import Foundation
import Testing

/// A path whose bytes are not UTF-8 (a Latin-1 `é`, byte 0xE9) is refused, naming it with that
/// byte escaped: `CommandLine.arguments` repaired it to U+FFFD, so an output went to another file
/// (exit status 0) and an input that existed was called missing.
@Suite struct NonUTF8PathTests {
    @Test func anArgumentThatIsNotUTF8IsRefusedAndNothingIsWritten() throws {
        let directory = try CommandLineProcess.scratchWithSwipe()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plot = try CommandLineProcess.run(
            ["run", "base.json", "--svg"], shellWords: #""$(printf 'plot-\351.svg')""#, in: directory)
        #expect(plot.status == 2 && plot.output.isEmpty)
        #expect(
            plot.error
                == "scrollsim: the argument 'plot-\\xE9.svg' is not valid UTF-8; scrollsim takes paths and other "
                + "arguments in UTF-8\nRun 'scrollsim --help' for usage.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["base.json"])
        #expect(try CommandLineProcess.shell(#"cp base.json "$(printf 'caf\351.json')""#, in: directory))
        let input = try CommandLineProcess.run(["run"], shellWords: #""$(printf 'caf\351.json')""#, in: directory)
        #expect(input.status == 2)
        #expect(input.error.hasPrefix("scrollsim: the argument 'caf\\xE9.json' is not valid UTF-8"), "\(input.error)")
    }

    /// In a directory `check` walks, such a file is refused as an invalid scenario is: named with
    /// its byte escaped, and nothing runs (exit status 2). It was called missing.
    @Test func aScenarioInADirectoryWhosePathIsNotUTF8IsNamedAndStopsTheCheck() throws {
        let directory = try CommandLineProcess.scratchWithSwipe()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script =
            #"mkdir suite "$(printf 'suite/d\351')" && cp base.json suite/a.json && "#
            + #"cp base.json "$(printf 'suite/caf\351.json')" && cp base.json "$(printf 'suite/d\351/x.json')""#
        #expect(try CommandLineProcess.shell(script, in: directory))
        let outcome = try CommandLineProcess.run(["check", "suite"], in: directory)
        #expect(outcome.status == 2 && outcome.output.isEmpty)
        let refusal =
            ": expected a path in UTF-8 (scrollsim takes paths in UTF-8: rename the file), got one that is not\n"
        #expect(
            outcome.error == "scrollsim: suite/caf\\xE9.json" + refusal + "scrollsim: suite/d\\xE9/x.json" + refusal,
            "\(outcome.error)")
    }
}
