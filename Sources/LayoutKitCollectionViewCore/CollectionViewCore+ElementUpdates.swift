import Foundation
import LayoutKitCore

/// Which supplementary and decoration views a batch update inserts and deletes, as a platform
/// asks `indexPathsToInsertForSupplementaryView(ofKind:)` and its three twins: an element the
/// layout shows after the update that maps back to nothing through the plan is inserted; one
/// shown before that maps forward to nothing is deleted. Both are read on screen (the view's
/// bounds before and after), where a platform animates them.
extension CollectionViewCore {
    /// The index paths of the elements of `category` (a supplementary or decoration kind) the
    /// update being set up inserts, on screen after it.
    public func indexPathsToInsert(_ category: ElementCategory) -> [IndexPath] {
        guard let change, change.plan != nil else { return [] }
        if category == .decorationView(kind: Self.departingElementKind) { return departuresStartingNow }
        return elements(in: viewContext.bounds)
            .filter { $0.category == category && change.keyBefore($0.key) == nil }
            .map(\.indexPath)
    }

    /// The index paths of the elements of `category` the update being set up deletes, on
    /// screen before it.
    public func indexPathsToDelete(_ category: ElementCategory) -> [IndexPath] {
        guard let change, change.plan != nil else { return [] }
        return change.shownBefore
            .filter { $0.category == category && change.keyAfter($0) == nil }
            .map(\.indexPath)
    }
}
