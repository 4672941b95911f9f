import Foundation
import LayoutKitCore

/// What one of a collection view's update items does, as `UICollectionViewUpdateItem.Action`
/// and `NSCollectionView.UpdateAction` say it, with their raw values: an adapter reads a
/// platform action as `UpdateAction(rawValue: action.rawValue)`.
public enum UpdateAction: Int, Hashable, Sendable {
    /// Something is inserted at the index path after the update.
    case insert = 0
    /// Something is deleted at the index path before the update.
    case delete = 1
    /// Something is reloaded at the index path before the update.
    case reload = 2
    /// Something moves from the index path before to the one after.
    case move = 3
    /// Nothing happens.
    case none = 4

    /// The LayoutKit update of a platform update item, or `nil` for `none`.
    ///
    /// A section update names its section with an index path whose item is `NSNotFound`, as
    /// UIKit and AppKit build section-level update items; an index path of one index is read as
    /// a section too.
    ///
    /// - Throws: ``LayoutError/invalidUpdate(_:)`` when an index path the action needs is missing
    ///   or empty, or a move goes between a section and an item.
    public func updateItem(before: IndexPath?, after: IndexPath?) throws -> UpdateItem? {
        func required(_ path: IndexPath?, _ side: String) throws -> IndexPath {
            guard let path, !path.isEmpty else {
                throw LayoutError.invalidUpdate(.unreadable(reason: "a \(self) update item has no index path \(side) the update"))
            }
            return path
        }
        switch self {
        case .none:
            return nil
        case .insert:
            let path = try required(after, "after")
            return Self.section(of: path).map(UpdateItem.insertSection) ?? .insertItem(path)
        case .delete:
            let path = try required(before, "before")
            return Self.section(of: path).map(UpdateItem.deleteSection) ?? .deleteItem(path)
        case .reload:
            let path = try required(before, "before")
            return Self.section(of: path).map(UpdateItem.reloadSection) ?? .reloadItem(path)
        case .move:
            let (from, to) = (try required(before, "before"), try required(after, "after"))
            switch (Self.section(of: from), Self.section(of: to)) {
            case let (source?, destination?): return .moveSection(from: source, to: destination)
            case (nil, nil): return .moveItem(from: from, to: to)
            default:
                throw LayoutError.invalidUpdate(.unreadable(reason: "a move update item goes between a section and an item"))
            }
        }
    }

    /// The section an index path names when it names a whole section: `[section, NSNotFound]`
    /// or `[section]`; `nil` for an item's index path.
    private static func section(of path: IndexPath) -> Int? {
        switch path.count {
        case 1: path[0]
        case 2 where path[1] == NSNotFound: path[0]
        default: nil
        }
    }
}
