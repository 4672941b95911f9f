import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// A list's swipe actions in a UIKit collection view: the adapter's pan slides the row (the
    /// collection view's own pan waits for it to fail), a full swipe hands the destructive action
    /// to `onLayoutAction` after a tick, and the app's delete goes through UIKit's batch update.
    /// Rows of 44 pt on a 390 x 844 screen: row i spans y = 44 i ... 44 i + 44.
    @MainActor
    struct ListsThroughUIKitTests {
        init() { ModelDisplay.reset() }

        private func screen() -> (ModelScreen, ListLayout, LayoutKitCollectionViewLayout) {
            let list = ListLayout(configuration: ListConfiguration(rowHeight: .absolute(44)))
            list.trailingSwipeActions = { _ in
                SwipeActionsConfiguration(actions: [
                    SwipeAction(identifier: "delete", title: "Delete", style: .destructive), SwipeAction(identifier: "archive", title: "Archive")
                ])
            }
            let layout = LayoutKitCollectionViewLayout(list)
            return (ModelScreen(layout, counts: [20], size: CGSize(width: 390, height: 844)), list, layout)
        }

        private func row(_ screen: ModelScreen, _ item: Int) -> CGRect? {
            screen.cellFrames[IndexPath(indexes: [0, item])]
        }

        @Test func aSwipePastHalfTheButtonsOpensTheRowAndAVerticalDragScrolls() {
            let (screen, _, _) = screen()
            // 15 pt left a frame for 6 frames, then held: 90 pt of the buttons' 148.
            screen.collectionView.touchDown(at: CGPoint(x: 300, y: 110))
            for _ in 0..<6 { screen.collectionView.dragFinger(by: CGPoint(x: -15, y: 0)) }
            screen.collectionView.dragFinger(by: .zero)
            screen.collectionView.liftFinger()
            #expect(ModelDisplay.advance(until: { self.row(screen, 2)?.minX == -148 }, limit: 300))
            #expect(screen.collectionView.contentOffset == .zero, "the list did not scroll")
            // A vertical drag scrolls the list, and the scroll closes the open row.
            screen.drag(from: CGPoint(x: 200, y: 600), by: CGPoint(x: 0, y: -20), frames: 4)
            #expect(ModelDisplay.advance(until: { !screen.collectionView.isDecelerating && self.row(screen, 2)?.minX == 0 }, limit: 600))
            #expect(screen.collectionView.contentOffset.y > 0)
        }

        @Test func aFullSwipeHandsDeleteToTheAppWhichDeletesTheRow() {
            let (screen, _, layout) = screen()
            var actions: [LayoutAction] = []
            layout.onLayoutAction = { action in
                actions.append(action)
                screen.data.counts = [19]
                screen.collectionView.performBatchUpdates { screen.collectionView.deleteItems(at: [action.element.indexPath]) }
            }
            // 300 pt left over 10 frames: past 0.6 of the 390 pt row.
            screen.drag(from: CGPoint(x: 370, y: 110), by: CGPoint(x: -30, y: 0), frames: 10)
            #expect(ModelDisplay.advance(until: { !actions.isEmpty }, limit: 600))
            #expect(actions == [LayoutAction(identifier: "delete", element: .cell(IndexPath(indexes: [0, 2])))])
            #expect(ModelDisplay.advance(until: { self.row(screen, 2) == CGRect(x: 0, y: 88, width: 390, height: 44) }, limit: 600))
            #expect(screen.collectionView.numberOfItems(inSection: 0) == 19)
        }

        @Test func aTapElsewhereClosesTheOpenRowAndSelectsNothingThenSelects() {
            let (screen, _, _) = screen()
            screen.collectionView.allowsSelection = true
            screen.collectionView.touchDown(at: CGPoint(x: 300, y: 110))
            for _ in 0..<6 { screen.collectionView.dragFinger(by: CGPoint(x: -15, y: 0)) }
            screen.collectionView.dragFinger(by: .zero)
            screen.collectionView.liftFinger()
            #expect(ModelDisplay.advance(until: { self.row(screen, 2)?.minX == -148 }, limit: 300))
            // The first tap, on row 10, closes row 2 and is taken from the cells; the second selects.
            screen.collectionView.tapItem(at: CGPoint(x: 200, y: 10 * 44 + 22))
            #expect(screen.collectionView.indexPathsForSelectedItems == nil)
            #expect(ModelDisplay.advance(until: { self.row(screen, 2)?.minX == 0 }, limit: 300))
            screen.collectionView.tapItem(at: CGPoint(x: 200, y: 10 * 44 + 22))
            #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(indexes: [0, 10])])
        }
    }
}
