import Foundation
import LayoutKitCore

/// Follows the item counts across layout passes for a layout whose bodies belong to elements:
/// new counts wait for the update plan that explains them, however many passes come first; an
/// invalidation of everything (new data without a batch update, as `reloadData`) means no plan
/// will come, and the bodies start again at rest.
struct UpdatePlanWait {
    private var counts: [Int]?
    private var resetRequested = false
    /// True between a change of the item counts and the plan that explains it.
    private(set) var isWaiting = false

    /// Notes an invalidation; one of everything asks for a reset at the next pass.
    mutating func invalidate(with context: InvalidationContext) {
        if context.invalidateEverything { resetRequested = true }
    }

    /// Takes the item counts of a layout pass.
    ///
    /// - Returns: true when the bodies must start again at rest (a reset was asked for).
    mutating func pass(counts new: [Int]) -> Bool {
        let recounted = counts.map { $0 != new } ?? false
        counts = new
        let reset = resetRequested
        resetRequested = false
        if reset {
            isWaiting = false
        } else if recounted {
            isWaiting = true
        }
        return reset
    }

    /// The plan arrived.
    ///
    /// - Returns: true when it was waited for (the layout carries its bodies through it).
    mutating func planArrived() -> Bool {
        defer { isWaiting = false }
        return isWaiting
    }
}
