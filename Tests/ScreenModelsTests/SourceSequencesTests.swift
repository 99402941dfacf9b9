import Testing

@testable import ScreenModels

/// Each source of a screen's events counts 0, 1, 2, ... on its own, however their events
/// interleave (the latest source's count is kept apart from the others').
@Suite struct SourceSequencesTests {
    @Test func eachSourceCountsOnItsOwnWhateverTheOrder() {
        var sequences = SourceSequences()
        let sources = ["titles", "titles", "child/0", "titles", "child/1", "child/0", "", "child/0", "", "titles"]
        let numbered = sources.map { sequences.next(for: $0) }
        #expect(numbered == [0, 1, 0, 2, 0, 1, 0, 2, 1, 3])
    }

    @Test func aLongNameCountsLikeAShortOne() {
        var sequences = SourceSequences()
        let long = "navigationBar/child/12/list/with a name longer than fifteen bytes"
        #expect([long, "a", long, long, "a"].map { sequences.next(for: $0) } == [0, 0, 1, 2, 1])
    }
}
