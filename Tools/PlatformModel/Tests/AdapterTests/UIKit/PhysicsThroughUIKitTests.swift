import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// The physics toy through UIKit: UIKit never tweens over the physics, and a deleted item falls
    /// out on screen, shown as a decoration view with its cell's picture, until it has left.
    @MainActor
    struct PhysicsThroughUIKitTests {
        init() { ModelDisplay.reset() }

        @Test func aDeletedItemFallsOutAndLeaves() throws {
            let toy = PhysicsToyLayout()
            let layout = LayoutKitCollectionViewLayout(toy)
            var errors: [String] = []
            layout.onError = { errors.append("\($0)") }
            let screen = ModelScreen(layout, counts: [4])
            ModelDisplay.advance(frames: 240)
            #expect(ModelDisplay.links.count == 1, "the toy animates: the display link runs")
            let deletedCell = try #require(screen.collectionView.cellForItem(at: IndexPath(indexes: [0, 2])))
            let placeBefore = deletedCell.frame
            screen.data.counts = [3]
            screen.collectionView.performBatchUpdates { screen.collectionView.deleteItems(at: [IndexPath(indexes: [0, 2])]) }
            #expect(errors.isEmpty, "\(errors)")
            #expect(deletedCell.isHidden, "the deleted cell hands over to its falling picture at once")
            let falling = try #require(screen.collectionView.decorationViews(ofKind: CollectionViewCore.departingElementKind).values.first)
            let picture = try #require((falling as? DepartingElementView)?.snapshot)
            #expect(picture.pictured === deletedCell, "the decoration shows the deleted cell's picture")
            #expect(abs(falling.frame.midY - placeBefore.midY) < 20, "it starts where the cell was")
            var lowest = falling.frame.minY
            var frames = 0
            while !screen.collectionView.decorationViews(ofKind: CollectionViewCore.departingElementKind).isEmpty, frames < 600 {
                ModelDisplay.advance()
                lowest = max(lowest, falling.frame.minY)
                frames += 1
            }
            #expect(lowest > screen.collectionView.bounds.maxY - falling.frame.height, "it fell to the bottom of the screen")
            #expect(screen.collectionView.decorationViews(ofKind: CollectionViewCore.departingElementKind).isEmpty, "and left")
            #expect(errors.isEmpty, "\(errors)")
        }

        @Test func aDroppedItemThatFellOutIsHandedToTheAppBetweenTicksForItsDelete() throws {
            let toy = PhysicsToyLayout()
            let layout = LayoutKitCollectionViewLayout(toy)
            var errors: [String] = []
            layout.onError = { errors.append("\($0)") }
            let screen = ModelScreen(layout, counts: [4])
            var handed: [[IndexPath]] = []
            layout.onItemsLeft = { gone in
                handed.append(gone)
                screen.data.counts = [screen.data.counts[0] - gone.count]
                screen.collectionView.performBatchUpdates { screen.collectionView.deleteItems(at: gone) }
            }
            ModelDisplay.advance(frames: 240)
            try toy.dropItem(at: IndexPath(indexes: [0, 1]))
            #expect(handed.isEmpty, "nothing is handed over inside a call into the layout")
            #expect(ModelDisplay.advance(until: { !handed.isEmpty }, limit: 600), "it fell below the screen")
            #expect(handed == [[IndexPath(indexes: [0, 1])]])
            #expect(screen.collectionView.numberOfItems(inSection: 0) == 3, "the app deleted it")
            ModelDisplay.advance(frames: 60)
            #expect(handed.count == 1, "handed over once")
            #expect(errors.isEmpty, "\(errors)")
        }

        @Test func theTweenOfAnUpdateNeverFightsThePhysics() throws {
            let toy = PhysicsToyLayout()
            let layout = LayoutKitCollectionViewLayout(toy)
            let screen = ModelScreen(layout, counts: [3])
            ModelDisplay.advance(frames: 120)
            screen.data.counts = [4]
            screen.collectionView.performBatchUpdates { screen.collectionView.insertItems(at: [IndexPath(indexes: [0, 0])]) }
            ModelDisplay.advance()
            for cell in screen.collectionView.visibleCells {
                let path = try #require(cell.appliedAttributes?.indexPath)
                let physics = try #require(toy.attributes(at: path))
                #expect(cell.presentedFrame == physics.frame, "item \(path[1]) is where the physics puts it, no tween on top")
            }
        }
    }
}
