import AppKit
import AppKitAdapter
import CollectionModel
import LayoutKit
import Testing

extension ThroughTheModel {
    /// Every hook AppKit calls reaches the LayoutKit layout: a batch update's, the appearing and
    /// disappearing ones of every element kind, where the content goes after an update, a change
    /// of layouts, and the attributes' copies.
    @MainActor
    struct AppKitHooksTests {
        init() { ModelDisplay.reset() }

        /// A batch update is animated, so the layout is also prepared for an animated bounds
        /// change, with the rectangle it lays out for (AppKit passes the document's whole bounds).
        @Test func aBatchUpdateReachesTheLayout() {
            let log = HooksThroughUIKitTests.HookLog()
            let screen = AppKitScreen(LayoutKitCollectionViewLayout(log), counts: [30])
            screen.scrollView.contentView.scroll(to: NSPoint(x: 0, y: 300))
            screen.collectionView.layoutSubtreeIfNeeded()
            screen.data.counts = [31]
            screen.collectionView.performBatchUpdates({ screen.collectionView.insertItems(at: [IndexPath(indexes: [0, 0])]) })
            #expect(log.heard == ["prepare updates", "prepare bounds change", "finalize updates", "finalize bounds change"])
            #expect(log.oldBoundsHeard == [NSRect(x: 0, y: 300, width: 320, height: 480)])
        }

        @Test func elementsOfEveryKindAppearAndDisappearWhereTheLayoutSays() {
            let screen = AppKitScreen(LayoutKitCollectionViewLayout(HooksThroughUIKitTests.SlidingElements()), counts: [3])
            let view = screen.collectionView
            let (first, background) = (IndexPath(indexes: [1, 0]), FlowSectionBackground.defaultKind)
            let keys = [
                ViewKey(category: .cell, kind: nil, indexPath: first),
                ViewKey(category: .supplementaryView, kind: ElementKind.sectionHeader, indexPath: first),
                ViewKey(category: .decorationView, kind: background, indexPath: first),
            ]
            screen.data.counts = [3, 3]
            view.performBatchUpdates({ view.insertSections(IndexSet(integer: 1)) })
            for key in keys {
                #expect(view.lastUpdateEnds[UpdateEnd(key: key, appearing: true)]?.frame == HooksThroughUIKitTests.SlidingElements.start, "\(key)")
            }
            #expect(view.lastElementChanges["insert decoration " + background] == [first])
            #expect(view.lastElementChanges["insert supplementary " + ElementKind.sectionHeader] == [first])
            screen.data.counts = [3]
            view.performBatchUpdates({ view.deleteSections(IndexSet(integer: 1)) })
            for key in keys {
                #expect(view.lastUpdateEnds[UpdateEnd(key: key, appearing: false)]?.frame == HooksThroughUIKitTests.SlidingElements.end, "\(key)")
            }
            #expect(view.lastElementChanges["delete decoration " + background] == [first])
            #expect(view.lastElementChanges["delete supplementary " + ElementKind.sectionHeader] == [first])
        }

        @Test func rowsInsertedAboveLeaveTheRowsOnScreenWhereTheyWere() {
            let screen = AppKitScreen(LayoutKitCollectionViewLayout(TargetsThroughUIKitTests.rows()), counts: [30])
            screen.scrollView.contentView.scroll(to: NSPoint(x: 0, y: 1_000))
            screen.collectionView.layoutSubtreeIfNeeded()
            screen.data.counts = [32]
            screen.collectionView.performBatchUpdates({
                screen.collectionView.insertItems(at: [IndexPath(indexes: [0, 0]), IndexPath(indexes: [0, 1])])
            })
            #expect(screen.scrollView.contentView.bounds.origin.y == 1_200, "row 10, at the top, is still at the top")
        }

        @Test func aPinnedHeaderFollowsTheScrollThroughTheLayoutsOwnContext() {
            let flow = TargetsThroughUIKitTests.rows()
            flow.configuration.headerReferenceSize = CGSize(width: 320, height: 30)
            flow.configuration.sectionHeadersPinToVisibleBounds = true
            let log = InvalidationLog(flow)
            let screen = AppKitScreen(LayoutKitCollectionViewLayout(log), counts: [30])
            let before = log.contexts.count
            screen.scrollView.contentView.scroll(to: NSPoint(x: 0, y: 500))
            screen.collectionView.layoutSubtreeIfNeeded()
            #expect(screen.collectionView.supplementaryFrames(ofKind: ElementKind.sectionHeader)[IndexPath(indexes: [0, 0])]?.minY == 500)
            #expect(log.contexts.count == before + 1)
            #expect(log.contexts.last?.invalidateEverything == false, "the header's own context, not everything")
        }

        @Test func aChangeOfLayoutsTellsBothLayoutsWhichEndTheyAre() {
            let list = TransitionThroughUIKitTests.FinalizeLog(TargetsThroughUIKitTests.rows())
            let grid = TransitionThroughUIKitTests.FinalizeLog(TargetsThroughUIKitTests.rows())
            let screen = AppKitScreen(LayoutKitCollectionViewLayout(list), counts: [12])
            screen.collectionView.collectionViewLayout = LayoutKitCollectionViewLayout(grid)
            #expect(list.prepared == ["to"] && grid.prepared == ["from"])
            #expect(list.finalized == 1 && grid.finalized == 1)
        }

        @Test func copiesOfAttributesKeepTheirCustomValuesAndCompareThem() throws {
            var values = LayoutAttributes(indexPath: IndexPath(indexes: [0, 0]), category: .cell, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            values.customValues = ["lift": 2]
            let made = LayoutKitLayoutAttributes.make(from: values)
            let copy = try #require(made.copy() as? LayoutKitLayoutAttributes)
            #expect(copy.customValues == ["lift": 2] && copy.isEqual(made))
            copy.customValues = ["lift": 3]
            #expect(!copy.isEqual(made), "a custom value differs: the item is told again")
        }
    }
}
