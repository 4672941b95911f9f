import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore

/// An interactive move under way: the item picked up, where it would drop now, the finger, and
/// the data as it was before the move.
struct ReorderSession {
    /// The item picked up, at its index path before the move.
    let source: IndexPath
    /// Where the item would go if dropped now (an index path after the move).
    var target: IndexPath
    /// The finger, in content coordinates (points).
    var position: CGPoint
    /// The item counts before the move.
    let countsBefore: [Int]
    /// The host's item sizes before the move.
    let sizesBefore: ((IndexPath) -> CGSize)?

    /// The move from ``source`` to `target`, checked like any batch update.
    ///
    /// - Throws: ``LayoutError/invalidUpdate(_:)`` when `target` is not a slot of the data
    ///   after the move.
    func plan(to target: IndexPath) throws -> UpdatePlan {
        var update = BatchUpdate()
        update.moveItem(from: source, to: target)
        return try update.validated(countsBefore: countsBefore, countsAfter: counts(movingTo: target))
    }

    /// The item counts with the item moved to `target`.
    func counts(movingTo target: IndexPath) -> [Int] {
        var counts = countsBefore
        counts[source.section] -= 1
        if counts.indices.contains(target.section) { counts[target.section] += 1 }
        return counts
    }
}
