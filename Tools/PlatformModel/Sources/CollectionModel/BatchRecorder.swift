/// The changes collected during a batch update, with the index paths the caller gave: deletes
/// and reloads name the data before the update, inserts the data after it, moves both (Apple:
/// UICollectionView › performBatchUpdates(_:completion:)).
package struct BatchRecorder {
    package init() {}

    package var deletedSections: [Int] = []
    package var insertedSections: [Int] = []
    package var reloadedSections: [Int] = []
    package var movedSections: [(from: Int, to: Int)] = []
    package var deletedItems: [IndexPath] = []
    package var insertedItems: [IndexPath] = []
    package var reloadedItems: [IndexPath] = []
    package var movedItems: [(from: IndexPath, to: IndexPath)] = []
}
