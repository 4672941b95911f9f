import Foundation

extension DataSnapshot {
    /// The batch update that turns `old` into this snapshot, by identity, with the fewest moves:
    /// sections and items that are in both keep their identity; of those that stay in their
    /// section, the ones that keep their relative order (a longest increasing run) do not move,
    /// the others move; an item that changes section moves. Inserted and deleted sections bring
    /// and take their items with them.
    ///
    /// Rules where UIKit's batch updates leave no choice, written down:
    /// - an item whose section is deleted, or whose new section is inserted, is deleted and
    ///   inserted (UIKit moves no item out of a deleted section nor into a new one);
    /// - an item `reloading` says changed is reloaded where it stays, and deleted and inserted
    ///   when it also moves (UIKit cannot move and reload one item in one update).
    ///
    /// ```swift
    /// let update = new.batchUpdate(from: old) { changed.contains($0) }
    /// try host.performBatchUpdates(update, countsAfter: new.itemCounts)   // or host.apply(new)
    /// ```
    ///
    /// - Parameter reloading: whether the content of the item with this identifier changed.
    /// - Returns: an update that ``BatchUpdate/validated(countsBefore:countsAfter:)`` accepts from
    ///   `old.itemCounts` to ``itemCounts``.
    /// - Complexity: O(n log n) for n items and sections (hashing, then a longest increasing run
    ///   per section); O(n) memory.
    public func batchUpdate(from old: Self, reloading: (ItemID) -> Bool = { _ in false }) -> BatchUpdate {
        var update = BatchUpdate()
        // Sections: each new section's index before, -1 for a new one.
        let sectionBefore = sectionIdentifiers.map { old.index(ofSection: $0) ?? -1 }
        let kept = sectionBefore.indices.filter { sectionBefore[$0] >= 0 }
        let staying = Set(IncreasingRun.longest(in: kept.map { sectionBefore[$0] }).map { kept[$0] })
        var keptBefore = Set<Int>()
        for (after, before) in sectionBefore.enumerated() {
            if before < 0 {
                update.insertSections([after])
            } else {
                keptBefore.insert(before)
                if !staying.contains(after) { update.moveSection(from: before, to: after) }
            }
        }
        update.deleteSections(old.sectionIdentifiers.indices.filter { !keptBefore.contains($0) })
        // Items of the sections that exist before and after.
        for (section, identifiers) in itemIdentifiers.enumerated() where sectionBefore[section] >= 0 {
            var inPlace: [(after: IndexPath, before: IndexPath, changed: Bool)] = []
            for (item, identifier) in identifiers.enumerated() {
                let after = IndexPath(item: item, section: section)
                guard let before = old.indexPath(ofItem: identifier), keptBefore.contains(before.section) else {
                    update.insertItems([after])
                    continue
                }
                let changed = reloading(identifier)
                if before.section == sectionBefore[section] {
                    inPlace.append((after, before, changed))
                } else if changed {
                    update.deleteItems([before])
                    update.insertItems([after])
                } else {
                    update.moveItem(from: before, to: after)
                }
            }
            let stays = Set(IncreasingRun.longest(in: inPlace.map(\.before.item)))
            for (position, item) in inPlace.enumerated() {
                if stays.contains(position) {
                    if item.changed { update.reloadItems([item.before]) }
                } else if item.changed {
                    update.deleteItems([item.before])
                    update.insertItems([item.after])
                } else {
                    update.moveItem(from: item.before, to: item.after)
                }
            }
        }
        // Items that leave: gone, or gone to a new section.
        for (section, identifiers) in old.itemIdentifiers.enumerated() where keptBefore.contains(section) {
            for (item, identifier) in identifiers.enumerated() {
                let after = indexPath(ofItem: identifier)
                if after.map({ sectionBefore[$0.section] < 0 }) ?? true {
                    update.deleteItems([IndexPath(item: item, section: section)])
                }
            }
        }
        return update
    }
}
