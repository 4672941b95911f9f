import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// Section inserts, deletes and moves through UIKit's batch updates: the layout receives update
    /// items whose item is `NSNotFound`, refuses nothing, and UIKit animates the new sections in.
    @MainActor
    struct SectionUpdatesThroughUIKitTests {
        init() { ModelDisplay.reset() }

        /// A flow of 60 x 60 cells, 5 to a row, with 30 pt headers, in three sections of 4.
        private static func makeScreen() -> (ModelScreen, LayoutKitCollectionViewLayout) {
            let flow = FlowLayout {
                $0.itemSize = CGSize(width: 60, height: 60)
                $0.headerReferenceSize = CGSize(width: 320, height: 30)
            }
            let layout = LayoutKitCollectionViewLayout(flow)
            let screen = ModelScreen(layout, counts: [4, 4, 4])
            return (screen, layout)
        }

        @Test func aSectionInsertAnimatesItsCellsAndHeaderIn() throws {
            let (screen, layout) = Self.makeScreen()
            var errors: [String] = []
            layout.onError = { errors.append("\($0)") }
            screen.data.counts.insert(3, at: 1)
            screen.collectionView.performBatchUpdates { screen.collectionView.insertSections(IndexSet(integer: 1)) }
            #expect(errors.isEmpty, "\(errors)")
            // The new section's cells start faded (the flow layout has no initial attributes: UIKit
            // fades them in) and the old section 1, now 2, keeps its cells and moves down.
            let inserted = try #require(screen.collectionView.cellForItem(at: IndexPath(indexes: [1, 0])))
            #expect(inserted.presentedAlpha < 0.05 && inserted.alpha == 1)
            let header = try #require(screen.collectionView.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(indexes: [1, 0])))
            #expect(header.presentedAlpha < 0.05)
            #expect(screen.collectionView.lastElementChanges["insert supplementary \(ElementKind.sectionHeader)"] == [IndexPath(indexes: [1, 0])],
                    "the layout tells UIKit the new section's header is inserted")
            ModelDisplay.advance(frames: 30)
            #expect(inserted.presentedAlpha == 1)
            // Worked out by hand: section 0 is 30 + 60 tall, section 1 starts at 90 with its header.
            #expect(inserted.frame == CGRect(x: 0, y: 120, width: 60, height: 60))
            #expect(header.frame == CGRect(x: 0, y: 90, width: 320, height: 30))
        }

        @Test func sectionDeletesAndMovesReachTheLayoutAsSections() throws {
            let (screen, layout) = Self.makeScreen()
            var errors: [String] = []
            layout.onError = { errors.append("\($0)") }
            let movedCell = try #require(screen.collectionView.cellForItem(at: IndexPath(indexes: [2, 0])))
            screen.data.counts = [4, 4]
            screen.collectionView.performBatchUpdates { screen.collectionView.deleteSections(IndexSet(integer: 0)) }
            #expect(errors.isEmpty, "\(errors)")
            #expect(screen.collectionView.lastElementChanges["delete supplementary \(ElementKind.sectionHeader)"]?.contains(IndexPath(indexes: [0, 0])) == true)
            screen.collectionView.performBatchUpdates { screen.collectionView.moveSection(0, toSection: 1) }
            #expect(errors.isEmpty, "\(errors)")
            ModelDisplay.advance(frames: 30)
            // The old section 2 became 1 on the delete, then moved to 0: its first cell is on top.
            #expect(screen.collectionView.cellForItem(at: IndexPath(indexes: [0, 0])) === movedCell)
            #expect(movedCell.frame == CGRect(x: 0, y: 30, width: 60, height: 60))
        }
    }
}
