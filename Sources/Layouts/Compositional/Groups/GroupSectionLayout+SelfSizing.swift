import Foundation
import LayoutKitCore

/// Self-sizing: items whose dimension along the group axis is estimated start at the estimate and
/// take the length the host measures for their cells; a measurement re-resolves its group only
/// and moves the groups after it in O(log groups). Only measured items and their groups cost memory.
extension GroupSectionLayout {
    /// True when the item self-sizes and its measured length along the group axis differs from
    /// the one it was given.
    public func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes)
        -> Bool
    {
        guard original.category == .cell, let geometry, let item = Self.item(original.indexPath, in: geometry) else {
            return false
        }
        return geometry.selfSizes(item: item)
            && geometry.axis.length(of: preferred.size) != geometry.axis.length(of: original.size)
    }

    /// A context that carries the measured size only: the next prepare recomputes nothing else.
    public func invalidationContext(
        forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes
    ) -> InvalidationContext {
        InvalidationContext(preferredItemSizes: [original.indexPath: preferred.size])
    }

    /// Carries the measured lengths across a batch update: moved items keep theirs, deleted and
    /// reloaded items lose theirs.
    ///
    /// - Complexity: O(measured items × (log groups + template)).
    public func prepare(forUpdates plan: UpdatePlan) {
        guard let pending = unmappedLengths, let current = geometry else { return }
        unmappedLengths = nil
        guard plan.countsBefore == [pending.count] else { return }
        var lengths: [Int: CGFloat] = [:]
        for (item, length) in pending.lengths {
            let before = IndexPath(item: item, section: 0)
            guard !plan.reloadedItems.contains(before), let after = plan.indexPathAfterUpdate(for: before),
                after.section == 0, current.selfSizes(item: after.item)
            else { continue }
            lengths[after.item] = length
        }
        geometry?.measure(lengths)
    }

    /// Records the measured sizes of existing self-sizing items; sizes that are not finite and
    /// positive are left out (the host refuses them before they get here).
    func applyPreferredSizes(_ sizes: [IndexPath: CGSize]) {
        guard let current = geometry else { return }
        var lengths: [Int: CGFloat] = [:]
        for (indexPath, size) in sizes {
            let length = current.axis.length(of: size)
            guard let item = Self.item(indexPath, in: current), current.selfSizes(item: item),
                length > 0, length < .infinity
            else { continue }
            lengths[item] = length
        }
        geometry?.measure(lengths)
    }
}
