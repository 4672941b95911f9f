import Foundation
import LayoutKitCore

extension CollectionViewCore {
    /// The batch update from the snapshot the view showed last to `snapshot`
    /// (``DataSnapshot/batchUpdate(from:reloading:)``), or `nil` when there is none to diff from
    /// (the first snapshot, or one with other identifier types): the view then reloads its data.
    /// Call ``noteApplied(_:)`` once the view shows `snapshot`.
    ///
    /// - Parameter reloading: whether the content of the item with this identifier changed.
    public func update<SectionID, ItemID>(
        to snapshot: DataSnapshot<SectionID, ItemID>, reloading: (ItemID) -> Bool
    ) -> BatchUpdate? {
        (appliedSnapshot as? DataSnapshot<SectionID, ItemID>).map { snapshot.batchUpdate(from: $0, reloading: reloading) }
    }

    /// Notes that the view shows `snapshot`: the next one is diffed from it. Call it after the
    /// update ran: any batch update the core sees forgets the snapshot shown last, since the data
    /// may no longer be what it says.
    public func noteApplied<SectionID, ItemID>(_ snapshot: DataSnapshot<SectionID, ItemID>) {
        appliedSnapshot = snapshot
    }

    /// Forgets what the view showed by index path and by identity (its data was replaced, as by
    /// `reloadData`): the items waiting to be handed over, and the snapshot shown last.
    public func dataReplaced() {
        itemsLeft = []
        appliedSnapshot = nil
    }
}
