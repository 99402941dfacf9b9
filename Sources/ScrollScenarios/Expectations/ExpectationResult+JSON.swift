extension ExpectationResult {
    /// The result as one JSON Lines object of its own kind, told apart from event lines by its
    /// `expectation` key (event lines have `event`):
    /// `{"expectation":1,"passed":false,"expected":"didEndScrollingAnimation on list at 3.8 ± 0.02 s","actual":"none"}`.
    public var jsonLine: String {
        "{\"expectation\":\(index),\"passed\":\(passed),\"expected\":" + JSONLinesWriter.string(expected)
            + ",\"actual\":" + JSONLinesWriter.string(actual) + "}"
    }
}
