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
    /// - Parameters:
    ///   - old: the snapshot shown before this one.
    ///   - reloading: whether the content of the item with this identifier changed.
    /// - Returns: an update that ``BatchUpdate/validated(countsBefore:countsAfter:)`` accepts from
    ///   `old.itemCounts` to ``itemCounts``.
    /// - Complexity: O(n log n) for n items and sections at worst; about O(n) plus one lookup per
    ///   inserted or moved item when the data changed little (a cursor walks each section's old
    ///   items beside the new ones), and O(c log c) for c changes to choose what stays. O(n) memory
    ///   at worst, one byte per old item plus O(c) when the data changed little. Inlinable, so it is
    ///   specialized for the app's identifier types.
    @inlinable
    public func batchUpdate(from old: Self, reloading: (ItemID) -> Bool = { _ in false }) -> BatchUpdate {
        var changes: [UpdateItem] = []
        // Sections: each new section's index before, -1 for a new one.
        let sectionBefore = sectionIdentifiers.map { old.index(ofSection: $0) ?? -1 }
        let kept = sectionBefore.indices.filter { sectionBefore[$0] >= 0 }
        let staying = Set(
            IncreasingRun.heaviest(in: kept.map { sectionBefore[$0] }, weights: kept.map { _ in 1 }).map { kept[$0] })
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
        // Items of the sections that exist before and after. An old item is met at the cursor,
        // or away from it and marked; the old places of each section's stretches that stay in
        // it are kept, so the items left over, the deleted ones, need no second lookup.
        var met = ItemMarks(counts: old.itemCounts)
        var covered = [[Range<Int>]](repeating: [], count: old.sectionIdentifiers.count)
        for (section, identifiers) in itemIdentifiers.enumerated() where sectionBefore[section] >= 0 {
            // The items that stay in the section, as stretches that stayed together (first place
            // after, first place before, length): the fewest moves keep the heaviest increasing
            // run of stretches, so the work after the walk grows with the changes, not the items.
            var stretches: [(after: Int, before: Int, count: Int)] = []
            var current = (after: 0, before: 0, count: 0)  // the stretch being walked
            var changedInPlace: [Int] = []  // places after of the changed items among them
            // A cursor over the section's old items: where the data changed little, the item is
            // the cursor's or one of the next three, and no identifier is looked up.
            let from = sectionBefore[section], oldItems = old.itemIdentifiers[from]
            var cursor = 0
            for (item, identifier) in identifiers.enumerated() {
                while cursor < oldItems.count, met.contains(section: from, item: cursor) { cursor += 1 }
                let before: ItemLocation
                if cursor < oldItems.count, oldItems[cursor] == identifier {
                    before = ItemLocation(section: from, item: cursor)
                } else {
                    let near = oldItems[min(cursor + 1, oldItems.count)..<min(cursor + 4, oldItems.count)].firstIndex(
                        of: identifier)
                    guard let found = near.map({ ItemLocation(section: from, item: $0) }) ?? old.location(ofItem: identifier),
                        keptBefore[found.section]
                    else {
                        changes.append(.insertItem(IndexPath(item: item, section: section)))
                        continue
                    }
                    before = found
                    met.insert(found)
                }
                let changed = reloading(identifier)
                guard before.section == from else {
                    Self.move(before.indexPath, to: IndexPath(item: item, section: section), changed: changed, into: &changes)
                    continue
                }
                // The cursor passes the old items before this one (gone, or met later by a
                // lookup) when the data goes on from here; not when this item moved back.
                if before.item == cursor
                    || before.item > cursor && item + 1 < identifiers.count
                        && before.item + 1 < oldItems.count && identifiers[item + 1] == oldItems[before.item + 1]
                {
                    cursor = before.item + 1
                }
                if current.after + current.count == item, current.before + current.count == before.item {
                    current.count += 1
                } else {
                    if current.count > 0 { stretches.append(current) }
                    current = (item, before.item, 1)
                }
                if changed { changedInPlace.append(item) }
            }
            if current.count > 0 { stretches.append(current) }
            covered[from] = stretches.map { $0.before..<$0.before + $0.count }.sorted { $0.lowerBound < $1.lowerBound }
            var unmoved = IncreasingRun.heaviest(in: stretches.map(\.before), weights: stretches.map(\.count))[...]
            var changedLeft = changedInPlace[...]
            for (index, stretch) in stretches.enumerated() {
                let end = stretch.after + stretch.count
                if unmoved.first == index {
                    unmoved.removeFirst()
                    while let after = changedLeft.first, after < end {
                        changes.append(.reloadItem(IndexPath(item: stretch.before + after - stretch.after, section: from)))
                        changedLeft.removeFirst()
                    }
                    continue
                }
                for after in stretch.after..<end {
                    let changed = changedLeft.first == after
                    if changed { changedLeft.removeFirst() }
                    Self.move(
                        IndexPath(item: stretch.before + after - stretch.after, section: from),
                        to: IndexPath(item: after, section: section), changed: changed, into: &changes)
                }
            }
        }
        // Items that leave: gone, or gone to a new section (between the stretches, not met).
        for (section, ranges) in covered.enumerated() where keptBefore[section] {
            var item = 0
            for range in ranges + [old.itemIdentifiers[section].count..<old.itemIdentifiers[section].count] {
                for gap in item..<range.lowerBound where !met.contains(section: section, item: gap) {
                    changes.append(.deleteItem(IndexPath(item: gap, section: section)))
                }
                item = range.upperBound
            }
        }
        return BatchUpdate(changes)
    }

    /// Adds the move of an item from `before` to `after`, or, when its content `changed`, its
    /// deletion and insertion (UIKit cannot move and reload one item in one update).
    @inlinable
    static func move(_ before: IndexPath, to after: IndexPath, changed: Bool, into changes: inout [UpdateItem]) {
        if changed {
            changes += [.deleteItem(before), .insertItem(after)]
        } else {
            changes.append(.moveItem(from: before, to: after))
        }
    }
}
