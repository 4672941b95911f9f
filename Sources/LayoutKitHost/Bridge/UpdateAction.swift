import Foundation
import LayoutKitCore

/// What one of a collection view's update items does, as `UICollectionViewUpdateItem.Action`
/// and AppKit's equivalent say it.
public enum UpdateAction: Hashable, Sendable {
    /// Something is inserted at the index path after the update.
    case insert
    /// Something is deleted at the index path before the update.
    case delete
    /// Something is reloaded at the index path before the update.
    case reload
    /// Something moves from the index path before to the one after.
    case move
    /// Nothing happens.
    case none

    /// The LayoutKit update of a platform update item, or `nil` for `none`. An index path of
    /// one index names a section, as UIKit reports section updates.
    ///
    /// - Throws: ``LayoutError/invalidUpdate(_:)`` when the index paths the action needs are
    ///   missing.
    public func updateItem(before: IndexPath?, after: IndexPath?) throws -> UpdateItem? {
        func required(_ path: IndexPath?, _ side: String) throws -> IndexPath {
            guard let path, !path.isEmpty else {
                throw LayoutError.invalidUpdate("a \(self) update item has no index path \(side) the update")
            }
            return path
        }
        switch self {
        case .none:
            return nil
        case .insert:
            let path = try required(after, "after")
            return path.count == 1 ? .insertSection(path[0]) : .insertItem(path)
        case .delete:
            let path = try required(before, "before")
            return path.count == 1 ? .deleteSection(path[0]) : .deleteItem(path)
        case .reload:
            let path = try required(before, "before")
            return path.count == 1 ? .reloadSection(path[0]) : .reloadItem(path)
        case .move:
            let (from, to) = (try required(before, "before"), try required(after, "after"))
            return from.count == 1 ? .moveSection(from: from[0], to: to[0]) : .moveItem(from: from, to: to)
        }
    }
}
