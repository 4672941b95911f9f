import Foundation

extension UpdatePlan {
    /// The index paths after the update of the items that appear (``isAppearing(_:)``): the
    /// items inserted, and every item of an inserted or reloaded section, in order.
    ///
    /// A layout that carries its elements across an update starts these from nothing, without
    /// asking of every item whether it appears.
    ///
    /// - Complexity: O(sections + the updates' items + the items of inserted and reloaded
    ///   sections), not O(items).
    public var appearingIndexPaths: [IndexPath] {
        countsAfter.indices.flatMap { section -> [IndexPath] in
            guard let map = itemMaps[section] else {
                return (0..<countsAfter[section]).map { IndexPath(item: $0, section: section) }
            }
            return map.occupied.lazy.map { IndexPath(item: $0, section: section) }.filter { movedFrom[$0] == nil }
        }
    }

    /// The index paths before the update of the items that disappear (``isDisappearing(_:)``):
    /// the items deleted, and every item of a deleted or reloaded section, in order.
    ///
    /// - Complexity: O(sections + the updates' items + the items of deleted and reloaded
    ///   sections), not O(items).
    public var disappearingIndexPaths: [IndexPath] {
        countsBefore.indices.flatMap { section -> [IndexPath] in
            guard let after = sectionAfterUpdate(for: section), let map = itemMaps[after] else {
                return (0..<countsBefore[section]).map { IndexPath(item: $0, section: section) }
            }
            return map.removed.lazy.map { IndexPath(item: $0, section: section) }.filter { movedTo[$0] == nil }
        }
    }
}
