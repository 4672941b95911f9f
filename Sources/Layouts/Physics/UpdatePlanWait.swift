import Foundation
import LayoutKitCore

/// Follows the item counts across layout passes for a layout whose bodies belong to elements:
/// new counts wait for the update plan that explains them, however many passes come first; an
/// invalidation of everything (new data without a batch update, as `reloadData`) means no plan
/// will come, and the bodies start again at rest; a step of an interactive move, which no plan
/// explains (a collection view only invalidates the layout while an item moves, with the step in
/// its context: ``InvalidationContext/interactiveMove``), is carried as the move it is.
struct UpdatePlanWait {
    private var counts: [Int]?
    /// The counts when the wait began: a pass that shows them again ends it (nothing to explain).
    private var countsBeforeWait: [Int]?
    private var resetRequested = false
    /// The move of the interactive move's last step, noted until the pass that shows it.
    private var noted: (from: IndexPath, to: IndexPath)?
    /// True between a change of the item counts and the plan that explains it.
    private(set) var isWaiting = false

    /// Notes an invalidation: one of everything asks for a reset at the next pass; a step of an
    /// interactive move is noted to be carried at the next pass (a cancel carries the item back;
    /// the end changes nothing, as the data already shows the new order).
    mutating func invalidate(with context: InvalidationContext) {
        if context.invalidateEverything { resetRequested = true }
        switch context.interactiveMove {
        case let .moved(previous, targets)?: noteMove(from: previous, to: targets)
        case let .cancelled(previous, originals)?: noteMove(from: previous, to: originals)
        case .ended?, nil: break
        }
    }

    /// Notes that the moving item goes from `previous` to `targets` (one item each; a step that
    /// names several is not carried).
    private mutating func noteMove(from previous: [IndexPath], to targets: [IndexPath]) {
        guard previous.count == 1, targets.count == 1 else { return }
        // Two steps before one pass are one move, from where the first began.
        let from = noted.map { $0.to == previous[0] ? $0.from : previous[0] } ?? previous[0]
        noted = from == targets[0] ? nil : (from, targets[0])
    }

    /// Takes the item counts of a layout pass.
    ///
    /// - Returns: what the layout does with its bodies first.
    mutating func pass(counts new: [Int]) -> BodyCarry {
        let before = counts
        let move = noted
        counts = new
        noted = nil
        if resetRequested {
            resetRequested = false
            isWaiting = false
            return .reset
        }
        if let move, let before, !isWaiting {
            var update = BatchUpdate()
            update.moveItem(from: move.from, to: move.to)
            do {
                return .carry(try update.validated(countsBefore: before, countsAfter: new))
            } catch {
                // The counts show more than the move (data changed besides): wait for a plan.
            }
        }
        if isWaiting, new == countsBeforeWait {
            isWaiting = false  // back to where the wait began: no plan to wait for
        } else if !isWaiting, let before, before != new {
            isWaiting = true
            countsBeforeWait = before
        }
        return .keep
    }

    /// The plan arrived.
    ///
    /// - Returns: true when it was waited for (the layout carries its bodies through it).
    mutating func planArrived() -> Bool {
        defer { isWaiting = false }
        return isWaiting
    }
}
