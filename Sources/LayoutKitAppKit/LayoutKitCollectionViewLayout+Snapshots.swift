#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LayoutKitCore
import LayoutKitHost

extension LayoutKitCollectionViewLayout {
    /// Shows `snapshot` in the collection view, by identity, in one call: the batch update from
    /// the snapshot applied last runs through `performBatchUpdates(_:completionHandler:)`, with
    /// `updateData` (where the app makes its data source answer for `snapshot`) called inside it,
    /// so the data source's counts always agree with the update. The first snapshot (or one with
    /// other identifier types) reloads the data instead, as does `animated: false`.
    public func apply<SectionID, ItemID>(
        _ snapshot: DataSnapshot<SectionID, ItemID>, animated: Bool = true, reloading: (ItemID) -> Bool = { _ in false },
        updateData: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        guard let collectionView, animated, let update = core.update(to: snapshot, reloading: reloading) else {
            updateData()
            core.dataReplaced()
            collectionView?.reloadData()
            core.noteApplied(snapshot)
            completion?(true)
            return
        }
        collectionView.performBatchUpdates({
            updateData()
            for item in update.items {
                switch item {
                case let .insertSection(section): collectionView.insertSections(IndexSet(integer: section))
                case let .deleteSection(section): collectionView.deleteSections(IndexSet(integer: section))
                case let .reloadSection(section): collectionView.reloadSections(IndexSet(integer: section))
                case let .moveSection(from, to): collectionView.moveSection(from, toSection: to)
                case let .insertItem(path): collectionView.insertItems(at: [path])
                case let .deleteItem(path): collectionView.deleteItems(at: [path])
                case let .reloadItem(path): collectionView.reloadItems(at: [path])
                case let .moveItem(from, to): collectionView.moveItem(at: from, to: to)
                }
            }
        }, completionHandler: completion)
        core.noteApplied(snapshot)   // after the update, which forgets the snapshot shown before
    }
}
#endif
