import Foundation

/// A set of insertions, deletions, reloads and moves applied together, as with UIKit's
/// `performBatchUpdates`.
///
/// Validate it against the item counts before and after to get an ``UpdatePlan``: the plan maps
/// every index path across the update, or validation throws and nothing changes.
///
/// ```swift
/// var update = BatchUpdate()
/// update.insertItems([IndexPath(item: 0, section: 0)])
/// update.deleteItems([IndexPath(item: 5, section: 0)])
/// let plan = try update.validated(countsBefore: [10], countsAfter: [10])
/// plan.indexPathAfterUpdate(for: IndexPath(item: 0, section: 0)) // [0, 1]
/// ```
public struct BatchUpdate: Hashable, Sendable {
    /// The changes, in the order they were added (the order does not change their meaning).
    public var items: [UpdateItem]

    /// Creates an update from a list of changes.
    public init(_ items: [UpdateItem] = []) {
        self.items = items
    }

    /// Adds insertions at index paths after the update.
    public mutating func insertItems(_ paths: [IndexPath]) { items += paths.map(UpdateItem.insertItem) }
    /// Adds deletions at index paths before the update.
    public mutating func deleteItems(_ paths: [IndexPath]) { items += paths.map(UpdateItem.deleteItem) }
    /// Adds reloads at index paths before the update.
    public mutating func reloadItems(_ paths: [IndexPath]) { items += paths.map(UpdateItem.reloadItem) }
    /// Adds a move from an index path before the update to one after it.
    public mutating func moveItem(from: IndexPath, to: IndexPath) { items.append(.moveItem(from: from, to: to)) }
    /// Adds insertions of sections at indexes after the update.
    public mutating func insertSections(_ sections: [Int]) { items += sections.map(UpdateItem.insertSection) }
    /// Adds deletions of sections at indexes before the update.
    public mutating func deleteSections(_ sections: [Int]) { items += sections.map(UpdateItem.deleteSection) }
    /// Adds reloads of sections at indexes before the update.
    public mutating func reloadSections(_ sections: [Int]) { items += sections.map(UpdateItem.reloadSection) }
    /// Adds a move of a section from an index before the update to one after it.
    public mutating func moveSection(from: Int, to: Int) { items.append(.moveSection(from: from, to: to)) }

    /// Checks the update against the item counts before and after it, as UIKit does, and maps
    /// every index path across it.
    ///
    /// - Parameters:
    ///   - countsBefore: the number of items in each section before the update.
    ///   - countsAfter: the number of items in each section after it (what the data source says).
    /// - Returns: the plan of the update.
    /// - Throws: ``LayoutError/invalidUpdate(_:)`` saying which change, section or count is
    ///   inconsistent; nothing is changed.
    /// - Complexity: O(items before + items after + changes).
    public func validated(countsBefore: [Int], countsAfter: [Int]) throws -> UpdatePlan {
        try UpdatePlan(updates: items, countsBefore: countsBefore, countsAfter: countsAfter)
    }
}
