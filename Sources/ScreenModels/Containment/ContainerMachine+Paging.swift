/// The paging screen's own inputs, routed to its node.
extension ContainerMachine {
    /// The paging screen's machine, if it is a node of this tree.
    public var pages: PagingAppearanceMachine? { pagingTab.flatMap { stacks[$0][0].pages } }

    /// Refuses a paging input that is the tree's to forward (the container's appearance), one with
    /// no paging root or before its view loaded, and one its machine refuses.
    func checkPages(_ input: PagingInput) throws(ScreenModelError) {
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
        try stacks[pagingTab][0].pages?.check(input)
    }

    /// Applies a paging input (scroll delegate calls, selections, memory warnings; checked) to the
    /// paging root.
    mutating func forwardToPages(_ input: PagingInput) {
        guard let pagingTab else { preconditionFailure("forwardToPages: checked, the tree has a paging root") }
        applyToPages(.screen(tab: pagingTab, depth: 0), input)
    }
}
