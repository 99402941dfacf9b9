/// The paging screen's own inputs, routed to its node.
extension ContainerMachine {
    /// The paging screen's machine, if it is a node of this tree.
    public var pages: PagingAppearanceMachine? { pagingTab.flatMap { stacks[$0][0].pages } }

    /// Applies a paging input (scroll delegate calls, selections, memory warnings) to the paging
    /// root. Its container appearance is the tree's to forward: refused here.
    mutating func forwardToPages(_ input: PagingInput) throws(ScreenModelError) {
        switch input {
        case .containerViewDidLoad, .containerWillAppear, .containerDidAppear, .containerWillDisappear,
            .containerDidDisappear:
            throw refusal(
                "pages", expected: "a scroll, selection or memory warning (the tree forwards appearance)",
                actual: "\(input)")
        default:
            break
        }
        guard let pagingTab else { throw refusal("pages", expected: "a paging root in the tree", actual: "none") }
        guard stacks[pagingTab][0].lifecycle.isViewLoaded else {
            throw refusal("pages", expected: "the paging screen's view loaded", actual: "not loaded")
        }
        try applyToPages(.screen(tab: pagingTab, depth: 0), input)
    }
}
