import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// Snapshots applied through UIKit in one call: the data source changes inside
    /// `performBatchUpdates`, UIKit accepts the update, and every cell follows its identifier.
    @MainActor
    struct SnapshotsThroughUIKitTests {
        init() { ModelDisplay.reset() }

        private static func snapshot(_ sections: [(Int, [String])]) throws -> DataSnapshot<Int, String> {
            var snapshot = DataSnapshot<Int, String>()
            for (section, items) in sections {
                try snapshot.appendSections([section])
                try snapshot.appendItems(items, toSection: section)
            }
            return snapshot
        }

        @Test func eachCellFollowsItsIdentifierAcrossAnUpdate() throws {
            let layout = LayoutKitCollectionViewLayout(FlowLayout { $0.itemSize = CGSize(width: 60, height: 60) })
            var errors: [String] = []
            layout.onError = { errors.append("\($0)") }
            let screen = ModelScreen(layout, counts: [0])
            let first = try Self.snapshot([(0, ["a", "b", "c", "d"]), (1, ["e", "f"])])
            layout.apply(first) { screen.data.counts = first.itemCounts }
            screen.collectionView.layoutIfNeeded()
            #expect(screen.collectionView.numberOfSections == 2 && screen.collectionView.numberOfItems(inSection: 0) == 4)
            let a = try #require(screen.collectionView.cellForItem(at: IndexPath(indexes: [0, 0])))
            let f = try #require(screen.collectionView.cellForItem(at: IndexPath(indexes: [1, 1])))
            // "a" goes to the end of its section, "f" crosses to the first one, "b" leaves, "g" arrives.
            let second = try Self.snapshot([(0, ["c", "d", "f", "a"]), (1, ["e", "g"])])
            var completed: Bool?
            layout.apply(second, updateData: { screen.data.counts = second.itemCounts }, completion: { completed = $0 })
            ModelDisplay.advance(frames: 30)
            #expect(errors.isEmpty, "\(errors)")
            #expect(completed == true)
            #expect(screen.collectionView.numberOfItems(inSection: 0) == 4 && screen.collectionView.numberOfItems(inSection: 1) == 2)
            #expect(screen.collectionView.cellForItem(at: IndexPath(indexes: [0, 3])) === a, "the cell of \"a\" moved with it")
            #expect(screen.collectionView.cellForItem(at: IndexPath(indexes: [0, 2])) === f, "the cell of \"f\" crossed over")
        }
    }
}
