/// Where each section and item of the data before a batch update is after it, worked out as
/// UIKit documents the update: deletes and moves out take slots away from the data before;
/// inserts and moves in fill their slots of the data after; what remains keeps its order in the
/// slots left (Apple: UICollectionView › performBatchUpdates(_:completion:)).
package struct UpdateMapper {
    /// For each section before, its index after (`nil`: deleted).
    package private(set) var sectionAfter: [Int?] = []
    /// For each section before, for each of its items, the index path after (`nil`: deleted).
    package private(set) var itemAfter: [[IndexPath?]] = []
    /// Items whose content was reloaded, by index path before.
    package private(set) var reloaded: Set<IndexPath> = []

    /// Maps `countsBefore` through `changes` to `countsAfter`; `nil` when the counts do not add
    /// up, as UIKit finds an update invalid ("Invalid update: invalid number of items in section").
    package init?(_ changes: BatchRecorder, countsBefore: [Int], countsAfter: [Int]) {
        let movedFrom = Set(changes.movedSections.map(\.from))
        guard countsAfter.count == countsBefore.count - changes.deletedSections.count + changes.insertedSections.count else { return nil }
        let remainingSections = countsBefore.indices.filter { !changes.deletedSections.contains($0) && !movedFrom.contains($0) }
        var slots = [Int?](repeating: nil, count: countsAfter.count)
        for move in changes.movedSections where slots.indices.contains(move.to) { slots[move.to] = move.from }
        var free = remainingSections.makeIterator()
        for index in slots.indices where slots[index] == nil && !changes.insertedSections.contains(index) { slots[index] = free.next() }
        sectionAfter = countsBefore.indices.map { old in slots.firstIndex(of: old) }
        reloaded = Set(changes.reloadedItems)
        itemAfter = countsBefore.indices.map { [IndexPath?](repeating: nil, count: countsBefore[$0]) }
        for (newSection, oldSection) in slots.enumerated() {
            guard let oldSection else { continue }
            let movedOut = Set(changes.movedItems.map(\.from).filter { $0[0] == oldSection }.map { $0[1] })
            let deleted = Set(changes.deletedItems.filter { $0[0] == oldSection }.map { $0[1] })
            let kept = (0..<countsBefore[oldSection]).filter { !deleted.contains($0) && !movedOut.contains($0) }
            let arriving = changes.movedItems.filter { $0.to[0] == newSection }
            let inserted = Set(changes.insertedItems.filter { $0[0] == newSection }.map { $0[1] })
            guard countsAfter[newSection] == kept.count + arriving.count + inserted.count else { return nil }
            var itemSlots = [IndexPath?](repeating: nil, count: countsAfter[newSection])
            for move in arriving where itemSlots.indices.contains(move.to[1]) { itemSlots[move.to[1]] = move.from }
            var keptItems = kept.makeIterator()
            for index in itemSlots.indices where itemSlots[index] == nil && !inserted.contains(index) {
                itemSlots[index] = keptItems.next().map { IndexPath(indexes: [oldSection, $0]) }
            }
            for (newItem, old) in itemSlots.enumerated() {
                guard let old, itemAfter.indices.contains(old[0]), itemAfter[old[0]].indices.contains(old[1]) else { continue }
                itemAfter[old[0]][old[1]] = IndexPath(indexes: [newSection, newItem])
            }
        }
    }

    /// Where the element `key` (before) is after the update, `nil` when it is gone. A
    /// supplementary or decoration element follows its section.
    package func keyAfter(_ key: ViewKey) -> ViewKey? {
        let path = key.indexPath
        guard path.count >= 1, sectionAfter.indices.contains(path[0]), let section = sectionAfter[path[0]] else { return nil }
        if key.category == .cell {
            guard path.count == 2, itemAfter[path[0]].indices.contains(path[1]), let after = itemAfter[path[0]][path[1]] else { return nil }
            return ViewKey(category: .cell, kind: nil, indexPath: after)
        }
        var moved = path
        moved[0] = section
        return ViewKey(category: key.category, kind: key.kind, indexPath: moved)
    }
}
