import ScreenModels
import Testing

/// Modal presentation from the publish button as call logs, with seed 000's pitfall.
@Suite struct ContainerMachineModalTests {
    @Test func aFullScreenPresentationTakesThePresentingChainOffScreenAndBack() throws {
        var machine = try ContainerFixtures.seedApp()
        let chainWill: (ChildLifecycleCall) -> [ContainerEffect] = { call in
            [c("tabs", call), c(pagingRoot, call), c(child(0), call)]
        }
        // Present, begin: the modal loads, the chain will disappear, the modal will appear.
        #expect(
            try machine.apply(.present(.fullScreen)) == loads("modal")
                + chainWill(.viewWillDisappear) + [c("modal", .viewWillAppear)])
        #expect(try machine.apply(.finishTransition) == chainWill(.viewDidDisappear) + [c("modal", .viewDidAppear)])
        // Dismiss: the presenter's visible child hears viewWillAppear again (seed 000's pitfall).
        #expect(try machine.apply(.dismiss) == [c("modal", .viewWillDisappear)] + chainWill(.viewWillAppear))
        #expect(try machine.apply(.finishTransition) == [c("modal", .viewDidDisappear)] + chainWill(.viewDidAppear))
        #expect(machine.presentation == nil)
    }

    @Test func aPageSheetLeavesThePresenterAlone() throws {
        var machine = try ContainerFixtures.seedApp()
        #expect(try machine.apply(.present(.pageSheet)) == loads("modal") + [c("modal", .viewWillAppear)])
        #expect(try machine.apply(.finishTransition) == [c("modal", .viewDidAppear)])
        #expect(try machine.apply(.dismiss) == [c("modal", .viewWillDisappear)])
        #expect(try machine.apply(.finishTransition) == [c("modal", .viewDidDisappear)])
    }

    @Test func seedZerosPitfallEveryFullScreenDismissRepeatsViewWillAppearAPageSheetsDoesNot() throws {
        func willAppearCount(_ style: ModalStyle, times: Int) throws -> Int {
            var machine = try ContainerFixtures.seedApp()
            var count = 0
            for _ in 0..<times {
                for input in [ContainerInput.present(style), .finishTransition, .dismiss, .finishTransition] {
                    count += try machine.apply(input).filter { $0 == c(child(0), .viewWillAppear) }.count
                }
            }
            return count
        }
        #expect(try willAppearCount(.fullScreen, times: 3) == 3)
        #expect(try willAppearCount(.pageSheet, times: 3) == 0)
    }

    @Test func aPresentedScreenCoversTheTabBarAndTheStack() throws {
        var machine = try ContainerFixtures.seedApp()
        _ = try machine.apply(.present(.pageSheet))
        #expect(throws: ScreenModelError.self) { try machine.apply(.dismiss) }
        _ = try machine.apply(.finishTransition)
        #expect(throws: ScreenModelError.self) { try machine.apply(.selectTab(1, shouldSelect: true)) }
        #expect(throws: ScreenModelError.self) { try machine.apply(.push) }
        #expect(throws: ScreenModelError.self) { try machine.apply(.present(.fullScreen)) }
    }
}
