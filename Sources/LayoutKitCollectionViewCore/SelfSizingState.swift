import Foundation
import LayoutKitCore

/// What the host remembers of self-sizing: the items whose cells it has measured, and the room
/// across the scroll axis they were measured in.
struct SelfSizingState {
    /// Items measured since the last change of ``crossSize``; never measured again until reloaded.
    var measured: Set<IndexPath> = []
    /// The frame's size across the scroll axis the measurements hold for, in points.
    var crossSize: CGFloat?

    /// Carries the measurements across a batch update: moved items keep theirs, deleted and
    /// reloaded items lose theirs.
    mutating func remap(through plan: UpdatePlan) {
        measured = Set(
            measured.compactMap {
                plan.reloadedItems.contains($0) ? nil : plan.indexPathAfterUpdate(for: $0)
            })
    }
}
