import Foundation
import LayoutKitCore

extension CollectionViewCore {
    /// Shows `snapshot` by identity, the decision every view makes the same way: when the view
    /// showed a snapshot (of the same identifier types) since its data last changed otherwise,
    /// and `animated`, `perform` runs the batch update from it
    /// (``DataSnapshot/batchUpdate(from:reloading:)``), the view changing its data inside;
    /// otherwise `replace` replaces the data, as `reloadData` does (calling ``dataReplaced()``).
    /// The next snapshot is diffed from this one, unless another update comes between (any
    /// batch update the core sees forgets the snapshot shown last).
    ///
    /// - Parameters:
    ///   - snapshot: the data to show.
    ///   - animated: whether a change from the snapshot shown last animates as a batch update.
    ///   - reloading: whether the content of the item with this identifier changed.
    ///   - perform: runs the batch update, the view changing its data inside.
    ///   - replace: replaces the view's data with the snapshot's, without an animation.
    /// - Throws: what `perform` or `replace` throws; the snapshot shown last is then not this one.
    public func apply<SectionID, ItemID>(
        _ snapshot: DataSnapshot<SectionID, ItemID>, animated: Bool, reloading: (ItemID) -> Bool,
        perform: (BatchUpdate) throws -> Void, replace: () throws -> Void
    ) rethrows {
        if animated, let last = appliedSnapshot as? DataSnapshot<SectionID, ItemID> {
            try perform(snapshot.batchUpdate(from: last, reloading: reloading))
        } else {
            try replace()
        }
        appliedSnapshot = snapshot
    }

    /// Forgets what the view showed by index path and by identity (its data was replaced, as by
    /// `reloadData`): the items and actions waiting to be handed over, and the snapshot shown last.
    public func dataReplaced() {
        itemsLeft = []
        actionsTriggered = []
        appliedSnapshot = nil
    }
}
