import Foundation
import LayoutKitCore

/// Batch updates: each section layout that served a section before the update gets the part of
/// the plan that concerns it, as a plan of its own one section.
extension CompositionalLayout {
    /// Hands each section layout that already served a section before the update its share of
    /// `plan`: its items inserted, deleted, reloaded and moved within it, and an item moved in
    /// from another section as an insertion (out to another as a deletion). A layout that now
    /// serves another section than before (the provider gave it to another index) is told its
    /// section was reloaded; a layout new to the compositional layout starts from its data.
    ///
    /// - Throws: ``CompositionalLayoutError/invalidSection(_:problem:)`` with what a section
    ///   layout throws carrying its state through the update.
    public func prepare(forUpdates plan: UpdatePlan) throws {
        let before = sectionsBeforeUpdate ?? [:]
        sectionsBeforeUpdate = nil
        for (after, slot) in slots.enumerated() {
            guard let served = before[slot.identity], plan.countsBefore.indices.contains(served),
                plan.countsAfter.indices.contains(after)
            else { continue }
            do {
                let share =
                    plan.sectionBeforeUpdate(for: after) == served
                    ? try share(of: plan, before: served, after: after)
                    : try BatchUpdate([.reloadSection(0)]).validated(
                        countsBefore: [plan.countsBefore[served]],
                        countsAfter: [plan.countsAfter[after]])
                // A group section still waiting to be prepared (``SectionSlot/awaitsPrepare``)
                // does not self-size: it has no measured lengths to carry, and takes the share as is.
                try slot.layout.prepare(forUpdates: share)
            } catch let error as LayoutError {
                throw CompositionalLayoutError.invalidSection(after, problem: error)
            }
        }
    }

    public func finalizeUpdates() {
        sectionsBeforeUpdate = nil
        for slot in slots { slot.layout.finalizeUpdates() }
    }

    /// The part of `plan` about the section at `old` before the update and `after` after it, in
    /// the section's own index paths.
    private func share(of plan: UpdatePlan, before old: Int, after: Int) throws -> UpdatePlan {
        func local(_ indexPath: IndexPath) -> IndexPath { IndexPath(item: indexPath.item, section: 0) }
        var update = BatchUpdate()
        if plan.updates.contains(.reloadSection(old)) {
            return try BatchUpdate([.reloadSection(0)]).validated(
                countsBefore: [plan.countsBefore[old]],
                countsAfter: [plan.countsAfter[after]])
        }
        for item in plan.updates {
            switch item {
            case let .insertItem(path) where path.section == after: update.items.append(.insertItem(local(path)))
            case let .deleteItem(path) where path.section == old: update.items.append(.deleteItem(local(path)))
            case let .reloadItem(path) where path.section == old: update.items.append(.reloadItem(local(path)))
            case let .moveItem(from, to):
                switch (from.section == old, to.section == after) {
                case (true, true): update.items.append(.moveItem(from: local(from), to: local(to)))
                case (true, false): update.items.append(.deleteItem(local(from)))
                case (false, true): update.items.append(.insertItem(local(to)))
                case (false, false): break
                }
            default: break
            }
        }
        return try update.validated(countsBefore: [plan.countsBefore[old]], countsAfter: [plan.countsAfter[after]])
    }
}
