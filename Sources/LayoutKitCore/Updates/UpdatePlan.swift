import Foundation

/// A batch update checked against the item counts, with every index path mapped across it.
///
/// Made by ``BatchUpdate/validated(countsBefore:countsAfter:)``. A layout receives it in
/// ``CollectionLayout/prepare(forUpdates:)`` to tell which elements really appear or disappear
/// (the fix for the "every item animates on rotation" problem of the classic article), and a host
/// uses it to animate each element from where it was to where it goes.
///
/// - Complexity: the plan holds what its updates name, not the items: O(updates) memory, and a
///   lookup is O(log updates) plus the insertions and deletions of its section.
public struct UpdatePlan: Sendable {
    /// The changes, as given.
    public let updates: [UpdateItem]
    /// The number of items in each section before the update.
    public let countsBefore: [Int]
    /// The number of items in each section after the update.
    public let countsAfter: [Int]
    /// Items reloaded by the update, at their index paths before it.
    public let reloadedItems: Set<IndexPath>

    let sectionAfter: [Int]
    let sectionBefore: [Int]
    /// How the surviving items of each section after the update map to its section before it,
    /// by section after; `nil` for sections with no section before (inserted, reloaded).
    let itemMaps: [SectionItemMap?]
    /// The moved items, both ways.
    let movedTo: [IndexPath: IndexPath]
    let movedFrom: [IndexPath: IndexPath]

    /// Where the item at `indexPath` before the update is after it; `nil` when it is deleted (or
    /// its section is deleted or reloaded) or when the index path did not exist.
    public func indexPathAfterUpdate(for indexPath: IndexPath) -> IndexPath? {
        guard isValid(indexPath, counts: countsBefore) else { return nil }
        if let moved = movedTo[indexPath] { return moved }
        guard let section = sectionAfterUpdate(for: indexPath.section), let map = itemMaps[section],
            let item = map.after(indexPath.item)
        else { return nil }
        return IndexPath(item: item, section: section)
    }

    /// Where the item at `indexPath` after the update was before it; `nil` when it is inserted
    /// (or its section is inserted or reloaded) or when the index path does not exist.
    public func indexPathBeforeUpdate(for indexPath: IndexPath) -> IndexPath? {
        guard isValid(indexPath, counts: countsAfter) else { return nil }
        if let moved = movedFrom[indexPath] { return moved }
        guard let map = itemMaps[indexPath.section], let section = sectionBeforeUpdate(for: indexPath.section),
            let item = map.before(indexPath.item)
        else { return nil }
        return IndexPath(item: item, section: section)
    }

    /// The index after the update of the section at `section` before it; `nil` when deleted.
    public func sectionAfterUpdate(for section: Int) -> Int? {
        sectionAfter.indices.contains(section) && sectionAfter[section] >= 0 ? sectionAfter[section] : nil
    }

    /// The index before the update of the section at `section` after it; `nil` when inserted.
    public func sectionBeforeUpdate(for section: Int) -> Int? {
        sectionBefore.indices.contains(section) && sectionBefore[section] >= 0 ? sectionBefore[section] : nil
    }

    /// True when the item at `indexPath` after the update is new: inserted, or in an inserted or
    /// reloaded section. Such an item appears.
    public func isAppearing(_ indexPath: IndexPath) -> Bool {
        indexPathBeforeUpdate(for: indexPath) == nil && isValid(indexPath, counts: countsAfter)
    }

    /// True when the item at `indexPath` before the update goes away: deleted, or in a deleted or
    /// reloaded section. Such an item disappears.
    public func isDisappearing(_ indexPath: IndexPath) -> Bool {
        indexPathAfterUpdate(for: indexPath) == nil && isValid(indexPath, counts: countsBefore)
    }

    private func isValid(_ indexPath: IndexPath, counts: [Int]) -> Bool {
        indexPath.count == 2 && counts.indices.contains(indexPath.section)
            && (0..<counts[indexPath.section]).contains(indexPath.item)
    }
}
