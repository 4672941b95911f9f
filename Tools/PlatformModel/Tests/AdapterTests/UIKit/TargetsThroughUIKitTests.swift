import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// Where UIKit asks the layout to decide: the offset after an update and after a fling, and
    /// where an item being moved goes and how it looks.
    @MainActor
    struct TargetsThroughUIKitTests {
        init() { ModelDisplay.reset() }

        /// Rows 320 x 100 pt, edge to edge.
        nonisolated static func rows() -> FlowLayout {
            FlowLayout {
                $0.itemSize = CGSize(width: 320, height: 100)
                $0.minimumLineSpacing = 0
            }
        }

        @Test func rowsInsertedAboveLeaveTheRowsOnScreenWhereTheyWere() {
            let screen = ModelScreen(LayoutKitCollectionViewLayout(Self.rows()), counts: [30])
            screen.collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
            screen.collectionView.layoutIfNeeded()
            screen.data.counts = [32]
            screen.collectionView.performBatchUpdates {
                screen.collectionView.insertItems(at: [IndexPath(indexes: [0, 0]), IndexPath(indexes: [0, 1])])
            }
            // Row 10 was at the top (10 x 100); two rows above it take it to 1 200.
            #expect(screen.collectionView.contentOffset.y == 1_200)
        }

        @Test func aFlingOverPagingRowsRestsAtARowsEdge() {
            let screen = ModelScreen(LayoutKitCollectionViewLayout(Self.rows().paging(.leading)), counts: [30])
            // 60 pt up at 900 pt/s: a free fling would stop at 60 + 0.9 × 0.998 / 0.002 ≈ 509 pt.
            screen.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -15), frames: 4)
            #expect(ModelDisplay.advance(until: { !screen.collectionView.isDecelerating }, limit: 600))
            let offset = screen.collectionView.contentOffset.y
            #expect(offset > 0 && offset.truncatingRemainder(dividingBy: 100) == 0, "rests at a row's top edge, not at \(offset)")
        }

        /// Rows where a moved item always goes first, drawn half transparent while it moves.
        final class ToTheFront: LayoutWrapper {
            let base = TargetsThroughUIKitTests.rows()

            func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
                IndexPath(item: 0, section: 0)
            }

            func attributes(forInteractivelyMovingItemAt indexPath: IndexPath, withTargetPosition position: CGPoint) -> LayoutAttributes? {
                guard var lifted = base.attributes(at: indexPath) else { return nil }
                lifted.frame.origin = CGPoint(x: position.x - lifted.frame.width / 2, y: position.y - lifted.frame.height / 2)
                (lifted.alpha, lifted.zIndex) = (0.5, 1)
                return lifted
            }
        }

        /// Rows that count the move's steps and ends they hear.
        final class MoveLog: LayoutWrapper {
            let base = TargetsThroughUIKitTests.rows()
            private(set) var steps = 0
            private(set) var ends: [Bool] = []

            func invalidationContext(
                forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                previousIndexPaths: [IndexPath], previousPosition: CGPoint
            ) -> InvalidationContext {
                steps += 1
                return base.invalidationContext(
                    forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                    previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
            }

            func invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
            ) -> InvalidationContext {
                ends.append(movementCancelled)
                return base.invalidationContextForEndingInteractiveMovementOfItems(
                    toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
            }
        }

        @Test func theLayoutHearsEveryStepOfAMoveAndItsEnd() {
            let log = MoveLog()
            let screen = ModelScreen(LayoutKitCollectionViewLayout(log), counts: [5])
            #expect(screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(indexes: [0, 3])))
            screen.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 250))
            screen.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 150))
            screen.collectionView.cancelInteractiveMovement()
            #expect(log.steps == 2)
            #expect(log.ends == [true], "one end, cancelled")
        }

        @Test func aMovedItemGoesWhereTheLayoutSaysLookingAsItSays() throws {
            let screen = ModelScreen(LayoutKitCollectionViewLayout(ToTheFront()), counts: [5])
            let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(indexes: [0, 3])))
            #expect(screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(indexes: [0, 3])))
            screen.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 250))
            screen.collectionView.layoutIfNeeded()
            #expect(cell.alpha == 0.5, "the layout's look while it moves")
            screen.collectionView.endInteractiveMovement()
            #expect(screen.data.moves.map { [$0.from, $0.to] } == [[IndexPath(indexes: [0, 3]), IndexPath(indexes: [0, 0])]],
                    "to the front, not to row 2 under the finger")
        }
    }
}
