import Foundation
import LayoutKitCore
import LayoutKitLayouts
import Testing

/// The waterfall without sizes from the host: estimates, measured heights, batch updates.
struct WaterfallSelfSizingTests {
    /// Three columns 100 pt wide at x = 10, 120 and 230 (340 pt viewport, insets 10, spacing
    /// 10), items estimated 100 pt tall: item i is in column i mod 3, row i / 3, at
    /// y = 10 + 110 × row.
    static let configuration = WaterfallConfiguration(
        columns: .fixed(3), interItemSpacing: 10, columnSpacing: 10, sectionInsets: EdgeInsets(all: 10),
        estimatedItemHeight: 100)

    /// Offers `height` for the item at `indexPath` as the host would, then prepares again.
    static func measure(_ layout: WaterfallLayout, _ indexPath: IndexPath, height: CGFloat, context: LayoutContext) throws {
        let original = try #require(layout.attributes(at: indexPath))
        var preferred = original
        preferred.frame.size.height = height
        #expect(layout.shouldInvalidate(forPreferredAttributes: preferred, withOriginal: original))
        let invalidation = layout.invalidationContext(forPreferredAttributes: preferred, withOriginal: original)
        #expect(!invalidation.requiresFullLayout)
        layout.invalidate(with: invalidation)
        try layout.prepare(context)
    }

    @Test func estimatesFillTheColumnsInTurn() throws {
        let layout = WaterfallLayout(configuration: Self.configuration)
        try layout.prepare(gridContext([7]))
        // Rows of 100 at 10, 120, 230; the first column is three items deep: 10 + 320 + 10.
        #expect(layout.attributes(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 120, y: 120, width: 100, height: 100))
        #expect(layout.attributes(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 10, y: 230, width: 100, height: 100))
        #expect(layout.contentSize == CGSize(width: 340, height: 340))
    }

    @Test func aMeasuredHeightMovesTheItemsBelowItInItsColumnOnly() throws {
        let layout = WaterfallLayout(configuration: Self.configuration)
        let context = gridContext([9, 2])
        try layout.prepare(context)
        let before = allCellFrames(layout, counts: [9, 2])
        try Self.measure(layout, IndexPath(item: 1, section: 0), height: 40, context: context)
        // Item 1 (column 1) is 60 pt shorter: items 4 and 7 below it rise by 60 (to 10 + 40 + 10 = 60
        // and 60 + 110 = 170); nothing else moves, and the tallest column (0 or 2) is unchanged.
        var expected = before
        expected[IndexPath(item: 1, section: 0)] = CGRect(x: 120, y: 10, width: 100, height: 40)
        expected[IndexPath(item: 4, section: 0)] = CGRect(x: 120, y: 60, width: 100, height: 100)
        expected[IndexPath(item: 7, section: 0)] = CGRect(x: 120, y: 170, width: 100, height: 100)
        #expect(allCellFrames(layout, counts: [9, 2]) == expected)
        #expect(layout.layoutPassCount == 1)

        // Item 6 (column 0, the bottom one) grows by 50: column 0 is now the tallest, so the
        // section ends 50 pt lower and section 1 moves down 50 with it.
        try Self.measure(layout, IndexPath(item: 6, section: 0), height: 150, context: context)
        expected[IndexPath(item: 6, section: 0)] = CGRect(x: 10, y: 230, width: 100, height: 150)
        // Section 0 ends at 10 + 370 + 10 = 390; section 1's row is at 400.
        expected[IndexPath(item: 0, section: 1)] = CGRect(x: 10, y: 400, width: 100, height: 100)
        expected[IndexPath(item: 1, section: 1)] = CGRect(x: 120, y: 400, width: 100, height: 100)
        #expect(allCellFrames(layout, counts: [9, 2]) == expected)
        #expect(layout.contentSize.height == 510)
        #expect(layout.layoutPassCount == 1)
        // The query finds the moved items where they now are.
        // Across y 340...345 only item 6 (230...380) reaches: item 8 ends at 330, section 1 starts at 400.
        let found = layout.attributes(in: CGRect(x: 0, y: 340, width: 340, height: 5)).map(\.indexPath)
        #expect(Set(found) == [IndexPath(item: 6, section: 0)])
    }

    /// Whether the layout, prepared with `context`, takes item 0 at `size` from the host.
    static func takes(_ size: CGSize, in context: LayoutContext) throws -> Bool {
        let layout = WaterfallLayout(configuration: configuration)
        try layout.prepare(context)
        let original = try #require(layout.attributes(at: IndexPath(item: 0, section: 0)))
        var preferred = original
        preferred.frame.size = size
        return layout.shouldInvalidate(forPreferredAttributes: preferred, withOriginal: original)
    }

    @Test func onlyANewHeightOfASelfSizedItemInvalidates() throws {
        // Estimated, 100 x 100: a new width alone is not taken, a new height is.
        #expect(try !Self.takes(CGSize(width: 300, height: 100), in: gridContext([3])))
        #expect(try Self.takes(CGSize(width: 100, height: 80), in: gridContext([3])))
        // Sizes from the host are not self-sized.
        #expect(try !Self.takes(CGSize(width: 100, height: 80), in: gridContext([3]) { _ in CGSize(width: 100, height: 30) }))
    }

    @Test func aBatchUpdateCarriesTheMeasuredHeights() throws {
        let layout = WaterfallLayout(configuration: Self.configuration)
        let context = gridContext([6])
        try layout.prepare(context)
        try Self.measure(layout, IndexPath(item: 2, section: 0), height: 50, context: context)
        try Self.measure(layout, IndexPath(item: 0, section: 0), height: 30, context: context)
        // Delete item 0 (measured: its height goes) and insert a new item at the end.
        var update = BatchUpdate()
        update.deleteItems([IndexPath(item: 0, section: 0)])
        update.insertItems([IndexPath(item: 5, section: 0)])
        let plan = try update.validated(countsBefore: [6], countsAfter: [6])
        layout.invalidate(with: InvalidationContext(invalidateDataSourceCounts: true))
        try layout.prepare(context)
        try layout.prepare(forUpdates: plan)
        // The item measured 50 is now item 1, in column 1; item 4 below it is at 10 + 50 + 10 = 70.
        // Item 0 (was 1) is estimated again: 100 tall in column 0.
        #expect(layout.attributes(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 120, y: 10, width: 100, height: 50))
        #expect(layout.attributes(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 120, y: 70, width: 100, height: 100))
        #expect(layout.attributes(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(layout.attributes(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 10, y: 120, width: 100, height: 100))
    }

    @Test func transposedAMeasuredWidthMovesTheItemsRightOfIt() throws {
        // A 568 x 340 viewport: rows 100 pt tall at y = 10, 120, 230; items 100 pt wide by turn.
        let layout = WaterfallLayout(configuration: Self.configuration).transposed()
        let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 568, height: 340), itemCounts: [7])
        try layout.prepare(context)
        let original = try #require(layout.attributes(at: IndexPath(item: 1, section: 0)))
        #expect(original.frame == CGRect(x: 10, y: 120, width: 100, height: 100))
        var preferred = original
        preferred.frame.size.width = 40
        #expect(layout.shouldInvalidate(forPreferredAttributes: preferred, withOriginal: original))
        layout.invalidate(with: layout.invalidationContext(forPreferredAttributes: preferred, withOriginal: original))
        try layout.prepare(context)
        // Item 4, right of item 1 in its row, moves to 10 + 40 + 10 = 60.
        #expect(layout.attributes(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 10, y: 120, width: 40, height: 100))
        #expect(layout.attributes(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 60, y: 120, width: 100, height: 100))
        #expect(layout.attributes(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 120, y: 10, width: 100, height: 100))
    }

    @Test func aNewWidthForgetsTheMeasuredHeights() throws {
        let layout = WaterfallLayout(configuration: Self.configuration)
        try layout.prepare(gridContext([4]))
        try Self.measure(layout, IndexPath(item: 0, section: 0), height: 30, context: gridContext([4]))
        try layout.prepare(gridContext([4], width: 400))
        #expect(layout.attributes(at: IndexPath(item: 0, section: 0))?.frame.height == 100)
        // The same width again keeps them.
        try Self.measure(layout, IndexPath(item: 0, section: 0), height: 30, context: gridContext([4], width: 400))
        layout.invalidate(with: .everything)
        try layout.prepare(gridContext([4], width: 400))
        #expect(layout.attributes(at: IndexPath(item: 0, section: 0))?.frame.height == 30)
        #expect(layout.attributes(at: IndexPath(item: 3, section: 0))?.frame.minY == 50)
    }
}
