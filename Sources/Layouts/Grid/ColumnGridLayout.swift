import Foundation
import LayoutKitCore

/// A grid of equal items in columns of equal width, row after row, as a photo library shows
/// them: a fixed number of columns or as many as fit a minimum width, every item as tall as
/// ``ColumnGridConfiguration/itemHeight`` says (a length, or a ratio of the column width).
///
/// Sections stack down the content, separated by their insets; a short last row is filled from
/// the left. Item sizes from the host are not used. With an estimated height
/// (``GridItemHeight/estimated(_:)``) the layout self-sizes by rows: items start at the estimate
/// and take the height the host measures, each row is as tall as its tallest item, and a
/// measured height moves the rows below it. The layout scrolls vertically (`.transposed()` makes
/// it horizontal), answers left to right and asks a right-to-left host to mirror it. Frame
/// origins are on the display's pixel grid.
///
/// ```swift
/// let layout = ColumnGridLayout(configuration: ColumnGridConfiguration(
///     columns: .fixed(3), itemHeight: .aspectRatio(1), rowSpacing: 2, columnSpacing: 2))
/// try layout.prepare(LayoutContext(
///     bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [1_000], displayScale: 2))
/// // Columns (320 - 4) / 3 = 105.33 pt wide; item 4, second row, second column, at 107.33
/// // either way, on the 2x pixel grid at 107.5:
/// layout.attributes(at: IndexPath(item: 4, section: 0))?.frame // (107.5, 107.5, 105.33, 105.33)
/// ```
///
/// - Complexity: with a fixed height everything is arithmetic: ``prepare(_:)`` is O(sections)
///   and keeps 40 bytes per section, ``attributes(in:)`` O(log sections + found),
///   ``attributes(at:)`` O(1). Self-sizing, ``prepare(_:)`` is O(items) and keeps 16 bytes per
///   row and 8 per item (the measured heights), a query adds O(log rows) per section, and a
///   measured height costs O(items after it in its section + sections).
public final class ColumnGridLayout: CollectionLayout {
    /// The layout's settings; changing them makes the next ``prepare(_:)`` recompute.
    public var configuration: ColumnGridConfiguration {
        didSet { if configuration != oldValue { needsFullLayout = true } }
    }

    /// How many times the rows have been computed: a diagnostic for tests that check what a
    /// scroll or a measurement recomputes.
    package private(set) var layoutPassCount = 0

    /// The stacked sections; `nil` before the first ``prepare(_:)``.
    private var geometry: ColumnGridGeometry?
    /// When self-sizing, the heights the host measured.
    private var measuredHeights = MeasuredHeights()
    private var needsFullLayout = true
    private var lastInputs: GridPassInputs?

    /// Creates a column grid with `configuration`.
    public init(configuration: ColumnGridConfiguration = ColumnGridConfiguration()) {
        self.configuration = configuration
    }

    /// Resolves the columns and stacks the sections when the configuration, the item counts, the
    /// width, the display scale or an invalidation asks for it; moves the rows below new
    /// measured heights otherwise.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a bad configuration or
    ///   context, or rows that add up beyond the largest finite length. The previous layout stays
    ///   in place.
    /// - Complexity: O(sections) with a fixed item height, O(items) with an estimated one.
    public func prepare(_ context: LayoutContext) throws {
        try context.validate()
        try configuration.validate()
        let inputs = GridPassInputs(context)
        guard needsFullLayout || inputs != lastInputs else {
            applyRemeasuredHeights()
            return
        }
        let columns = configuration.columnMetrics(for: inputs)
        var heights = measuredHeights
        if configuration.itemHeight.isEstimated {
            heights.startPass(
                itemCounts: inputs.itemCounts, columns: columns, previousCounts: isSelfSizing ? lastInputs?.itemCounts : nil,
                previousColumns: isSelfSizing ? geometry?.columns : nil)
        } else {
            heights.forget(sectionCount: inputs.itemCounts.count)
        }
        geometry = try stack(inputs, columns: columns, measured: heights.values)
        measuredHeights = heights
        layoutPassCount += 1
        lastInputs = inputs
        needsFullLayout = false
    }

    /// The sections of `inputs` stacked with the configuration's heights and spacings.
    private func stack(_ inputs: GridPassInputs, columns: GridColumnMetrics, measured: [CGFloat]) throws -> ColumnGridGeometry {
        try ColumnGridGeometry(
            itemCounts: inputs.itemCounts, columns: columns, itemHeight: configuration.itemHeight,
            rowSpacing: configuration.rowSpacing, insets: configuration.sectionInsets, contentWidth: inputs.contentWidth,
            measured: measured)
    }

    public var contentSize: CGSize { geometry?.contentSize ?? .zero }

    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        geometry?.forEachItem(crossing: rect, measured: measuredHeights.values) { section, item, frame in
            result.append(LayoutAttributes(indexPath: IndexPath(item: item, section: section), category: .cell, frame: frame))
        }
        return result
    }

    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let geometry, indexPath.count == 2, geometry.sections.indices.contains(indexPath.section),
            (0..<geometry.sections[indexPath.section].itemCount).contains(indexPath.item)
        else { return nil }
        let frame = geometry.frame(ofItem: indexPath.item, inSection: indexPath.section, measured: measuredHeights.values)
        return LayoutAttributes(indexPath: indexPath, category: .cell, frame: frame)
    }

    /// Invalidates when the width changes: a vertical scroll or a change of height moves nothing.
    public func shouldInvalidate(forBoundsChange newBounds: CGRect, in context: LayoutContext) -> Bool {
        newBounds.width != context.bounds.width
    }

    public func invalidate(with context: InvalidationContext) {
        if context.requiresFullLayout { needsFullLayout = true }
        if context.invalidateDataSourceCounts && context.interactiveMove == nil { measuredHeights.dataChanged = true }
        recordPreferredHeights(context.preferredItemSizes)
    }

    /// True: a right-to-left host mirrors the layout, so the first column is on the right.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// True when the last pass self-sized (an estimated item height).
    private var isSelfSizing: Bool { geometry?.isEstimated == true }

    /// True when the layout self-sizes and the preferred height differs from the one the item
    /// was given.
    public func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes)
        -> Bool
    {
        isSelfSizing && preferred.size.height != original.size.height
    }

    /// A context that carries the measured size only: the next prepare moves the rows below it.
    public func invalidationContext(
        forPreferredAttributes preferred: LayoutAttributes, withOriginal original: LayoutAttributes
    ) -> InvalidationContext {
        InvalidationContext(preferredItemSizes: [original.indexPath: preferred.size])
    }

    /// Carries the measured heights across a batch update (moved items keep theirs, deleted and
    /// reloaded items lose theirs), then sizes every row again with them.
    ///
    /// - Throws: what stacking the rows throws (it does not for a configuration that prepared).
    public func prepare(forUpdates plan: UpdatePlan) throws {
        try measuredHeights.carry(across: plan, countsMatch: plan.countsAfter == lastInputs?.itemCounts) { carried in
            guard let inputs = lastInputs, let columns = geometry?.columns else { return }
            geometry = try stack(inputs, columns: columns, measured: carried)
            layoutPassCount += 1
        }
    }

    /// Records the measured heights (by index path) of existing items when self-sizing; heights
    /// that are not finite and positive are left out.
    private func recordPreferredHeights(_ sizes: [IndexPath: CGSize]) {
        guard isSelfSizing, let sections = geometry?.sections else { return }
        for (indexPath, size) in sizes where indexPath.count == 2 && sections.indices.contains(indexPath.section) {
            let section = sections[indexPath.section]
            guard size.height > 0, size.height < .infinity, (0..<section.itemCount).contains(indexPath.item) else { continue }
            measuredHeights.record(size.height, at: indexPath, flat: section.firstItem + indexPath.item)
        }
    }

    /// Moves the rows below the heights measured since the last pass, and the sections after.
    private func applyRemeasuredHeights() {
        let remeasured = measuredHeights.takeRemeasured()
        guard let first = remeasured.first, var geometry else { return }
        self.geometry = nil  // taken out so that its arrays change in place
        for (section, item) in remeasured {
            geometry.reflow(section: section, fromItem: item, measured: measuredHeights.values)
        }
        geometry.restack(from: first.section)
        self.geometry = geometry
    }
}
