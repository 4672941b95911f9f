import Foundation
import LayoutKitCore

/// Applies a batch update to the identifiers of a snapshot the way UIKit documents batch updates
/// (deletes and move sources in the indices before, inserts and move destinations in the indices
/// after, everything else keeping its order in the places left), written for these tests apart
/// from the diff. Inserted sections and items take their identifiers from `new`, as a collection
/// view takes them from its data source.
enum UpdateApplier {
    static func apply<S, I>(_ update: BatchUpdate, to old: DataSnapshot<S, I>, new: DataSnapshot<S, I>) -> (
        sections: [S], items: [[I]]
    ) {
        var deletedSections = Set<Int>(), insertedSections = Set<Int>()
        var sectionMoves: [Int: Int] = [:]  // after -> before
        var deletedItems = Set<IndexPath>(), insertedItems = Set<IndexPath>()
        var itemMoves: [IndexPath: IndexPath] = [:]  // after -> before
        for item in update.items {
            switch item {
            case let .deleteSection(section): deletedSections.insert(section)
            case let .insertSection(section): insertedSections.insert(section)
            case let .moveSection(from, to): sectionMoves[to] = from
            case let .deleteItem(path): deletedItems.insert(path)
            case let .insertItem(path): insertedItems.insert(path)
            case let .moveItem(from, to): itemMoves[to] = from
            case .reloadItem, .reloadSection: break
            }
        }
        let count = old.sectionIdentifiers.count - deletedSections.count + insertedSections.count
        // Sections: moved and inserted ones where they say, the others in order in the rest.
        var staying = old.sectionIdentifiers.indices.filter { !deletedSections.contains($0) && !sectionMoves.values.contains($0) }
            .makeIterator()
        var before = [Int?](repeating: nil, count: count)  // after -> before, nil for new
        for after in 0..<count where !insertedSections.contains(after) {
            before[after] = sectionMoves[after] ?? staying.next()
        }
        var sections: [S] = []
        var items: [[I]] = []
        for after in 0..<count {
            guard let from = before[after] else {
                sections.append(new.sectionIdentifiers[after])
                items.append(new.itemIdentifiers[after])
                continue
            }
            sections.append(old.sectionIdentifiers[from])
            let leaving = Set(deletedItems.filter { $0.section == from }.map(\.item))
                .union(itemMoves.values.filter { $0.section == from }.map(\.item))
            var survivors = old.itemIdentifiers[from].indices.filter { !leaving.contains($0) }
                .map { old.itemIdentifiers[from][$0] }.makeIterator()
            let size = new.itemIdentifiers.indices.contains(after) ? new.itemIdentifiers[after].count : 0
            var row: [I] = []
            for item in 0..<size {
                let path = IndexPath(item: item, section: after)
                if let source = itemMoves[path] {
                    row.append(old.itemIdentifiers[source.section][source.item])
                } else if insertedItems.contains(path) {
                    row.append(new.itemIdentifiers[after][item])
                } else if let survivor = survivors.next() {
                    row.append(survivor)
                }
            }
            items.append(row)
        }
        return (sections, items)
    }
}
