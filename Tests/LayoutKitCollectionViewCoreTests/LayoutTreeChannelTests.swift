import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore
import Testing

/// The way back from a layout tree to its host: the core listens to every channel of the tree,
/// asks the root what changed when one rings, and a composite (here a transition) answers from
/// its children with no channel of its own.
struct LayoutTreeChannelTests {
    /// A still list of 40 pt rows whose channel the test speaks through.
    final class QuietList: AnimatingLayout {
        let channel: LayoutChannel? = LayoutChannel()
        private(set) var contentSize: CGSize = .zero

        func prepare(_ context: LayoutContext) throws {
            contentSize = CGSize(width: context.bounds.width, height: CGFloat(context.numberOfItems(inSection: 0)) * 40)
        }

        func attributes(in rect: CGRect) -> [LayoutAttributes] { [] }
    }

    /// What a core told its view.
    final class ViewLog {
        var invalidations: [InvalidationContext] = []
        var frames: [Bool] = []
    }

    private func core(_ layout: any CollectionLayout, log: ViewLog) -> CollectionViewCore {
        let core = CollectionViewCore(layout: layout)
        core.readView = { LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [10]) }
        core.onInvalidate = { log.invalidations.append($0) }
        core.onFramesNeeded = { log.frames.append($0) }
        return core
    }

    private let offset = InvalidationContext(contentOffsetAdjustment: CGPoint(x: 0, y: 12))

    @Test func aChannelWithNoHostKeepsItsStateAndItemsAndDropsItsInvalidations() {
        let list = QuietList()
        list.channel?.invalidate()
        list.channel?.reportItemsLeft([IndexPath(item: 3, section: 0)])
        list.channel?.setAnimating(true)
        let log = ViewLog()
        let core = core(list, log: log)
        core.listen()
        #expect(log.frames == [true])
        #expect(log.invalidations.isEmpty, "an invalidation no host heard is dropped")
        #expect(core.itemsLeft == [IndexPath(item: 3, section: 0)])
        core.listen()
        #expect(core.itemsLeft == [IndexPath(item: 3, section: 0)], "taken once")
    }

    @Test func aTransitionAnswersWithBothLayoutsChangesAndAnimatesWhileEitherDoes() {
        let (from, to) = (QuietList(), QuietList())
        let log = ViewLog()
        let core = core(TransitionLayout(from: from, to: to), log: log)
        core.listen()
        from.channel?.setAnimating(true)
        to.channel?.setAnimating(true)
        from.channel?.setAnimating(false)
        #expect(log.frames == [false, true], "frames start once and run while the second still animates")
        to.channel?.invalidate(offset)
        from.channel?.reportItemsLeft([IndexPath(item: 1, section: 0)])
        #expect(log.invalidations == [offset])
        #expect(core.itemsLeft == [IndexPath(item: 1, section: 0)])
        to.channel?.setAnimating(false)
        #expect(log.frames == [false, true, false])
    }

    @Test func aNewLayoutIsHeardAndTheOldOneNoLonger() {
        let (from, to) = (QuietList(), QuietList())
        let log = ViewLog()
        let core = core(TransitionLayout(from: from, to: to), log: log)
        core.listen()
        core.install(to)
        #expect(from.channel?.isConnected == false && to.channel?.isConnected == true)
        from.channel?.setAnimating(true)
        from.channel?.invalidate(offset)
        #expect(log.frames == [false] && log.invalidations.isEmpty, "the layout let go says nothing to the view")
    }

    @Test func theCoreThatCallsALayoutTakesBackItsChannelFromAnotherCore() throws {
        let list = QuietList()
        let (shownLog, transitionLog) = (ViewLog(), ViewLog())
        let shown = core(list, log: shownLog)
        shown.listen()
        let transition = core(TransitionLayout(from: list, to: QuietList()), log: transitionLog)
        transition.listen()
        list.channel?.setAnimating(true)
        #expect(transitionLog.frames == [false, true] && shownLog.frames == [false], "the transition's core heard it")
        try shown.prepareLayout()  // the view shows the list again and calls into it
        #expect(shownLog.frames == [false, true], "the list animates, so its view's frames start")
        list.channel?.invalidate(offset)
        #expect(shownLog.invalidations == [offset] && transitionLog.invalidations.isEmpty)
    }
}
