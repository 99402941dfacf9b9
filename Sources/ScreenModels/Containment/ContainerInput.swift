/// What the seeds' app hears, named after UIKit's events: taps on its tab bar, its navigation
/// stacks' pushes and pops, modal presentation, and the paging screen's own inputs. Fed to
/// ``ContainerMachine/apply(_:)``. Animated transitions are two-phase: the input begins them (the
/// "will" calls) and ``finishTransition`` ends them (the "did" calls) when the animation is over.
public enum ContainerInput: Sendable, Hashable {
    /// The window shows the tab bar controller: the selected tab's root loads and appears.
    case launch
    /// A tap on tab `index` (0...3); `shouldSelect` is what `tabBarController(_:shouldSelect:)`
    /// answers. Not animated: the switch happens at once.
    case selectTab(Int, shouldSelect: Bool)
    /// The selected tab's navigation controller pushes a simple screen with a list (animated).
    case push
    /// The selected tab's navigation controller pops its top screen (animated).
    case pop
    /// The edge-swipe pop of the selected tab's navigation controller.
    case interactivePop(InteractivePopPhase)
    /// The tab bar controller presents a screen (seed 000's `publishClick`), animated.
    case present(ModalStyle)
    /// The presented screen is dismissed, animated.
    case dismiss
    /// The animation of the push, pop, presentation or dismissal in progress ended.
    case finishTransition
    /// An input for the paging screen at the root of tab ``ContainerMachine/pagingTab``: its pages'
    /// delegate calls, selections and memory warnings. Its own appearance (`container*`) belongs to
    /// the tree and is refused here.
    case pages(PagingInput)
}

/// The phases of an interactive pop that concern appearance.
public enum InteractivePopPhase: String, Sendable, Hashable, CaseIterable {
    /// The finger starts the edge swipe: the top begins to disappear, the screen below to appear.
    case began
    /// The finger lifted past the point of no return: the pop completes.
    case finished
    /// The finger lifted short of it: the pop is cancelled and both transitions reverse.
    case cancelled
}

/// How a presented screen covers its presenter (`modalPresentationStyle`).
public enum ModalStyle: String, Sendable, Hashable, CaseIterable {
    /// `.fullScreen`: the presenter's view is removed when the presentation ends, so the presenting
    /// chain hears the disappear pair, and the appear pair again on dismiss.
    case fullScreen
    /// `.pageSheet` (what `.automatic` gives since iOS 13): the presenter stays in place and hears
    /// nothing, on present or dismiss.
    case pageSheet
}
