import Foundation

/// One change of a batch update, with UIKit's convention for index paths: deletions, reloads and
/// move sources name positions before the update; insertions and move destinations name
/// positions after it.
public enum UpdateItem: Hashable, Sendable, CustomStringConvertible {
    /// Insert an item at an index path after the update.
    case insertItem(IndexPath)
    /// Delete the item at an index path before the update.
    case deleteItem(IndexPath)
    /// Reload the item at an index path before the update (it stays, its content is replaced).
    case reloadItem(IndexPath)
    /// Move an item from an index path before the update to one after it.
    case moveItem(from: IndexPath, to: IndexPath)
    /// Insert a section at an index after the update.
    case insertSection(Int)
    /// Delete the section at an index before the update, with all its items.
    case deleteSection(Int)
    /// Reload a section at an index before the update: its items are replaced.
    case reloadSection(Int)
    /// Move a section from an index before the update to one after it.
    case moveSection(from: Int, to: Int)

    public var description: String {
        switch self {
        case let .insertItem(path): "insert item \(LayoutError.describe(path))"
        case let .deleteItem(path): "delete item \(LayoutError.describe(path))"
        case let .reloadItem(path): "reload item \(LayoutError.describe(path))"
        case let .moveItem(from, to): "move item \(LayoutError.describe(from)) to \(LayoutError.describe(to))"
        case let .insertSection(section): "insert section \(section)"
        case let .deleteSection(section): "delete section \(section)"
        case let .reloadSection(section): "reload section \(section)"
        case let .moveSection(from, to): "move section \(from) to \(to)"
        }
    }
}

extension UpdateItem {
    /// True for changes of whole sections (inserted, deleted, reloaded or moved).
    public var isSectionChange: Bool {
        switch self {
        case .insertSection, .deleteSection, .reloadSection, .moveSection: true
        case .insertItem, .deleteItem, .reloadItem, .moveItem: false
        }
    }
}
