import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

extension CollectionViewHost {
    /// Shows the data of `snapshot`, by identity: the batch update from the snapshot applied last
    /// (``DataSnapshot/batchUpdate(from:reloading:)``) runs as ``performBatchUpdates(_:countsAfter:animation:)``
    /// does, so inserted, deleted and moved items animate and nothing jumps. The first snapshot,
    /// or one with other identifier types, replaces the data as ``reloadData(itemCounts:)`` does.
    ///
    /// ```swift
    /// var snapshot = DataSnapshot<String, UUID>()
    /// try snapshot.appendSections(["inbox"])
    /// try snapshot.appendItems(messages.map(\.id))
    /// try host.apply(snapshot)                        // later snapshots animate from this one
    /// ```
    ///
    /// - Parameters:
    ///   - snapshot: the data to show.
    ///   - animation: the update's animation; `nil` shows the new data at once.
    ///   - reloading: whether the content of the item with this identifier changed.
    /// - Returns: the batch update it ran, or `nil` when it replaced the data (the first
    ///   snapshot, or one of other identifier types).
    /// - Throws: what ``performBatchUpdates(_:countsAfter:animation:)`` throws (for example
    ///   ``LayoutError/invalidUpdate(_:)`` when the host's counts were changed by other means
    ///   since the last snapshot); the host and the last snapshot are then as they were.
    @discardableResult
    public func apply<SectionID, ItemID>(
        _ snapshot: DataSnapshot<SectionID, ItemID>, animation: HostAnimation? = .batchUpdate,
        reloading: (ItemID) -> Bool = { _ in false }
    ) throws -> BatchUpdate? {
        var ran: BatchUpdate?
        try core.apply(snapshot, animated: true, reloading: reloading) { update in
            try performBatchUpdates(update, countsAfter: snapshot.itemCounts, animation: animation ?? HostAnimation(duration: 0))
            ran = update
        } replace: {
            try reloadData(itemCounts: snapshot.itemCounts)
        }
        return ran
    }

    /// Replaces the data without an update, as `reloadData()`: the layout is invalidated
    /// entirely and shows the new counts at once, with no animation.
    ///
    /// - Throws: ``LayoutError`` for a negative count; ``HostError/busy(operation:running:)``
    ///   during an interactive move; what the layout's prepare throws (the old counts are put
    ///   back).
    public func reloadData(itemCounts counts: [Int]) throws {
        if let section = counts.firstIndex(where: { $0 < 0 }) {
            throw LayoutError.invalidParameter(
                name: "itemCounts[\(section)]", value: Double(counts[section]), reason: "must not be negative")
        }
        try admit(.batchUpdate)
        try prepareForChange()
        forgetNestedScrolling()
        let countsBefore = itemCounts
        itemCounts = counts
        core.dataReplaced()
        invalidateLayout(with: .everything)
        do {
            try layoutIfNeeded()
        } catch {
            itemCounts = countsBefore
            invalidateLayout(with: .everything)
            throw error
        }
        updates.animations = [:]
        updates.leaving = []
        prefetching.forget()
        adjustContentOffsetAfterLayoutChange()
        try render(recording: false)
    }
}
