import Foundation
import LayoutKitCore

/// Self-sizing: without sizes from the host every item starts at the estimated height and takes
/// the height the host measures (items keep the column width). A measured height moves the
/// items below it in its column, and the sections after it, at the next ``prepare(_:)``.
extension WaterfallLayout {
    /// True when the layout self-sizes (the host gave no sizes) and the preferred height differs
    /// from the one the item was given.
    public func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes) -> Bool {
        isSelfSizing && preferred.size.height != original.size.height
    }

    /// A context that carries the measured size only: the next prepare moves the items below it
    /// and places nothing again. No content offset adjustment: the host keeps what the user looks
    /// at in place.
    public func invalidationContext(
        forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes
    ) -> InvalidationContext {
        InvalidationContext(preferredItemSizes: [original.indexPath: preferred.size])
    }

    /// Carries the measured heights across a batch update: moved items keep theirs, deleted and
    /// reloaded items lose theirs; then places every item again with them.
    ///
    /// - Throws: what placing the items throws (it does not for a configuration that prepared).
    /// - Complexity: O(items before and after the update + measured items × log updates).
    public func prepare(forUpdates plan: UpdatePlan) throws {
        guard let pending = unmappedHeights, let geometry, let inputs = lastInputs else { return }
        unmappedHeights = nil
        guard pending.counts == plan.countsBefore, plan.countsAfter == inputs.itemCounts else { return }
        var carried = [CGFloat](repeating: 0, count: geometry.itemCount)
        var flat = 0
        for (section, count) in pending.counts.enumerated() {
            for item in 0..<count {
                let height = pending.measured[flat]
                flat += 1
                let before = IndexPath(item: item, section: section)
                guard height > 0, !plan.reloadedItems.contains(before), let after = plan.indexPathAfterUpdate(for: before),
                      let index = geometry.flatIndex(of: after) else { continue }
                carried[index] = height
            }
        }
        self.geometry = try place(
            inputs, columns: geometry.columns, chooser: ColumnsByTurn(),
            heights: EstimatedWaterfallHeights(measured: carried, estimate: configuration.estimatedItemHeight))
        measured = carried
        layoutPassCount += 1
    }

    /// True when the last pass self-sized (the host gave no sizes).
    var isSelfSizing: Bool { lastInputs?.hostGivesSizes == false }

    /// The measured heights a fresh pass over `itemCounts` in `columns` starts from: all of them
    /// when the column width, the display scale and the data are those of the last pass; none
    /// when the width or the scale changed (the heights were measured for another width); none
    /// when the data changed (new counts, or a batch update or reload invalidated them), the
    /// heights then set aside for ``prepare(forUpdates:)``.
    func keptHeights(for itemCounts: [Int], columns: GridColumnMetrics) -> [CGFloat] {
        unmappedHeights = nil
        guard isSelfSizing, let previous = geometry?.columns, let countsBefore = lastInputs?.itemCounts,
              previous.width == columns.width, previous.displayScale == columns.displayScale else {
            return [CGFloat](repeating: 0, count: itemCounts.reduce(0, +))
        }
        guard countsBefore == itemCounts, !dataChanged else {
            unmappedHeights = (countsBefore, measured)
            return [CGFloat](repeating: 0, count: itemCounts.reduce(0, +))
        }
        return measured
    }

    /// Records the measured sizes (by index path) of existing items when self-sizing; heights
    /// that are not finite and positive are left out (the host refuses them before they get
    /// here, with `HostError.invalidPreferredSize`).
    func recordPreferredHeights(_ sizes: [IndexPath: CGSize]) {
        guard isSelfSizing, var geometry else { return }
        self.geometry = nil  // taken out so that its arrays change in place
        for (indexPath, size) in sizes {
            let height = size.height
            guard height > 0, height < .infinity, let item = geometry.flatIndex(of: indexPath),
                  measured[item] != height || geometry.heights[item] != height else { continue }
            measured[item] = height
            geometry.setHeight(height, ofItem: item)
            firstRemeasured[indexPath.section] = min(firstRemeasured[indexPath.section], indexPath.item)
        }
        self.geometry = geometry
    }

    /// Moves the items below the heights measured since the last pass, and the sections after.
    ///
    /// - Complexity: O(sections + items after the first measured one of each section).
    func applyRemeasuredHeights() {
        guard isSelfSizing, var geometry, let first = firstRemeasured.firstIndex(where: { $0 != .max }) else { return }
        self.geometry = nil
        for section in first..<firstRemeasured.count where firstRemeasured[section] != .max {
            geometry.reflow(section: section, from: firstRemeasured[section])
            firstRemeasured[section] = .max
        }
        geometry.restack(from: first)
        self.geometry = geometry
    }
}
