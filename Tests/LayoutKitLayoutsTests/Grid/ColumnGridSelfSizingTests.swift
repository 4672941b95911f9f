import Foundation
import LayoutKitCore
import LayoutKitLayouts
import Testing

/// The column grid with an estimated item height: rows as tall as their tallest item.
struct ColumnGridSelfSizingTests {
    /// Three columns 100 pt wide at x = 10, 120 and 230 (340 pt viewport, insets 10, column
    /// spacing 10), items estimated 50 pt, rows 5 apart: rows at y = 10, 65, 120 until measured.
    static let configuration = ColumnGridConfiguration(
        columns: .fixed(3), itemHeight: .estimated(50), rowSpacing: 5, columnSpacing: 10,
        sectionInsets: EdgeInsets(all: 10))

    /// Offers `height` for the item at `indexPath` as the host would, then prepares again.
    static func measure(_ layout: ColumnGridLayout, _ indexPath: IndexPath, height: CGFloat, context: LayoutContext) throws {
        let original = try #require(layout.attributes(at: indexPath))
        var preferred = original
        preferred.frame.size.height = height
        #expect(layout.shouldInvalidate(forPreferredAttributes: preferred, withOriginal: original))
        layout.invalidate(with: layout.invalidationContext(forPreferredAttributes: preferred, withOriginal: original))
        try layout.prepare(context)
    }

    @Test func aRowIsAsTallAsItsTallestItem() throws {
        let layout = ColumnGridLayout(configuration: Self.configuration)
        let context = gridContext([7, 2])
        try layout.prepare(context)
        // Estimates: section 0 is 10 + 3 × 50 + 2 × 5 + 10 = 180 tall; section 1's row at 190.
        #expect(layout.attributes(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 10, y: 120, width: 100, height: 50))
        #expect(layout.contentSize.height == 250)

        // Item 1 measures 80: row 0 is 80 tall, row 1 moves to 10 + 80 + 5 = 95, row 2 to 150; the
        // other items of row 0 keep their height, on the row's top.
        try Self.measure(layout, IndexPath(item: 1, section: 0), height: 80, context: context)
        #expect(layout.attributes(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(layout.attributes(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 120, y: 10, width: 100, height: 80))
        #expect(layout.attributes(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 230, y: 95, width: 100, height: 50))
        #expect(layout.attributes(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 10, y: 150, width: 100, height: 50))
        // Section 0 ends at 150 + 50 + 10 = 210: section 1's row at 220.
        #expect(layout.attributes(at: IndexPath(item: 1, section: 1))?.frame == CGRect(x: 120, y: 220, width: 100, height: 50))
        #expect(layout.contentSize.height == 280)

        // Row 1 measured 20, 30 and 20: 30 tall, so row 2 rises to 95 + 30 + 5 = 130.
        try Self.measure(layout, IndexPath(item: 3, section: 0), height: 20, context: context)
        try Self.measure(layout, IndexPath(item: 4, section: 0), height: 30, context: context)
        try Self.measure(layout, IndexPath(item: 5, section: 0), height: 20, context: context)
        #expect(layout.attributes(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 10, y: 130, width: 100, height: 50))
        #expect(layout.contentSize.height == 260)
        #expect(layout.layoutPassCount == 1)
        var generator = SeededGenerator(seed: 3)
        #expect(rectQueryMismatches(layout, counts: [7, 2], count: 300, generator: &generator).isEmpty)
    }

    @Test func aBatchUpdateCarriesTheMeasuredHeights() throws {
        let layout = ColumnGridLayout(configuration: Self.configuration)
        let context = gridContext([6])
        try layout.prepare(context)
        try Self.measure(layout, IndexPath(item: 4, section: 0), height: 90, context: context)
        // Delete item 0: the item measured 90 is now item 3, first of row 1, which is 90 tall;
        // the new item 5 is estimated.
        var update = BatchUpdate()
        update.deleteItems([IndexPath(item: 0, section: 0)])
        let plan = try update.validated(countsBefore: [6], countsAfter: [5])
        layout.invalidate(with: InvalidationContext(invalidateDataSourceCounts: true))
        try layout.prepare(gridContext([5]))
        try layout.prepare(forUpdates: plan)
        #expect(layout.attributes(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 10, y: 65, width: 100, height: 90))
        #expect(layout.attributes(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 120, y: 65, width: 100, height: 50))
        #expect(layout.contentSize.height == CGFloat(10 + 50 + 5 + 90 + 10))
    }

    @Test func fixedHeightsAreNotSelfSized() throws {
        let layout = ColumnGridLayout(configuration: ColumnGridConfiguration(itemHeight: .absolute(40)))
        try layout.prepare(gridContext([3]))
        let original = try #require(layout.attributes(at: IndexPath(item: 0, section: 0)))
        var taller = original
        taller.frame.size.height = 80
        #expect(!layout.shouldInvalidate(forPreferredAttributes: taller, withOriginal: original))
    }
}
