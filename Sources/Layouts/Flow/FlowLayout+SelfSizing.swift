import Foundation
import LayoutKitCore

/// Self-sizing: with an estimated item size the layout starts every item at the estimate and
/// takes each measured size the host offers (the size along the scroll axis; items keep the
/// estimated width across it). A measured size moves what follows in O(log lines).
extension FlowLayout {
    /// True when the configuration has an estimated item size and the item's size along the
    /// scroll axis differs from the one it was given.
    public func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes)
        -> Bool
    {
        estimated != nil && mainAxisLength(preferred.size) != mainAxisLength(original.size)
    }

    /// A context that carries the measured size only: the next prepare moves the items after it
    /// and recomputes nothing else. No content offset adjustment: the host keeps what the user
    /// looks at in place.
    public func invalidationContext(
        forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes
    ) -> InvalidationContext {
        InvalidationContext(preferredItemSizes: [original.indexPath: preferred.size])
    }

    /// Carries the measured sizes across a batch update: moved items keep theirs, deleted and
    /// reloaded items lose theirs.
    ///
    /// - Complexity: O(lines + measured items × log lines).
    public func prepare(forUpdates plan: UpdatePlan) {
        guard let pending = unmappedHeights, let current = estimated else { return }
        unmappedHeights = nil
        guard pending.counts == plan.countsBefore else { return }
        var starts = [0]
        for count in pending.counts { starts.append(starts[starts.count - 1] + count) }
        var heights: [Int: CGFloat] = [:]
        for (item, height) in pending.heights {
            var low = 0, high = pending.counts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= item { low = middle } else { high = middle - 1 }
            }
            let before = IndexPath(item: item - starts[low], section: low)
            guard !plan.reloadedItems.contains(before), let after = plan.indexPathAfterUpdate(for: before) else { continue }
            heights[current.sections[after.section].firstItem + after.item] = height
        }
        estimated = current.withHeights(heights)
    }

    /// A fresh estimated geometry for `canonical`, keeping the measured heights when the room
    /// across the scroll axis is the same: all of them when the counts are too, otherwise set
    /// aside for ``prepare(forUpdates:)`` to carry across the update.
    func makeEstimatedGeometry(
        _ canonical: LayoutContext, estimate: CGSize, keepsHeights: Bool,
        countsBefore: [Int]?
    ) -> EstimatedFlowGeometry {
        var heights: [Int: CGFloat] = [:]
        unmappedHeights = nil
        if keepsHeights, let previous = estimated, let countsBefore {
            if countsBefore == canonical.itemCounts {
                heights = previous.heights
            } else {
                unmappedHeights = (countsBefore, previous.heights)
            }
        }
        let configuration = configuration
        let horizontal = isHorizontal
        return EstimatedFlowGeometry(
            metrics: { horizontal ? configuration.metrics(forSection: $0).transposed : configuration.metrics(forSection: $0) },
            contentWidth: canonical.insetViewportSize.width, itemCounts: canonical.itemCounts,
            displayScale: canonical.displayScale, estimate: estimate, heights: heights)
    }

    /// Records the measured sizes (by index path, in the layout's axes) of existing items; sizes
    /// that are not finite and positive are left out (the host refuses them before they get here,
    /// with `SelfSizingError.invalidPreferredSize`).
    func applyPreferredSizes(_ sizes: [IndexPath: CGSize]) {
        guard let sections = estimated?.sections else { return }
        for (indexPath, size) in sizes where indexPath.count == 2 && sections.indices.contains(indexPath.section) {
            let section = sections[indexPath.section]
            let height = mainAxisLength(size)
            guard (0..<section.itemCount).contains(indexPath.item), height > 0, height < .infinity else { continue }
            estimated?.setHeight(height, ofItem: section.firstItem + indexPath.item)
        }
    }

    /// The cells and section views of the estimated geometry that overlap `query` (canonical).
    func estimatedAttributes(in query: CGRect, from estimated: EstimatedFlowGeometry) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        estimated.forEachItem(crossing: query) { section, item, frame in
            let indexPath = IndexPath(item: item - estimated.sections[section].firstItem, section: section)
            result.append(output(LayoutAttributes(indexPath: indexPath, category: .cell, frame: frame)))
        }
        appendSectionViews(estimated.sections(crossing: query), crossing: query, to: &result)
        return result
    }

    /// The cell at `indexPath` in the estimated geometry, or `nil` when there is none.
    func estimatedAttributes(at indexPath: IndexPath, from estimated: EstimatedFlowGeometry) -> LayoutAttributes? {
        guard indexPath.count == 2, estimated.sections.indices.contains(indexPath.section),
            (0..<estimated.sections[indexPath.section].itemCount).contains(indexPath.item)
        else { return nil }
        let item = estimated.sections[indexPath.section].firstItem + indexPath.item
        return output(LayoutAttributes(indexPath: indexPath, category: .cell, frame: estimated.frame(ofItem: item)))
    }

    /// The length of `size` along the scroll axis.
    private func mainAxisLength(_ size: CGSize) -> CGFloat {
        isHorizontal ? size.width : size.height
    }
}
