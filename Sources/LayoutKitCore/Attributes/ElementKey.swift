import Foundation

/// Identifies one element of a collection: its category and kind, and its index path.
///
/// Ordered as a snapshot dump lists elements: cells first, then supplementary and decoration
/// views by kind, each by index path.
public struct ElementKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Cell, supplementary view or decoration view, with its kind.
    public var category: ElementCategory
    /// The element's index path.
    public var indexPath: IndexPath

    /// Creates a key for the element of `category` at `indexPath`.
    public init(category: ElementCategory, indexPath: IndexPath) {
        self.category = category
        self.indexPath = indexPath
    }

    /// The key of the cell at `indexPath`.
    public static func cell(_ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .cell, indexPath: indexPath)
    }

    public static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        if lhs.category != rhs.category { return lhs.category < rhs.category }
        return lhs.indexPath < rhs.indexPath
    }

    public var description: String { "\(category) \(LayoutError.describe(indexPath))" }
}
