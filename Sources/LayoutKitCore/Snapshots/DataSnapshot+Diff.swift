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
    /// - Complexity: O(n log n) for n items and sections at worst; about O(n) plus one lookup per
    ///   change when the data changed little (a cursor walks each section's old items beside the
    ///   new ones). O(n) memory. Inlinable, so it is specialized for the app's identifier types.
    @inlinable
    public func batchUpdate(from old: Self, reloading: (ItemID) -> Bool = { _ in false }) -> BatchUpdate {
        var changes: [UpdateItem] = []
        // Sections: each new section's index before, -1 for a new one.
        let sectionBefore = sectionIdentifiers.map { old.index(ofSection: $0) ?? -1 }
        let kept = sectionBefore.indices.filter { sectionBefore[$0] >= 0 }
        let staying = Set(IncreasingRun.longest(in: kept.map { sectionBefore[$0] }).map { kept[$0] })
        var keptBefore = [Bool](repeating: false, count: old.sectionIdentifiers.count)
        for (after, before) in sectionBefore.enumerated() {
            if before < 0 {
                changes.append(.insertSection(after))
            } else {
                keptBefore[before] = true
                if !staying.contains(after) { changes.append(.moveSection(from: before, to: after)) }
            }
        }
        changes += old.sectionIdentifiers.indices.filter { !keptBefore[$0] }.map(UpdateItem.deleteSection)
        // Items of the sections that exist before and after; the old items met are marked, so
        // the ones left over are the deleted ones (no second lookup).
        var met = old.itemIdentifiers.map { [Bool](repeating: false, count: $0.count) }
        for (section, identifiers) in itemIdentifiers.enumerated() where sectionBefore[section] >= 0 {
            var inPlace: [(after: Int, before: Int, changed: Bool)] = []
            inPlace.reserveCapacity(identifiers.count)
            // A cursor over the section's old items: where the data changed little, the next old
            // item is this one, and no identifier is looked up.
            let from = sectionBefore[section], oldItems = old.itemIdentifiers[from]
            var cursor = 0
            for (item, identifier) in identifiers.enumerated() {
                var found: ItemLocation?
                while cursor < oldItems.count {
                    if met[from][cursor] {
                        cursor += 1
                    } else if oldItems[cursor] == identifier {
                        found = ItemLocation(section: from, item: cursor)
                        cursor += 1
                        break
                    } else if comesLater(oldItems[cursor], in: section, than: item) {
                        break
                    } else {
                        cursor += 1   // gone, elsewhere, or much later: a lookup finds it then
                    }
                }
                guard let before = found ?? old.location(ofItem: identifier), keptBefore[before.section] else {
                    changes.append(.insertItem(IndexPath(item: item, section: section)))
                    continue
                }
                met[before.section][before.item] = true
                let changed = reloading(identifier)
                if before.section == sectionBefore[section] {
                    inPlace.append((item, before.item, changed))
                } else if changed {
                    changes += [.deleteItem(before.indexPath), .insertItem(IndexPath(item: item, section: section))]
                } else {
                    changes.append(.moveItem(from: before.indexPath, to: IndexPath(item: item, section: section)))
                }
            }
            var stays = [Bool](repeating: false, count: inPlace.count)
            for position in IncreasingRun.longest(in: inPlace.map(\.before)) { stays[position] = true }
            for (position, item) in inPlace.enumerated() where item.changed || !stays[position] {
                let before = IndexPath(item: item.before, section: from), after = IndexPath(item: item.after, section: section)
                if stays[position] {
                    changes.append(.reloadItem(before))
                } else if item.changed {
                    changes += [.deleteItem(before), .insertItem(after)]
                } else {
                    changes.append(.moveItem(from: before, to: after))
                }
            }
        }
        // Items that leave: gone, or gone to a new section (never met above).
        for (section, marks) in met.enumerated() where keptBefore[section] {
            for (item, wasMet) in marks.enumerated() where !wasMet {
                changes.append(.deleteItem(IndexPath(item: item, section: section)))
            }
        }
        return BatchUpdate(changes)
    }

    /// True when the old item `identifier` comes soon after place `item` of section `section` in
    /// this snapshot (within 16 places): the cursor waits for it. Gone, in another section or
    /// much later, it is passed over and found by a lookup if it comes.
    @inlinable
    func comesLater(_ identifier: ItemID, in section: Int, than item: Int) -> Bool {
        guard let place = location(ofItem: identifier), place.section == section else { return false }
        return place.item > item && place.item <= item + 16
    }
}
