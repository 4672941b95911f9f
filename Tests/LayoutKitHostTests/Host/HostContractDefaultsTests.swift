import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitTesting
import Testing

/// The defaults of the self-sizing, anchoring and reordering hooks, on a layout that implements
/// none of them (rows of 40 pt, 10 pt apart), and their forwarding through wrappers.
struct HostContractDefaultsTests {
    /// A list that places the offset itself: it opts out of anchoring.
    final class UnanchoredList: LayoutWrapper {
        let base = RowsTestLayout()
        var anchorsVisibleContent: Bool { false }
    }

    @Test func aLayoutWithoutSelfSizingHasEachCellNearTheScreenMeasuredOnceAndKeepsItsFrames() throws {
        let layout = RowsTestLayout()
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [100])
        var asked: [IndexPath] = []
        host.preferredLayoutAttributesFitting = { attributes in
            asked.append(attributes.indexPath)
            var preferred = attributes
            preferred.frame.size.height = 90
            return preferred
        }
        try host.advance(frames: 3)
        // Rows start every 50 pt; the screen and its 100 pt margin end at 668: rows 0 to 13.
        #expect(asked == (0...13).map { IndexPath(item: $0, section: 0) })
        #expect(host.measuredItems == Set(asked))
        #expect(host.visibleElements.allSatisfy { $0.frame.height == 40 }, "the default says no to preferred sizes")
        let original = try #require(layout.attributes(at: IndexPath(item: 2, section: 0)))
        var preferred = original
        preferred.frame.size.height = 90
        let context = layout.invalidationContext(forPreferredAttributes: preferred, withOriginal: original)
        #expect(context.invalidatedItems == [IndexPath(item: 2, section: 0)])
        #expect(context.preferredItemSizes == [IndexPath(item: 2, section: 0): CGSize(width: 320, height: 90)])
    }

    @Test func theDefaultMoveTargetIsTheCellUnderTheFinger() throws {
        let layout = RowsTestLayout()
        try layout.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [20]))
        let previous = IndexPath(item: 7, section: 0)
        #expect(
            layout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: CGPoint(x: 100, y: 170))
                == IndexPath(item: 3, section: 0))
        #expect(
            layout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: CGPoint(x: 100, y: 145)) == previous,
            "in the gap between rows 2 and 3 the target stays")
        let moving = try #require(
            layout.attributes(
                forInteractivelyMovingItemAt: IndexPath(item: 1, section: 0), withTargetPosition: CGPoint(x: 30, y: 300)))
        #expect(moving.frame == CGRect(x: -130, y: 280, width: 320, height: 40))
        #expect(moving.zIndex == RowsTestLayout.interactivelyMovingZIndex)
        #expect(
            layout.invalidationContext(
                forInteractivelyMovingItems: [IndexPath(item: 3, section: 0)], withTargetPosition: .zero,
                previousIndexPaths: [previous], previousPosition: .zero)
                == InvalidationContext(
                    invalidateDataSourceCounts: true,
                    interactiveMove: .moved(from: [previous], to: [IndexPath(item: 3, section: 0)])))
        #expect(
            layout.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: [previous], previousIndexPaths: [IndexPath(item: 3, section: 0)], movementCancelled: true
            ).interactiveMove
                == .cancelled(from: [IndexPath(item: 3, section: 0)], backTo: [previous]))
    }

    @Test func insertingAboveMovesTheOffsetUnlessTheLayoutOptsOut() throws {
        func offsetAfterInsert(_ layout: any CollectionLayout) throws -> CGFloat {
            let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [100])
            try host.setContentOffset(CGPoint(x: 0, y: 525))
            var update = BatchUpdate()
            update.insertItems([IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
            try host.performBatchUpdates(update, countsAfter: [102])
            return host.contentOffset.y
        }
        // Row 11 (top 550) is the first whose top is on screen; two rows of 50 pt go in above it.
        #expect(try offsetAfterInsert(RowsTestLayout()) == 625)
        #expect(try offsetAfterInsert(UnanchoredList()) == 525)
        #expect(!UnanchoredList().anchorsVisibleContent && RowsTestLayout().anchorsVisibleContent)
    }

    @Test func wrappersForwardTheMoveHooksInTheirOwnCoordinates() throws {
        let layout = RowsTestLayout().inset(by: EdgeInsets(top: 100, left: 0, bottom: 0, right: 0))
        try layout.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [20]))
        // Row 3 of the base (150 to 190) is at 250 to 290 in the wrapper.
        #expect(
            layout.targetIndexPath(
                forInteractivelyMovingItem: IndexPath(item: 0, section: 0), withPosition: CGPoint(x: 10, y: 260))
                == IndexPath(item: 3, section: 0))
        let moving = layout.attributes(
            forInteractivelyMovingItemAt: IndexPath(item: 0, section: 0), withTargetPosition: CGPoint(x: 160, y: 400))
        #expect(moving?.center == CGPoint(x: 160, y: 400))
    }
}
