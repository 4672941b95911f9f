#if canImport(UIKit) && !os(watchOS)
    import LayoutKitCollectionViewCore
    import LayoutKitCore
    import UIKit

    extension LayoutKitCollectionViewLayout {
        /// Shows `snapshot` in the collection view, by identity, in one call: the batch update from
        /// the snapshot applied last runs through `performBatchUpdates(_:completion:)`, with
        /// `updateData` (where the app makes its data source answer for `snapshot`) called inside it,
        /// so the data source's counts always agree with the update. The first snapshot (or one with
        /// other identifier types) reloads the data instead, as does `animated: false`.
        ///
        /// ```swift
        /// layout.apply(snapshot) { dataSource.tasks = newTasks }
        /// ```
        public func apply<SectionID, ItemID>(
            _ snapshot: DataSnapshot<SectionID, ItemID>, animated: Bool = true, reloading: (ItemID) -> Bool = { _ in false },
            updateData: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
        ) {
            let view = collectionView
            core.apply(snapshot, animated: animated && view != nil, reloading: reloading) { update in
                guard let view else { return }
                view.performBatchUpdates(
                    {
                        updateData()
                        for item in update.items {
                            switch item {
                            case let .insertSection(section): view.insertSections(IndexSet(integer: section))
                            case let .deleteSection(section): view.deleteSections(IndexSet(integer: section))
                            case let .reloadSection(section): view.reloadSections(IndexSet(integer: section))
                            case let .moveSection(from, to): view.moveSection(from, toSection: to)
                            case let .insertItem(path): view.insertItems(at: [path])
                            case let .deleteItem(path): view.deleteItems(at: [path])
                            case let .reloadItem(path): view.reloadItems(at: [path])
                            case let .moveItem(from, to): view.moveItem(at: from, to: to)
                            }
                        }
                    }, completion: completion)
            } replace: {
                updateData()
                core.dataReplaced()
                view?.reloadData()
                completion?(true)
            }
        }
    }
#endif
