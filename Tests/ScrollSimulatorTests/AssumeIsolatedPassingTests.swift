@_spi(Delivery) import ScrollSimulator
import Testing

/// `assumeIsolated(passing:_:)`: the operation runs in the actor's isolation, on the input given,
/// and returns its result, from synchronous code already on the actor's executor.
@Suite struct AssumeIsolatedPassingTests {
    actor Tally {
        var values: [Int] = []

        func add(_ value: Int) -> Int {
            values.append(value)
            return values.count
        }

        /// A synchronous in-frame handler's situation: nonisolated code that runs on the executor.
        nonisolated func addInPlace(_ value: Int) -> Int { assumeIsolated(passing: value) { $0.add($1) } }

        func addThree() -> [Int] {
            let counts = (1...3).map { addInPlace($0 * 10) }
            return counts + values
        }
    }

    @Test func theOperationRunsIsolatedOnTheInputAndReturnsItsResult() async {
        #expect(await Tally().addThree() == [1, 2, 3, 10, 20, 30])
    }
}
