import Foundation
import LayoutKitCore

/// Self-sizing: without sizes from the host every item starts at the estimated height and takes
/// the height the host measures (items keep the column width). A measured height moves the
/// items below it in its column, and the sections after it, at the next ``prepare(_:)``.
extension WaterfallLayout {
    /// True when the layout self-sizes (the host gave no sizes) and the preferred height differs
    /// from the one the item was given.
    public func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes)
        -> Bool
    {
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
        try measuredHeights.carry(across: plan, countsMatch: plan.countsAfter == lastInputs?.itemCounts) { carried in
            guard let inputs = lastInputs, let columns = geometry?.columns else { return }
            geometry = try place(
                inputs, columns: columns, chooser: ColumnsByTurn(),
                heights: EstimatedWaterfallHeights(measured: carried, estimate: configuration.estimatedItemHeight))
            layoutPassCount += 1
        }
    }

    /// True when the last pass self-sized (the host gave no sizes).
    var isSelfSizing: Bool { lastInputs?.hostGivesSizes == false }

    /// Records the measured sizes (by index path) of existing items when self-sizing; heights
    /// that are not finite and positive are left out (the host refuses them before they get
    /// here, with `SelfSizingError.invalidPreferredSize`).
    func recordPreferredHeights(_ sizes: [IndexPath: CGSize]) {
        guard isSelfSizing, var geometry else { return }
        self.geometry = nil  // taken out so that its arrays change in place
        for (indexPath, size) in sizes {
            let height = size.height
            guard height > 0, height < .infinity, let item = geometry.flatIndex(of: indexPath),
                measuredHeights.record(height, at: indexPath, flat: item)
            else { continue }
            geometry.setHeight(height, ofItem: item)
        }
        self.geometry = geometry
    }

    /// Moves the items below the heights measured since the last pass, and the sections after.
    ///
    /// - Complexity: O(sections + items after the first measured one of each section).
    func applyRemeasuredHeights() {
        let remeasured = measuredHeights.takeRemeasured()
        guard let first = remeasured.first, var geometry else { return }
        self.geometry = nil
        for (section, item) in remeasured { geometry.reflow(section: section, from: item) }
        geometry.restack(from: first.section)
        self.geometry = geometry
    }
}
