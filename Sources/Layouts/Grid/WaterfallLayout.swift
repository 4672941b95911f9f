import Foundation
import LayoutKitCore

/// A waterfall (masonry) layout: items of different heights in columns of equal width, each item
/// placed, in item order, at the top of the column that is shortest so far (the leftmost of
/// equals), as photo walls do.
///
/// Item heights come from the host's sizes when it gives them
/// (``LayoutContext/itemSizeProvider``): each size is the item's natural size, scaled to the
/// column width with its aspect ratio kept (an item of zero natural width keeps its natural
/// height). Without them the layout self-sizes: every item starts at
/// ``WaterfallConfiguration/estimatedItemHeight`` and takes the height the host measures; item
/// i of a section then goes to column i mod columns (where the shortest-column rule puts equal
/// estimates), and a measured height moves only the items below it in its column, so nothing
/// changes column on screen. Sections stack down the content, separated by their insets.
///
/// The layout scrolls vertically; `.transposed()` makes it horizontal. It answers left to right
/// and asks a right-to-left host to mirror it (``flipsHorizontallyInOppositeLayoutDirection``).
/// Frame origins are on the display's pixel grid.
///
/// ```swift
/// let layout = WaterfallLayout(configuration: WaterfallConfiguration(
///     columns: .minimumWidth(140), interItemSpacing: 8, columnSpacing: 8, sectionInsets: EdgeInsets(all: 8)))
/// let photos = [CGSize(width: 4000, height: 3000), CGSize(width: 3000, height: 4000)]  // natural sizes, any unit
/// try layout.prepare(LayoutContext(
///     bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [photos.count],
///     itemSizeProvider: { photos[$0.item] }))
/// // Two columns of (304 - 8) / 2 = 148 pt: the landscape photo is 111 pt tall, the portrait 197.33.
/// layout.attributes(at: IndexPath(item: 1, section: 0))?.frame // (164, 8, 148, 197.33)
/// ```
///
/// - Complexity: ``prepare(_:)`` is O(items × log columns), flat arrays only, 22 bytes per
///   item (30 when self-sizing: the measured heights); ``attributes(in:)`` is O(columns × log items + found); ``attributes(at:)`` is O(1);
///   a measured height costs O(items after it in its section + sections); a pure scroll
///   recomputes nothing.
public final class WaterfallLayout: CollectionLayout {
    /// The layout's settings; changing them makes the next ``prepare(_:)`` recompute.
    public var configuration: WaterfallConfiguration {
        didSet { if configuration != oldValue { needsFullLayout = true } }
    }

    /// How many times every item has been placed: a diagnostic for tests and benchmarks that
    /// check what a scroll or a measurement recomputes.
    package internal(set) var layoutPassCount = 0

    /// The bytes the prepared layout holds in its arrays (capacity): a diagnostic for benchmarks.
    package var retainedByteCount: Int {
        (geometry?.retainedBytes ?? 0) + measuredHeights.retainedBytes
    }

    /// The placed items; `nil` before the first ``prepare(_:)``.
    var geometry: WaterfallGeometry?
    /// When self-sizing, the heights the host measured.
    var measuredHeights = MeasuredHeights()
    private var needsFullLayout = true
    private(set) var lastInputs: GridPassInputs?

    /// Creates a waterfall layout with `configuration`.
    public init(configuration: WaterfallConfiguration = WaterfallConfiguration()) {
        self.configuration = configuration
    }

    /// Places every item when the configuration, the item counts, the width, the display scale
    /// or an invalidation asks for it; moves the items below new measured heights otherwise.
    ///
    /// - Throws: ``LayoutError/invalidParameter(name:value:reason:)`` for a bad configuration or
    ///   context, ``LayoutError/invalidItemSize(_:_:)`` for a NaN, infinite or negative size from
    ///   the host. The previous layout stays in place.
    public func prepare(_ context: LayoutContext) throws {
        try context.validate()
        try configuration.validate()
        let inputs = GridPassInputs(context)
        guard needsFullLayout || inputs != lastInputs else {
            applyRemeasuredHeights()
            return
        }
        let columns = configuration.columnMetrics(for: inputs)
        if let provider = context.itemSizeProvider {
            geometry = try place(
                inputs, columns: columns, chooser: ShortestColumnTree(),
                heights: ProvidedWaterfallHeights(
                    sizes: ProvidedItemSizes(provider: provider, isTransposed: false), columnWidth: columns.width))
            measuredHeights.forget(sectionCount: inputs.itemCounts.count)
        } else {
            var heights = measuredHeights
            heights.startPass(
                itemCounts: inputs.itemCounts, columns: columns, previousCounts: isSelfSizing ? lastInputs?.itemCounts : nil,
                previousColumns: isSelfSizing ? geometry?.columns : nil)
            geometry = try place(
                inputs, columns: columns, chooser: ColumnsByTurn(),
                heights: EstimatedWaterfallHeights(measured: heights.values, estimate: configuration.estimatedItemHeight))
            measuredHeights = heights
        }
        layoutPassCount += 1
        lastInputs = inputs
        needsFullLayout = false
    }

    /// Every item of the inputs' sections placed with the configuration's spacings.
    func place<Chooser: WaterfallColumnChooser, Heights: WaterfallItemHeights>(
        _ inputs: GridPassInputs, columns: GridColumnMetrics, chooser: Chooser, heights: Heights
    ) throws -> WaterfallGeometry {
        try WaterfallGeometry(
            itemCounts: inputs.itemCounts, columns: columns, interItemSpacing: configuration.interItemSpacing,
            insets: configuration.sectionInsets, contentWidth: inputs.contentWidth, chooser: chooser, heights: heights)
    }

    public var contentSize: CGSize { geometry?.contentSize ?? .zero }

    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        geometry?.forEachItem(crossing: rect) { section, item, frame in
            result.append(LayoutAttributes(indexPath: IndexPath(item: item, section: section), category: .cell, frame: frame))
        }
        return result
    }

    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let geometry, let item = geometry.flatIndex(of: indexPath) else { return nil }
        let frame = geometry.frame(ofItem: item, in: geometry.sections[indexPath.section])
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
}
