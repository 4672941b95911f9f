import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// Interactive movement through UIKit, across sections.
    @MainActor
    struct ReorderingThroughUIKitTests {
        init() { ModelDisplay.reset() }

        @Test func anItemMovesAcrossSectionsUnderTheFinger() throws {
            let flow = FlowLayout {
                $0.itemSize = CGSize(width: 320, height: 50)
                $0.headerReferenceSize = CGSize(width: 320, height: 30)
                $0.minimumLineSpacing = 0
            }
            let layout = LayoutKitCollectionViewLayout(flow)
            let screen = ModelScreen(layout, counts: [3, 3])
            let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(indexes: [0, 1])))
            #expect(screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(indexes: [0, 1])))
            // Section 1 starts at 30 + 3 x 50 = 180; its header is 30 tall: its item 1 is at 260...310.
            screen.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 285))
            screen.collectionView.layoutIfNeeded()
            #expect(cell.frame.midY == 285, "the moving item follows the finger")
            #expect(screen.collectionView.numberOfItems(inSection: 0) == 2 && screen.collectionView.numberOfItems(inSection: 1) == 4,
                    "UIKit shows the layout the data in its new order")
            screen.collectionView.endInteractiveMovement()
            screen.collectionView.layoutIfNeeded()
            #expect(screen.data.moves.map { [$0.from, $0.to] } == [[IndexPath(indexes: [0, 1]), IndexPath(indexes: [1, 1])]])
            // Section 0 now holds 2 items (30 + 2 x 50 = 130); section 1's item 1 is at 130 + 30 + 50.
            #expect(screen.cellFrames[IndexPath(indexes: [1, 1])] == CGRect(x: 0, y: 210, width: 320, height: 50))
            #expect(screen.collectionView.cellForItem(at: IndexPath(indexes: [1, 1])) === cell)
        }

        @Test func aCancelledMovePutsTheItemBack() throws {
            let flow = FlowLayout {
                $0.itemSize = CGSize(width: 320, height: 50)
                $0.minimumLineSpacing = 0
            }
            let layout = LayoutKitCollectionViewLayout(flow)
            let screen = ModelScreen(layout, counts: [6])
            let before = screen.cellFrames
            #expect(screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(indexes: [0, 0])))
            screen.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 220))
            screen.collectionView.layoutIfNeeded()
            #expect(screen.cellFrames != before)
            screen.collectionView.cancelInteractiveMovement()
            screen.collectionView.layoutIfNeeded()
            #expect(screen.cellFrames == before)
            #expect(screen.data.moves.isEmpty)
        }
    }
}
