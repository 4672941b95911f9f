import Foundation
import LayoutKitCore

/// A change the core is setting up with its layout, from its prepare hook to its finalize hook:
/// a batch update (with its plan) or an animated bounds change (every element keeps its key).
struct CoreChange {
    /// The batch update's plan, or `nil` for a bounds change.
    let plan: UpdatePlan?
    /// The elements on screen before the change, by key.
    var shownBefore: [ElementKey] = []
    /// The numbers of the departures the change started.
    var newDepartures: [Int] = []

    /// Where the element `key` (before the change) is after it, or `nil` when it is gone.
    func keyAfter(_ key: ElementKey) -> ElementKey? {
        guard let plan else { return key }
        return plan.keyAfterUpdate(for: key)
    }

    /// Where the element `key` (after the change) was before it, or `nil` when it is new.
    func keyBefore(_ key: ElementKey) -> ElementKey? {
        guard let plan else { return key }
        if key.category == .cell { return plan.indexPathBeforeUpdate(for: key.indexPath).map(ElementKey.cell) }
        guard let section = key.indexPath.first, let old = plan.sectionBeforeUpdate(for: section) else { return nil }
        var indexPath = key.indexPath
        indexPath[0] = old
        return ElementKey(category: key.category, indexPath: indexPath)
    }
}
