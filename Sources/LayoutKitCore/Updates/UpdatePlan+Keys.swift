import Foundation

extension UpdatePlan {
    /// Where the element `key` (before the update) is after it: cells by the item map, views of
    /// a section by the section map; `nil` when the update removes it.
    ///
    /// - Complexity: that of ``indexPathAfterUpdate(for:)`` or ``sectionAfterUpdate(for:)``.
    public func keyAfterUpdate(for key: ElementKey) -> ElementKey? {
        if key.category == .cell {
            return indexPathAfterUpdate(for: key.indexPath).map(ElementKey.cell)
        }
        guard let section = key.indexPath.first, let moved = sectionAfterUpdate(for: section) else { return nil }
        var indexPath = key.indexPath
        indexPath[0] = moved
        return ElementKey(category: key.category, indexPath: indexPath)
    }
}
